import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { TextLink } from "../primitives/text-link.tsx";
import { WithRecipient } from "./with-recipient.tsx";

/** The lines under the form: the privacy note, the other way to write, and what to do without JavaScript. */
export function FormNotes({ block }: { block: BlocFormulaireContact }) {
  return (
    <>
      {block.confidentialite && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {block.confidentialite.texte}{" "}
          {/* In one piece: a link broken over two lines has its middle between them, where a click or a focus check lands on the text. */}
          <Box component="span" sx={{ display: "inline-block" }}>
            <TextLink href={block.confidentialite.lien.href}>{block.confidentialite.lien.libelle}</TextLink>
          </Box>
        </Typography>
      )}

      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        <WithRecipient template={block.alternative} />
      </Typography>
      <noscript>
        <Typography sx={{ fontWeight: 600 }}>
          <WithRecipient template={block.sansJavascript} />
        </Typography>
      </noscript>
    </>
  );
}
