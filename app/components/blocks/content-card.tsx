import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import type { CardView } from "#app/model/views.ts";
import { bareList } from "#app/theme/bare-list.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ContentImage } from "../primitives/content-image.tsx";
import { SITE_LINK } from "#app/lib/href.ts";

/**
 * The site's one card pattern (home teasers, product cards, other applications):
 * image, optional code, title, one line, link. The title is the link; its ::after
 * stretches over the card so the whole card is clickable without nesting links.
 */
export function ContentCard({ card, headingLevel = 3 }: { card: CardView; headingLevel?: 2 | 3 }) {
  return (
    <Box
      component="article"
      sx={{
        position: "relative",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        bgcolor: tokens.surface,
        border: `1px solid ${tokens.line}`,
        borderRadius: 1,
        overflow: "hidden",
        transition: "border-color 150ms, box-shadow 150ms",
        "&:hover": { borderColor: tokens.accent, boxShadow: "0 6px 18px rgba(36, 33, 30, 0.08)" },
        "&:has(a:focus-visible)": { outline: `3px solid ${tokens.focus}`, outlineOffset: 2 },
      }}
    >
      {/* One frame for every card, whatever the picture's own proportions, so grids keep one rhythm. */}
      <Box sx={{ bgcolor: tokens.surfaceSunk, aspectRatio: "3 / 2", overflow: "hidden" }}>
        <ContentImage image={card.image} sx={{ height: "100%", objectFit: "cover" }} />
      </Box>
      <Box sx={{ p: 2.5, display: "flex", flexDirection: "column", gap: 0.75, flexGrow: 1 }}>
        {card.code && (
          <Typography component="p" sx={{ order: -1, fontWeight: 700, letterSpacing: "0.08em", color: tokens.accent, fontSize: "0.875rem" }}>
            {card.code}
          </Typography>
        )}
        <Typography component={`h${headingLevel}`} variant="h3">
          <Box
            component={Link}
            to={card.href}
            {...SITE_LINK}
            sx={{
              color: "inherit",
              textDecoration: "underline",
              textDecorationColor: tokens.line,
              textUnderlineOffset: "0.2em",
              "&:hover": { textDecorationColor: "currentColor" },
              // The focus ring is drawn on the card (focus-within) instead.
              "&:focus-visible": { outline: "none" },
              "&::after": { content: '""', position: "absolute", inset: 0 },
            }}
          >
            {card.title}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {card.text}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Cards in 1 column on phones, 2 on tablets, 3 on desktops, as the specification lays out
 * product cards. A set of exactly four (the data sheets on the home page) stays at two
 * columns, 2 + 2, rather than 3 + 1.
 */
export function CardGrid({ cards, headingLevel }: { cards: CardView[]; headingLevel?: 2 | 3 }) {
  const four = cards.length === 4;
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: "grid",
        gap: 3,
        gridTemplateColumns: four
          ? { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }
          : { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {cards.map((card) => (
        <li key={card.href}>
          <ContentCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
