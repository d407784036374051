import Box from "@mui/material/Box";
import { useShellContent } from "#app/content/shell-context.tsx";
import { slotTimes, TIME_RANGE_SEPARATOR } from "#app/model/opening-hours.ts";

/** Opening hours from the company file, written as the PDFs write them (app/model/opening-hours.ts), with machine-readable times. */
export function OpeningHours() {
  const { company, ui, language } = useShellContent();
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, "& dd": { m: 0 } }}>
      {company.horaires.map((slot) => {
        const times = slotTimes(slot, language.code);
        const hours = times && (
          <>
            <time dateTime={slot.ouverture}>{times.opening}</time>
            {TIME_RANGE_SEPARATOR}
            <time dateTime={slot.fermeture}>{times.closing}</time>
          </>
        );
        return (
          <Box key={slot.libelle} sx={{ display: "contents" }}>
            <dt>{slot.libelle}</dt>
            <dd>
              {/* Left to right inside Arabic text: « 8:00 – 17:00 », not the two times swapped. */}
              {hours ? language.direction === "rtl" ? <span dir="ltr">{hours}</span> : hours : ui.ferme}
            </dd>
          </Box>
        );
      })}
    </Box>
  );
}
