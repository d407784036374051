import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Drawer from "@mui/material/Drawer";
import Snackbar from "@mui/material/Snackbar";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { flushSync } from "react-dom";
import { COLLECTION_NAMES, HOME_PAGE, collectionFile, schemaForFile, translatedFile, translationFile } from "#app/model/collections.ts";
import type { Traduction } from "#app/generated/content-types.ts";
import { emptyTranslation } from "../core/translation-rows.ts";
import { catalogueOf, translationLabel } from "../core/catalogue.ts";
import { changesBetween } from "../core/changes.ts";
import { changeKind } from "../core/draft.ts";
import { currentFiles, dataOf, errorsOf, isChecking, type EditorAction, type ShownError } from "../core/editor-state.ts";
import type { Segment } from "../core/json-writer.ts";
import { newItemData } from "../core/new-item.ts";
import { stepWords } from "../core/step-words.ts";
import { placeToShow, type Step } from "../core/undo-history.ts";
import { placeNamer, problemLine } from "../core/place-words.ts";
import { TEXTS } from "../texts.ts";
import { api } from "./api.ts";
import type { Conflict } from "../core/conflict.ts";
import { ConflictDialog } from "./components/conflict-dialog.tsx";
import { CreateDialog } from "./components/create-dialog.tsx";
import { DeleteDialog } from "./components/delete-dialog.tsx";
import { DiscardDialog } from "./components/discard-dialog.tsx";
import { EditorHeader } from "./components/editor-header.tsx";
import { ItemEditor } from "./components/item-editor.tsx";
import { ItemList } from "./components/item-list.tsx";
import { TranslationView } from "./components/translation-view.tsx";
import { HistoryView } from "./components/history-view.tsx";
import { ModificationsView } from "./components/modifications-view.tsx";
import { PublishView } from "./components/publish-view.tsx";
import { PreviewPane } from "./components/preview-pane.tsx";
import { SaveRefusedDialog } from "./components/save-refused-dialog.tsx";
import { UndoButtons } from "./components/undo-buttons.tsx";
import type { EditorFormContext } from "./form/form-context.ts";
import { handOverTyping } from "./form/held-typing.ts";
import type { LinkPlace } from "../core/backlinks.ts";
import { useEditor, type SaveOutcome } from "./use-editor.ts";
import { useLanguages } from "./use-languages.ts";
import { revealPlace, useUndoKeys, useWaitingClock } from "./undo-keys.ts";

/** Steps whose notice offers to undo them at once: what they remove is not in sight any more. */
const REMOVALS = new Set<Step["what"]["kind"]>(["item-removed", "deleted", "discarded"]);

/** Wide enough for the list, the form and the preview side by side; then for the form and the preview (the list in a drawer). */
const THREE_COLUMNS = "(min-width: 1280px)";
const TWO_COLUMNS = "(min-width: 1000px)";

