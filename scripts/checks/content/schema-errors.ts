import type { ErrorObject } from "ajv";
import { readablePath } from "../../../app/model/content-rules/places.ts";
import type { SchemaNode } from "../../../app/model/content-rules/schema-walk.ts";
import { describeValue, formatNumber, INVISIBLE_SPACES, plural, quote, quoteExact } from "../../../app/model/content-rules/wording.ts";

/**
 * Turns ajv's errors into one French sentence each, written for the person who
 * edits the JSON: what is wrong, then what to do. The wording is locked by
 * snapshot tests, so change it on purpose only.
 */

const TYPE_NAMES: Record<string, string> = {
  string: "un texte entre guillemets",
  number: "un nombre (sans guillemets, avec un point décimal : 1.5)",
  integer: "un nombre entier (sans guillemets ni décimales)",
  array: "une liste entre crochets [ … ]",
  object: "un objet entre accolades { … }",
  boolean: "true ou false",
  null: "null",
};

/** The field's title in parentheses; not the generic "Texte" of commun.schema.json, which says nothing of the field. */
function label(schema: SchemaNode | undefined): string {
  return schema?.title && schema.title !== "Texte" ? ` (${schema.title})` : "";
}

export interface SchemaMessage {
  /** Readable field path, `""` for the file itself. */
  path: string;
  message: string;
}

/** The pattern a value failed, from ajv's error or from the errors an ajv-errors sentence replaced. */
function failedPattern(error: ErrorObject): string | undefined {
  if (error.keyword === "pattern") return String((error.params as { pattern: string }).pattern);
  const inner = (error.params as { errors?: ErrorObject[] }).errors?.find((item) => item.keyword === "pattern");
  return inner && String((inner.params as { pattern: string }).pattern);
}

/**
 * A text refused for its form that is only spaces, or that only an invisible space keeps
 * from the expected form (a phone number pasted from a web page): said as such, since
 * the value would look right in the message.
 */
function spacesMessage(error: ErrorObject, path: string): SchemaMessage | undefined {
  const value = error.data;
  if (typeof value !== "string") return undefined;
  if (value !== "" && value.trim() === "") return { path, message: `le texte n'est fait que d'espaces${label(error.parentSchema as SchemaNode)} — écrivez-le.` };
  const pattern = failedPattern(error);
  INVISIBLE_SPACES.lastIndex = 0;
  if (!pattern || !INVISIBLE_SPACES.test(value)) return undefined;
  if (!new RegExp(pattern, "u").test(value.replace(INVISIBLE_SPACES, " "))) return undefined;
  return {
    path,
    message: `le texte ${quoteExact(value)} contient une espace insécable (montrée ⍽), invisible mais refusée ici — remplacez-la par une espace ordinaire.`,
  };
}

