import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useId, useState } from "react";
import type { Changes } from "../../core/draft.ts";
import { TEXTS } from "../../texts.ts";
import { api, ApiError, type Version } from "../api.ts";
import { useAuthorName } from "../author-name.ts";
import { ScreenIntro, type Outcome } from "./screen-intro.tsx";

interface HistoryViewProps {
  changes: Changes;
  /** After a restoration: the editor reloads what is on disk. */
  onRestored(): void;
}


/** « Historique »: the versions of the content, who made them, when and which files, each restorable as a new version. */
export function HistoryView({ changes, onRestored }: HistoryViewProps) {
  const [history, setHistory] = useState<{ available: boolean; versions: Version[] }>();
  const [asking, setAsking] = useState<Version>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [author, setAuthor] = useAuthorName();
  const titleId = useId();
  const unsaved = Object.keys(changes).length > 0;

  const refresh = useCallback(() => api.history().then(setHistory), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const restore = async (version: Version) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await api.restore(changes, version.hash, author.trim());
      const parts = [TEXTS.history.restored(result.restored)];
      if (result.blockers > 0) parts.push(TEXTS.history.notSent(result.blockers));
      else if (result.sendFailed) parts.push(TEXTS.publish.recordedNotSent(result.sendFailed));
      else if (result.sent) parts.push(TEXTS.publish.sent(result.sent.remote, result.sent.branch));
      setOutcome({ severity: result.blockers > 0 || result.sendFailed ? "warning" : "success", text: parts.join(" ") });
      setAsking(undefined);
      onRestored();
    } catch (error) {
      setOutcome({ severity: "error", text: error instanceof ApiError && error.body.message ? error.body.message : TEXTS.history.failed(error instanceof Error ? error.message : String(error)) });
      setAsking(undefined);
    } finally {
      setBusy(false);
      await refresh().catch(() => undefined);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: "80ch" }}>
      <ScreenIntro title={TEXTS.history.title} intro={TEXTS.history.intro} outcome={outcome} />
      {unsaved && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {TEXTS.history.unsaved}
        </Alert>
      )}
      {!history ? (
        <CircularProgress size={24} aria-label={TEXTS.publish.checking} />
      ) : !history.available ? (
        <Alert severity="info">{TEXTS.history.unavailable}</Alert>
      ) : history.versions.length === 0 ? (
        <Typography>{TEXTS.history.empty}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
          {history.versions.map((version, index) => (
            <Box component="li" key={version.hash} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
              <Typography component="h3" sx={{ fontWeight: 600, fontSize: "1rem" }}>
                {version.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {TEXTS.history.by(version.author, TEXTS.history.date(version.date))}
              </Typography>
              {version.body && <Typography sx={{ whiteSpace: "pre-line", mt: 1 }}>{version.body}</Typography>}
              <Box component="details" sx={{ mt: 1 }}>
                <summary>{TEXTS.history.files(version.files.length)}</summary>
                <Box component="ul" sx={{ m: 0 }}>
                  {version.files.map((entry) => (
                    <li key={entry.file}>{`${entry.file} — ${TEXTS.publish.status[entry.status]}`}</li>
                  ))}
                </Box>
              </Box>
              {/* The latest version is the content as it is: restoring it would change nothing. */}
              {index > 0 && (
                <Button sx={{ mt: 1 }} variant="outlined" disabled={busy || unsaved} onClick={() => setAsking(version)}>
                  {TEXTS.history.restore}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Dialog open={Boolean(asking)} onClose={() => !busy && setAsking(undefined)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{TEXTS.history.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{asking && TEXTS.history.confirmText(TEXTS.history.date(asking.date), asking.subject)}</DialogContentText>
          <TextField
            label={TEXTS.publish.author}
            value={author}
            required
            fullWidth
            helperText={TEXTS.publish.authorHelp}
            onChange={(event) => setAuthor(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, autoComplete: "name" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(undefined)} disabled={busy}>
            {TEXTS.history.cancel}
          </Button>
          <Button variant="contained" disabled={busy || !author.trim()} onClick={() => asking && void restore(asking)}>
            {busy ? TEXTS.history.restoring : TEXTS.history.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
