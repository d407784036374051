import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { DocumentLink } from "#app/model/buyer-facts.ts";
import { pdfFileName } from "#app/model/pdf-files.ts";
import { bareList } from "#app/theme/bare-list.ts";
import { PdfLabel } from "../primitives/pdf-label.tsx";
import { TextLink } from "../primitives/text-link.tsx";

/** The documents a buyer can download, each under its own file name, then the certifications as lines. */
export function DocumentList({ documents, certifications }: { documents: DocumentLink[]; certifications: string[] }) {
  return (
    <Box sx={{ display: "grid", gap: 1, maxWidth: "65ch" }}>
      <Box component="ul" sx={{ ...bareList, display: "grid", gap: 1 }}>
        {documents.map((document) => (
          <Typography component="li" key={document.href}>
            <TextLink href={document.href} hrefLang={document.language?.code} download={pdfFileName(document.href)}>
              <PdfLabel language={document.language}>{document.label}</PdfLabel>
            </TextLink>
          </Typography>
        ))}
      </Box>
      <Box component="ul" sx={{ ...bareList, display: "grid", gap: 0.5 }}>
        {certifications.map((line) => (
          <Typography component="li" key={line} variant="body2" sx={{ color: "text.secondary" }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
