import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { bareList } from "#app/theme/bare-list.ts";
import { tokens } from "#app/theme/tokens.ts";

/**
 * The site's list of short items (examples, uses, applications): ruled lines with a
 * small accent square as bullet. Long lists can flow into columns on wide screens.
 */
export function RuledList({ items, columns = false }: { items: string[]; columns?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        maxWidth: columns ? "none" : "60ch",
        display: columns ? "grid" : "block",
        gridTemplateColumns: columns ? { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } : undefined,
        columnGap: 4,
        "& li": { position: "relative", pl: 3, py: 1, borderTop: `1px solid ${tokens.line}` },
        "& li:last-of-type": { borderBottom: `1px solid ${tokens.line}` },
        // In a grid every cell closes its own line, so the last row is ruled whatever its length.
        ...(columns && { "& li": { position: "relative", pl: 3, py: 1, borderBottom: `1px solid ${tokens.line}` } }),
        // A small square of the accent colour as bullet, aligned on the first line.
        "& li::before": { content: '""', position: "absolute", left: 2, top: "1.2em", width: 8, height: 8, bgcolor: tokens.accent },
      }}
    >
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
