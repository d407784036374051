/**
 * Where the page's starter (scripts/build/script-start.ts) keeps the last pressable button
 * (`button[aria-pressed]`: a gallery's thumbnail) tapped before the page had hydrated.
 */
export const EARLY_TAP = "__earlyTap";

/**
 * The button tapped before hydration, if it is one of `candidates`; taken once, so a later
 * component never acts on it again. A tap is then not lost for having come too early.
 */
export function takeEarlyTap<T extends Element>(candidates: readonly (T | null)[]): number {
  const held = window as unknown as Record<string, Element | undefined>;
  const tapped = held[EARLY_TAP];
  const index = tapped ? candidates.indexOf(tapped as T) : -1;
  if (index >= 0) delete held[EARLY_TAP];
  return index;
}
