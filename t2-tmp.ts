import { gzipSync } from "node:zlib";
import { loadContent } from "#app/content/loader.server.ts";
import { shellContentOf } from "#app/model/shell-content.ts";
const s = shellContentOf(loadContent(undefined, "fr"), "fr") as Record<string, any>;
const g = (o: unknown) => gzipSync(JSON.stringify(o), { level: 9 }).length;
console.log("all", g(s), JSON.stringify(s).length);
for (const k of Object.keys(s)) console.log(k, JSON.stringify(s[k]).length, g(s[k]));
for (const k of Object.keys(s.company)) console.log("  company." + k, JSON.stringify(s.company[k]).length);
for (const k of Object.keys(s.ui)) { const n = JSON.stringify(s.ui[k]).length; if (n > 150) console.log("  ui." + k, n); }
console.log(JSON.stringify(s.settings));
