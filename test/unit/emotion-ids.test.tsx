import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { DataSheetTemplate } from "#app/components/templates/data-sheet-template.tsx";
import { SiteShell } from "#app/components/shell/site-shell.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import { loader } from "#app/routes/data-sheet.tsx";
import { createBrowserEmotionCache, createEmotionCache, EMOTION_KEY, emotionIdsInCss } from "#app/theme/emotion-cache.ts";

/** A real page rendered as the pre-render does, and Emotion's own critical-CSS chunks for it. */
function renderRbn() {
  const cache = createEmotionCache();
  // Created before rendering, as entry.server.tsx does: it switches the cache to collecting the rules.
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const data = loader({ request: new Request("http://localhost/rbn"), pattern: "/rbn", params: {}, context: {} } as never);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ShellContentProvider value={shellContent()}>
        <MemoryRouter initialEntries={["/rbn"]}>
          <SiteShell>
            <DataSheetTemplate sheet={data.sheet} />
          </SiteShell>
        </MemoryRouter>
      </ShellContentProvider>
    </CacheProvider>,
  );
  return extractCriticalToChunks(html).styles;
}

test("the ids read back from the pre-rendered rules are exactly the ones Emotion lists", () => {
  const chunk = renderRbn().find((style) => style.key === EMOTION_KEY)!;
  expect(chunk.ids.length).toBeGreaterThan(50);
  expect(emotionIdsInCss(chunk.css).sort()).toEqual([...chunk.ids].sort());
});

test("the browser's cache knows every pre-rendered class rule, and leaves their element as it is", () => {
  const chunk = renderRbn().find((style) => style.key === EMOTION_KEY)!;
  const { document } = new JSDOM(`<head><style data-emotion="css-global 1abc">body{}</style><style data-emotion="css">${chunk.css}</style></head>`).window;
  const cache = createBrowserEmotionCache(document);
  expect(Object.keys(cache.inserted).sort()).toEqual([...chunk.ids].sort());
  // Not listed in the element: listed, Emotion's sheet would adopt it by moving it.
  const [global, classes] = document.querySelectorAll("style");
  expect(classes.getAttribute("data-emotion")).toBe(EMOTION_KEY);
  expect(global.getAttribute("data-emotion")).toBe("css-global 1abc");
});
