import { schemaForFile, schemaRefFor } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";

/** The "$schema" line gives the editor the right help and completion. */
export const schemaReference: ContentCheck = {
  name: "schema-reference",
  description: "Refuses a \"$schema\" line that points to another file's schema.",
  *check({ files }) {
    for (const [relative, data] of files) {
      const expected = schemaRefFor(relative, schemaForFile(relative)!);
      const actual = (data as { $schema?: unknown }).$schema;
      if (typeof actual === "string" && actual !== expected)
        yield { file: shownFile(relative), path: "$schema", message: `« ${actual} » n'est pas le schéma de ce fichier — remplacez-le par « ${expected} ».` };
    }
  },
};
