import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import type { Recommendations } from "#app/model/recommendations.ts";
import { bareList } from "#app/theme/bare-list.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ActionLink } from "../primitives/action-link.tsx";
import { BlockSection } from "./block-section.tsx";
import { SITE_LINK } from "#app/lib/href.ts";

/**
 * The families an application page recommends: small cards without pictures (code and
 * name as the link to the data sheet, thicknesses, the reason, the rating of each process
 * the application needs), then the sample request
 * for this application. Static styles only: the cards are server-rendered markup.
 */
export function RecommendedGrades({ title, recommended }: { title: string; recommended: Recommendations }) {
  return (
    <BlockSection title={title}>
      <Box
        component="ul"
        sx={{
          ...bareList,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(auto-fit, minmax(16rem, 1fr))" },
          "& > li": { position: "relative", p: 2.5, bgcolor: tokens.surface, border: `1px solid ${tokens.line}`, borderRadius: 1 },
          "& > li:has(a:focus-visible)": { outline: `3px solid ${tokens.focus}`, outlineOffset: 2 },
          "& a": { color: "inherit", textUnderlineOffset: "0.2em" },
          "& a:focus-visible": { outline: "none" },
          // The whole card is the link to the sheet, without nesting links.
          "& a::after": { content: '""', position: "absolute", inset: 0 },
          "& > li > p": { m: 0, mt: 0.75 },
        }}
      >
        {recommended.grades.map((grade) => (
          <li key={grade.href}>
            <Typography component="h3" variant="h3">
              <Link to={grade.href} {...SITE_LINK}>{grade.title}</Link>
            </Typography>
            <Typography sx={{ fontWeight: 650, fontVariantNumeric: "tabular-nums" }}>{grade.thicknesses}</Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {grade.reason}
            </Typography>
            {grade.processes.length > 0 && (
              <Box sx={{ mt: 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 650 }}>
                  {recommended.processesTitle}
                </Typography>
                <Box component="ul" sx={{ ...bareList, mt: 0.5, typography: "body2", "& > li": { py: 0.5, borderTop: `1px solid ${tokens.line}` } }}>
                  {grade.processes.map((line) => (
                    <li key={line.text}>
                      {line.text}
                      {line.condition && <Box component="span" sx={{ display: "block", color: "text.secondary" }}>{line.condition}</Box>}
                    </li>
                  ))}
                </Box>
              </Box>
            )}
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>
        <ActionLink href={recommended.request.href}>{recommended.request.label}</ActionLink>
      </Box>
    </BlockSection>
  );
}
