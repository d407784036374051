import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { notFound } from "#app/content/site.ts";
import { PageLayout } from "./page-layout.tsx";

/** The 404 page body. */
export function NotFoundScreen() {
  return (
    <PageLayout title={notFound.titre} titleLang={notFound.langueTitre}>
      <Typography sx={{ mb: 4, maxWidth: "60ch" }}>{notFound.texte}</Typography>
      <Button component={Link} to="/" variant="contained">
        {notFound.lienAccueil}
      </Button>
    </PageLayout>
  );
}
