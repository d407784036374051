import { shownFile, type ContentCheck, type ContentProblem } from "../check.ts";
import { joinPath } from "../../../../app/model/content-rules/places.ts";

interface Table {
  colonnes: string[];
  lignes: string[][];
}

const isTable = (value: unknown): value is Table =>
  !!value && typeof value === "object" && Array.isArray((value as Table).colonnes) && Array.isArray((value as Table).lignes) && (value as Table).lignes.every(Array.isArray);

function* tablesIn(value: unknown, at = ""): Generator<{ table: Table; at: string }> {
  if (isTable(value)) yield { table: value, at };
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* tablesIn(item, joinPath(at, index));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) yield* tablesIn(item, joinPath(at, key));
}

/** The free tables of the content (a page's "tableau" block, a sheet's categories): as many cells as columns, no row twice. */
export const tables: ContentCheck = {
  name: "tables",
  description: "Refuses a table row with more or fewer cells than the table has columns, and a row written twice.",
  *check({ files }) {
    for (const [relative, data] of files)
      for (const { table, at } of tablesIn(data)) {
        const rows = new Map<string, number>();
        for (const [index, row] of table.lignes.entries()) {
          const place: Omit<ContentProblem, "message"> = { file: shownFile(relative), path: joinPath(joinPath(at, "lignes"), index) };
          if (row.length !== table.colonnes.length)
            yield { ...place, message: `cette ligne a ${row.length} cellules pour ${table.colonnes.length} colonnes — ajoutez ou retirez des cellules.` };
          const key = JSON.stringify(row.map((cell) => cell.trim().toLowerCase()));
          const first = rows.get(key);
          if (first !== undefined) yield { ...place, message: `cette ligne répète la ligne ${first + 1} — supprimez le doublon.` };
          else rows.set(key, index);
        }
      }
  },
};
