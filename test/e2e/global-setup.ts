import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { createStaticServer, listen } from "#scripts/serve.ts";

/** Serves the built site with the project's own static server (real 404s) on a free loopback port. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(BUILD_CLIENT_DIR, "404.html"))) {
    throw new Error("Le site n'est pas construit : lancez « npm run build » avant les tests de bout en bout.");
  }
  const server = createStaticServer();
  const origin = await listen(server, 0);
  project.provide("origin", origin);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
  }
}
