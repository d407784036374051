import { expect, test } from "vitest";
import { checkOrder, FINISH_STEPS, runFinishSteps, type FinishStep } from "#scripts/build/finish-steps.ts";

test("the build's finishing steps run in an order where each comes after the steps it needs", () => {
  expect(checkOrder(FINISH_STEPS)).toEqual([]);
  const names = FINISH_STEPS.map((step) => step.name);
  expect(new Set(names).size).toBe(names.length);
  // The security policy hashes the final HTML: no step that writes HTML may follow it.
  expect(names.indexOf("politique de sécurité")).toBeGreaterThan(names.indexOf("démarrage des scripts"));
  expect(names.indexOf("PDF")).toBeGreaterThan(names.indexOf("images"));
  // The Brotli copies are of the files as published: only the weighing, which writes nothing, follows.
  expect(names.slice(names.indexOf("compression") + 1)).toEqual(["poids des pages"]);
});

test("a list where a step comes before one it needs is refused, naming both and why, before any step runs", async () => {
  const ran: string[] = [];
  const step = (name: string, after?: Record<string, string>): FinishStep => ({ name, after, run: () => void ran.push(name) });
  const swapped = [step("PDF", { images: "the PDFs embed the images" }), step("images")];
  expect(checkOrder(swapped)).toEqual(["« PDF » doit venir après « images » : the PDFs embed the images"]);
  await expect(runFinishSteps(swapped, { buildDir: "", contentDir: "" })).rejects.toThrow("« PDF » doit venir après « images »");
  expect(ran).toEqual([]);
  expect(checkOrder([step("PDF", { imagse: "typo" })])).toEqual(["« PDF » attend « imagse », qui n'existe pas"]);
  await runFinishSteps(swapped.reverse(), { buildDir: "", contentDir: "" });
  expect(ran).toEqual(["images", "PDF"]);
});
