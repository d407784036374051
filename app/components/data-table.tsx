import Box from "@mui/material/Box";
import { formatFrenchNumber } from "#app/lib/number.ts";
import { tokens } from "#app/theme/theme.ts";

export interface TableColumn {
  label: string;
  /** Numbers are right-aligned in tabular figures and written with a decimal comma. */
  numeric?: boolean;
}

/**
 * A technical table: caption first, column headers with scope="col", and the first
 * cell of each row as its row header, so a screen reader announces "250 µm, grammage 375".
 * Narrow screens scroll the table inside its own region instead of the whole page.
 */
export function DataTable({ caption, columns, rows }: { caption: string; columns: TableColumn[]; rows: (string | number)[][] }) {
  const align = (index: number) => (columns[index]?.numeric ? "right" : "left");
  return (
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: "auto", my: 3, maxWidth: "100%" }}>
      <Box
        component="table"
        sx={{
          borderCollapse: "collapse",
          minWidth: "min(100%, 32rem)",
          fontVariantNumeric: "tabular-nums",
          bgcolor: tokens.surface,
          "& caption": { textAlign: "left", fontWeight: 650, pb: 1.5, color: "text.primary", captionSide: "top" },
          "& th, & td": { px: 2, py: 1.25, borderBottom: `1px solid ${tokens.line}`, verticalAlign: "top" },
          "& thead th": { bgcolor: tokens.surfaceSunk, fontWeight: 650, fontSize: "0.9375rem", borderBottom: `2px solid ${tokens.ink}` },
          "& tbody th": { fontWeight: 600 },
        }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" style={{ textAlign: align(index) }}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => {
                const text = typeof cell === "number" ? formatFrenchNumber(cell) : cell;
                return index === 0 ? (
                  <th key={index} scope="row" style={{ textAlign: align(index) }}>
                    {text}
                  </th>
                ) : (
                  <td key={index} style={{ textAlign: align(index) }}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
