import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { PageBlock } from "#app/components/templates/page-blocks.tsx";
import { createEmotionCache } from "#app/theme/emotion-cache.ts";

test("each block of a page is its own Suspense boundary, so a long page hydrates and commits it in its own task", () => {
  const rendered = renderToString(
    <MemoryRouter>
      <CacheProvider value={createEmotionCache()}>
        <PageBlock block={{ type: "texte", titre: "Origine", paragraphes: ["Un."] }} />
        <PageBlock block={{ type: "texte", titre: "Usages", paragraphes: ["Deux."] }} />
      </CacheProvider>
    </MemoryRouter>,
  );
  // Without the pre-render's extraction, Emotion writes each rule set in a <style> before its element.
  const html = rendered.replace(/<style[^>]*>[^<]*<\/style>/g, "");
  // React writes a boundary as <!--$-->…<!--/$-->; each holds one whole <section>, named by
  // its heading, in the element a static block is kept in (static-part.tsx).
  const sections = [...html.matchAll(/<!--\$--><div [^>]*><section [^>]*aria-labelledby="([^"]+)"[^>]*><h2 [^>]*id="\1"[^>]*>([^<]+)<\/h2>[\s\S]*?<\/section><\/div><!--\/\$-->/g)];
  expect(sections.map((match) => match[2])).toEqual(["Origine", "Usages"]);
});
