import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderNginxConf } from "./lib/host-config.ts";
import { ROOT_DIR } from "./lib/paths.ts";

/** Rewrites deploy/nginx.conf from scripts/lib/host-headers.ts (a unit test fails while they differ). */
const target = path.join(ROOT_DIR, "deploy", "nginx.conf");
writeFileSync(target, renderNginxConf());
console.log("deploy/nginx.conf régénéré depuis scripts/lib/host-headers.ts");
