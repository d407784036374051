import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import type { Changes } from "../../core/draft.ts";
import { TEXTS } from "../../texts.ts";
import { api, type PreviewView } from "../api.ts";
import type { FromPreview, ToPreview } from "../preview/messages.ts";

/** Widths the preview can take, in CSS pixels: a phone, a tablet, a laptop. */
const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/** The pause after a change before the preview is computed again. */
const PREVIEW_DELAY = 300;

interface PreviewPaneProps {
  file?: string;
  changes: Changes;
  onOpenAddress(href: string): void;
}

/**
 * The real page beside the form: a document of its own (an iframe, so the page's styles
 * and breakpoints are the site's) drawn by the site's templates from the views the server
 * computes on the draft, at a phone's, a tablet's or a laptop's width, scaled to fit.
 */
export function PreviewPane({ file, changes, onOpenAddress }: PreviewPaneProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<Width>("desktop");
  const [available, setAvailable] = useState(0);
  const [view, setView] = useState<PreviewView>();
  const [waiting, setWaiting] = useState<string>();
  const ready = useRef(false);
  const viewRef = useRef(view);
  viewRef.current = view;

  const send = (next: PreviewView | undefined) => {
    const target = frame.current?.contentWindow;
    if (next && ready.current && target) target.postMessage({ type: "vue", view: next } satisfies ToPreview, location.origin);
  };

  // The preview document says when it can draw, and which address a clicked link leads to.
  useEffect(() => {
    const listen = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.type === "pret") {
        ready.current = true;
        send(viewRef.current);
      } else if (event.data.type === "ouvrir") onOpenAddress(event.data.href);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [onOpenAddress]);

  useEffect(() => {
    if (!box.current) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  // The view of the draft, a moment after the last change.
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .preview(changes, file, controller.signal)
        .then((answer) => {
          if ("view" in answer) {
            setWaiting(undefined);
            setView(answer.view);
            send(answer.view);
          } else setWaiting(answer.unavailable);
        })
        .catch(() => undefined);
    }, PREVIEW_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, changes]);

  const scale = available > 0 ? Math.min(1, available / WIDTHS[width]) : 1;
  const pdfOnly = view?.kind === "none";
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1, flexWrap: "wrap" }}>
        <Typography component="h2" variant="subtitle1" sx={{ mr: "auto" }}>
          {TEXTS.preview.label}
          {view?.path ? ` — ${TEXTS.preview.path(view.path)}` : ""}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_, next: Width | null) => next && setWidth(next)} aria-label={TEXTS.preview.widthLabel}>
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            // The library's grey for an unselected button is a hair under 4.5:1 on the site's background.
            <ToggleButton key={key} value={key} sx={{ color: "text.primary" }}>
              {TEXTS.preview.widths[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {waiting && (
        <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
          {TEXTS.preview.waiting(waiting)}
        </Alert>
      )}
      {!file && <Typography sx={{ px: 2 }}>{TEXTS.preview.none}</Typography>}
      {pdfOnly && <Typography sx={{ px: 2 }}>{TEXTS.preview.pdfOnly}</Typography>}
      <Box ref={box} sx={{ flex: 1, minHeight: 0, overflow: "hidden", position: "relative", borderTop: 1, borderColor: "divider", visibility: file && !pdfOnly ? "visible" : "hidden" }}>
        <Box
          component="iframe"
          ref={frame}
          src="/apercu"
          title={TEXTS.preview.frameTitle}
          sx={{
            border: 0,
            display: "block",
            width: WIDTHS[width],
            height: available > 0 ? `${100 / scale}%` : "100%",
            transform: `scale(${scale})`,
            transformOrigin: "top left",
          }}
        />
      </Box>
    </Box>
  );
}
