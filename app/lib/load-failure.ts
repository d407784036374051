import { isRouteErrorResponse, matchRoutes, type RouteObject } from "react-router";

/*
 * Noticing that a client-side navigation cannot load what the next page needs, loaded
 * with every page; what to do then is navigation-fallback.ts, loaded later.
 */

/**
 * Whether an error comes from fetching a page's code or data rather than from the page
 * itself: a network error (fetch, dynamic import) or an error status for the route data.
 * In the browser, route data only ever comes from the pre-rendered `.data` files.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof TypeError) return /fetch|import|module|network|load failed/i.test(error.message);
  return isRouteErrorResponse(error);
}

/** A route as React Router's framework manifest describes it. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

/** The module files of the routes a path matches, outermost first. */
export function routeModulesFor(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: children(route.id) }));
  return (matchRoutes(children(undefined), pathname) ?? []).map((match) => routes[match.route.id!]!.module);
}
