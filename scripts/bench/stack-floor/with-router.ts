import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { HydratedRouter, RouterProvider } from "react-router/dom";
import { routerParts } from "./router-parts.ts";
import { FloorPage } from "./page.ts";

// The site starts with HydratedRouter, which needs the framework's pre-rendered context;
// this page starts the same router core with RouterProvider and keeps HydratedRouter's
// code in the bundle, so that its bytes and evaluation count.
(globalThis as { hydratedRouter?: unknown }).hydratedRouter = HydratedRouter;
const router = createBrowserRouter([{ path: "*", Component: () => h(FloorPage, { parts: routerParts }) }], { hydrationData: { loaderData: {} } });
hydrateRoot(document.getElementById("root")!, h(RouterProvider, { router }));
