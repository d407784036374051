import { sharedImage } from "#app/content/sharing.server.ts";
import { routeEntry } from "#app/content/route-entry.server.ts";
import { dataSheetView } from "#app/content/views.server.ts";
import { DataSheetTemplate } from "#app/components/templates/data-sheet-template.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { companyMeta, pageMeta } from "#app/lib/meta.ts";
import { withLocalizedHrefs } from "#app/model/locale.ts";
import { productNames } from "#app/model/product-names.ts";
import type { Route } from "./+types/data-sheet";

export function loader(args: Route.LoaderArgs) {
  const { slug, data: sheet, canonical, content, locale } = routeEntry("sheets", args);
  const view = dataSheetView(slug, sheet, content, locale);
  const shell = shellContent(locale);
  const head = pageMeta(shell, {
    meta: view.meta,
    canonical,
    image: sharedImage(sheet.carte.image),
    name: productNames(view, shell.ui.fiche).label,
    section: "fiches",
    product: view,
  });
  return { sheet: withLocalizedHrefs(view, locale), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? companyMeta(shellContent());

export default function DataSheetRoute({ loaderData }: Route.ComponentProps) {
  return <DataSheetTemplate sheet={loaderData.sheet} />;
}
