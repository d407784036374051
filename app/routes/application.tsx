import { canonicalPath, getApplication, getApplicationLabels, slugFromRequest } from "#app/content/collections.server.ts";
import { sharedImage } from "#app/content/sharing.server.ts";
import { applicationView } from "#app/content/views.server.ts";
import { ApplicationTemplate } from "#app/components/application-template.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/application";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  const application = getApplication(slug);
  return {
    application: applicationView(slug, application),
    labels: getApplicationLabels(),
    canonical: canonicalPath(slug),
    // Link previews show the gallery's first picture.
    share: sharedImage(application.imagePrincipale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
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
