import { canonicalPath, getApplication, getApplicationLabels, slugFromRequest } from "#app/content/collections.server.ts";
import { applicationView } from "#app/content/views.server.ts";
import { ApplicationTemplate } from "#app/components/application-template.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/application";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  return { application: applicationView(slug, getApplication(slug)), labels: getApplicationLabels(), canonical: canonicalPath(slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.application.meta, loaderData?.canonical ?? "/");

export default function ApplicationRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by page: a client-side move to another application starts its gallery on the first image.
  return <ApplicationTemplate key={loaderData.canonical} application={loaderData.application} labels={loaderData.labels} />;
}
