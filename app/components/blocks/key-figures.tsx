import Box from "@mui/material/Box";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { KeyFigure } from "#app/model/key-figures.ts";
import { tokens } from "#app/theme/tokens.ts";

/** A family's figures at a glance (thickness, density, grammage, opacity), as a description list. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  // On a right-to-left page a value takes its direction from itself, as the spec table's
  // figures do: « > 84 % » and « 1,5 g/cm³ » read left to right, « 200 إلى 400 µm » right to left.
  const valueDirection = useShellContent().language.direction === "rtl" ? "auto" : undefined;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        // Two columns where each has room for a whole range (« 300 à 600 g/m² » never breaks), else one.
        gridTemplateColumns: "repeat(auto-fill, minmax(max(8.25rem, calc((100% - 1rem) / 2)), 1fr))",
        gap: 2,
        fontVariantNumeric: "tabular-nums",
        "& dt": { fontSize: "0.875rem", color: "text.secondary" },
        "& dd": { m: 0, fontWeight: 650, fontSize: "1.0625rem", color: tokens.ink },
      }}
    >
      {figures.map((figure) => (
        <div key={figure.name}>
          <dt>{figure.name}</dt>
          <dd dir={valueDirection}>{figure.value}</dd>
        </div>
      ))}
    </Box>
  );
}
