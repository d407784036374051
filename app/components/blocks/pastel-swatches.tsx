import Box from "@mui/material/Box";
import type { FicheTechnique } from "#app/generated/content-types.ts";
import { bareList } from "#app/theme/bare-list.ts";
import { tokens } from "#app/theme/tokens.ts";

/** Small colour chips with their names; the name carries the meaning, the chip only illustrates it. */
export function PastelSwatches({ colours }: { colours: NonNullable<FicheTechnique["couleurs"]> }) {
  return (
    <Box component="ul" sx={{ ...bareList, mt: 2, display: "flex", flexWrap: "wrap", columnGap: 2.5, rowGap: 1.5 }}>
      {colours.map((colour) => (
        <Box component="li" key={colour.nom} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Box aria-hidden sx={{ width: 28, height: 28, borderRadius: "50%", bgcolor: colour.teinte, border: `1px solid ${tokens.inkMuted}` }} />
          {colour.nom}
        </Box>
      ))}
    </Box>
  );
}
