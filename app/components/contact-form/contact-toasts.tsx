import Box from "@mui/material/Box";
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from "notistack";
import { forwardRef, useEffect, useRef } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import { tokens } from "#app/theme/tokens.ts";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

/*
 * notistack and everything below load only when the contact form first needs a toast
 * (the form imports this module lazily), so no page pays for it on its first visit.
 */

export interface ToastRequest {
  /** A new id shows a new toast, even with the same message. */
  id: number;
  variant: "success" | "error";
  message: string;
}

/**
 * The toast as drawn. It has no live-region role of its own: the form announces the same
 * message through live regions that exist before it (see toast-announcer.tsx), which
 * screen readers announce reliably; a region inserted together with its text often is not.
 */
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ message, variant, style, className }, ref) {
  const failed = variant === "error";
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Box
        data-toast={variant}
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderRadius: 1,
          bgcolor: failed ? tokens.toastError : tokens.toastSuccess,
          color: tokens.onToast,
          fontWeight: 600,
          boxShadow: "0 6px 24px rgb(0 0 0 / 0.25)",
          maxWidth: "min(36rem, calc(100vw - 32px))",
        }}
      >
        <SpriteIcon name={failed ? "error-outline" : "check-circle"} />
        <span>{message}</span>
      </Box>
    </SnackbarContent>
  );
});

function Enqueue({ toast }: { toast: ToastRequest }) {
  const { enqueueSnackbar } = useSnackbar();
  // Development's StrictMode runs effects twice; one request is one toast.
  const shown = useRef(0);
  useEffect(() => {
    if (shown.current === toast.id) return;
    shown.current = toast.id;
    enqueueSnackbar(toast.message, { variant: toast.variant, key: toast.id });
  }, [toast, enqueueSnackbar]);
  return null;
}

/** The contact form's toasts: shown for the `notification` delay of content/site/reglages.json, bottom centre. */
export function ContactToasts({ toast }: { toast: ToastRequest }) {
  const { settings } = useShellContent();
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={settings.delais.notification}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      Components={{ success: Toast, error: Toast }}
    >
      <Enqueue toast={toast} />
    </SnackbarProvider>
  );
}
