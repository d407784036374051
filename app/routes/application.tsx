import { canonicalPath, getApplication, slugFromRequest } from "#app/content/collections.server.ts";
import { ApplicationTemplate } from "#app/components/application-template.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/application";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  return { application: getApplication(slug), canonical: canonicalPath(slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.application.meta, loaderData?.canonical ?? "/");

export default function ApplicationRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationTemplate application={loaderData.application} />;
}
