import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { Templates } from "@rjsf/mui";
import { getTemplate, getUiOptions, type ArrayFieldItemButtonsTemplateProps, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type FieldPathList, type IconButtonProps, type Registry } from "@rjsf/utils";
import { createContext, useContext } from "react";
import { itemTitles } from "../../core/item-titles.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";

/*
 * Lists drawn so that each control says which entry, at which level, it acts on: an inner
 * list sits in a bordered, indented band inside its entry, each entry's buttons stand at
 * its top (not level with an inner list's), and their names say the entry and the entry it
 * belongs to — « Retirer « Épaisseur 1 (200 µm) » de « Ligne 1 (Carton léger) » ».
 */

const LibraryList = Templates.ArrayFieldTemplate!;
const LibraryAddButton = Templates.ButtonTemplates!.AddButton!;

/** The list the controls below belong to: its place in the data and its title. */
const ListPlace = createContext<{ path: FieldPathList; title: string } | undefined>(undefined);

/** The titles of the entries a place goes through, innermost first. */
function entryTitles(registry: Registry, path: FieldPathList): string[] {
  const context = registry.formContext as EditorFormContext;
  return itemTitles(context.files.get(context.file), path).reverse();
}

export function ListTemplate(props: ArrayFieldTemplateProps) {
  const inner = props.fieldPathId.path.some((segment) => typeof segment === "number");
  const title = String(getUiOptions(props.uiSchema).title || props.title || props.schema.title || "");
  return (
    <ListPlace.Provider value={{ path: props.fieldPathId.path, title }}>
      {inner ? (
        <Box sx={{ borderLeft: 4, borderColor: "primary.light", pl: 1.5, ml: 1 }}>
          <LibraryList {...props} />
        </Box>
      ) : (
        <LibraryList {...props} />
      )}
    </ListPlace.Provider>
  );
}

export function ListItemTemplate({ children, buttonsProps, hasToolbar, uiSchema, registry }: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate("ArrayFieldItemButtonsTemplate", registry, getUiOptions(uiSchema));
  const [item = ""] = entryTitles(registry, buttonsProps.fieldPathId.path);
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mb: 2 }}>
      <Paper elevation={2} sx={{ flex: 1, minWidth: 0, p: 2 }}>
        {children}
      </Paper>
      {hasToolbar && (
        <Box role="group" aria-label={TEXTS.entry.toolbar(item)} sx={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
          <Buttons {...buttonsProps} />
        </Box>
      )}
    </Box>
  );
}

const named = (text: string) => ({ title: text, "aria-label": text });

export function EntryButtons(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveDown, hasMoveUp, hasRemove, fieldPathId, onCopyItem, onRemoveItem, onMoveDownItem, onMoveUpItem, registry, uiSchema } = props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const [item = "", parent] = entryTitles(registry, fieldPathId.path);
  const common = { uiSchema, registry, disabled: disabled || readonly };
  const id = (button: string) => `${fieldPathId.$id}__${button}`;
  return (
    <>
      {(hasMoveUp || hasMoveDown) && <MoveUpButton {...common} {...named(TEXTS.entry.moveUp(item, parent))} id={id("moveUp")} disabled={common.disabled || !hasMoveUp} onClick={onMoveUpItem} />}
      {(hasMoveUp || hasMoveDown) && <MoveDownButton {...common} {...named(TEXTS.entry.moveDown(item, parent))} id={id("moveDown")} disabled={common.disabled || !hasMoveDown} onClick={onMoveDownItem} />}
      {hasCopy && <CopyButton {...common} {...named(TEXTS.entry.copy(item))} id={id("copy")} onClick={onCopyItem} />}
      {hasRemove && <RemoveButton {...common} {...named(TEXTS.entry.remove(item, parent))} id={id("remove")} onClick={onRemoveItem} />}
    </>
  );
}

/** The list's add button, named after the list and, for an inner list, its entry. */
export function AddButton(props: IconButtonProps) {
  const list = useContext(ListPlace);
  if (!list) return <LibraryAddButton {...props} />;
  const [parent] = entryTitles(props.registry, list.path);
  return <LibraryAddButton {...props} {...named(TEXTS.entry.add(list.title, parent))} />;
}
