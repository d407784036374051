/**
 * The site's shared chunk is evaluated in steps rather than in one long task, so the
 * browser can paint, answer a tap or start a download between them
 * (docs/decisions/2026-11-24-start-in-steps.md). Each step ends in a module whose top-level
 * `await` gives the main thread back: in the built chunk, everything after that point is
 * evaluated in a later task. root.tsx imports the step modules at the boundaries, and the
 * hydration starts in its own chunk, after the page's start module has imported every
 * step (vite.config.ts), so it never begins halfway through.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
