import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createMenuIntent } from "#app/lib/menu-intent.ts";
import { readShell } from "#test/support/content.ts";

const shell = readShell();
const { settings } = shell;


const delays = { open: settings.delais.menuOuverture, skip: settings.delais.menuEnchainement, close: settings.delais.menuFermeture };

describe("submenu hover intent", () => {
  let open: (string | null)[];
  let intent: ReturnType<typeof createMenuIntent>;
  beforeEach(() => {
    vi.useFakeTimers();
    open = [];
    intent = createMenuIntent(delays, (id) => open.push(id));
  });
  afterEach(() => {
    intent.dispose();
    vi.useRealTimers();
  });

  test("uses the specification's delays", () => {
    expect(delays).toEqual({ open: 200, skip: 300, close: 150 });
  });

  test("opens after the open delay, not before", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(delays.open - 1);
    expect(open).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(open).toEqual(["applications"]);
  });

  test("a quick pass over the trigger opens nothing", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(100);
    intent.pointerLeave("applications");
    vi.advanceTimersByTime(1000);
    expect(open).toEqual([]);
  });

  test("closes after the close delay, and stays open if the pointer comes back", () => {
    intent.pointerEnter("fiches");
    vi.advanceTimersByTime(delays.open);
    intent.pointerLeave("fiches");
    vi.advanceTimersByTime(delays.close - 1);
    intent.pointerEnter("fiches");
    vi.advanceTimersByTime(1000);
    expect(open).toEqual(["fiches"]);
    intent.pointerLeave("fiches");
    vi.advanceTimersByTime(delays.close);
    expect(open).toEqual(["fiches", null]);
  });

  test("moving from one open submenu to the next switches at once", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(delays.open);
    intent.pointerLeave("applications");
    intent.pointerEnter("fiches");
    expect(open).toEqual(["applications", "fiches"]);
  });

  test("within the skip delay after a close, the next submenu opens without waiting", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(delays.open);
    intent.pointerLeave("applications");
    vi.advanceTimersByTime(delays.close);
    vi.advanceTimersByTime(delays.skip - 1);
    intent.pointerEnter("fiches");
    expect(open).toEqual(["applications", null, "fiches"]);
  });

  test("after the skip delay, the open delay applies again", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(delays.open);
    intent.pointerLeave("applications");
    vi.advanceTimersByTime(delays.close + delays.skip);
    intent.pointerEnter("fiches");
    expect(open).toEqual(["applications", null]);
    vi.advanceTimersByTime(delays.open);
    expect(open).toEqual(["applications", null, "fiches"]);
  });

  test("click toggles immediately and close() cancels pending timers", () => {
    intent.toggle("fiches");
    intent.toggle("fiches");
    vi.advanceTimersByTime(delays.skip);
    intent.pointerEnter("applications");
    intent.close();
    vi.advanceTimersByTime(1000);
    expect(open).toEqual(["fiches", null]);
  });

  test("a click on a submenu that hovering just opened keeps it open, even when the pointer leaves", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(delays.open);
    intent.toggle("applications");
    intent.pointerLeave("applications");
    vi.advanceTimersByTime(1000);
    expect(open).toEqual(["applications"]);
    intent.toggle("applications");
    expect(open).toEqual(["applications", null]);
  });

  test("pointing at the next trigger, then clicking it, leaves that submenu open", () => {
    intent.pointerEnter("applications");
    vi.advanceTimersByTime(delays.open);
    intent.pointerLeave("applications");
    intent.pointerEnter("fiches");
    intent.toggle("fiches");
    vi.advanceTimersByTime(1000);
    expect(open).toEqual(["applications", "fiches"]);
  });

  test("a submenu opened by click or keyboard ignores the pointer leaving", () => {
    intent.toggle("fiches");
    intent.pointerEnter("fiches");
    intent.pointerLeave("fiches");
    vi.advanceTimersByTime(1000);
    expect(open).toEqual(["fiches"]);
  });

  test("a submenu shown before the script ran opens at once; hovered, it closes when the pointer leaves", () => {
    intent.adopt("applications", false);
    expect(open).toEqual(["applications"]);
    intent.pointerLeave("applications");
    vi.advanceTimersByTime(delays.close);
    expect(open).toEqual(["applications", null]);
  });

  test("a submenu focused before the script ran stays open when the pointer leaves, and closes on close()", () => {
    intent.adopt("fiches", true);
    intent.pointerLeave("fiches");
    vi.advanceTimersByTime(1000);
    expect(open).toEqual(["fiches"]);
    intent.close();
    expect(open).toEqual(["fiches", null]);
  });
});
