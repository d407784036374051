import Link from "@mui/material/Link";
import { Fragment } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import { mailtoHref } from "#app/model/text.ts";

/** A content sentence with {destinataire} drawn as a mailto: link to the company (added at the end if an editor left it out). */
export function WithRecipient({ template }: { template: string }) {
  const { company } = useShellContent();
  const link = <Link href={mailtoHref(company.email)}>{company.email}</Link>;
  const parts = template.split("{destinataire}");
  if (parts.length === 1)
    return (
      <>
        {template} {link}
      </>
    );
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && link}
      {part}
    </Fragment>
  ));
}
