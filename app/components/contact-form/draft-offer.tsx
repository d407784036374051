import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { tokens } from "#app/theme/tokens.ts";

/** The draft of an earlier visit, offered back: resumed into the form, or ignored (and forgotten). */
export function DraftOffer({ id, words, onResume, onIgnore }: { id: string; words: BlocFormulaireContact["brouillon"]; onResume(): void; onIgnore(): void }) {
  return (
    <Box
      data-contact-draft
      role="region"
      aria-labelledby={`${id}-brouillon`}
      sx={{
        p: 2,
        display: "grid",
        gap: 1.5,
        bgcolor: tokens.accentTint,
        borderRadius: 1,
      }}
    >
      <Typography id={`${id}-brouillon`}>{words.texte}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button type="button" variant="contained" onClick={onResume}>
          {words.reprendre}
        </Button>
        <Button type="button" variant="outlined" onClick={onIgnore}>
          {words.ignorer}
        </Button>
      </Box>
    </Box>
  );
}
