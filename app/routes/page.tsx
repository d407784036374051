import { sharedImage } from "#app/content/sharing.server.ts";
import { routeEntry } from "#app/content/route-entry.server.ts";
import { pageView } from "#app/content/views.server.ts";
import { PageTemplate } from "#app/components/templates/page-template.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/page";

export function loader({ pattern }: Route.LoaderArgs) {
  const { data: page, canonical } = routeEntry("pages", pattern);
  return { page: pageView(page), canonical, share: sharedImage(page.visuel) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(shellContent(), loaderData && { meta: loaderData.page.meta, canonical: loaderData.canonical, image: loaderData.share, name: loaderData.page.titre });

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageTemplate page={loaderData.page} />;
}
