// @vitest-environment jsdom
import { act, createRef, type Dispatch } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, test } from "vitest";
import { useContactEffects, type FormRefs } from "#app/components/contact-form/use-contact-effects.ts";
import { shellContent } from "#app/content/shell-content.ts";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import type { ContactEvent } from "#app/lib/contact-form-events.ts";
import { contactFormReducer, initialContactState, type ContactFormState } from "#app/lib/contact-form-machine.ts";
import { emptyContact } from "#app/lib/contact-message.ts";
import { emptyRequest } from "#app/model/request.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

const reduce = contactFormReducer({ catalogue: { families: [], applications: [], processes: [] }, words: {} as never });
const typed = (state: ContactFormState, nom: string) =>
  reduce(state, { type: "edited", field: "nom", message: { values: { ...emptyContact(), nom }, request: emptyRequest() } });

test("an effect runs once, also when a render still shows it because the report that it ran is not applied yet", async () => {
  const events: ContactEvent[] = [];
  const refs: FormRefs = { form: createRef(), submit: createRef(), copy: createRef(), panel: createRef() };
  const transport = { send: () => ({ ok: true }) as const };
  function Harness({ state }: { state: ContactFormState }) {
    useContactEffects(state, ((event) => events.push(event)) as Dispatch<ContactEvent>, refs, transport);
    return null;
  }
  const saved: string[] = [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    saved.push(JSON.parse(value).values.nom);
    return setItem.call(this, key, value);
  };
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  const draw = (state: ContactFormState) =>
    act(() =>
      root.render(
        <ShellContentProvider value={shellContent()}>
          <Harness state={state} />
        </ShellContentProvider>,
      ),
    );
  try {
    const first = typed(initialContactState(), "A");
    await draw(first);
    // Typing renders before the report: the first draft is still in the queue.
    const second = typed(first, "Am");
    expect(second.effects).toHaveLength(2);
    await draw(second);
    expect(saved).toEqual(["A", "Am"]);
    expect(events.filter((event) => event.type === "effects-run")).toEqual([
      { type: "effects-run", through: 1 },
      { type: "effects-run", through: 2 },
    ]);
  } finally {
    Storage.prototype.setItem = setItem;
    await act(() => root.unmount());
  }
});
