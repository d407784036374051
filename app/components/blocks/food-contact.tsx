import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { FoodContactView } from "#app/model/buyer-facts.ts";
import { TextLink } from "../primitives/text-link.tsx";

/** What the company documents about food contact: the situation first, then what it covers, the regulation and the declaration when supplied. */
export function FoodContact({ facts }: { facts: FoodContactView }) {
  return (
    <Box sx={{ display: "grid", gap: 1, maxWidth: "65ch" }}>
      <Typography>
        <strong>{facts.status}</strong>
      </Typography>
      {facts.text && <Typography>{facts.text}</Typography>}
      {facts.regulation && <Typography>{facts.regulation}</Typography>}
      {facts.declaration && (
        <Typography>
          <TextLink href={facts.declaration.href} download>
            {facts.declaration.label}
          </TextLink>
        </Typography>
      )}
    </Box>
  );
}
