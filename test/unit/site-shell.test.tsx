import { CacheProvider } from "@emotion/react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { SiteShell } from "#app/components/shell/site-shell.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import { createEmotionCache } from "#app/theme/emotion-cache.ts";

test("the pre-rendered shell marks the content, inside it the footer, and inside that the drawer as separate Suspense boundaries, so that each hydrates in its own task", async () => {
  // As the build pre-renders: waiting for the lazily loaded drawer.
  const { prelude } = await prerender(
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
  const rendered = await new Response(prelude).text();
  // Without the pre-render's extraction, Emotion writes each rule set in a <style> before its element.
  const html = rendered.replace(/<style[^>]*>[^<]*<\/style>/g, "");
  // React writes a boundary as <!--$-->…<!--/$-->: the header before the first, the footer in the nested one, the drawer in the innermost.
  expect(html).toMatch(/<\/header><!--\$--><main [^>]*><p>Contenu<\/p><\/main><!--\$--><footer [\s\S]*<\/footer><!--\$--><dialog [\s\S]*<\/dialog><!--\/\$--><!--\/\$--><!--\/\$-->$/);
  expect(html.match(/<!--\$-->/g)).toHaveLength(3);
});
