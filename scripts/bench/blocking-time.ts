import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { FirstContentfulPaint } from "lighthouse/core/computed/metrics/first-contentful-paint.js";
import { Interactive } from "lighthouse/core/computed/metrics/interactive.js";
import { TotalBlockingTime } from "lighthouse/core/computed/metrics/total-blocking-time.js";
import { taskGroups } from "lighthouse/core/lib/tracehouse/task-groups.js";
import type { Computed, MetricComputation } from "./metric-computation.ts";

/*
 * Where a Lighthouse run's Total Blocking Time comes from. Lighthouse does not time the
 * page on a phone: it replays the recorded main-thread tasks, each 4× longer, on a
 * simulated slow network (Lantern), once optimistically and once pessimistically, and
 * reports the mean of the two sums of every task's time beyond 50 ms between its
 * estimates of the first paint and of interactivity. This module redoes those sums task
 * by task with Lighthouse's own computations and files each task under the work it did,
 * so the parts add up to the TBT Lighthouse reports.
 */

export const BLOCKING_KINDS = ["display", "modules", "evaluation", "hydration", "browser", "other"] as const;
export type BlockingKind = (typeof BLOCKING_KINDS)[number];

/** What the bench prints for each kind. */
export const BLOCKING_KIND_LABELS: Record<BlockingKind, string> = {
  display: "Affichage",
  modules: "Modules",
  evaluation: "Évaluation",
  hydration: "Hydratation",
  browser: "Navigateur",
  other: "Autre",
};

/** One task as classified: its self time by Lighthouse's groups of work, and the names of its trace events. */
export interface TaskSummary {
  selfTime: Partial<Record<string, number>>;
  names: ReadonlySet<string>;
}

// Lighthouse's own groups of work, as its tasks carry them.
const { parseHTML, styleLayout, paintCompositeRender, scriptEvaluation, scriptParseCompile, garbageCollection } = taskGroups;
const DISPLAY_GROUPS = [parseHTML.id, styleLayout.id, paintCompositeRender.id];

/**
 * - display: the HTML parsed, styles computed, the page laid out and painted (the first
 *   paint's own work, which the simulation partly places after its estimate of it);
 * - modules: the task in which the scripts' modules are linked and no script runs; under
 *   Lighthouse it also copies every script's source into its trace ("ScriptCatchup"),
 *   which a visitor's browser does not do;
 * - evaluation: the shared chunk's modules evaluated, step by step (a module or a timer);
 * - hydration: React Router's start and React's hydration (the scheduler's tasks);
 * - browser: the browser's own work, opening the page (committing the navigation) or
 *   collecting garbage.
 */
export function kindOfTask({ selfTime, names }: TaskSummary): BlockingKind {
  const display = DISPLAY_GROUPS.reduce((total, group) => total + (selfTime[group] ?? 0), 0);
  const evaluation = selfTime[scriptEvaluation.id] ?? 0;
  const compile = selfTime[scriptParseCompile.id] ?? 0;
  const garbage = selfTime[garbageCollection.id] ?? 0;
  if (names.has("DocumentLoader::CommitNavigation")) return "browser";
  if (display > 0 && display >= evaluation + compile) return "display";
  if (evaluation > 0 && evaluation >= garbage) return names.has("TimerFire") || names.has("v8.evaluateModule") ? "evaluation" : "hydration";
  if (garbage > 0 && garbage >= compile) return "browser";
  if (compile > 0 || names.has("ScriptCatchup")) return "modules";
  return "other";
}

interface Task {
  event: unknown;
  selfTime: number;
  group: { id: string };
  children: Task[];
}

function summarise(task: Task): TaskSummary {
  const selfTime: Record<string, number> = {};
  const names = new Set<string>();
  const visit = (node: Task) => {
    selfTime[node.group.id] = (selfTime[node.group.id] ?? 0) + node.selfTime;
    names.add((node.event as { name: string }).name);
    node.children.forEach(visit);
  };
  visit(task);
  return { selfTime, names };
}

interface Estimate {
  timeInMs: number;
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface SimulatedTbt {
  optimisticEstimate: Estimate & { nodeTimings: Map<{ type: string; event?: unknown }, NodeTiming> };
  pessimisticEstimate: Estimate & { nodeTimings: Map<{ type: string; event?: unknown }, NodeTiming> };
}
interface Simulated {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const tbtImpact: (event: { start: number; end: number; duration: number }, start: number, end: number) => number =
  Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent;

/**
 * A run's TBT split by kind of task, in ms. Undefined when Lighthouse did not simulate
 * (devtools or provided throttling): its TBT is then the observed one.
 */
export async function blockingTimeByKind({ artifacts, context, data }: MetricComputation): Promise<Record<BlockingKind, number> | undefined> {
  const [tbt, fcp, tti, tasks] = await Promise.all([
    (TotalBlockingTime as unknown as Computed<SimulatedTbt>).request(data, context),
    (FirstContentfulPaint as unknown as Computed<Simulated>).request(data, context),
    (Interactive as unknown as Computed<Simulated>).request(data, context),
    (MainThreadTasks as unknown as Computed<Task[]>).request(artifacts.Trace, context),
  ]);
  if (!("pessimisticEstimate" in tbt)) return undefined;
  const taskOfEvent = new Map(tasks.map((task) => [task.event, task]));
  const parts = Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind, 0])) as Record<BlockingKind, number>;
  // As Lighthouse pairs them: the optimistic replay counted from the later first paint, the pessimistic from the earlier.
  const halves = [
    { timings: tbt.optimisticEstimate.nodeTimings, from: fcp.pessimisticEstimate.timeInMs, to: tti.optimisticEstimate.timeInMs },
    { timings: tbt.pessimisticEstimate.nodeTimings, from: fcp.optimisticEstimate.timeInMs, to: tti.pessimisticEstimate.timeInMs },
  ];
  for (const { timings, from, to } of halves) {
    if (to <= from) continue;
    for (const [node, timing] of timings) {
      if (node.type !== "cpu") continue;
      const blocking = tbtImpact({ start: timing.startTime, end: timing.endTime, duration: timing.duration }, from, to);
      if (blocking <= 0) continue;
      const task = taskOfEvent.get(node.event);
      parts[task ? kindOfTask(summarise(task)) : "other"] += blocking / halves.length;
    }
  }
  return parts;
}
