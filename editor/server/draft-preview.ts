import { displayedContent } from "#app/content/loader.server.ts";
import { applicationView, dataSheetView, pageView } from "#app/content/views.server.ts";
import { findEntry } from "#app/model/content.ts";
import { shellContentOf, type ShellContent } from "#app/model/shell-content.ts";
import type { PageApplication } from "#app/generated/content-types.ts";
import type { ApplicationView, DataSheetView, PageView } from "#app/model/views.ts";
import { previewTarget, type PreviewTarget } from "../core/preview-target.ts";
import { draftSlugs } from "./draft-content.ts";

/*
 * What the preview draws for a file of the draft: the views the route loaders would hand
 * the site's templates (app/content/views.server.ts, the same functions), computed from the
 * draft instead of the disk. The browser side of the preview renders them with the site's
 * own templates; nothing here draws a page.
 */

export type PreviewView =
  | { kind: "page"; path: string; shell: ShellContent; page: PageView }
  | { kind: "application"; path: string; shell: ShellContent; application: ApplicationView; labels: PageApplication }
  | { kind: "sheet"; path: string; shell: ShellContent; sheet: DataSheetView }
  | { kind: "not-found"; path: string; shell: ShellContent }
  | { kind: "none" };

/**
 * The view of `file`'s page in the draft. Throws when the draft cannot be drawn yet (a
 * picture that does not exist, a required field missing): the editor keeps the last
 * preview and says why.
 */
export function previewOf(file: string, files: ReadonlyMap<string, unknown>): PreviewView {
  const target: PreviewTarget = previewTarget(file, draftSlugs(files));
  if (target.kind === "none") return target;
  const content = displayedContent(files);
  // The shell (header, footer, menus) of the draft, as the build gives it to the site's.
  const shell = shellContentOf(content);
  if (target.kind === "not-found") return { ...target, shell };
  const { slug, path } = target;
  switch (target.kind) {
    case "page":
      return { kind: "page", path, shell, page: pageView(found(findEntry(content.pages, slug), file), content) };
    case "application":
      return { kind: "application", path, shell, application: applicationView(slug, found(findEntry(content.applications, slug), file), content), labels: content.applicationLabels };
    case "sheet":
      return { kind: "sheet", path, shell, sheet: dataSheetView(slug, found(findEntry(content.sheets, slug), file), content) };
  }
}

function found<T>(data: T | undefined, file: string): T {
  if (data === undefined) throw new Error(`content/${file} : page introuvable`);
  return data;
}
