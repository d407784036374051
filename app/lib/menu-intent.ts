export interface MenuDelays {
  /** Hover time before a submenu opens. */
  open: number;
  /** After a submenu closed, another opens at once during this time. */
  skip: number;
  /** Time after the pointer leaves before the submenu closes. */
  close: number;
}

export interface MenuIntent {
  pointerEnter(id: string): void;
  pointerLeave(id: string): void;
  /**
   * Click, Enter or Space on a trigger: immediate, no delay. A click on a submenu that
   * hovering just opened keeps it open (the visitor pointed, then clicked to be sure).
   */
  toggle(id: string): void;
  close(): void;
  /**
   * A submenu the page already shows when its script starts (CSS opens it on hover and
   * focus before): open at once, as the visitor left it. Held open like a click's when
   * it was focused; when pointed at, it closes once the pointer leaves, as a hover's.
   */
  adopt(id: string, focused: boolean): void;
  dispose(): void;
}

/**
 * Hover intent for the header's submenus, with the specification's delays. Kept
 * free of React so the timing rules are unit-tested with fake timers. A submenu
 * opened by click or keyboard stays open when the pointer leaves; it closes on
 * Escape, a second click, focus or a click elsewhere, or another submenu opening.
 */
export function createMenuIntent(
  delays: MenuDelays,
  onChange: (openId: string | null) => void,
  now: () => number = () => Date.now(),
): MenuIntent {
  let openId: string | null = null;
  let pinned = false;
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    openTimer = closeTimer = undefined;
  };
  const set = (id: string | null, byClick: boolean) => {
    pinned = id !== null && byClick;
    if (id === openId) return;
    if (openId !== null && id === null) lastClosedAt = now();
    openId = id;
    onChange(id);
  };

  return {
    pointerEnter(id) {
      clearTimers();
      if (openId === id) return;
      const skipping = openId !== null || now() - lastClosedAt < delays.skip;
      if (skipping) set(id, false);
      else openTimer = setTimeout(() => set(id, false), delays.open);
    },
    pointerLeave(id) {
      clearTimeout(openTimer);
      openTimer = undefined;
      if (openId !== id || pinned) return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => set(null, false), delays.close);
    },
    toggle(id) {
      clearTimers();
      if (openId === id && !pinned) set(id, true);
      else set(openId === id ? null : id, true);
    },
    close() {
      clearTimers();
      set(null, false);
    },
    adopt(id, focused) {
      clearTimers();
      set(id, focused);
    },
    dispose: clearTimers,
  };
}
