/**
 * A structural check of the site's JSON-LD against what schema.org defines for each
 * type it uses and what Google documents as required for its features (Organization,
 * LocalBusiness, Product, BreadcrumbList): known properties only, required ones
 * present, values of the expected kind, no undefined, null or empty value, and every
 * `@id` reference pointing at a node of the same graph. schema-dts checks the
 * builders at compile time; this checks the JSON the pages actually carry.
 */

type Check = (value: unknown, path: string, errors: string[]) => void;

interface TypeSpec {
  required: Record<string, Check>;
  optional?: Record<string, Check>;
  /** Cross-property rule, e.g. PropertyValue has a value or a range. */
  rule?: (node: Record<string, unknown>, path: string, errors: string[]) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const text: Check = (value, path, errors) => {
  if (typeof value !== "string" || value.trim() === "") errors.push(`${path}: texte non vide attendu, reçu ${JSON.stringify(value)}`);
};
const number: Check = (value, path, errors) => {
  if (typeof value !== "number" || !Number.isFinite(value)) errors.push(`${path}: nombre attendu, reçu ${JSON.stringify(value)}`);
};
const integer: Check = (value, path, errors) => {
  if (!Number.isInteger(value)) errors.push(`${path}: entier attendu, reçu ${JSON.stringify(value)}`);
};
const url: Check = (value, path, errors) => {
  if (typeof value !== "string" || !/^https:\/\/[^/\s]+(\/\S*)?$/.test(value)) errors.push(`${path}: adresse https absolue attendue, reçu ${JSON.stringify(value)}`);
};
const pattern =
  (regex: RegExp): Check =>
  (value, path, errors) => {
    if (typeof value !== "string" || !regex.test(value)) errors.push(`${path}: ${JSON.stringify(value)} ne correspond pas à ${regex}`);
  };
const oneOf =
  (values: readonly string[]): Check =>
  (value, path, errors) => {
    if (typeof value !== "string" || !values.includes(value)) errors.push(`${path}: ${JSON.stringify(value)} n'est pas une valeur permise`);
  };
const list =
  (item: Check, { min = 1 } = {}): Check =>
  (value, path, errors) => {
    if (!Array.isArray(value) || value.length < min) {
      errors.push(`${path}: liste d'au moins ${min} élément(s) attendue`);
      return;
    }
    value.forEach((entry, index) => item(entry, `${path}[${index}]`, errors));
  };
/** An embedded node of one of `types`, checked against its own spec. */
const node =
  (...types: string[]): Check =>
  (value, path, errors) => {
    if (!isObject(value) || !types.includes(value["@type"] as string)) {
      errors.push(`${path}: objet de type ${types.join(" ou ")} attendu`);
      return;
    }
    checkNode(value, path, errors);
  };
/** A reference `{ "@id": … }`; resolved against the graph afterwards. */
const reference: Check = (value, path, errors) => {
  if (!isObject(value) || Object.keys(value).join() !== "@id") errors.push(`${path}: référence { "@id" } attendue`);
  else url(value["@id"], `${path}.@id`, errors);
};

export const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => `https://schema.org/${day}`);
const time = pattern(/^([01]\d|2[0-3]):[0-5]\d$/);

const postalAddress: TypeSpec = {
  required: { streetAddress: text, postalCode: text, addressLocality: text, addressCountry: text },
};

const companyProperties = { "@id": url, name: text, url, email: pattern(/^[^@\s]+@[^@\s]+$/), telephone: pattern(/^\+?[\d\s().-]{6,}$/), address: node("PostalAddress") };

