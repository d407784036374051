import { sharedImage } from "#app/content/sharing.server.ts";
import { routeEntry } from "#app/content/route-entry.server.ts";
import { applicationView } from "#app/content/views.server.ts";
import { ApplicationTemplate } from "#app/components/templates/application-template.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/application";

export function loader({ pattern }: Route.LoaderArgs) {
  const { slug, data: application, canonical, content } = routeEntry("applications", pattern);
  return {
    application: applicationView(slug, application),
    labels: content.applicationLabels,
    canonical,
    // Link previews show the gallery's first picture.
    share: sharedImage(application.imagePrincipale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    shellContent(),
    loaderData && {
      meta: loaderData.application.meta,
      canonical: loaderData.canonical,
      image: loaderData.share,
      name: loaderData.application.menu,
      section: "applications",
    },
  );

export default function ApplicationRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by page: a client-side move to another application starts its gallery on the first image.
  return <ApplicationTemplate key={loaderData.canonical} application={loaderData.application} labels={loaderData.labels} />;
}
