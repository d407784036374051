import { sharedImage } from "#app/content/sharing.server.ts";
import { routeEntry } from "#app/content/route-entry.server.ts";
import { pageView } from "#app/content/views.server.ts";
import { PageTemplate } from "#app/components/templates/page-template.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { companyMeta, pageMeta } from "#app/lib/meta.ts";
import { withLocalizedHrefs } from "#app/model/locale.ts";
import type { Route } from "./+types/page";

export function loader(args: Route.LoaderArgs) {
  const { data: page, canonical, content, locale } = routeEntry("pages", args);
  const head = pageMeta(shellContent(locale), { meta: page.meta, canonical, image: sharedImage(page.visuel), name: page.titre });
  return { page: withLocalizedHrefs(pageView(page, content, locale), locale), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? companyMeta(shellContent());

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageTemplate page={loaderData.page} />;
}
