// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { ErrorBoundary } from "#app/root.tsx";

const shell = shellContent();
const { ui } = shell;


(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each test's root is unmounted before the next: a lazily loaded part resolving after the
// test environment is gone would otherwise render into a window that no longer exists.
const roots: Root[] = [];

afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

async function render(Component: () => never) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "/", Component, ErrorBoundary }]);
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(
      <ShellContentProvider value={shell}>
        <Stub initialEntries={["/"]} />
      </ShellContentProvider>,
    ));
  return container;
}

test("an unexpected error shows 'Unexpected Application Error!' with the error text", async () => {
  const container = await render(() => {
    throw new Error("Le tableau des fiches est illisible");
  });
  expect(container.querySelector("h1")?.textContent).toBe(ui.erreurTitre);
  expect(ui.erreurTitre).toBe("Unexpected Application Error!");
  expect(container.textContent).toContain("Le tableau des fiches est illisible");
  expect(container.querySelector("a[href='/']")?.textContent).toBe(ui.erreurAccueil);
});

test("a thrown response shows its status", async () => {
  const container = await render(() => {
    throw new Response("Indisponible", { status: 503, statusText: "Service Unavailable" });
  });
  expect(container.querySelector("h1")?.textContent).toBe(ui.erreurTitre);
  expect(container.textContent).toContain("503");
});

test("the technical trace is folded away in a details element, the error text stays in view", async () => {
  const container = await render(() => {
    throw new Error("Le tableau des fiches est illisible");
  });
  const details = container.querySelector("details")!;
  expect(details.open).toBe(false);
  expect(details.querySelector("summary")?.textContent).toBe(ui.erreurDetails);
  expect(details.querySelector("pre")?.textContent).toMatch(/^Error: Le tableau des fiches est illisible\n\s+at /);
  // The text itself is outside the folded part.
  const visible = [...container.querySelectorAll("main > :not(details)")].map((element) => element.textContent).join("\n");
  expect(visible).toContain("Le tableau des fiches est illisible");
});

test("a page whose code or data could not be fetched is not an application error: the site's shell stays", async () => {
  const container = await render(() => {
    throw new TypeError("Failed to fetch");
  });
  expect(container.querySelector("header")).not.toBeNull();
  expect(container.querySelector("footer")).not.toBeNull();
  expect(container.textContent).not.toContain(ui.erreurTitre);
});

test("errors of the page itself that happen to be TypeErrors keep the error screen", async () => {
  const container = await render(() => {
    throw new TypeError("Cannot read properties of undefined (reading 'titre')");
  });
  expect(container.querySelector("h1")?.textContent).toBe(ui.erreurTitre);
  expect(container.querySelector("header")).toBeNull();
});
