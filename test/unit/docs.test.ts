import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT_DIR } from "#scripts/lib/paths.ts";

/* The docs stay true to the repository: every decision record is dated, has a status and is indexed; the folder map (README and docs/architecture.md) names every folder. */

const decisionsDir = path.join(ROOT_DIR, "docs", "decisions");
const records = readdirSync(decisionsDir).filter((name) => /^\d{4}-\d\d-\d\d-.+\.md$/.test(name));

test("every decision record has a date and a Status line, and the index links it", () => {
  const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
  expect(records.length).toBeGreaterThan(10);
  for (const name of records) {
    const head = readFileSync(path.join(decisionsDir, name), "utf8").split("\n").slice(0, 5).join("\n");
    expect(head, name).toMatch(new RegExp(`Date: ${name.slice(0, 10)} · Status: (accepted|proposed|superseded by .+)`));
    expect(index, name).toContain(`](${name})`);
  }
});

test("the folder map (README's \"Where things are\" and docs/architecture.md) names every folder of app/, scripts/ and the top level", () => {
  const readme = readFileSync(path.join(ROOT_DIR, "README.md"), "utf8");
  const map = readme.slice(readme.indexOf("## Where things are")) + readFileSync(path.join(ROOT_DIR, "docs", "architecture.md"), "utf8");
  const folders = (dir: string) =>
    readdirSync(path.join(ROOT_DIR, dir)).filter((name) => !name.startsWith(".") && !name.startsWith("+") && statSync(path.join(ROOT_DIR, dir, name)).isDirectory());
  const topLevel = folders(".").filter((name) => !["node_modules", "build", "docs"].includes(name));
  for (const name of topLevel) expect(map, name).toContain(`\`${name}/`);
  for (const name of folders("app")) expect(map, `app/${name}`).toContain(`app/${name}/`);
  for (const name of folders("scripts")) expect(map, `scripts/${name}`).toContain(`scripts/${name}/`);
});
