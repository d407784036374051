import { describe, expect, test } from "vitest";
import { BLOCKING_KIND_LABELS, BLOCKING_KINDS, kindOfTask } from "#scripts/bench/blocking-time.ts";

// Self times (ms) by Lighthouse's groups of work, and event names, as in real traces of the site.
const task = (selfTime: Record<string, number>, ...names: string[]) => kindOfTask({ selfTime, names: new Set(["RunTask", ...names]) });

describe("the TBT's tasks, filed by the work they did", () => {
  test("the HTML parsed with its inline scripts, and style and layout after a tiny module, are the page's display", () => {
    expect(task({ parseHTML: 10, scriptEvaluation: 3, scriptParseCompile: 0.2 }, "ParseHTML", "EvaluateScript", "v8.compile")).toBe("display");
    expect(task({ styleLayout: 30, other: 5, scriptEvaluation: 0.1 }, "v8.evaluateModule", "UpdateLayoutTree", "Layout")).toBe("display");
  });

  test("a module evaluated, or a step resumed by its timer, is evaluation; the scheduler's work is hydration", () => {
    expect(task({ scriptEvaluation: 9 }, "v8.evaluateModule", "RunMicrotasks")).toBe("evaluation");
    expect(task({ scriptEvaluation: 12 }, "TimerFire", "FunctionCall", "RunMicrotasks")).toBe("evaluation");
    expect(task({ scriptEvaluation: 16, styleLayout: 1 }, "v8.callFunction", "FunctionCall")).toBe("hydration");
  });

  test("a task with no script but the trace's copy of the sources, or only compiling, is the modules'", () => {
    expect(task({ other: 19 }, "ScriptCatchup")).toBe("modules");
    expect(task({ scriptParseCompile: 4, other: 1 }, "v8.compileModule")).toBe("modules");
  });

  test("committing the navigation and collecting garbage are the browser's", () => {
    expect(task({ other: 16, scriptEvaluation: 0.2 }, "DocumentLoader::CommitNavigation", "EventDispatch")).toBe("browser");
    expect(task({ garbageCollection: 30, other: 2 }, "MajorGC")).toBe("browser");
  });

  test("anything else is other, and every kind has its label", () => {
    expect(task({ other: 20 })).toBe("other");
    expect(Object.keys(BLOCKING_KIND_LABELS).sort()).toEqual([...BLOCKING_KINDS].sort());
  });
});
