import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { searchCatalogue, type CatalogueGroup } from "../../core/catalogue.ts";
import type { ChangeKind } from "../../core/draft.ts";
import type { LeftToDo } from "../../core/translation-rows.ts";
import { TEXTS } from "../../texts.ts";

interface ItemListProps {
  groups: readonly CatalogueGroup[];
  current?: string;
  /** The unsaved state of each changed file. */
  changes: Readonly<Record<string, ChangeKind | undefined>>;
  errorCounts: Readonly<Record<string, number>>;
  onOpen(file: string): void;
  onCreate(collection: "applications" | "fiches"): void;
  /** The languages, French first, each with what is left to do in it (none for French, the source). */
  languages: readonly { code: string; name: string; direction: "ltr" | "rtl"; details: string }[];
  language: string;
  onLanguage(code: string): void;
  /** What is left to do in each translation file of the language shown. */
  leftToDo: Readonly<Record<string, LeftToDo>>;
}

const CHANGE_WORDS: Record<ChangeKind, string> = { modifie: TEXTS.list.changed, cree: TEXTS.list.created, supprime: TEXTS.list.deleted };

/** Every content item, grouped as the site is, with a search and the way to create an application or a data sheet. */
export function ItemList({ groups, current, changes, errorCounts, onOpen, onCreate, languages, language, onLanguage, leftToDo }: ItemListProps) {
  const [query, setQuery] = useState("");
  const [onlyGaps, setOnlyGaps] = useState(false);
  const translating = language !== languages[0]?.code;
  const shown = useMemo(() => {
    const found = searchCatalogue(groups, query);
    if (!translating || !onlyGaps) return found;
    const left = (file: string) => (leftToDo[file]?.toTranslate ?? 0) + (leftToDo[file]?.toReview ?? 0) > 0;
    return found.map((group) => ({ ...group, items: group.items.filter((item) => left(item.file)) })).filter((group) => group.items.length > 0);
  }, [groups, query, translating, onlyGaps, leftToDo]);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box sx={{ p: 2, pb: 0 }}>
        <TextField select label={TEXTS.language.label} helperText={TEXTS.language.help} value={language} onChange={(event) => onLanguage(event.target.value)} size="small" fullWidth>
          {languages.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {/* The name in its own language: a screen reader reads « العربية » with an Arabic voice. */}
              <span lang={option.code} dir={option.direction}>
                {option.name}
              </span>
              {option.details}
            </MenuItem>
          ))}
        </TextField>
        {translating && (
          <FormControlLabel control={<Checkbox size="small" checked={onlyGaps} onChange={(event) => setOnlyGaps(event.target.checked)} />} label={TEXTS.language.onlyGaps} slotProps={{ typography: { variant: "body2" } }} />
        )}
      </Box>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField type="search" label={TEXTS.list.search} helperText={TEXTS.list.searchHelp} value={query} onChange={(event) => setQuery(event.target.value)} size="small" fullWidth />
      </Box>
      <Box sx={{ overflowY: "auto", flex: 1, pb: 2 }}>
        {shown.length === 0 && (
          <Typography role="status" variant="body2" sx={{ px: 2 }}>
            {translating && onlyGaps && !query.trim() ? TEXTS.language.allDone : TEXTS.list.noResult}
          </Typography>
        )}
        {shown.map((group) => (
          <Box role="group" key={group.key} aria-labelledby={`groupe-${group.key}`} sx={{ mt: 1 }}>
            <Typography id={`groupe-${group.key}`} component="h2" variant="overline" sx={{ display: "block", px: 2, color: "text.secondary", fontWeight: 600 }}>
              {TEXTS.groups[group.key]}
            </Typography>
            <List dense disablePadding>
              {group.items.map((item) => {
                const change = changes[item.file];
                const errors = errorCounts[item.file] ?? 0;
                const left = translating ? leftToDo[item.file] : undefined;
                const details = [item.file, left && TEXTS.language.counts(left), change && CHANGE_WORDS[change], errors > 0 && TEXTS.list.withErrors(errors)].filter(Boolean).join(" · ");
                return (
                  <li key={item.file}>
                    <ListItemButton selected={item.file === current} aria-current={item.file === current ? "true" : undefined} onClick={() => onOpen(item.file)} sx={{ py: 0.5 }}>
                      <ListItemText
                        primary={`${change ? "● " : ""}${item.label}`}
                        secondary={details}
                        slotProps={{
                          primary: { sx: { textDecoration: change === "supprime" ? "line-through" : undefined } },
                          secondary: { sx: { color: errors > 0 ? "error.main" : "text.secondary", wordBreak: "break-all" } },
                        }}
                      />
                    </ListItemButton>
                  </li>
                );
              })}
            </List>
            {!translating && (group.key === "applications" || group.key === "fiches") && (
              <Button size="small" onClick={() => onCreate(group.key as "applications" | "fiches")} sx={{ ml: 1, mt: 0.5 }}>
                + {group.key === "applications" ? TEXTS.list.newApplication : TEXTS.list.newSheet}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
