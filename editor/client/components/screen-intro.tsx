import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** What the last action on a screen gave: published, restored, refused… */
export type Outcome = { severity: "success" | "warning" | "error"; text: string };

/** The top of the publishing and history screens: title, what the screen does, and the outcome of the last action, announced as it changes. */
export function ScreenIntro({ title, intro, outcome }: { title: string; intro: string; outcome?: Outcome }) {
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intro}</Typography>
      <Box role="status" aria-live="polite">
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mb: 3 }}>
            {outcome.text}
          </Alert>
        )}
      </Box>
    </>
  );
}
