import Box from "@mui/material/Box";
import type { CSSProperties, ReactNode } from "react";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import type { Table } from "#app/model/tables.ts";
import { tokens } from "#app/theme/tokens.ts";

/**
 * A technical table: caption first, column headers with scope="col", and the first
 * cell of each row as its row header, so a screen reader announces "250 µm, grammage 375".
 * Narrow screens scroll the table inside its own region instead of the whole page.
 */
export function DataTable({
  table: { caption, columns, rows, notes },
  stackOnPhones = false,
  actions,
}: {
  /** Columns and cells as the table model writes them (app/model/tables.ts). */
  table: Table;
  /** For tables of sentences: below 600 px each row becomes a block, every cell preceded by its column's label. */
  stackOnPhones?: boolean;
  /** A last column of links the page adds (one per row), which the PDFs and search engines do not have; on phones, a line of its own under each row's figures. */
  actions?: { label: string; cells: ReactNode[] };
}) {
  // Figures line up in numeric columns only: Inter's tabular forms also widen the hyphen and
  // other signs, so a text cell would read « papier - carton ».
  const numeric = (index: number) => (columns[index]?.numeric ? true : undefined);
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{
        overflowX: "auto",
        my: 3,
        maxWidth: "100%",
        // Shadows at the edges while there is more to scroll: the covers move with the content, the shadows stay.
        background: `linear-gradient(to right, ${tokens.limestone} 30%, transparent), linear-gradient(to left, ${tokens.limestone} 30%, transparent) 100% 0, radial-gradient(farthest-side at 0 50%, rgba(36,33,30,.18), transparent), radial-gradient(farthest-side at 100% 50%, rgba(36,33,30,.18), transparent) 100% 0`,
        backgroundRepeat: "no-repeat",
        backgroundSize: "40px 100%, 40px 100%, 14px 100%, 14px 100%",
        backgroundAttachment: "local, local, scroll, scroll",
      }}
    >
      {/* One set of styles for every table, stacked or not (a data attribute switches), so a page with both carries them once. */}
      <Box
        component="table"
        data-stack={stackOnPhones || undefined}
        data-actions-column={actions ? true : undefined}
        style={actions ? ({ "--columns": columns.length } as CSSProperties) : undefined}
        sx={{
          borderCollapse: "collapse",
          minWidth: "min(100%, 32rem)",
          "& caption": { textAlign: "left", fontWeight: 650, pb: 1.5, color: "text.primary", captionSide: "top" },
          "& th, & td": { px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: `1px solid ${tokens.line}`, verticalAlign: "top", textAlign: "left" },
          "& [data-numeric]": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
          fontSize: { xs: "0.9375rem", sm: "1rem" },
          "& thead th": { bgcolor: tokens.surfaceSunk, fontWeight: 650, fontSize: "0.9375rem", borderBottom: `2px solid ${tokens.ink}` },
          "& tbody th": { fontWeight: 600 },
          "@media (max-width: 37.4375rem)": { "&[data-stack]": stackedStyles, "&[data-actions-column]": actionLineStyles },
        }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" data-numeric={numeric(index)}>
                {column.label}
              </th>
            ))}
            {actions && (
              <th scope="col" data-actions>
                {actions.label}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" data-numeric={numeric(index)}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={stackOnPhones ? columns[index]?.label : undefined} data-numeric={numeric(index)}>
                    {cell}
                  </td>
                ),
              )}
              {actions && (
                <td data-actions data-label={actions.label}>
                  {actions.cells[rowIndex]}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Box>
      {notes?.map((note) => (
        <Box component="p" key={note} sx={{ m: 0, mt: 1, fontSize: "0.9375rem", color: "text.secondary" }}>
          {note}
        </Box>
      ))}
    </Box>
  );
}

/** Phone layout of a stacked table: rows as blocks, header row hidden (its labels move into the cells). */
const stackedStyles = {
  minWidth: 0,
  width: "100%",
  "& thead": visuallyHidden,
  "& tr": { display: "block", borderBottom: `1px solid ${tokens.line}`, py: 1 },
  "& tbody th, & td": { display: "block", border: 0, py: 0.5 },
  "& td::before": { content: "attr(data-label)", display: "block", fontSize: "0.8125rem", fontWeight: 600, color: tokens.inkMuted },
  // A cell with nothing to say (no condition for a suitable process) would show its label alone.
  "& td:empty": { display: "none" },
} as const;

/**
 * Phone layout of a table with a column of links: the figures keep their columns (a grid
 * whose rows share its columns), and each row's link takes a line of its own under them,
 * after its column's label, instead of a column off the screen's edge.
 */
const actionLineStyles = {
  display: "grid",
  gridTemplateColumns: "repeat(var(--columns), auto)",
  "& caption": { display: "block", gridColumn: "1 / -1" },
  "& thead, & tbody, & tr": { display: "grid", gridColumn: "1 / -1", gridTemplateColumns: "subgrid" },
  "& thead [data-actions]": visuallyHidden,
  "& tbody tr > :not([data-actions])": { borderBottom: 0, pb: 0.25 },
  "& tbody [data-actions]": {
    gridColumn: "1 / -1",
    display: "flex",
    alignItems: "center",
    gap: 1,
    pt: 0,
    pb: 0.75,
    "&::before": { content: "attr(data-label)", fontSize: "0.8125rem", fontWeight: 600, color: tokens.inkMuted },
    "& a": { display: "inline-flex", alignItems: "center", minHeight: 24 },
  },
} as const;
