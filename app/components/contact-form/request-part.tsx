import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState, type SyntheticEvent } from "react";
import { tokens } from "#app/theme/tokens.ts";
import { RequestFields, type RequestPartProps } from "./request-fields.tsx";

/**
 * The optional request part of the form (kind, family, thickness, format, quantity,
 * printing process, company, country, phone), in a disclosure that opens by itself when
 * a link or a draft filled it. Its fields are drawn once it has been opened (not in the
 * pre-rendered page, which stays light) and then kept, closed or not, so nothing typed
 * is lost.
 */
export function RequestPart({ id, part, words, catalogue, dispatch, readOnly }: RequestPartProps) {
  const [drawn, setDrawn] = useState(part.open);
  if (part.open && !drawn) setDrawn(true);
  return (
    <Box
      component="details"
      open={part.open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => dispatch({ type: "request-toggled", open: event.currentTarget.open })}
      sx={{
        border: `1px solid ${tokens.line}`,
        borderRadius: 1,
        px: 2.5,
        py: 1.5,
        "&[open]": { pb: 2.5 },
      }}
    >
      <Box
        component="summary"
        sx={{
          cursor: "pointer",
          minHeight: 32,
          "&:focus-visible": { outline: `3px solid ${tokens.focus}`, outlineOffset: 2 },
          display: "flex",
          alignItems: "center",
          fontWeight: 650,
        }}
      >
        {words.titre}
      </Box>
      {drawn && (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 1, mb: 3 }}>
            {words.chapo}
          </Typography>
          <RequestFields id={id} part={part} words={words} catalogue={catalogue} dispatch={dispatch} readOnly={readOnly} />
        </>
      )}
    </Box>
  );
}
