import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ui } from "#app/content/site.ts";
import { ActionLink } from "./action-link.tsx";
import { MAIN_CONTENT_ID } from "./skip-link.tsx";

/**
 * Fallback for unexpected failures. It stands alone (no header or footer) because
 * the failure may come from the shell itself; a plain link reloads the home page.
 */
export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h1" tabIndex={-1} lang={ui.erreurTitreLangue} sx={{ mb: 2 }}>
        {ui.erreurTitre}
      </Typography>
      <Typography sx={{ mb: 3 }}>{ui.erreurTexte}</Typography>
      <Box component="pre" sx={{ p: 2, mb: 4, bgcolor: "background.paper", border: 1, borderColor: "divider", borderRadius: 1, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {detail}
      </Box>
      <ActionLink href="/" reloadDocument>
        {ui.erreurAccueil}
      </ActionLink>
    </Container>
  );
}

/** The text shown for any thrown value: an Error's message, a response's status, or the value itself. */
export function errorDetail(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === "object" && "status" in error) {
    const { status, statusText, data } = error as { status: number; statusText?: string; data?: unknown };
    return [status, statusText, typeof data === "string" ? data : ""].filter(Boolean).join(" ");
  }
  return String(error);
}
