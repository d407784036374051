import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { schemaForFile } from "#app/model/collections.ts";
import { describeForm, FIELDS, parseReference, resolveNode, unitOf, WIDGETS, type SchemaNode, type UiNode } from "../../editor/core/form-schema.ts";
import { withoutEmptyOptionals } from "../../editor/core/form-data.ts";
import { errorTree } from "../../editor/core/error-schema.ts";
import { itemTitle } from "../../editor/core/item-titles.ts";
import { ROOT_DIR } from "#scripts/lib/paths.ts";

/*
 * From the schemas of schema/ (as they are, read from disk) to the form the editor draws:
 * every $ref resolvable inside one schema, and the inputs chosen from the schema's own
 * words. Nothing here names a field the schema does not: a field added to a schema gets
 * its input without a change of code.
 */

const SCHEMA_DIR = path.join(ROOT_DIR, "schema");
const schemas = new Map<string, SchemaNode>(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => [file, JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), "utf8")) as SchemaNode]),
);

/** Every `$ref` of a node, at any depth. */
function* refs(node: unknown): Generator<string> {
  if (Array.isArray(node)) for (const item of node) yield* refs(item);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") yield value;
      else yield* refs(value);
    }
}

const sheet = describeForm(schemaForFile("fiches/rbn.json")!, schemas);
const rowUi = (sheet.uiSchema.lignes as UiNode).items as UiNode;

describe("the form of a content file", () => {
  test.each([...schemas.keys()])("%s: one schema whose every $ref points inside it", (name) => {
    const { schema } = describeForm(name, schemas);
    for (const ref of refs(schema)) {
      expect(ref.startsWith("#")).toBe(true);
      expect(resolveNode({ $ref: ref }, schema).node).not.toHaveProperty("$ref");
    }
  });

  test("numbers get the French number input with the unit their title gives", () => {
    expect(rowUi.epaisseur).toEqual({ "ui:widget": WIDGETS.number, "ui:options": { unit: "µm" } });
    expect(rowUi.grammage).toEqual({ "ui:widget": WIDGETS.number, "ui:options": { unit: "g/m²" } });
    expect(unitOf("Densité (g/cm³)")).toBe("g/cm³");
    expect(unitOf("Ordre dans les menus")).toBeUndefined();
  });

  test("long texts are multi-line, short ones are not; the $schema line is hidden", () => {
    expect((sheet.uiSchema.description as UiNode)["ui:widget"] ?? ((sheet.uiSchema.description as UiNode).items as UiNode)?.["ui:widget"]).toBe(WIDGETS.textarea);
    expect((sheet.uiSchema.code as UiNode)["ui:widget"]).toBeUndefined();
    expect(sheet.uiSchema.$schema).toEqual({ "ui:widget": WIDGETS.hidden });
  });

  test("a picture with its alt text is one image field; a reference to other content is a choice", () => {
    expect((sheet.uiSchema.carte as UiNode).image).toMatchObject({ "ui:field": FIELDS.image });
    const application = describeForm(schemaForFile("applications/papeterie.json")!, schemas);
    expect(application.uiSchema.imagePrincipale).toMatchObject({ "ui:field": FIELDS.image });
    expect(((application.uiSchema.galerie as UiNode).items as UiNode)["ui:field"]).toBe(FIELDS.image);
    expect((sheet.uiSchema.fichesLiees as UiNode).items).toMatchObject({ "ui:widget": WIDGETS.reference, "ui:options": { reference: "fiches" } });
    // A process is chosen among those of content/site/procedes.json, by its key.
    expect(((sheet.uiSchema.procedes as UiNode).items as UiNode).procede).toMatchObject({ "ui:widget": WIDGETS.reference, "ui:options": { reference: "procedes" } });
    expect(parseReference("procedes")).toEqual({ file: "site/procedes.json", list: "procedes", field: "cle", label: "nom" });
    expect(parseReference("fiches.code")).toEqual({ collection: "fiches", field: "code" });
  });

  test("a property added to a schema appears with its input, no code involved", () => {
    const changed = structuredClone(schemas);
    const schema = changed.get("fiche-technique.schema.json")!;
    schema.properties!.poidsPalette = { title: "Poids d'une palette (kg)", description: "Exemple : 650.", type: "number" };
    expect(describeForm("fiche-technique.schema.json", changed).uiSchema.poidsPalette).toEqual({ "ui:widget": WIDGETS.number, "ui:options": { unit: "kg" } });
  });
});

describe("what the form hands back", () => {
  const { schema } = sheet;
  const rbn = JSON.parse(readFileSync(path.join(ROOT_DIR, "content/fiches/rbn.json"), "utf8")) as Record<string, unknown>;

  test("the real file comes back unchanged", () => {
    expect(withoutEmptyOptionals(rbn, schema)).toEqual(rbn);
  });

  test("an optional list emptied is left out, a required one is kept for the check to name", () => {
    const cleaned = withoutEmptyOptionals({ ...rbn, fichesLiees: [], lignes: [] }, schema) as Record<string, unknown>;
    expect(cleaned).not.toHaveProperty("fichesLiees");
    expect(cleaned.lignes).toEqual([]);
  });
});

describe("the check's messages at their fields", () => {
  test("a path of the check becomes the tree the form reads", () => {
    expect(
      errorTree([
        { path: "lignes[2].grammage", message: "a" },
        { path: "lignes[2].grammage", message: "b" },
        { path: "", message: "c" },
      ]),
    ).toEqual({ __errors: ["c"], lignes: { 2: { grammage: { __errors: ["a", "b"] } } } });
  });

  test("list entries are titled as the check names them", () => {
    expect(itemTitle("lignes", 2, { epaisseur: 300, grammage: 450 })).toBe("Ligne 3 (300 µm)");
    expect(itemTitle("paragraphes", 1, "Un texte")).toBe("Paragraphe 2");
  });
});
