import { createElement as h } from "react";
import { Link } from "react-router";
import { plainParts, type Parts } from "./page.ts";

/** The page's links as React Router's, as the site's are. */
export const routerParts: Parts = { ...plainParts, Link: ({ href, children }) => h(Link, { to: href, discover: "none" }, children) };
