import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { TEXTS } from "../../texts.ts";
import { onMac } from "../undo-keys.ts";

interface UndoButtonsProps {
  /** The step each button would undo or redo, in words; undefined when there is none. */
  undo?: string;
  redo?: string;
  onUndo(): void;
  onRedo(): void;
}

const Keys = ({ keys }: { keys: string }) => (
  <Box component="kbd" sx={{ ml: 1, px: 0.5, border: 1, borderColor: "divider", borderRadius: 0.5, fontFamily: "inherit", fontSize: "0.75rem", color: "text.secondary" }}>
    {keys}
  </Box>
);

/** « Annuler » and « Rétablir », with their keys on them and, in their tooltip, the step they would undo or redo. */
export function UndoButtons({ undo, redo, onUndo, onRedo }: UndoButtonsProps) {
  const keys = TEXTS.undo.keys(onMac());
  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      <Button onClick={onUndo} disabled={!undo} title={undo ? TEXTS.undo.undoWhat(undo) : TEXTS.undo.nothingToUndo} aria-keyshortcuts={onMac() ? "Meta+Z" : "Control+Z"}>
        {TEXTS.undo.undo}
        <Keys keys={keys.undo} />
      </Button>
      <Button onClick={onRedo} disabled={!redo} title={redo ? TEXTS.undo.redoWhat(redo) : TEXTS.undo.nothingToRedo} aria-keyshortcuts={onMac() ? "Meta+Shift+Z" : "Control+Shift+Z Control+Y"}>
        {TEXTS.undo.redo}
        <Keys keys={keys.redo} />
      </Button>
    </Box>
  );
}