/** The editor: the list of contents, the form of the one being edited (or the list of modifications), and its page. */
export function EditorApp() {
  const { state, dispatch, save, reload, resolve } = useEditor();
  const [conflicts, setConflicts] = useState<Conflict[]>();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<ShownError[]>();
  const [notice, setNotice] = useState<string>();
  const [creating, setCreating] = useState<"applications" | "fiches">();
  const [deleting, setDeleting] = useState<{ file: string; links?: LinkPlace[] }>();
  const [discarding, setDiscarding] = useState<string>();
  /** A notice about a step, with the button that reverses it. */
  const [stepNotice, setStepNotice] = useState<{ text: string; action: "undo" | "redo" }>();
  // An edit redraws the list, the counters, the form and the preview as a transition: the next keystroke goes first.
  const [editing, startEdit] = useTransition();
  /** The edit on its way into the draft, if any: « Enregistrer » puts it in at once. */
  const pendingEdit = useRef<EditorAction>(undefined);
  const latestChanges = useRef(state.changes);
  latestChanges.current = state.changes;
  useEffect(() => {
    if (!editing) pendingEdit.current = undefined;
  }, [editing]);
  const edit = useCallback((action: EditorAction) => {
    pendingEdit.current = action;
    startEdit(() => dispatch(action));
  }, [dispatch]);
  const threeColumns = useMediaQuery(THREE_COLUMNS, { noSsr: true });
  const twoColumns = useMediaQuery(TWO_COLUMNS, { noSsr: true });
  const [listOpen, setListOpen] = useState(false);
  const [pane, setPane] = useState<"form" | "preview">("form");

  const files = useMemo(() => currentFiles(state), [state.base, state.changes]);
  const schemaTitle = useCallback((file: string) => {
    const schema = schemaForFile(file);
    return schema ? state.schemas[schema]?.title : undefined;
  }, [state.schemas]);
  // Files on disk that cannot be read are listed too, by their name.
  const groups = useMemo(() => catalogueOf(new Map([...files, ...Object.keys(state.broken).map((file) => [file, undefined] as const)]), schemaTitle), [files, state.broken, schemaTitle]);
  const items = useMemo(() => new Map(groups.flatMap((group) => group.items).map((item) => [item.file, item])), [groups]);
  const kinds = useMemo(
    () => Object.fromEntries([...new Set([...Object.keys(state.changes), ...state.base.keys()])].map((file) => [file, changeKind(file, state.changes, state.base)])),
    [state.changes, state.base],
  );
  // Every place a message names, in the form's words; the draft's data titles the entries of lists.
  const placeWords = useMemo(() => placeNamer(state.schemas, (file) => files.get(file)), [state.schemas, files]);
  const fileLabel = useCallback((file: string) => items.get(file.replace(/^content\//, ""))?.label ?? file, [items]);
  const worded = useCallback(
    (error: ShownError, withFile: boolean): ShownError => ({
      ...error,
      text: problemLine(error.message, withFile ? fileLabel(error.file) : undefined, placeWords(error.file, error.path), error.line !== undefined ? TEXTS.form.position(error.line, error.column ?? 1) : undefined),
    }),
    [placeWords, fileLabel],
  );
  const errorCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const error of state.errors) counts[error.file.replace(/^content\//, "")] = (counts[error.file.replace(/^content\//, "")] ?? 0) + 1;
    return counts;
  }, [state.errors]);

  const current = state.current;
  /** A translation file not written yet is named after its French item, as the written ones are. */
  const unwrittenLabel = (file: string) => {
    const translated = translatedFile(file);
    const french = translated && items.get(translated.file);
    return french && translationLabel(french.label, translated.locale);
  };
  const { languages, language, setLanguage, source, rowsOf, catalogueIn, shownGroups, left, languageOptions } = useLanguages(files, groups, state.gaps, current);
  // A kept draft reopens the file that was open: the welcome screen's note about it is not seen then.
  useEffect(() => {
    if (state.restored > 0 && state.current) setNotice(TEXTS.welcome.restored(state.restored));
  }, [state.restored]);
  const label = current ? (items.get(current)?.label ?? unwrittenLabel(current) ?? current) : undefined;

  const labelOf = useCallback((file: string) => items.get(file)?.label ?? file, [items]);
  const words = (step: Step | undefined) => step && stepWords(step, labelOf(step.file), placeWords);
  /** Puts the edit still on its way into the draft in at once: what is saved includes it. */
  const flushEdit = useCallback(() => {
    const last = pendingEdit.current;
    pendingEdit.current = undefined;
    if (last) flushSync(() => dispatch(last));
  }, [dispatch]);
  // Undone and redone in the edits' own transition, after any edit still on its way: as an urgent update it would be
  // applied first, then again on every redraw until the edit's transition was drawn, which its notice kept interrupting.
  // Text typed just before, still waiting for the pause, is handed over and put into the draft at once: the undo takes
  // back that typing, and the form, having seen the draft take it, shows what the undo brings back.
  const undo = useCallback(() => {
    if (handOverTyping()) flushEdit();
    pendingEdit.current = undefined;
    startEdit(() => dispatch({ type: "undo" }));
  }, [dispatch, flushEdit]);
  const redo = useCallback(() => {
    if (handOverTyping()) flushEdit();
    pendingEdit.current = undefined;
    startEdit(() => dispatch({ type: "redo" }));
  }, [dispatch, flushEdit]);
  useUndoKeys(undo, redo);
  const waited = useWaitingClock();
  const showStep = (notice: { text: string; action: "undo" | "redo" }) => {
    setNotice(undefined);
    setStepNotice(notice);
  };
  useEffect(() => {
    if (notice) setStepNotice(undefined);
  }, [notice]);
  // Undone or redone: the notice says what, and the form shows the field that changed.
  useEffect(() => {
    const revealed = state.revealed;
    if (!revealed) return;
    const what = stepWords(revealed.step, labelOf(revealed.step.file), placeWords);
    showStep(revealed.undone ? { text: TEXTS.undo.undone(what), action: "redo" } : { text: TEXTS.undo.redone(what), action: "undo" });
    return revealPlace(placeToShow(revealed.step, revealed.undone));
  }, [state.revealed]);
  // Something removed: the notice names it and offers to bring it back.
  const lastStep = state.history.past.at(-1);
  useEffect(() => {
    if (!lastStep || lastStep === state.revealed?.step || state.history.future.length > 0 || !REMOVALS.has(lastStep.what.kind)) return;
    showStep({ text: TEXTS.undo.done(stepWords(lastStep, labelOf(lastStep.file), placeWords)), action: "undo" });
  }, [lastStep]);
  useEffect(() => {
    const screens: Record<string, string> = { modifications: TEXTS.header.modifications, publication: TEXTS.header.publish, historique: TEXTS.header.history };
    document.title = TEXTS.documentTitle(screens[state.screen] ?? label);
  }, [label, state.screen]);

  const open = useCallback(
    (file: string) => {
      // A translation file not written yet opens empty, beside its French: the first text translated creates it.
      const translated = translatedFile(file);
      if (files.has(file) || file in state.broken || file in state.changes || (translated && files.has(translated.file))) dispatch({ type: "opened", file });
    },
    [files, state.broken, state.changes, dispatch],
  );
  /** Another language: the list shows its items, and the item open is shown in it (its translation, or its French). */
  const chooseLanguage = useCallback(
    (code: string) => {
      setLanguage(code);
      const french = current && (translatedFile(current)?.file ?? current);
      if (!french || !files.has(french)) return;
      const target = code === source ? french : translationFile(code, french);
      if (target !== current && catalogueIn(code).some((group) => group.items.some((item) => item.file === target))) open(target);
    },
    [current, files, source, catalogueIn, open],
  );
  const openAddress = useCallback(
    (href: string) => {
      const path = href.replace(/[?#].*$/, "").replace(/^\/+|\/+$/g, "");
      // A link of a page in another language (/en/rbn) opens that item's translation.
      const [first, ...rest] = path.split("/");
      const locale = languages.slice(1).find((entry) => entry.code === first)?.code;
      const slug = (locale ? rest.join("/") : path) || HOME_PAGE;
      const file = COLLECTION_NAMES.map((collection) => collectionFile(collection, slug)).find((candidate) => files.has(candidate));
      if (file) open(locale ? translationFile(locale, file) : file);
    },
    [files, open, languages],
  );

  const context = useMemo<EditorFormContext | undefined>(
    () =>
      current === undefined
        ? undefined
        : {
        file: current,
        files,
        pictures: state.pictures,
        upload: async (field: readonly Segment[], currentSrc: string | undefined, picture: File) => {
          const saved = await api.upload({ file: current, field: [...field], current: currentSrc }, picture);
          dispatch({ type: "picture-added", picture: saved });
          setNotice(TEXTS.picture.uploaded(saved.src));
          return saved;
        },
        removePicture: async (src: string) => {
          await api.removePicture(state.changes, src);
          dispatch({ type: "picture-removed", src });
          setNotice(TEXTS.unused.removed(`content${src}`));
        },
      },
    [current, files, state.pictures, state.changes, dispatch],
  );

  const onSave = async () => {
    // « Enregistrer » clicked while the last keystrokes are still on their way into the draft: they are saved too.
    flushEdit();
    if (Object.keys(latestChanges.current).length === 0) {
      setNotice(TEXTS.save.nothing);
      return;
    }
    setSaving(true);
    report(await save());
  };

  const report = (outcome: SaveOutcome) => {
    setSaving(false);
    if ("saved" in outcome) setNotice(outcome.saved > 0 ? TEXTS.save.done(outcome.saved) : TEXTS.conflict.theirsKept);
    else if ("refused" in outcome) setRefused(outcome.refused);
    else if ("conflicts" in outcome) setConflicts(outcome.conflicts);
    else setNotice(TEXTS.save.failed(outcome.failed));
  };

  const settle = async (conflict: Conflict, data: unknown) => {
    setConflicts(undefined);
    setSaving(true);
    report(await resolve(conflict.file, data, conflict.version));
  };

  const startDelete = (file: string) => {
    setDeleting({ file });
    void api.links(state.changes, file).then(({ links }) => setDeleting((shown) => (shown?.file === file ? { file, links } : shown)));
  };

  const create = (slug: string, model: string) => {
    const collection = creating!;
    const orders = [...files].filter(([file]) => file.startsWith(`${collection}/`)).map(([, data]) => Number((data as { ordre?: number }).ordre ?? 0));
    dispatch({ type: "created", file: collectionFile(collection, slug), data: newItemData(files.get(model), orders) });
    setCreating(undefined);
  };

  if (state.phase === "loading") {
    return (
      <Box role="status" sx={{ display: "grid", placeItems: "center", minHeight: "100vh", gap: 2 }}>
        <CircularProgress aria-hidden="true" />
        <Typography>{TEXTS.loading}</Typography>
      </Box>
    );
  }
  if (state.phase === "failed") return <Alert severity="error">{TEXTS.loadFailed}</Alert>;

  // Narrow: one of the form and the preview at a time, on the item's screen (the others have no preview).
  const tabs = !twoColumns && state.screen === "item";
  const list = (
    <ItemList
      groups={shownGroups}
      languages={languageOptions}
      language={language}
      onLanguage={chooseLanguage}
      leftToDo={left}
      current={current}
      changes={kinds}
      errorCounts={errorCounts}
      onOpen={(file) => {
        setListOpen(false);
        open(file);
      }}
      onCreate={(collection) => {
        setListOpen(false);
        setCreating(collection);
      }}
    />
  );
  const own = current ? errorsOf(state, current).map((error) => worded(error, false)) : [];
  const translated = current ? translatedFile(current) : undefined;
  const translationLanguage = translated && languages.find((entry) => entry.code === translated.locale);
  const translationView = translated && translationLanguage && kinds[current!] !== "supprime" && !state.broken[current!] && (
    <TranslationView
      file={current!}
      data={dataOf(state, current!) as Traduction | undefined}
      rows={rowsOf(current!)}
      language={translationLanguage}
      errors={errorsOf(state, current!)}
      where={(champ) => placeWords(translated.file, champ)}
      onEdit={(change) => {
        const file = current!;
        edit({ type: "edited", file, data: (latest: unknown) => change((latest as Traduction | null) ?? emptyTranslation(file)), at: waited() });
      }}
    />
  );
  const others = state.errors.filter((error) => !current || error.file !== `content/${current}`).map((error) => worded(error, true));
  return (
    <Box sx={{ display: "grid", gridTemplateRows: threeColumns ? "auto minmax(0, 1fr)" : "auto auto minmax(0, 1fr)", height: "100vh" }}>
      <EditorHeader
        unsaved={Object.keys(state.changes).length}
        checking={isChecking(state)}
        errorCount={state.errors.length}
        saving={saving}
        modificationsOpen={state.screen === "modifications"}
        onModifications={() => dispatch({ type: "screen", screen: state.screen === "modifications" ? "item" : "modifications" })}
        onSave={() => void onSave()}
        publishing={state.screen === "publication" || state.screen === "historique" ? state.screen : undefined}
        onPublishing={(screen) => dispatch({ type: "screen", screen: state.screen === screen ? "item" : screen })}
      >
        <UndoButtons undo={words(lastStep)} redo={words(state.history.future.at(-1))} onUndo={undo} onRedo={redo} />
      </EditorHeader>
      {!threeColumns && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, borderBottom: 1, borderColor: "divider", bgcolor: "background.paper", flexWrap: "wrap" }}>
          <Button onClick={() => setListOpen(true)} aria-haspopup="dialog">
            <Box component="span" aria-hidden="true" sx={{ mr: 1 }}>
              ☰
            </Box>
            {TEXTS.layout.openList}
          </Button>
          {tabs && (
            <Tabs value={pane} onChange={(_, next: "form" | "preview") => setPane(next)} aria-label={TEXTS.layout.panes}>
              <Tab value="form" label={TEXTS.layout.form} id="onglet-formulaire" aria-controls="panneau-formulaire" />
              <Tab value="preview" label={TEXTS.layout.preview} id="onglet-apercu" aria-controls="panneau-apercu" />
            </Tabs>
          )}
        </Box>
      )}
      <Box sx={{ display: "grid", gridTemplateColumns: threeColumns ? "18rem minmax(0, 1fr) minmax(0, 1fr)" : twoColumns ? "minmax(0, 1fr) minmax(0, 1fr)" : "minmax(0, 1fr)", minHeight: 0 }}>
        {threeColumns ? (
          <Box component="nav" aria-label={TEXTS.list.label} sx={{ borderRight: 1, borderColor: "divider", minHeight: 0, bgcolor: "background.paper" }}>
            {list}
          </Box>
        ) : (
          <Drawer open={listOpen} onClose={() => setListOpen(false)}>
            <Box component="nav" aria-label={TEXTS.list.label} sx={{ width: "min(20rem, 85vw)", height: "100%" }}>
              {list}
            </Box>
          </Drawer>
        )}
        <Box
          component="main"
          id="panneau-formulaire"
          aria-label={{ modifications: TEXTS.header.modifications, publication: TEXTS.header.publish, historique: TEXTS.header.history, item: TEXTS.form.label }[state.screen]}
          sx={{ overflowY: "auto", minHeight: 0, display: tabs && pane !== "form" ? "none" : undefined }}
        >
          {state.screen === "publication" ? (
            <PublishView changes={state.changes} onOpen={open} onPublished={() => void reload()} words={placeWords} fileLabel={fileLabel} />
          ) : state.screen === "historique" ? (
            <HistoryView changes={state.changes} onRestored={() => void reload()} />
          ) : state.screen === "modifications" ? (
            <ModificationsView unsaved={kinds} onOpen={open} onBack={() => dispatch({ type: "screen", screen: "item" })} words={placeWords} />
          ) : current && context ? (
            <ItemEditor
              file={current}
              label={label ?? current}
              data={dataOf(state, current)}
              change={kinds[current]}
              broken={state.broken[current]}
              schemas={state.schemas}
              own={own}
              others={others}
              context={context}
              onEdit={(data) => edit({ type: "edited", file: current, data, at: waited() })}
              onDiscard={() => setDiscarding(current)}
              onRestore={() => dispatch({ type: "discarded", file: current })}
              onDelete={() => startDelete(current)}
              onOpen={open}
              form={translationView}
            />
          ) : (
            <Box sx={{ p: 3, maxWidth: "60ch" }}>
              <Typography component="h2" variant="h5" sx={{ fontSize: "1.5rem", mb: 2 }}>
                {TEXTS.welcome.title}
              </Typography>
              {state.restored > 0 && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {TEXTS.welcome.restored(state.restored)}
                </Alert>
              )}
              <Typography>{TEXTS.welcome.text}</Typography>
            </Box>
          )}
        </Box>
        <Box component="aside" id="panneau-apercu" aria-label={TEXTS.preview.label} sx={{ borderLeft: 1, borderColor: "divider", minHeight: 0, display: !twoColumns && !tabs ? "none" : tabs && pane !== "preview" ? "none" : undefined }}>
          <PreviewPane file={current && kinds[current] !== "supprime" ? current : undefined} changes={state.changes} onOpenAddress={openAddress} />
        </Box>
      </Box>
      <SaveRefusedDialog errors={refused?.map((error) => worded(error, true))} onOpen={open} onClose={() => setRefused(undefined)} />
      <ConflictDialog
        conflict={conflicts?.[0]}
        label={conflicts ? (items.get(conflicts[0].file)?.label ?? conflicts[0].file) : ""}
        started={conflicts ? state.base.get(conflicts[0].file) : undefined}
        words={(segments) => (conflicts ? placeWords(conflicts[0].file, segments, conflicts[0].theirs ?? conflicts[0].mine) : "")}
        onResolve={(data) => void settle(conflicts![0], data)}
        onClose={() => setConflicts(undefined)}
      />
      <CreateDialog
        collection={creating}
        models={groups.find((group) => group.key === creating)?.items ?? []}
        taken={new Set(files.keys())}
        onCreate={create}
        onClose={() => setCreating(undefined)}
      />
      <DeleteDialog
        file={deleting?.file}
        links={deleting?.links}
        fileLabel={fileLabel}
        words={placeWords}
        onConfirm={() => {
          dispatch({ type: "deleted", file: deleting!.file });
          setDeleting(undefined);
        }}
        onClose={() => setDeleting(undefined)}
      />
      <DiscardDialog
        label={discarding && labelOf(discarding)}
        count={discarding ? changesBetween(state.base.get(discarding), state.changes[discarding]).length : 0}
        onConfirm={() => {
          dispatch({ type: "discarded", file: discarding! });
          setDiscarding(undefined);
        }}
        onClose={() => setDiscarding(undefined)}
      />
      <Snackbar
        key={stepNotice?.text ?? notice}
        open={Boolean(stepNotice ?? notice)}
        message={stepNotice?.text ?? notice}
        action={
          stepNotice && (
            <Button color="inherit" size="small" onClick={stepNotice.action === "undo" ? undo : redo}>
              {stepNotice.action === "undo" ? TEXTS.undo.undo : TEXTS.undo.redo}
            </Button>
          )
        }
        autoHideDuration={stepNotice ? 10_000 : 6000}
        onClose={(_event, reason) => {
          // A click elsewhere leaves the way back on screen.
          if (reason === "clickaway" && stepNotice) return;
          setNotice(undefined);
          setStepNotice(undefined);
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      />
    </Box>
  );
}
