/**
 * Benchmark of the content editor's typing, for people to read (not part of `npm test`:
 * its timings depend on the machine and its load):
 *
 *   npm run bench:editor                      (30 characters, 3 rounds)
 *   npm run bench:editor -- --rounds 5 --delay 80
 *
 * `npm run edit` in a copy of the project (never this checkout's content/), then Chromium
 * types into a text field of a data sheet, a key every `--delay` ms as a person would.
 * For each keystroke, key-to-screen: from the key's event time to the end of the first
 * frame the display compositor swapped after the renderer drew the frame that follows the
 * key's `input` event (read from a Chromium trace of the typing); the first task after that
 * frame's animation callbacks (the renderer's side alone); and the Event Timing API's
 * duration of the same interaction. Also: how long `npm run edit`
 * took to give its address and the editor to show its list, and how many animation
 * frames the preview showed an empty page while the draft changed under it.
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { startEditor } from "#scripts/test-tools/editor-process.ts";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";
import { launchChromium } from "#scripts/test-tools/chromium.ts";
import { keyToScreen, traceTyping } from "#scripts/test-tools/key-to-screen.ts";
import { TEXTS } from "./texts.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    delay: { type: "string", default: "100" },
    text: { type: "string", default: " pour boîtes, cartes et étuis." },
  },
});
const ROUNDS = Number(values.rounds);
const DELAY = Number(values.delay);
const TEXT = values.text!;
/** A text field of the data sheet: its long name, drawn in the preview's heading area. */
const SHEET_LABEL = /RBN/;
const FIELD = "#champ_nom_long";

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const summary = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1], n: sorted.length };
};
const ms = (value: number) => `${Math.round(value)} ms`;

const load = () => execFileSync("uptime", { encoding: "utf8" }).trim().replace(/^.*load average/, "load average");

const project = new ProjectSandbox();
const git = (args: string[]) => execFileSync("git", ["-c", "user.name=Bench", "-c", "user.email=bench@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: project.dir, stdio: "pipe" });
git(["init", "-q"]);
git(["add", "-A"]);
git(["commit", "-q", "-m", "Contenu"]);

console.log(`Machine : ${load()}`);
const started = performance.now();
const editor = await startEditor(project.dir);
const { url } = editor;
const addressAfter = performance.now() - started;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: "fr-FR" });
  const opening = performance.now();
  await page.goto(url);
  const list = page.getByRole("navigation", { name: TEXTS.list.label });
  await list.waitFor({ timeout: 120_000 });
  const listAfter = performance.now() - opening;
  console.log(`npm run edit : adresse après ${ms(addressAfter)}, liste affichée ${ms(listAfter)} après l'ouverture de la page`);

  await list.getByRole("button", { name: SHEET_LABEL }).first().click();
  const field = page.locator(FIELD);
  await field.waitFor();
  const preview = page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`);
  await preview.locator("h1").first().waitFor({ timeout: 60_000 });

  // Input-to-paint of each keystroke, measured in the page; blank frames of the preview, in its document.
  await page.evaluate((selector) => {
    const input = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
    const bench = { keys: [] as number[], pending: [] as number[], starts: [] as number[], events: new Map<number, number>() };
    (window as unknown as { bench: typeof bench }).bench = bench;
    input.addEventListener("keydown", (event) => bench.pending.push(event.timeStamp));
    input.addEventListener("input", () => {
      const start = bench.pending.shift();
      if (start === undefined) return;
      bench.starts.push(start);
      requestAnimationFrame(() => setTimeout(() => bench.keys.push(performance.now() - start)));
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) bench.events.set(entry.interactionId, Math.max(bench.events.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, FIELD);
  const watchPreview = () =>
    page.evaluate((title) => {
      const frames = [...document.querySelectorAll<HTMLIFrameElement>("iframe")];
      const watch = { blank: 0, frames: 0, stop: false };
      (window as unknown as { previewWatch: typeof watch }).previewWatch = watch;
      const tick = () => {
        if (watch.stop) return;
        watch.frames++;
        // The preview shown: the frame with the title, its page drawn or not.
        const shown = frames.find((frame) => frame.getAttribute("title") === title && frame.isConnected);
        // textContent, not innerText: reading it lays nothing out, so the watch does not slow what it watches.
        const root = shown?.contentDocument?.getElementById("apercu");
        if (!root || !root.firstElementChild || (root.textContent ?? "").trim().length === 0) watch.blank++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, TEXTS.preview.frameTitle);

  const keys: number[] = [];
  const screen: number[] = [];
  const events: number[] = [];
  let blank = 0;
  let frames = 0;
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
  for (let round = 0; round < ROUNDS; round++) {
    await watchPreview();
    if (cdp) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.start"));
    const trace = await traceTyping(page, () => field.pressSequentially(TEXT, { delay: DELAY, timeout: 0 }));
    if (cdp) (await import("node:fs")).writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    // Checks and preview follow the typing: wait for them to settle before the next round.
    await page.waitForTimeout(3000);
    const result = await page.evaluate(() => {
      const window_ = window as unknown as { bench: { keys: number[]; starts: number[]; events: Map<number, number> }; previewWatch: { blank: number; frames: number; stop: boolean } };
      window_.previewWatch.stop = true;
      const found = { keys: window_.bench.keys.splice(0), starts: window_.bench.starts.splice(0), events: [...window_.bench.events.values()], blank: window_.previewWatch.blank, frames: window_.previewWatch.frames };
      window_.bench.events.clear();
      return found;
    });
    keys.push(...result.keys);
    screen.push(...keyToScreen(trace.events, trace.markedAt, result.starts));
    events.push(...result.events);
    blank += result.blank;
    frames += result.frames;
    // Back to the name as it was, so each round types the same text.
    await field.fill((await field.inputValue()).slice(0, -TEXT.length));
    await page.waitForTimeout(1500);
    await field.press("End");
  }
  const typed = summary(keys);
  const shown = summary(screen);
  console.log(`Saisie (${shown.n} touches, une toutes les ${DELAY} ms) : de la touche à l'écran (trace) médiane ${ms(shown.median)}, p95 ${ms(shown.p95)}, max ${ms(shown.max)}`);
  console.log(`Image suivante produite (requestAnimationFrame) : médiane ${ms(typed.median)}, p95 ${ms(typed.p95)}, max ${ms(typed.max)}`);
  const timed = summary(events.length > 0 ? events : [0]);
  console.log(`Event Timing (interactions de plus de 16 ms : ${events.length}) : médiane ${ms(timed.median)}, p95 ${ms(timed.p95)}, max ${ms(timed.max)}`);
  console.log(`Aperçu : ${blank} images vides sur ${frames} pendant la saisie`);
  console.log(`Machine : ${load()}`);
  console.log(JSON.stringify({ addressAfter, listAfter, keyToScreen: shown, keys: typed, events: { ...timed, n: events.length }, previewBlankFrames: blank, previewFrames: frames }));
} finally {
  await browser.close();
  await editor.stop();
  project.dispose();
}
