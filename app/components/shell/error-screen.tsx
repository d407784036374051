import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useShellContent } from "#app/content/shell-context.tsx";
import { ActionLink } from "../primitives/action-link.tsx";
import { MAIN_CONTENT_ID } from "../primitives/skip-link.tsx";

export interface ErrorDetail {
  /** What went wrong, in one line: the error's message or the response's status. */
  text: string;
  /** The technical trace, for whoever reports the problem. */
  technical?: string;
}

/**
 * Fallback for unexpected failures: the specification's title and the error text, the
 * technical trace folded away, and a plain link that reloads the home page. It stands
 * alone (no header or footer) because the failure may come from the shell itself.
 */
export function ErrorScreen({ detail }: { detail: ErrorDetail }) {
  const { ui } = useShellContent();
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h1" tabIndex={-1} lang={ui.erreurTitreLangue} sx={{ mb: 2 }}>
        {ui.erreurTitre}
      </Typography>
      <Typography sx={{ mb: 2 }}>{ui.erreurTexte}</Typography>
      <Typography component="p" sx={{ mb: 3, fontWeight: 600, overflowWrap: "anywhere" }}>
        {detail.text}
      </Typography>
      {detail.technical && (
        <Box component="details" sx={{ mb: 4, "& summary": { cursor: "pointer", minHeight: 24, fontWeight: 600 } }}>
          <summary>{ui.erreurDetails}</summary>
          <Box component="pre" sx={{ mt: 1.5, p: 2, bgcolor: "background.paper", border: 1, borderColor: "divider", borderRadius: 1, whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: "0.875rem" }}>
            {detail.technical}
          </Box>
        </Box>
      )}
      <ActionLink href="/" reloadDocument>
        {ui.erreurAccueil}
      </ActionLink>
    </Container>
  );
}

/** What to show for any thrown value: an Error's message (its stack folded away), a response's status, or the value itself. */
export function errorDetail(error: unknown): ErrorDetail {
  if (error instanceof Error) return { text: error.message || error.name, technical: error.stack };
  if (error && typeof error === "object" && "status" in error) {
    const { status, statusText, data } = error as { status: number; statusText?: string; data?: unknown };
    return { text: [status, statusText].filter(Boolean).join(" "), technical: typeof data === "string" && data ? data : undefined };
  }
  return { text: String(error) };
}
