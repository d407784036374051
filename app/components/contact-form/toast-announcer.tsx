import Box from "@mui/material/Box";
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { Toast } from "#app/lib/contact-form-machine.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { loadToasts } from "./use-contact-form.ts";

const ContactToasts = lazy(() => loadToasts().then((module) => ({ default: module.ContactToasts })));

/** A toast that cannot load (offline, a newer deployment) must not take the form down with it. */
class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toasts, and their words in live regions that exist from the first paint, so screen
 * readers announce them when they appear; the words stay as long as the toast shows.
 */
export function ToastAnnouncer({ toast, messages }: { toast?: Toast; messages: { success: string; error: string } }) {
  const { settings } = useShellContent();
  const [announced, setAnnounced] = useState<Toast | undefined>();
  useEffect(() => {
    if (!toast) return;
    setAnnounced(toast);
    const clear = window.setTimeout(() => setAnnounced(undefined), settings.delais.notification);
    return () => window.clearTimeout(clear);
  }, [toast]);
  return (
    <>
      <Box role="status" aria-atomic="true" sx={visuallyHidden}>
        {announced?.variant === "success" && <span key={announced.id}>{messages.success}</span>}
      </Box>
      <Box role="alert" aria-atomic="true" sx={visuallyHidden}>
        {announced?.variant === "error" && <span key={announced.id}>{messages.error}</span>}
      </Box>
      {toast && (
        <ToastBoundary>
          <Suspense fallback={null}>
            <ContactToasts toast={{ ...toast, message: messages[toast.variant] }} />
          </Suspense>
        </ToastBoundary>
      )}
    </>
  );
}
