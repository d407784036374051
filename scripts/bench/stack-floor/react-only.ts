import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
import { FloorPage, plainParts } from "./page.ts";

hydrateRoot(document.getElementById("root")!, h(FloorPage, { parts: plainParts }));
