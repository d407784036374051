import { createHash } from "node:crypto";
import { displayedContent, factsOf } from "#app/content/loader.server.ts";
import { applicationView, dataSheetView, pageView } from "#app/content/views.server.ts";
import { findEntry, SITE_FILES } from "#app/model/content.ts";
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
  | { kind: "page"; path: string; page: PageView }
  | { kind: "application"; path: string; application: ApplicationView; labels: PageApplication }
  | { kind: "sheet"; path: string; sheet: DataSheetView }
  | { kind: "not-found"; path: string }
  | { kind: "none" };

/** The files the shell (header, footer, error screens) bundles, whose change needs the preview document read again. */
const SHELL_FILES = [SITE_FILES.company, SITE_FILES.ui, SITE_FILES.navigation, SITE_FILES.settings, SITE_FILES.notFound];

/**
 * A fingerprint of everything the shell's bundled modules hold: the site-wide files, the
 * menu labels and order of applications, the codes, names and order of data sheets, and the facts their texts quote.
 */
export function shellVersion(files: ReadonlyMap<string, unknown>): string {
  const menus = [...files]
    .filter(([file]) => file.startsWith("applications/") || file.startsWith("fiches/"))
    .map(([file, data]) => {
      const { menu, code, nom, ordre } = (data ?? {}) as Record<string, unknown>;
      return [file, menu, code, nom, ordre];
    });
  const facts = factsOf(files) ?? null;
  const shell = SHELL_FILES.map((file) => files.get(file));
  return createHash("sha256").update(JSON.stringify({ shell, menus, facts })).digest("hex").slice(0, 16);
}

/**
 * The view of `file`'s page in the draft. Throws when the draft cannot be drawn yet (a
 * picture that does not exist, a required field missing): the editor keeps the last
 * preview and says why.
 */
export function previewOf(file: string, files: ReadonlyMap<string, unknown>): PreviewView {
  const target: PreviewTarget = previewTarget(file, draftSlugs(files));
  if (target.kind === "none" || target.kind === "not-found") return target;
  const content = displayedContent(files);
  const { slug, path } = target;
  switch (target.kind) {
    case "page":
      return { kind: "page", path, page: pageView(found(findEntry(content.pages, slug), file), content) };
    case "application":
      return { kind: "application", path, application: applicationView(slug, found(findEntry(content.applications, slug), file), content), labels: content.applicationLabels };
    case "sheet":
      return { kind: "sheet", path, sheet: dataSheetView(slug, found(findEntry(content.sheets, slug), file), content) };
  }
}

function found<T>(data: T | undefined, file: string): T {
  if (data === undefined) throw new Error(`content/${file} : page introuvable`);
  return data;
}
