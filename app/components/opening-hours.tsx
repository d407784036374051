import Box from "@mui/material/Box";
import { company, ui } from "#app/content/site.ts";

const time = (value: string) => value.replace(":", " h ");

/** Opening hours from the company file, with machine-readable times. */
export function OpeningHours() {
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, "& dd": { m: 0 } }}>
      {company.horaires.map((slot) => (
        <Box key={slot.libelle} sx={{ display: "contents" }}>
          <dt>{slot.libelle}</dt>
          <dd>
            {slot.ouverture && slot.fermeture ? (
              <>
                <time dateTime={slot.ouverture}>{time(slot.ouverture)}</time> – <time dateTime={slot.fermeture}>{time(slot.fermeture)}</time>
              </>
            ) : (
              ui.ferme
            )}
          </dd>
        </Box>
      ))}
    </Box>
  );
}
