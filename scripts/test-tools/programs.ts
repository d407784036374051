import { existsSync } from "node:fs";
import path from "node:path";

/*
 * The system programs the end-to-end tests run, each from a Debian package: Chromium
 * (the browser tests), nginx and its Brotli module (the host configuration), poppler-utils (reading the
 * PDFs back) and openssl (a certificate for the HTTPS test). `npm test` installs the
 * missing ones where it may (root with apt-get), and otherwise stops at once with the
 * command to run (scripts/provision-test-tools.ts).
 */

export interface TestTool {
  /** The Debian package that provides it. */
  debianPackage: string;
  /** Where it is, or undefined when missing. */
  locate(env: NodeJS.ProcessEnv): string | undefined;
}

const onPath = (env: NodeJS.ProcessEnv, name: string) =>
  (env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((candidate) => existsSync(candidate));

const firstExisting = (...candidates: (string | undefined)[]) => candidates.find((candidate) => candidate && existsSync(candidate));

/** The brotli_static module as Debian installs it (NGINX_MODULES_PATH: another modules folder). */
export const nginxBrotliModule = (env: NodeJS.ProcessEnv = process.env): string =>
  path.join(env.NGINX_MODULES_PATH ?? "/usr/lib/nginx/modules", "ngx_http_brotli_static_module.so");

export const TEST_TOOLS: TestTool[] = [
  // Where scripts/test-tools/chromium.ts launches it.
  { debianPackage: "chromium", locate: (env) => firstExisting(env.CHROMIUM_PATH ?? "/usr/bin/chromium") },
  // Where test/e2e/nginx.test.ts looks.
  { debianPackage: "nginx", locate: (env) => firstExisting(env.NGINX_PATH, onPath(env, "nginx"), "/usr/sbin/nginx") },
  // deploy/nginx.conf's brotli_static.
  { debianPackage: "libnginx-mod-http-brotli-static", locate: (env) => firstExisting(nginxBrotliModule(env)) },
  { debianPackage: "poppler-utils", locate: (env) => (["pdftotext", "pdfinfo", "pdffonts", "pdftoppm"].every((tool) => onPath(env, tool)) ? onPath(env, "pdftoppm") : undefined) },
  { debianPackage: "openssl", locate: (env) => onPath(env, "openssl") },
];

/** The Debian packages of the tools not found. */
export function missingPackages(env: NodeJS.ProcessEnv = process.env, tools: TestTool[] = TEST_TOOLS): string[] {
  return tools.filter((tool) => !tool.locate(env)).map((tool) => tool.debianPackage);
}

export type ProvisionPlan =
  | { kind: "ready" }
  | { kind: "install"; packages: string[] }
  | { kind: "stop"; line: string };

/** What `npm test` does about missing tools: nothing, install them (root with apt-get), or stop with the exact command. */
export function provisionPlan({ missing, isRoot, hasAptGet }: { missing: string[]; isRoot: boolean; hasAptGet: boolean }): ProvisionPlan {
  if (missing.length === 0) return { kind: "ready" };
  if (isRoot && hasAptGet) return { kind: "install", packages: missing };
  const command = `${isRoot ? "" : "sudo "}apt-get install -y ${missing.join(" ")}`;
  const where = hasAptGet ? `lancez « ${command} »` : `installez-les (paquets Debian : ${missing.join(" ")}) ou indiquez leur chemin (CHROMIUM_PATH, NGINX_PATH)`;
  return { kind: "stop", line: `Les tests ont besoin de ${missing.join(", ")}, absents de cette machine : ${where}, puis relancez « npm test ».` };
}
