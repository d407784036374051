import Button from "@mui/material/Button";
import type { Ref } from "react";
import { useHydrated } from "#app/browser/use-hydrated.ts";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

/**
 * The form's send button: disabled until the page's script runs (the form cannot send
 * without it) and while a message is being sent. It reads the hydration itself so that,
 * when the page comes alive, only the button is drawn again and not the whole form.
 */
export function SendButton({ buttonRef, sending, label, sendingLabel }: { buttonRef: Ref<HTMLButtonElement>; sending: boolean; label: string; sendingLabel: string }) {
  const hydrated = useHydrated();
  return (
    <Button ref={buttonRef} type="submit" variant="contained" size="large" disabled={!hydrated || sending} startIcon={<SpriteIcon name="send" />}>
      {sending ? sendingLabel : label}
    </Button>
  );
}
