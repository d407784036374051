import { canonicalPath, getPage, slugFromRequest } from "#app/content/collections.server.ts";
import { sharedImage } from "#app/content/sharing.server.ts";
import { pageView } from "#app/content/views.server.ts";
import { PageTemplate } from "#app/components/page-template.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/page";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  const page = getPage(slug);
  return { page: pageView(page), canonical: canonicalPath(slug), share: sharedImage(page.visuel) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData && { meta: loaderData.page.meta, canonical: loaderData.canonical, image: loaderData.share, name: loaderData.page.titre });

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageTemplate page={loaderData.page} />;
}
