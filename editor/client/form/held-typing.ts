import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";

/**
 * The pause in the typing after which what was typed goes to the form. The form's redraw
 * is a transition, but its first step (the form library working out its new state) cannot
 * be cut short by a keystroke, nor can the preview's redraw (its frame shares the editor's
 * thread): while the keys follow each other, neither starts.
 */
const COMMIT_DELAY = 200;

export type InputEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** The inputs holding typed text the form does not have yet: each hands it over, at once, when called. */
const holding = new Set<() => void>();

/**
 * Hands every input's typed text still waiting for a pause (or in a transition not drawn yet)
 * to the form at once: an undo or a redo right after typing then acts on that typing, put in
 * the history first, and not on the step before it. Says whether there was any.
 */
export function handOverTyping(): boolean {
  const held = [...holding];
  for (const handOver of held) handOver();
  return held.length > 0;
}

/**
 * A text input's typing, held apart from the form: a keystroke redraws the input alone, which
 * shows what was typed at once and hands it to the form (`handOver`) at the first pause, as a
 * transition — the form redraws every field, the editor its list, its counters and its preview,
 * which a next keystroke interrupts instead of waiting for. `leave` (the field losing focus)
 * hands over the last value at once, so a click on « Enregistrer » right after typing saves it.
 * `shown` is the form's value: what this input typed comes back through it, and anything else
 * (a row moved, a draft discarded, an undo) replaces what was typed.
 */
export function useHeldTyping<T>(shown: T, handOver: (event: InputEvent) => void) {
  const [text, setText] = useState<T | string>(shown);
  /** The values typed here that the form has not handed back yet, oldest first. */
  const sent = useRef<unknown[]>([]);
  /** The last keystroke's change, and whether it is still waiting for a pause to be handed over. */
  const last = useRef<InputEvent>(undefined);
  const waiting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** This input's entry in `holding`: the same function throughout, calling this render's hand-over. */
  const handOverLatest = useRef<() => void>(undefined);
  const [held] = useState(() => () => handOverLatest.current?.());
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      holding.delete(held);
    },
    [held],
  );

  useLayoutEffect(() => {
    // The form handing back what was typed (perhaps an older keystroke's value): what the input shows stays.
    const at = sent.current.lastIndexOf(shown);
    if (at >= 0) {
      sent.current = sent.current.slice(at + 1);
      if (sent.current.length === 0 && !waiting.current) holding.delete(held);
      return;
    }
    sent.current = [];
    waiting.current = false;
    holding.delete(held);
    clearTimeout(timer.current);
    setText(shown);
  }, [shown]);

  /** Hands the input's value (the last keystroke's) to the form. */
  const commit = () => {
    const event = last.current;
    clearTimeout(timer.current);
    waiting.current = false;
    if (!event) return;
    sent.current.push(event.target.value);
    handOver(event);
  };
  /** Waiting for the pause, or handed over in a transition the form has not drawn yet: handed over again, at once. */
  const leave = () => {
    holding.delete(held);
    if (waiting.current || sent.current.length > 0) flushSync(commit);
  };
  handOverLatest.current = leave;
  const change = (event: InputEvent) => {
    setText(event.target.value);
    last.current = event;
    waiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => startTransition(commit), COMMIT_DELAY);
    holding.add(held);
  };
  return { text, change, leave };
}
