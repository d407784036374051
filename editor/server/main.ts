import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { TEXTS } from "../texts.ts";
import { startEditorServer } from "./editor-server.ts";

/*
 * `npm run edit`: the content editor, on this computer only. Prints its address; Ctrl+C
 * stops it. `PORT=3200 npm run edit` chooses another port; `PUBLISH_REMOTE=name` another
 * remote than `origin` to publish to.
 */

const port = Number(process.env.PORT ?? 3100);
try {
  const server = await startEditorServer({ root: ROOT_DIR, port, remote: process.env.PUBLISH_REMOTE || undefined });
  console.log(TEXTS.server.started(server.url));
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === "EADDRINUSE" ? TEXTS.server.portTaken(port) : TEXTS.server.failed(error instanceof Error ? error.message : String(error)));
  process.exit(1);
}
