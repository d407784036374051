import { sharedImage } from "#app/content/sharing.server.ts";
import { routeEntry } from "#app/content/route-entry.server.ts";
import { applicationView } from "#app/content/views.server.ts";
import { ApplicationTemplate } from "#app/components/templates/application-template.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { companyMeta, pageMeta } from "#app/lib/meta.ts";
import { withLocalizedHrefs } from "#app/model/locale.ts";
import type { Route } from "./+types/application";

export function loader(args: Route.LoaderArgs) {
  const { slug, data: application, canonical, content, locale } = routeEntry("applications", args);
  const head = pageMeta(shellContent(locale), {
    meta: application.meta,
    canonical,
    // Link previews show the gallery's first picture.
    image: sharedImage(application.imagePrincipale),
    name: application.menu,
    section: "applications",
  });
  return {
    application: withLocalizedHrefs(applicationView(slug, application, content, locale), locale),
    labels: content.applicationLabels,
    canonical,
    head,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? companyMeta(shellContent());

export default function ApplicationRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by page: a client-side move to another application starts its gallery on the first image.
  return <ApplicationTemplate key={loaderData.canonical} application={loaderData.application} labels={loaderData.labels} />;
}
