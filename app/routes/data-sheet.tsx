import { canonicalPath, families, getDataSheet, slugFromRequest } from "#app/content/collections.server.ts";
import { dataSheetView } from "#app/content/views.server.ts";
import { DataSheetTemplate } from "#app/components/data-sheet-template.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/data-sheet";

export function loader({ request }: Route.LoaderArgs) {
  const slug = slugFromRequest(request);
  return { sheet: dataSheetView(slug, getDataSheet(slug)), families, canonical: canonicalPath(slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.sheet.meta, loaderData?.canonical ?? "/");

export default function DataSheetRoute({ loaderData }: Route.ComponentProps) {
  return <DataSheetTemplate sheet={loaderData.sheet} families={loaderData.families} />;
}
