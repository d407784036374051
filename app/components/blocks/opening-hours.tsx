import Box from "@mui/material/Box";
import { useShellContent } from "#app/content/shell-context.tsx";
import { slotTimes, TIME_RANGE_SEPARATOR } from "#app/model/opening-hours.ts";

/** Opening hours from the company file, written as the PDFs write them (app/model/opening-hours.ts), with machine-readable times. */
export function OpeningHours() {
  const { company, ui } = useShellContent();
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, "& dd": { m: 0 } }}>
      {company.horaires.map((slot) => {
        const times = slotTimes(slot);
        return (
          <Box key={slot.libelle} sx={{ display: "contents" }}>
            <dt>{slot.libelle}</dt>
            <dd>
              {times ? (
                <>
                  <time dateTime={slot.ouverture}>{times.opening}</time>
                  {TIME_RANGE_SEPARATOR}
                  <time dateTime={slot.fermeture}>{times.closing}</time>
                </>
              ) : (
                ui.ferme
              )}
            </dd>
          </Box>
        );
      })}
    </Box>
  );
}
