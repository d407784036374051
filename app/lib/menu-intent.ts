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
  /** Click, Enter or Space on a trigger: immediate, no delay. */
  toggle(id: string): void;
  close(): void;
  dispose(): void;
}

/**
 * Hover intent for the header's submenus, with the specification's delays. Kept
 * free of React so the timing rules are unit-tested with fake timers.
 */
export function createMenuIntent(
  delays: MenuDelays,
  onChange: (openId: string | null) => void,
  now: () => number = () => Date.now(),
): MenuIntent {
  let openId: string | null = null;
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    openTimer = closeTimer = undefined;
  };
  const set = (id: string | null) => {
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
      if (skipping) set(id);
      else openTimer = setTimeout(() => set(id), delays.open);
    },
    pointerLeave(id) {
      clearTimeout(openTimer);
      openTimer = undefined;
      if (openId !== id) return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => set(null), delays.close);
    },
    toggle(id) {
      clearTimers();
      set(openId === id ? null : id);
    },
    close() {
      clearTimers();
      set(null);
    },
    dispose: clearTimers,
  };
}
