import Typography from "@mui/material/Typography";
import { useShellContent } from "#app/content/shell-context.tsx";
import { ActionLink } from "../primitives/action-link.tsx";
import { PageLayout } from "../templates/page-layout.tsx";

/** The 404 page body. */
export function NotFoundScreen() {
  const { notFound } = useShellContent();
  return (
    <PageLayout title={notFound.titre} titleLang={notFound.langueTitre}>
      <Typography sx={{ mb: 4, maxWidth: "60ch" }}>{notFound.texte}</Typography>
      <ActionLink href="/">{notFound.lienAccueil}</ActionLink>
    </PageLayout>
  );
}