export function schemaErrorMessage(error: ErrorObject): SchemaMessage {
  const path = readablePath(error.instancePath);
  const schema = error.parentSchema as SchemaNode | undefined;
  const value = error.data;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "pattern" || error.keyword === "errorMessage" || error.keyword === "minLength") {
    const spaces = spacesMessage(error, path);
    if (spaces) return spaces;
  }

  switch (error.keyword) {
    case "required": {
      const field = String(params.missingProperty);
      const fieldSchema = schema?.properties?.[field];
      return {
        path,
        message: `le champ obligatoire « ${field} »${label(fieldSchema)} manque — ajoutez-le${
          fieldSchema?.description ? ` : ${fieldSchema.description}` : "."
        }`,
      };
    }
    case "additionalProperties": {
      const field = String(params.additionalProperty);
      const allowed = Object.keys(schema?.properties ?? {});
      if (params.suggestion) return { path, message: `le champ « ${field} » n'est pas prévu ici : c'est « ${String(params.suggestion)} » mal orthographié — corrigez son nom en « ${String(params.suggestion)} ».` };
      return {
        path,
        message: `le champ « ${field} » n'est pas prévu ici — supprimez-le ou corrigez son nom (champs possibles : ${allowed.join(", ")}).`,
      };
    }
    case "type": {
      const expected = String(params.type)
        .split(",")
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(" ou ");
      return { path, message: `la valeur doit être ${expected}, or c'est ${describeValue(value)} — corrigez-la.` };
    }
    case "minimum":
    case "exclusiveMinimum":
      return {
        path,
        message: `${formatNumber(Number(value))} est trop petit${label(schema)} : le minimum est ${formatNumber(Number(params.limit))} — corrigez la valeur.`,
      };
    case "maximum":
    case "exclusiveMaximum":
      return {
        path,
        message: `${formatNumber(Number(value))} est trop grand${label(schema)} : le maximum est ${formatNumber(Number(params.limit))} — corrigez la valeur.`,
      };
    case "minLength": {
      const length = String(value).length;
      return length === 0
        ? { path, message: `le texte est vide${label(schema)} — écrivez-le (au moins ${plural(Number(params.limit), "caractère")}).` }
        : {
            path,
            message: `le texte est trop court${label(schema)} : ${plural(length, "caractère")}, il en faut au moins ${params.limit} — complétez-le.`,
          };
    }
    case "maxLength":
      return {
        path,
        message: `le texte est trop long${label(schema)} : ${plural(String(value).length, "caractère")}, ${params.limit} au maximum — raccourcissez-le.`,
      };
    case "minItems":
    case "maxItems": {
      const count = Array.isArray(value) ? value.length : 0;
      const min = schema?.minItems as number | undefined;
      const max = schema?.maxItems as number | undefined;
      if (min !== undefined && min === max) {
        const fix = count < min ? `ajoutez-en ${min - count}` : `retirez-en ${count - min}`;
        return { path, message: `il faut exactement ${min} éléments${label(schema)}, la liste en a ${count} — ${fix}.` };
      }
      return error.keyword === "minItems"
        ? { path, message: `la liste a ${plural(count, "élément")}${label(schema)}, il en faut au moins ${params.limit} — ajoutez-en ${Number(params.limit) - count}.` }
        : { path, message: `la liste a ${plural(count, "élément")}${label(schema)}, ${params.limit} au maximum — retirez-en ${count - Number(params.limit)}.` };
    }
    case "uniqueItems": {
      const twice = Array.isArray(value) ? value[Number(params.i)] : undefined;
      return {
        path,
        message: `les éléments ${Number(params.j) + 1} et ${Number(params.i) + 1} de la liste sont identiques${typeof twice === "string" ? ` (${quote(twice)})` : ""} — supprimez le doublon.`,
      };
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((item) => `« ${String(item)} »`).join(", ");
      return { path, message: `${describeValue(value, true)} n'est pas une valeur permise${label(schema)} — choisissez parmi : ${allowed}.` };
    }
    case "const":
      return { path, message: `la valeur doit être « ${String(params.allowedValue)} » — remettez cette valeur.` };
    case "format": {
      const examples: Record<string, string> = {
        courriel: "une adresse e-mail simple comme info@example.com (sans espace ni « ? », « & », « # », « % » ou « , », qui ajouteraient un destinataire caché ou casseraient le formulaire)",
        uri: "une adresse complète comme https://www.example.com/page",
      };
      return {
        path,
        message: `${describeValue(value, true)} n'est pas ${examples[String(params.format)] ?? `au format ${String(params.format)}`} — corrigez-la.`,
      };
    }
    case "pattern":
      return { path, message: `${describeValue(value, true)} n'a pas la forme attendue${label(schema)} — suivez l'exemple de l'aide : ${schema?.description ?? ""}` };
    case "dependentRequired":
      return {
        path,
        message: `« ${String(params.property)} » ne va pas sans « ${String(params.missingProperty)} » — ajoutez « ${String(params.missingProperty)} » ou retirez « ${String(params.property)} ».`,
      };
    case "discriminator": {
      // A page block without a usable "type": the schema's description lists the possible types.
      const help = schema?.description ? ` ${schema.description}` : "";
      return params.error === "mapping"
        ? { path, message: `« ${String(params.tagValue)} » n'est pas un type de bloc connu — choisissez un type existant.${help}` }
        : { path, message: `le champ obligatoire « ${String(params.tag)} » manque ou n'est pas un texte — ajoutez-le.${help}` };
    }
    case "errorMessage":
      // Custom sentence written in the schema (ajv-errors); the value is shown so the editor finds it.
      return {
        path,
        message: `${value !== null && typeof value !== "object" ? `${describeValue(value, true)} : ` : ""}${error.message} — corrigez la valeur.`,
      };
    default:
      return { path, message: `${error.message ?? "valeur non valide"} — corrigez la valeur.` };
  }
}
