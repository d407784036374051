import { canonicalPath, getPage, slugFromRequest } from "#app/content/collections.server.ts";
import { pageView } from "#app/content/views.server.ts";
import { PageTemplate } from "#app/components/page-template.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/page";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  return { page: pageView(getPage(slug)), canonical: canonicalPath(slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page.meta, loaderData?.canonical ?? "/");

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageTemplate page={loaderData.page} />;
}
