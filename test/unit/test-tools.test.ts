import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { missingPackages, provisionPlan } from "#scripts/test-tools/programs.ts";

/*
 * `npm test` on a machine without Chromium, nginx, poppler-utils or openssl: as root with
 * apt-get it installs them (as a bare CI machine needs), otherwise it stops at once with
 * one line giving the exact command. The script runs in its own process with a PATH
 * that holds only a stand-in apt-get, which records how it was called.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function bareMachine() {
  const dir = mkdtempSync(path.join(tmpdir(), "machine-nue-"));
  dirs.push(dir);
  chmodSync(dir, 0o755);
  const bin = path.join(dir, "bin");
  mkdirSync(bin);
  chmodSync(bin, 0o777);
  const log = path.join(dir, "apt-get.log");
  const chromium = path.join(bin, "chromium");
  // On "install", it puts stand-ins for the programs where the tests look for them.
  writeFileSync(
    path.join(bin, "apt-get"),
    `#!/bin/sh\necho "$*" >> ${log}\nif [ "$1" = install ]; then for tool in pdftotext pdfinfo pdffonts pdftoppm openssl nginx chromium ngx_http_brotli_static_module.so; do printf '#!/bin/sh\\n' > ${bin}/$tool; /bin/chmod +x ${bin}/$tool; done; fi\n`,
  );
  chmodSync(path.join(bin, "apt-get"), 0o755);
  const env = { PATH: bin, CHROMIUM_PATH: chromium, NGINX_PATH: path.join(bin, "nginx"), NGINX_MODULES_PATH: bin, HOME: dir };
  return { bin, log, env };
}

function provision(env: Record<string, string>, asUser?: number) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(ROOT_DIR, "scripts", "provision-test-tools.ts")], {
    cwd: ROOT_DIR,
    env,
    encoding: "utf8",
    timeout: 20_000,
    ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
  });
  // A process that could not start (status null) says why. As another user, "permission
  // denied" means that user cannot read the checkout.
  const denied = asUser !== undefined && (run.error as NodeJS.ErrnoException | undefined)?.code === "EACCES";
  const why = run.error ? `${run.error.message}${denied ? ` (run as uid ${asUser}: that user must be able to read the checkout)` : ""}` : "";
  return { status: run.status, why, lines: `${run.stdout ?? ""}${run.stderr ?? ""}`.split("\n").filter(Boolean), seconds: (Date.now() - started) / 1000 };
}

test("nothing missing: nothing to do", () => {
  expect(provisionPlan({ missing: [], isRoot: false, hasAptGet: true })).toEqual({ kind: "ready" });
  expect(provisionPlan({ missing: [], isRoot: true, hasAptGet: true })).toEqual({ kind: "ready" });
});

test("as root with apt-get: install what is missing", () => {
  expect(provisionPlan({ missing: ["chromium", "poppler-utils"], isRoot: true, hasAptGet: true })).toEqual({ kind: "install", packages: ["chromium", "poppler-utils"] });
});

test("otherwise: one line with the exact command", () => {
  const plan = provisionPlan({ missing: ["chromium", "nginx"], isRoot: false, hasAptGet: true });
  expect(plan).toEqual({ kind: "stop", line: "Les tests ont besoin de chromium, nginx, absents de cette machine : lancez « sudo apt-get install -y chromium nginx », puis relancez « npm test »." });
  const withoutApt = provisionPlan({ missing: ["openssl"], isRoot: true, hasAptGet: false });
  expect(withoutApt.kind).toBe("stop");
  expect(withoutApt.kind === "stop" && withoutApt.line.split("\n")).toHaveLength(1);
});

test("the tools are looked for where the tests look for them", () => {
  const { bin, env } = bareMachine();
  const missing = missingPackages(env);
  expect(missing).toEqual(expect.arrayContaining(["chromium", "libnginx-mod-http-brotli-static", "poppler-utils", "openssl"]));
  for (const tool of ["pdftotext", "pdfinfo", "pdffonts", "pdftoppm", "openssl", "chromium", "nginx", "ngx_http_brotli_static_module.so"]) writeFileSync(path.join(bin, tool), "");
  expect(missingPackages(env)).toEqual([]);
  // One of poppler's four missing is poppler missing.
  rmSync(path.join(bin, "pdffonts"));
  expect(missingPackages(env)).toEqual(["poppler-utils"]);
});

const isRoot = process.getuid?.() === 0;

test("without the right to install: the test command stops within seconds, with one line giving the command", () => {
  const { env, log } = bareMachine();
  // Run as an ordinary user (from root: "nobody").
  const { status, why, lines, seconds } = provision(env, isRoot ? 65534 : undefined);
  expect(status, why).toBe(1);
  const plan = provisionPlan({ missing: missingPackages(env), isRoot: false, hasAptGet: true });
  expect(lines).toEqual([plan.kind === "stop" ? plan.line : "?"]);
  expect(lines[0]).toMatch(/lancez « sudo apt-get install -y chromium( nginx)? libnginx-mod-http-brotli-static poppler-utils openssl »/);
  expect(seconds).toBeLessThan(5);
  expect(existsSync(log)).toBe(false);
});

test.runIf(isRoot)("as root on a bare Debian machine: apt-get installs what is missing, then the tests can run", () => {
  const { env, log } = bareMachine();
  const missing = missingPackages(env);
  const { status, lines } = provision(env);
  expect(status, lines.join("\n")).toBe(0);
  expect(readFileSync(log, "utf8").split("\n").filter(Boolean)).toEqual(["update -qq", `install -y -qq ${missing.join(" ")}`]);
  expect(lines[0]).toContain(missing.join(" "));
  expect(missingPackages(env)).toEqual([]);
});

test("npm test provisions first, and the CI entry point runs only the README's commands", () => {
  const scripts = JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")).scripts as Record<string, string>;
  expect(scripts.test).toMatch(/^node scripts\/provision-test-tools\.ts && /);
  const ci = readFileSync(path.join(ROOT_DIR, ".ci", "run"), "utf8");
  const commands = ci.split("\n").filter((line) => line.trim() && !line.startsWith("#") && !/^(set|cd) /.test(line));
  expect(commands).toEqual(["npm ci --no-audit --no-fund", "npm test"]);
  expect(ci).not.toContain("apt-get install");
});
