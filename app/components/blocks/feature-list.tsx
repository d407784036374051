import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { bareList } from "#app/theme/bare-list.ts";
import { tokens } from "#app/theme/tokens.ts";
import { SpriteIcon, type SpriteIconName } from "../primitives/sprite-icon.tsx";

export interface Feature {
  /** An advantage's `icone` in content/, which icons.svg draws under the same name. */
  icon: SpriteIconName;
  title: string;
  text?: string;
}

/** Below two 11rem tiles and their gap, the labels' list is one column. */
const NARROW = "@container (max-width: 22.99rem)";

/** Icon-led points: the six features of a data sheet (label only) or the home page's innovation cards (title and text). */
export function FeatureList({ features, headingLevel }: { features: Feature[]; headingLevel?: 3 }) {
  const detailed = features.some((feature) => feature.text);
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: "grid",
        gap: detailed ? 3 : 2,
        ...(detailed
          ? { gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" } }
          : {
              // Labels: as many tiles a row as fit at 11rem or more, three at most (6 = 3 + 3), so
              // the longest word (« Thermoformable ») always fits inside its tile, whatever the
              // column the list sits in; where one tile a row is all that fits, each is a line.
              containerType: "inline-size",
              gridTemplateColumns: "repeat(auto-fill, minmax(max(11rem, calc((100% - 2rem) / 3)), 1fr))",
            }),
      }}
    >
      {features.map((feature) => (
        <Box
          component="li"
          key={feature.title}
          sx={{
            display: "flex",
            // Detailed cards sit one per row with the icon beside the text until three fit side by side.
            flexDirection: detailed ? { xs: "row", md: "column" } : "column",
            alignItems: detailed ? "flex-start" : "center",
            textAlign: detailed ? "left" : "center",
            gap: detailed ? 2 : 1,
            p: detailed ? 3 : 2,
            ...(!detailed && { [NARROW]: { flexDirection: "row", textAlign: "left", gap: 1.5, py: 1.25 } }),
            bgcolor: tokens.surface,
            border: `1px solid ${tokens.line}`,
            borderRadius: 1,
          }}
        >
          <Box sx={{ display: "grid", placeItems: "center", flexShrink: 0, width: 48, height: 48, borderRadius: "50%", bgcolor: tokens.accentTint, color: tokens.accent }}>
            <SpriteIcon name={feature.icon} />
          </Box>
          <Box sx={{ display: "flex", flexDirection: "column", gap: 1, flexShrink: 1, minWidth: 0 }}>
            {headingLevel ? (
              <Typography component={`h${headingLevel}`} variant="h3">
                {feature.title}
              </Typography>
            ) : (
              <Typography sx={{ fontWeight: 600, lineHeight: 1.35 }}>{feature.title}</Typography>
            )}
            {feature.text && <Typography variant="body2" sx={{ color: "text.secondary" }}>{feature.text}</Typography>}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
