import { ApplicationTemplate } from "#app/components/templates/application-template.tsx";
import { DataSheetTemplate } from "#app/components/templates/data-sheet-template.tsx";
import { NotFoundScreen } from "#app/components/shell/not-found-screen.tsx";
import { PageTemplate } from "#app/components/templates/page-template.tsx";
import type { PageApplication } from "#app/generated/content-types.ts";
import type { ApplicationView, DataSheetView, PageView } from "#app/model/views.ts";
import type { PreviewView } from "../api.ts";

/** The site's own template for the view, as the route modules of app/routes/ render it. */
export function PreviewPage({ view }: { view: PreviewView }) {
  switch (view.kind) {
    case "page":
      return <PageTemplate page={view.page as PageView} />;
    case "application":
      return <ApplicationTemplate key={view.path} application={view.application as ApplicationView} labels={view.labels as PageApplication} />;
    case "sheet":
      return <DataSheetTemplate sheet={view.sheet as DataSheetView} />;
    case "not-found":
      return <NotFoundScreen />;
    default:
      return null;
  }
}
