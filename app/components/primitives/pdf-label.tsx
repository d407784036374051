import type { ReactNode } from "react";
import type { PdfLink } from "#app/model/pdf-files.ts";

/**
 * A PDF link's label, followed by the PDF's language when it is not the page's (« · English »
 * on an Arabic page), named in itself and isolated so it reads in its own direction. One
 * element, so that a button laying out its icon and label as flex items keeps them together.
 */
export function PdfLabel({ children, language }: { children: ReactNode } & Pick<PdfLink, "language">) {
  if (!language) return children;
  return (
    <span>
      {children}
      {" · "}
      <bdi lang={language.code}>{language.nom}</bdi>
    </span>
  );
}
