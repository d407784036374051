import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Langues, Traduction } from "#app/generated/content-types.ts";
import { COLLECTION_NAMES, type CollectionName, collectionOf, isSystemFile, schemaForFile, slugFromFile, translatedFile, translationFile } from "#app/model/collections.ts";
import { assembleContent, SITE_FILES, type SiteContent } from "#app/model/content.ts";
import { factSources, fillAllFacts, fillFacts, sheetFacts, siteFacts, type Facts, type SheetRows } from "#app/model/facts.ts";
import { siteRoutes, type CollectionSlugs, type SiteRoute } from "#app/model/site-routes.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";
import { builtTranslations, entriesOf, translateData } from "#app/model/translations.ts";
import { typeset } from "#app/model/locale-typography.ts";
import { parseJson, syntaxErrorLine, withoutBom } from "./json-text.ts";

/*
 * The one reader of content/: the route list, the route loaders (at pre-render time),
 * the PDFs, the sitemap, the content check's cross-file rules and the tests all read
 * the content through this module. Runs in Node only (build, pre-render, scripts):
 * route modules import it in their loaders, which never reach the browser.
 */

export interface ProjectDirs {
  contentDir: string;
  publicDir: string;
}

/** content/ and public/ of the project the build or the dev server runs in (both start from its root). */
export function projectDirs(root = process.cwd()): ProjectDirs {
  return { contentDir: path.join(root, "content"), publicDir: path.join(root, "public") };
}

const defaultContentDir = () => projectDirs().contentDir;

/**
 * Every file under content/ except the image sources (content/images/) and the files the
 * system drops into folders (.DS_Store, Thumbs.db, editor backups: see isSystemFile), as
 * paths relative to it, sorted.
 */
export function listContentFiles(contentDir = defaultContentDir()): string[] {
  const out: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      // content/images/ holds image sources, checked through the fields that use them.
      if (relative === "images" && entry.isDirectory()) continue;
      if (isSystemFile(entry.name)) continue;
      if (entry.isDirectory()) visit(path.join(dir, entry.name), relative);
      else out.push(relative);
    }
  };
  visit(contentDir, "");
  return out.sort();
}

/** A content file's text as an editor saved it, without the byte-order mark some editors put first. */
export function readContentText(relative: string, contentDir = defaultContentDir()): string {
  return withoutBom(readFileSync(path.join(contentDir, relative), "utf8"));
}

/** The file names (without ".json") of each collection folder, sorted. */
export function collectionSlugs(contentDir = defaultContentDir()): CollectionSlugs {
  const slugs = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, [] as string[]])) as Record<CollectionName, string[]>;
  for (const relative of listContentFiles(contentDir)) {
    const [folder] = relative.split("/");
    if (schemaForFile(relative) && folder in slugs) slugs[folder as CollectionName].push(slugFromFile(relative));
  }
  return slugs;
}

/**
 * The languages whose pages are built: French, then each language content/site/langues.json
 * does not mark « désactivée ». Read on its own, before the rest of the content, as the
 * route list needs it; a file that cannot be read yet builds French only (the content
 * check says what to fix).
 */
export function builtLocales(contentDir = defaultContentDir()): string[] {
  const parsed = existsSync(path.join(contentDir, SITE_FILES.languages)) ? parseJson(readContentText(SITE_FILES.languages, contentDir)) : undefined;
  const languages = parsed?.ok ? (parsed.data as Langues) : undefined;
  const others = Array.isArray(languages?.langues) ? builtTranslations(languages).map((language) => language.code) : [];
  return [DEFAULT_LOCALE, ...others.filter((code) => typeof code === "string" && code !== DEFAULT_LOCALE)];
}

/** Every pre-rendered page, from the files in content/, in every built language. */
export const readSiteRoutes = (contentDir = defaultContentDir()): SiteRoute[] => siteRoutes(collectionSlugs(contentDir), builtLocales(contentDir));

/** Parsed content files (those that have a schema), keyed by path under content/. Throws, naming the file, on a syntax error. */
export function readContentFiles(contentDir = defaultContentDir()): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const relative of listContentFiles(contentDir)) {
    if (!schemaForFile(relative)) continue;
    const parsed = parseJson(readContentText(relative, contentDir));
    if (!parsed.ok) throw new Error(syntaxErrorLine(`content/${relative}`, parsed.error));
    files.set(relative, parsed.data);
  }
  return files;
}

const cache = new Map<string, { signature: string; content: SiteContent }>();

/** Names, sizes and modification times of the content files: a changed file gives a new signature. */
function signature(contentDir: string): string {
  return listContentFiles(contentDir)
    .map((relative) => {
      const stat = statSync(path.join(contentDir, relative));
      return `${relative}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("|");
}

/**
 * The content as the site shows it: typed, collections in their order, placeholders such
 * as {applications.nombre} filled from the data (app/model/facts.ts), French no-break
 * spaces applied. Read once, then again only when a file changes (the dev server shows
 * an edit on the next page load).
 */
export function loadContent(contentDir = defaultContentDir(), locale: string = DEFAULT_LOCALE): SiteContent {
  const current = signature(contentDir);
  const key = `${contentDir}\n${locale}`;
  const cached = cache.get(key);
  if (cached?.signature === current) return cached.content;
  const content = displayedContent(readContentFiles(contentDir), locale);
  cache.set(key, { signature: current, content });
  return content;
}

/**
 * Parsed content files (path under content/ → data, as they passed the content check)
 * as the site shows them: placeholders filled, French no-break spaces applied. The content
 * editor's preview goes through here with its draft.
 */
export function displayedContent(files: ReadonlyMap<string, unknown>, locale: string = DEFAULT_LOCALE): SiteContent {
  const french = new Map([...files].filter(([file]) => !translatedFile(file)));
  const facts = siteFacts(factSources(assembleContent(french)));
  const shown = new Map([...french].map(([file, data]) => [file, displayedFile(file, data, facts)]));
  if (locale === DEFAULT_LOCALE) return assembleContent(shown);
  // The other languages: the French as shown, each up-to-date translation in place of its text (app/model/translations.ts).
  const entriesOfFile = (file: string) => entriesOf(files.get(translationFile(locale, file)) as Traduction | undefined);
  // Their facts: the language's numbers and lists, of the translated names (applications, families, processes).
  const named = new Map([...french].map(([file, data]) => [file, translateData(data, entriesOfFile(file))]));
  const localFacts = siteFacts(factSources(assembleContent(named)), locale);
  return assembleContent(
    new Map(
      [...french].map(([file, data]) => {
        const entries = entriesOfFile(file);
        const own = collectionOf(file) === "fiches" ? sheetFacts(localFacts, named.get(file) as SheetRows, locale) : localFacts;
        return [file, translateData(data, entries, shown.get(file), (text) => typeset(fillFacts(text, own), locale))];
      }),
    ),
  );
}

/**
 * One content file as the site shows it: displayedContent finishes every file with it. A
 * data sheet's texts also get their own `fiche.…` facts. Without facts (the content cannot
 * be read yet), the placeholders stay as written and the content check says why.
 */
export function displayedFile(file: string, data: unknown, facts: Facts | undefined): unknown {
  // Settings are addresses, delays and file paths, not prose.
  if (file === SITE_FILES.settings) return data;
  const own = facts && collectionOf(file) === "fiches" ? sheetFacts(facts, data as SheetRows) : facts;
  return typeset(own ? fillAllFacts(data, own) : data);
}
