import { writeFileSync } from "node:fs";
import path from "node:path";
import { hostOptionsFromContent, renderNginxConf } from "./build/host-config.ts";
import { ROOT_DIR } from "./lib/paths.ts";

/** Rewrites deploy/nginx.conf from scripts/build/host-headers.ts and the content's settings (a unit test fails while they differ). */
const target = path.join(ROOT_DIR, "deploy", "nginx.conf");
writeFileSync(target, renderNginxConf(hostOptionsFromContent(path.join(ROOT_DIR, "content"))));
console.log("deploy/nginx.conf régénéré depuis scripts/build/host-headers.ts");
