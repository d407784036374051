import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { missingPackages, provisionPlan } from "./test-tools/programs.ts";

/*
 * First step of `npm test`: the system programs the tests need are there, or installed
 * now (as root, with apt-get, as on a bare CI machine), or the run stops at once with
 * one line saying what to install.
 */

const hasAptGet = (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, "apt-get")));
const plan = provisionPlan({ missing: missingPackages(), isRoot: process.getuid?.() === 0, hasAptGet });

if (plan.kind === "stop") {
  console.error(plan.line);
  process.exit(1);
}
if (plan.kind === "install") {
  console.log(`Installation pour les tests (apt-get, quelques minutes la première fois) : ${plan.packages.join(" ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...plan.packages]]) {
    const run = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (run.status !== 0) {
      console.error(`« apt-get ${args.join(" ")} » a échoué (code ${run.status ?? run.signal}) : installez ${plan.packages.join(" ")} puis relancez « npm test ».`);
      process.exit(1);
    }
  }
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`Toujours introuvables après l'installation : ${still.join(", ")} (voir CHROMIUM_PATH, NGINX_PATH).`);
    process.exit(1);
  }
}
