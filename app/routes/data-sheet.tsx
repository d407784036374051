import { sharedImage } from "#app/content/sharing.server.ts";
import { routeEntry } from "#app/content/route-entry.server.ts";
import { dataSheetView } from "#app/content/views.server.ts";
import { DataSheetTemplate } from "#app/components/templates/data-sheet-template.tsx";
import { shellContent } from "#app/content/shell-content.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { productNames } from "#app/model/product-names.ts";
import type { Route } from "./+types/data-sheet";

export function loader({ pattern }: Route.LoaderArgs) {
  const { slug, data: sheet, canonical } = routeEntry("sheets", pattern);
  return { sheet: dataSheetView(slug, sheet), canonical, share: sharedImage(sheet.carte.image) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    shellContent(),
    loaderData && {
      meta: loaderData.sheet.meta,
      canonical: loaderData.canonical,
      image: loaderData.share,
      name: productNames(loaderData.sheet, shellContent().ui.fiche).label,
      section: "fiches",
      product: loaderData.sheet,
    },
  );

export default function DataSheetRoute({ loaderData }: Route.ComponentProps) {
  return <DataSheetTemplate sheet={loaderData.sheet} />;
}
