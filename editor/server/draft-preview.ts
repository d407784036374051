import { displayedContent } from "#app/content/loader.server.ts";
import { applicationView, dataSheetView, pageView } from "#app/content/views.server.ts";
import { translatedFile } from "#app/model/collections.ts";
import { findEntry } from "#app/model/content.ts";
import { DEFAULT_LOCALE, localizedPath } from "#app/model/locale.ts";
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
  // A translation file: its French item's page, in its language.
  const translated = translatedFile(file);
  const locale = translated?.locale ?? DEFAULT_LOCALE;
  const target: PreviewTarget = previewTarget(translated?.file ?? file, draftSlugs(files));
  if (target.kind === "none") return target;
  const content = displayedContent(files, locale);
  // The shell (header, footer, menus) of the draft, as the build gives it to the site's.
  const shell = shellContentOf(content, locale);
  const path = localizedPath(target.path, locale);
  if (target.kind === "not-found") return { ...target, path, shell };
  const { slug } = target;
  switch (target.kind) {
    case "page":
      return { kind: "page", path, shell, page: pageView(found(findEntry(content.pages, slug), file), content, locale) };
    case "application":
      return { kind: "application", path, shell, application: applicationView(slug, found(findEntry(content.applications, slug), file), content, locale), labels: content.applicationLabels };
    case "sheet":
      return { kind: "sheet", path, shell, sheet: dataSheetView(slug, found(findEntry(content.sheets, slug), file), content, locale) };
  }
}

function found<T>(data: T | undefined, file: string): T {
  if (data === undefined) throw new Error(`content/${file} : page introuvable`);
  return data;
}