export const TYPES: Record<string, TypeSpec> = {
  Organization: { required: { ...companyProperties, logo: url }, optional: { sameAs: list(url) } },
  LocalBusiness: {
    required: { ...companyProperties, openingHoursSpecification: list(node("OpeningHoursSpecification")) },
    optional: { image: url, parentOrganization: reference, sameAs: list(url) },
  },
  PostalAddress: postalAddress,
  OpeningHoursSpecification: { required: { dayOfWeek: list(oneOf(SCHEMA_DAYS)), opens: time, closes: time } },
  WebSite: { required: { "@id": url, name: text, url }, optional: { inLanguage: text, publisher: reference } },
  WebPage: { required: { "@id": url, inLanguage: text }, optional: {} },
  Product: {
    required: { "@id": url, name: text, description: text, url, image: url, additionalProperty: list(node("PropertyValue")) },
    optional: { sku: text, brand: node("Brand"), manufacturer: reference },
  },
  Brand: { required: { name: text } },
  // A measured value (a number or a range, with its unit), or a stated fact in words (a text, no unit).
  PropertyValue: {
    required: { name: text },
    optional: { unitCode: text, unitText: text, value: (value, path, errors) => (typeof value === "string" ? text : number)(value, path, errors), minValue: number, maxValue: number },
    rule: (value, path, errors) => {
      const single = "value" in value;
      const range = "minValue" in value && "maxValue" in value;
      if (single === range) errors.push(`${path}: une valeur (value) ou une plage (minValue et maxValue), pas les deux`);
      const measured = range || typeof value.value === "number";
      if (measured && !("unitCode" in value)) errors.push(`${path}: une valeur mesurée sans unité (unitCode)`);
      if (!measured && ("unitCode" in value || "unitText" in value)) errors.push(`${path}: un texte n'a pas d'unité`);
      if (range && !((value.minValue as number) < (value.maxValue as number))) errors.push(`${path}: minValue doit être inférieur à maxValue`);
    },
  },
  BreadcrumbList: {
    required: { itemListElement: list(node("ListItem"), { min: 2 }) },
    rule: (value, path, errors) => {
      const positions = (value.itemListElement as { position?: unknown }[]).map((item) => item.position);
      if (positions.some((position, index) => position !== index + 1)) errors.push(`${path}: les positions doivent aller de 1 à ${positions.length}, reçu ${positions.join(", ")}`);
    },
  },
  ListItem: { required: { position: integer, name: text, item: url } },
};

function checkNode(value: Record<string, unknown>, path: string, errors: string[]): void {
  const type = value["@type"] as string;
  const spec = TYPES[type];
  if (!spec) {
    errors.push(`${path}: type ${JSON.stringify(type)} inconnu`);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === "@type") continue;
    const check = spec.required[key] ?? spec.optional?.[key];
    if (!check) errors.push(`${path}.${key}: propriété inconnue pour ${type}`);
    else if (item === undefined || item === null) errors.push(`${path}.${key}: valeur ${String(item)}`);
    else check(item, `${path}.${key}`, errors);
  }
  for (const key of Object.keys(spec.required)) if (!(key in value)) errors.push(`${path}: ${type} sans ${key}`);
  spec.rule?.(value, path, errors);
}

function collect(value: unknown, found: { ids: string[]; references: [string, string][] }, path: string): void {
  if (Array.isArray(value)) value.forEach((entry, index) => collect(entry, found, `${path}[${index}]`));
  else if (isObject(value)) {
    if (typeof value["@id"] === "string") {
      if (value["@type"]) found.ids.push(value["@id"]);
      else found.references.push([path, value["@id"]]);
    }
    for (const [key, item] of Object.entries(value)) collect(item, found, `${path}.${key}`);
  }
}

/** Every problem of one JSON-LD document (a `@graph`), as readable lines; empty when it is sound. */
export function jsonLdProblems(document: unknown): string[] {
  const errors: string[] = [];
  if (!isObject(document) || document["@context"] !== "https://schema.org" || !Array.isArray(document["@graph"])) {
    return ["le document doit être { \"@context\": \"https://schema.org\", \"@graph\": [ … ] }"];
  }
  if (Object.keys(document).length !== 2) errors.push("le document n'a que @context et @graph");
  const graph = document["@graph"] as unknown[];
  graph.forEach((entry, index) => {
    if (!isObject(entry) || typeof entry["@type"] !== "string") errors.push(`@graph[${index}]: nœud sans @type`);
    else checkNode(entry, `@graph[${index}]`, errors);
  });
  const found = { ids: [] as string[], references: [] as [string, string][] };
  collect(graph, found, "@graph");
  const duplicates = found.ids.filter((id, index) => found.ids.indexOf(id) !== index);
  if (duplicates.length > 0) errors.push(`@id en double : ${duplicates.join(", ")}`);
  for (const [path, id] of found.references) if (!found.ids.includes(id)) errors.push(`${path}: la référence ${id} ne désigne aucun nœud du graphe`);
  return errors;
}

/** The `@type` of each top-level node, in order. */
export const graphTypes = (document: { "@graph": { "@type": string }[] }) => document["@graph"].map((entry) => entry["@type"]);
