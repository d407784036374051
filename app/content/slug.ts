/** `/content/applications/papeterie.json` → `papeterie`: a content file's name is its page address. */
export function slugFromFile(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1, -".json".length);
}
