import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { lineExcerpt } from "#app/model/content-rules/wording.ts";
import { pathOf, placeName } from "#app/model/content-rules/places.ts";
import type { Change } from "../../core/changes.ts";
import type { ChangeKind } from "../../core/draft.ts";
import { TEXTS } from "../../texts.ts";
import { api, type Modifications } from "../api.ts";

interface ModificationsViewProps {
  /** Unsaved changes of the draft, by file. */
  unsaved: Readonly<Record<string, ChangeKind | undefined>>;
  onOpen(file: string): void;
  onBack(): void;
}

const shown = (value: unknown) => (value === undefined ? TEXTS.modifications.empty : lineExcerpt(typeof value === "string" ? `« ${value} »` : JSON.stringify(value), 80));

function ChangeLine({ change, data }: { change: Change; data: unknown }) {
  const path = pathOf(change.segments);
  const place = placeName(data, path) ?? path;
  const what = change.counts ? TEXTS.modifications.listChanged(...change.counts) : `${shown(change.before)} → ${shown(change.after)}`;
  return <li>{`${place} : ${what}`}</li>;
}

/** What changed since the last commit (read from git), and what the editor holds that is not saved yet. */
export function ModificationsView({ unsaved, onOpen, onBack }: ModificationsViewProps) {
  const [modifications, setModifications] = useState<Modifications>();
  useEffect(() => {
    void api.modifications().then(setModifications);
  }, []);
  const pending = Object.entries(unsaved).filter(([, kind]) => kind);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, mb: 3 }}>
        <Typography component="h2" variant="h5" sx={{ fontSize: "1.5rem", mr: "auto" }}>
          {TEXTS.modifications.title}
        </Typography>
        <Button onClick={onBack}>{TEXTS.modifications.back}</Button>
      </Box>

      <Typography component="h3" variant="h6" sx={{ fontSize: "1.125rem", mb: 1 }}>
        {TEXTS.modifications.unsavedTitle}
      </Typography>
      {pending.length === 0 ? (
        <Typography sx={{ mb: 3 }}>{TEXTS.modifications.unsavedNone}</Typography>
      ) : (
        <Box component="ul" sx={{ mb: 3 }}>
          {pending.map(([file, kind]) => (
            <li key={file}>
              <Link component="button" type="button" onClick={() => onOpen(file)} sx={{ verticalAlign: "baseline" }}>
                {`content/${file}`}
              </Link>
              {` — ${TEXTS.modifications.status[kind!]}`}
            </li>
          ))}
        </Box>
      )}

      <Typography component="h3" variant="h6" sx={{ fontSize: "1.125rem", mb: 1 }}>
        {TEXTS.modifications.savedTitle}
      </Typography>
      {!modifications ? null : !modifications.available ? (
        <Alert severity="info">{TEXTS.modifications.unavailable}</Alert>
      ) : modifications.files.length === 0 ? (
        <Typography>{TEXTS.modifications.savedNone}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {modifications.files.map((entry) => (
              <Box component="li" key={entry.file} sx={{ mb: 1.5 }}>
                <strong>{entry.file}</strong>
                {` — ${TEXTS.modifications.status[entry.status]}`}
                {entry.changes && entry.changes.length > 0 && (
                  <ul>
                    {entry.changes.map((change) => (
                      <ChangeLine key={pathOf(change.segments)} change={change} data={entry.data} />
                    ))}
                  </ul>
                )}
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.modifications.commitHelp}
          </Typography>
        </>
      )}
    </Box>
  );
}
