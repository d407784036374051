import { PassThrough } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { shellContent, siteLocales } from "#app/content/shell-content.ts";
import { localeOfPath } from "#app/model/locale.ts";
import { EMOTION_KEY } from "#app/theme/emotion-cache.ts";
import { prepareDirection } from "#app/theme/right-to-left.ts";

export const streamTimeout = 10_000;

/**
 * Runs at build time only (pre-rendering; the site has no runtime server). Waits
 * for the whole page, then puts the Emotion styles it used into <head>, so every
 * page is styled before, and without, JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The page's direction, from its language: right to left, its theme and mirroring cache.
  const { direction } = shellContent(localeOfPath(new URL(request.url).pathname, siteLocales())).language;
  const cache = prepareDirection(direction);
  const { extractCriticalToChunks } = createEmotionServer(cache);

  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timeout);
      const html = Buffer.concat(chunks).toString("utf8");
      // The class rules without their list of ids, which the browser reads back from the
      // rules themselves (createBrowserEmotionCache); global styles keep theirs.
      const styles = extractCriticalToChunks(html)
        .styles.map(({ key, ids, css }) => `<style data-emotion="${key === EMOTION_KEY ? key : `${key} ${ids.join(" ")}`}">${css}</style>`)
        .join("");
      // Before the title, the page's metadata and its structured data, so that their texts
      // (a data sheet's process ratings…) sit within gzip's 32 KB window of the same texts
      // in the body, and cost next to nothing. The character set and viewport stay first;
      // React skips the styles while it hydrates <head>, as it would anywhere in it.
      const end = html.indexOf("</head>");
      const title = html.indexOf("<title>");
      const at = title >= 0 && title < end ? title : end;
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(html.slice(0, at) + styles + html.slice(at), { status: responseStatusCode, headers: responseHeaders }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>,
      {
        // A static page is written in one piece: without this, React sends a large Suspense
        // boundary (the lazily loaded contact form) hidden, to be revealed by an inline
        // script, so it would never show without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
