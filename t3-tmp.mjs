import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { TraceMap, eachMapping } from "@jridgewell/trace-mapping";
import { globSync } from "node:fs";
const file = globSync("build/client/assets/site-*.js")[0];
const code = readFileSync(file, "utf8");
const map = new TraceMap(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const bySource = new Map();
let prev = null;
eachMapping(map, (m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const text = lines[prev.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn);
    const key = (prev.source ?? "?").replace(/.*node_modules\//, "nm:").replace(/.*\/app\//, "app/");
    bySource.set(key, (bySource.get(key) ?? "") + text);
  }
  prev = m;
});
const rows = [...bySource].map(([k, t]) => [k, t.length, gzipSync(t).length]).sort((a, b) => b[1] - a[1]);
const group = new Map();
for (const [k, raw, gz] of rows) { const g = k.startsWith("nm:") ? k.split("/").slice(0, k.startsWith("nm:@") ? 2 : 1).join("/") : k; const v = group.get(g) ?? [0, 0]; group.set(g, [v[0] + raw, v[1] + gz]); }
for (const [g, [raw, gz]] of [...group].sort((a, b) => b[1][0] - a[1][0]).slice(0, 45)) console.log(String(raw).padStart(7), String(gz).padStart(6), g);
