import { expect, test } from "vitest";
import { isLoadFailure, routeModulesFor, type ManifestRoute } from "#app/lib/load-failure.ts";
import { fallbackFor, RELOAD_GUARD_MS } from "#app/lib/navigation-fallback.ts";

test("network and data failures are load failures; errors of the page itself are not", () => {
  // Chromium, Firefox, Safari.
  for (const message of [
    "Failed to fetch",
    "Failed to fetch dynamically imported module: https://site/assets/data-sheet-x.js",
    "NetworkError when attempting to fetch resource.",
    "error loading dynamically imported module: https://site/assets/x.js",
    "Importing a module script failed.",
    "Load failed",
  ]) {
    expect(isLoadFailure(new TypeError(message)), message).toBe(true);
  }
  // What React Router throws for a `.data` file answered 404.
  expect(isLoadFailure({ status: 404, statusText: "Not Found", internal: true, data: "" })).toBe(true);
  expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'titre')"))).toBe(false);
  expect(isLoadFailure(new Error("Failed to fetch"))).toBe(false);
  expect(isLoadFailure(new RangeError("Invalid time value"))).toBe(false);
  expect(isLoadFailure("Failed to fetch")).toBe(false);
  expect(isLoadFailure(undefined)).toBe(false);
});

const base = { href: "/rbn", reachable: true, lastReload: undefined, canRemember: true, now: 1_000_000 };

test("a reachable site: a full page load of the address", () => {
  expect(fallbackFor(base)).toBe("reload");
  // Another address loaded that way a moment ago is no reason to stop.
  expect(fallbackFor({ ...base, lastReload: { href: "/stn", at: base.now - 1000 } })).toBe("reload");
  expect(fallbackFor({ ...base, lastReload: { href: "/rbn", at: base.now - RELOAD_GUARD_MS } })).toBe("reload");
});

test("no network: the offline message, whatever else", () => {
  expect(fallbackFor({ ...base, reachable: false })).toBe("offline");
  expect(fallbackFor({ ...base, reachable: false, retry: true })).toBe("offline");
  expect(fallbackFor({ ...base, reachable: false, canRemember: false })).toBe("offline");
});

test("the same address loaded that way a moment ago, or no way to remember: the error screen instead of a loop", () => {
  expect(fallbackFor({ ...base, lastReload: { href: "/rbn", at: base.now - 2000 } })).toBe("error");
  expect(fallbackFor({ ...base, lastReload: { href: "/rbn", at: base.now - RELOAD_GUARD_MS + 1 } })).toBe("error");
  expect(fallbackFor({ ...base, canRemember: false })).toBe("error");
  // A mark from the future (clock changed) does not block forever.
  expect(fallbackFor({ ...base, lastReload: { href: "/rbn", at: base.now + 60_000 } })).toBe("reload");
});

test("a visitor's retry always loads the page when the site answers", () => {
  expect(fallbackFor({ ...base, retry: true, lastReload: { href: "/rbn", at: base.now - 10 } })).toBe("reload");
  expect(fallbackFor({ ...base, retry: true, canRemember: false })).toBe("reload");
});

const manifest: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: "/assets/root-a.js" },
  "pages-accueil": { id: "pages-accueil", parentId: "root", index: true, module: "/assets/page-b.js" },
  "pages-contact": { id: "pages-contact", parentId: "root", path: "contact", module: "/assets/page-b.js" },
  "fiches-rbn": { id: "fiches-rbn", parentId: "root", path: "rbn", module: "/assets/data-sheet-c.js" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: "/assets/not-found-d.js" },
};

test("the modules a path needs come from the route it matches", () => {
  expect(routeModulesFor(manifest, "/")).toEqual(["/assets/root-a.js", "/assets/page-b.js"]);
  expect(routeModulesFor(manifest, "/rbn")).toEqual(["/assets/root-a.js", "/assets/data-sheet-c.js"]);
  expect(routeModulesFor(manifest, "/rbn/")).toEqual(["/assets/root-a.js", "/assets/data-sheet-c.js"]);
  expect(routeModulesFor(manifest, "/contact")).toEqual(["/assets/root-a.js", "/assets/page-b.js"]);
  expect(routeModulesFor(manifest, "/inconnue/page")).toEqual(["/assets/root-a.js", "/assets/not-found-d.js"]);
});
