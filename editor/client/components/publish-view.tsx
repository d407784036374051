import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { Changes } from "../../core/draft.ts";
import { problemLine, type PlaceNamer } from "../../core/place-words.ts";
import { TEXTS } from "../../texts.ts";
import { api, ApiError, type Blocker, type PublicationState } from "../api.ts";
import { openField, useAuthorName } from "../author-name.ts";
import { focusField } from "./error-summary.tsx";
import { ScreenIntro, type Outcome } from "./screen-intro.tsx";

interface PublishViewProps {
  /** The draft: publishing is refused while it holds unsaved changes. */
  changes: Changes;
  onOpen(file: string): void;
  /** After a publication: the editor reloads what is on disk. */
  onPublished(): void;
  words: PlaceNamer;
  /** A content file's name in the list of contents. */
  fileLabel(file: string): string;
}


/** A blocker's line with its place in the form's words; a file with no form (a picture) keeps the check's line. */
function blockerLine(blocker: Blocker, words: PlaceNamer, fileLabel: (file: string) => string): string {
  if (blocker.message === undefined || !blocker.file.startsWith("content/") || !blocker.file.endsWith(".json")) return blocker.text;
  const position = blocker.line !== undefined ? TEXTS.form.position(blocker.line, blocker.column ?? 1) : undefined;
  return problemLine(blocker.message, fileLabel(blocker.file), words(blocker.file, blocker.path), position);
}

function BlockerList({ blockers, onOpen, words, fileLabel }: { blockers: readonly Blocker[]; onOpen(file: string): void; words: PlaceNamer; fileLabel(file: string): string }) {
  const kinds = [...new Set(blockers.map((blocker) => blocker.kind))];
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle component="h3">{TEXTS.publish.blockersTitle(blockers.length)}</AlertTitle>
      {TEXTS.publish.blockersHelp}
      {kinds.map((kind) => (
        <Box key={kind} sx={{ mt: 1.5 }}>
          <Typography component="h4" sx={{ fontWeight: 600, fontSize: "1rem" }}>
            {TEXTS.publish.kinds[kind]}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blockers
              .filter((blocker) => blocker.kind === kind)
              .map((blocker) => (
                // A button is a box of its own: aligned by its top, the bullet stays beside its first line.
                <li key={blocker.text}>
                  <Link component="button" type="button" color="inherit" onClick={() => openField(onOpen, blocker.file, blocker.path, focusField)} sx={{ textAlign: "left", verticalAlign: "top" }}>
                    {blockerLine(blocker, words, fileLabel)}
                  </Link>
                </li>
              ))}
          </Box>
        </Box>
      ))}
    </Alert>
  );
}

/** « Publier »: both checks on the saved content, the files a new version would record, the editor's name and a message, then the publication. */
export function PublishView({ changes, onOpen, onPublished, words, fileLabel }: PublishViewProps) {
  const [state, setState] = useState<PublicationState>();
  const [author, setAuthor] = useAuthorName();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [authorError, setAuthorError] = useState(false);
  const unsaved = Object.keys(changes).length;

  const refresh = useCallback(async () => {
    const next = await api.publication();
    setState(next);
    return next;
  }, []);
  useEffect(() => {
    void refresh().catch((error: unknown) => setOutcome({ severity: "error", text: TEXTS.publish.failed(error instanceof Error ? error.message : String(error)) }));
  }, [refresh]);

  const defaultMessage = state && state.files.length > 0 ? TEXTS.publish.defaultMessage(state.files) : "";
  const shownMessage = message ?? defaultMessage;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!author.trim()) {
      setAuthorError(true);
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await api.publish(changes, shownMessage, author.trim());
      const text = result.sendFailed
        ? TEXTS.publish.recordedNotSent(result.sendFailed)
        : result.version
          ? TEXTS.publish.done(result.sent)
          : result.sent
            ? TEXTS.publish.sent(result.sent.remote, result.sent.branch)
            : TEXTS.publish.failures.nothing("");
      setOutcome({ severity: result.sendFailed ? "warning" : result.version || result.sent ? "success" : "warning", text });
      setMessage(undefined);
      onPublished();
    } catch (error) {
      if (error instanceof ApiError && error.body.blockers) setState((shown) => shown && { ...shown, blockers: error.body.blockers! });
      setOutcome({ severity: "error", text: error instanceof ApiError && error.body.message ? error.body.message : TEXTS.publish.failed(error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
      await refresh().catch(() => undefined);
    }
  };

  const nothingToDo = state && state.files.length === 0 && !(state.remote && state.remote.unsent > 0);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: "80ch" }}>
      <ScreenIntro title={TEXTS.publish.title} intro={TEXTS.publish.intro} outcome={outcome} />
      {!state ? (
        <Box role="status" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <CircularProgress size={20} aria-hidden="true" />
          {TEXTS.publish.checking}
        </Box>
      ) : !state.available ? (
        <Alert severity="info">{TEXTS.publish.unavailable}</Alert>
      ) : (
        <>
          {unsaved > 0 && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {TEXTS.publish.unsaved(unsaved)}
            </Alert>
          )}
          {state.blockers.length > 0 ? <BlockerList blockers={state.blockers} onOpen={onOpen} words={words} fileLabel={fileLabel} /> : <Alert severity="success" sx={{ mb: 3 }}>{TEXTS.publish.ready}</Alert>}

          <Typography component="h3" variant="h6" sx={{ fontSize: "1.125rem", mb: 1 }}>
            {TEXTS.publish.filesTitle}
          </Typography>
          {state.files.length === 0 ? (
            <Typography sx={{ mb: 2 }}>{TEXTS.publish.noFiles}</Typography>
          ) : (
            <Box component="ul" sx={{ mb: 2 }}>
              {state.files.map((entry) => (
                <li key={entry.file}>{`${entry.file} — ${TEXTS.publish.status[entry.status]}`}</li>
              ))}
            </Box>
          )}
          <Typography sx={{ mb: 3 }} color="text.secondary">
            {state.remoteProblem ?? (state.remote ? TEXTS.publish.remote(state.remote.remote, state.remote.branch) : TEXTS.publish.noRemote(state.remoteName))}
            {state.remote && state.remote.unsent > 0 && state.files.length === 0 ? ` ${TEXTS.publish.unsent(state.remote.unsent)}` : ""}
          </Typography>

          <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: "grid", gap: 2 }}>
            <TextField
              label={TEXTS.publish.author}
              value={author}
              required
              error={authorError && !author.trim()}
              helperText={authorError && !author.trim() ? TEXTS.publish.authorMissing : TEXTS.publish.authorHelp}
              onChange={(event) => setAuthor(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: "name" } }}
            />
            <TextField
              label={TEXTS.publish.message}
              value={shownMessage}
              multiline
              minRows={2}
              helperText={TEXTS.publish.messageHelp}
              onChange={(event) => setMessage(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy || unsaved > 0 || state.blockers.length > 0 || nothingToDo}>
                {busy ? TEXTS.publish.publishing : TEXTS.publish.submit}
              </Button>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
