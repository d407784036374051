import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { SiteShell } from "#app/components/shell/site-shell.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import { createEmotionCache } from "#app/theme/emotion-cache.ts";

test("the pre-rendered shell marks the content and, inside it, the footer as separate Suspense boundaries, so that each hydrates in its own task", () => {
  const rendered = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <ShellContentProvider value={shellContent()}>
        <MemoryRouter initialEntries={["/rbn"]}>
          <SiteShell>
            <p>Contenu</p>
          </SiteShell>
        </MemoryRouter>
      </ShellContentProvider>
    </CacheProvider>,
  );
  // Without the pre-render's extraction, Emotion writes each rule set in a <style> before its element.
  const html = rendered.replace(/<style[^>]*>[^<]*<\/style>/g, "");
  // React writes a boundary as <!--$-->…<!--/$-->: the header before the first, the footer alone in the nested one.
  expect(html).toMatch(/<\/header><!--\$--><main [^>]*><p>Contenu<\/p><\/main><!--\$--><footer [\s\S]*<\/footer><!--\/\$--><!--\/\$-->$/);
  expect(html.match(/<!--\$-->/g)).toHaveLength(2);
});
