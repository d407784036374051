import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { HydratedRouter, RouterProvider } from "react-router/dom";
import { emotionCache, muiPage } from "./mui-page.ts";

(globalThis as { hydratedRouter?: unknown }).hydratedRouter = HydratedRouter;
const cache = emotionCache();
const router = createBrowserRouter([{ path: "*", Component: () => muiPage(cache) }], { hydrationData: { loaderData: {} } });
hydrateRoot(document.getElementById("root")!, h(RouterProvider, { router }));
