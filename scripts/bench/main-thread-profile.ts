/*
 * Where a page's main thread spends its time while it loads: trace events split into
 * kinds of work (self time, so nested work is counted once), the script's share split
 * further by the package its code comes from (CPU samples mapped through the source
 * maps), and the long tasks that make Total Blocking Time. Pure: scripts/profile.ts
 * records the trace and the samples in Chromium.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** A CPU profile as the DevTools protocol returns it (times in µs, on the trace's clock). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export const WORK_KINDS = ["compile", "script", "html", "style", "layout", "paint", "gc", "other"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

const KIND_OF_EVENT: Record<string, WorkKind> = {
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  "v8.produceModuleCache": "compile",
  "v8.deserializeCodeCache": "compile",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  "v8.run": "script",
  FunctionCall: "script",
  "v8.callFunction": "script",
  RunMicrotasks: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  EventDispatch: "script",
  ParseHTML: "html",
  UpdateLayoutTree: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  MinorGC: "gc",
  MajorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  "V8.GC_MARK_COMPACTOR": "gc",
};

/** The package a source file belongs to, as the profile table names it. */
export function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (!inModules) return /(^|\/)app\//.test(source) ? "site (app/)" : "autre";
  const name = inModules[1]!;
  if (name === "react-dom" || name === "react" || name === "scheduler") return "React";
  if (name.startsWith("@emotion/") || name === "stylis") return "Emotion";
  if (name.startsWith("@mui/")) return "MUI";
  if (name === "react-router" || name === "@react-router/dev" || name === "turbo-stream") return "React Router";
  return name;
}

export interface LongTask {
  start: number;
  duration: number;
  /** What ran in it: the top-level events' names and the sampled packages, ms. */
  events: Record<string, number>;
  packages: Record<string, number>;
}

export interface MainThreadProfile {
  /** Self time by kind of work, ms, from navigation to the end of the trace. */
  work: Record<WorkKind, number>;
  /** The script's self time split by package, ms (CPU samples in script events, scaled to their time). */
  scriptByPackage: Record<string, number>;
  longTasks: LongTask[];
  /** Σ (task − 50 ms) over tasks after the first contentful paint, ms. */
  blockingTime: number;
  firstContentfulPaint?: number;
}

const ms = (us: number) => us / 1000;

/** The renderer main thread of the page: the one that parsed the document's HTML. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const parse = events.find((event) => event.name === "ParseHTML" && event.ph === "X");
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const named = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  return named && { pid: named.pid, tid: named.tid };
}

/**
 * Breaks the main thread down. `source` maps a sample's frame (url, 0-based line and
 * column) to its original file; frames it cannot place count under their chunk.
 */
export function profileMainThread(
  events: readonly TraceEvent[],
  cpu: CpuProfile | undefined,
  source: SourceOf,
  since: number,
): MainThreadProfile {
  const thread = mainThread(events);
  const work = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  if (!thread) return { work, scriptByPackage: {}, longTasks: [], blockingTime: 0 };
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X" && event.dur !== undefined && event.ts >= since)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  // Self time: each event's duration minus its direct children's.
  const scriptWindows: [number, number][] = [];
  const stack: { event: TraceEvent; children: number; kind: WorkKind }[] = [];
  const close = (entry: (typeof stack)[number]) => {
    work[entry.kind] += ms(Math.max(0, entry.event.dur! - entry.children));
  };
  for (const event of onThread) {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur!;
    // Events of no known kind (tracing's own, loaders…) are their parent's kind of work.
    const kind = KIND_OF_EVENT[event.name] ?? parent?.kind ?? "other";
    if (kind === "script" && parent?.kind !== "script") scriptWindows.push([event.ts, event.ts + event.dur!]);
    stack.push({ event, children: 0, kind });
  }
  while (stack.length > 0) close(stack.pop()!);

  const longTasks = onThread
    .filter((event) => event.name === "RunTask" && event.dur! >= 50_000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const events: Record<string, number> = {};
      // Direct children: the events that start inside and are not inside another child.
      let reached = task.ts;
      for (const event of onThread) {
        if (event === task || event.ts < reached || event.ts >= end) continue;
        events[event.name] = (events[event.name] ?? 0) + ms(event.dur!);
        reached = event.ts + event.dur!;
      }
      return { start: ms(task.ts - since), duration: ms(task.dur!), events, packages: cpu ? samplesIn(cpu, [[task.ts, end]], source) : {} };
    });
  const fcpEvent = events.find((event) => event.name === "firstContentfulPaint" && event.pid === thread.pid);
  const firstContentfulPaint = fcpEvent ? ms(fcpEvent.ts - since) : undefined;
  const blockingTime = longTasks
    .filter((task) => firstContentfulPaint === undefined || task.start + task.duration > firstContentfulPaint)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

  return { work, scriptByPackage: cpu ? splitScript(cpu, scriptWindows, work.script, source) : {}, longTasks, blockingTime, firstContentfulPaint };
}

type SourceOf = (url: string, line: number, column: number) => string | undefined;
type Frame = CpuProfile["nodes"][number]["callFrame"];

/** The CPU samples taken inside the windows: the frame on top and the time since the previous sample. */
function* samplesWithin(cpu: CpuProfile, windows: readonly [number, number][]): Generator<{ frame: Frame | undefined; delta: number }> {
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node.callFrame]));
  let time = cpu.startTime;
  for (let index = 0; index < cpu.samples.length; index += 1) {
    const delta = cpu.timeDeltas[index] ?? 0;
    time += delta;
    if (windows.some(([start, end]) => time >= start && time < end)) yield { frame: nodes.get(cpu.samples[index]!), delta };
  }
}

/** The package a frame's code comes from, or its chunk's name when the source map cannot say; undefined for no code (the engine's own work). */
function codeOf(frame: Frame | undefined, source: SourceOf): string | undefined {
  if (!frame || frame.url === "") return undefined;
  const original = source(frame.url, frame.lineNumber, frame.columnNumber);
  return original ? packageOf(original) : frame.url.replace(/^.*\//, "");
}

/** The CPU samples taken inside the windows, by package (or the engine's own work), in ms of sampling. */
function samplesIn(cpu: CpuProfile, windows: readonly [number, number][], source: SourceOf): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { frame, delta } of samplesWithin(cpu, windows)) {
    const name = codeOf(frame, source) ?? frame?.functionName ?? "?";
    found[name] = (found[name] ?? 0) + ms(delta);
  }
  return found;
}

/** The script's time shared among packages in proportion of the samples of code taken inside script events. */
function splitScript(cpu: CpuProfile, windows: readonly [number, number][], scriptMs: number, source: SourceOf): Record<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const { frame } of samplesWithin(cpu, windows)) {
    const name = codeOf(frame, source);
    if (!name) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    total += 1;
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).map(([name, count]) => [name, (scriptMs * count) / total]));
}
