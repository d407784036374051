import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";
import { expect, test } from "vitest";
import { htmlPages } from "#scripts/build/csp.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";

/**
 * Every built page passes html-validate with the repository's .htmlvalidate.json (the
 * recommended rules; the few adjustments for React's markup are explained in
 * docs/decisions/2026-11-21-hosting-and-build-checks.md).
 */
const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory("text");

test.each(htmlPages(BUILD_CLIENT_DIR).map((file) => path.relative(BUILD_CLIENT_DIR, file)))("%s", async (page) => {
  const report = await validator.validateFile(path.join(BUILD_CLIENT_DIR, page));
  expect(report.valid ? "" : format(report.results)).toBe("");
  expect(report.errorCount).toBe(0);
});

test("the configuration still catches invalid markup", async () => {
  const report = await validator.validateString(
    '<!DOCTYPE html><html lang="fr"><head><title>x</title></head><body><a href="/"><button type="button">x</button></a><img src="/x.png"><p id="a"></p><p id="a"></p></body></html>',
    path.join(BUILD_CLIENT_DIR, "exemple.html"),
  );
  const rules = new Set(report.results.flatMap((result) => result.messages.map((message) => message.ruleId)));
  expect([...rules].sort()).toEqual(expect.arrayContaining(["no-dup-id", "wcag/h37", "element-permitted-content"]));
});
