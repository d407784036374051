import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { lineExcerpt } from "#app/model/content-rules/wording.ts";
import { pathOf } from "#app/model/content-rules/places.ts";
import type { Change } from "../../core/changes.ts";
import { entryWords, type PlaceNamer } from "../../core/place-words.ts";
import type { ChangeKind } from "../../core/draft.ts";
import { TEXTS } from "../../texts.ts";
import { api, type Modifications } from "../api.ts";

interface ModificationsViewProps {
  /** Unsaved changes of the draft, by file. */
  unsaved: Readonly<Record<string, ChangeKind | undefined>>;
  onOpen(file: string): void;
  onBack(): void;
  words: PlaceNamer;
}

const shown = (value: unknown) => (value === undefined ? TEXTS.modifications.empty : lineExcerpt(typeof value === "string" ? `« ${value} »` : JSON.stringify(value), 80));

function ChangeLines({ change, file, data, words }: { change: Change; file: string; data: unknown; words: PlaceNamer }) {
  const place = words(file, change.segments, data);
  if (!change.counts) return <li>{`${place} : ${shown(change.before)} → ${shown(change.after)}`}</li>;
  // A list that changed length: the values gone and the new ones, each by its own words.
  const list = String(change.segments.findLast((segment) => typeof segment === "string") ?? "");
  return (
    <>
      {change.removed?.map((entry) => <li key={`-${entry.index}`}>{TEXTS.modifications.removed(place, entryWords(list, entry.index, entry.value))}</li>)}
      {change.added?.map((entry) => <li key={`+${entry.index}`}>{TEXTS.modifications.added(place, entryWords(list, entry.index, entry.value))}</li>)}
    </>
  );
}

/** What changed since the last commit (read from git), and what the editor holds that is not saved yet. */
export function ModificationsView({ unsaved, onOpen, onBack, words }: ModificationsViewProps) {
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
                      <ChangeLines key={pathOf(change.segments)} change={change} file={entry.file} data={entry.data} words={words} />
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
