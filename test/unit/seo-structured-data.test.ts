import { describe, expect, test } from "vitest";
import type { Entreprise, FicheTechnique } from "#app/generated/content-types.ts";
import { breadcrumbTrail, navigationLabel } from "#app/lib/breadcrumb-trail.ts";
import { breadcrumbList, localBusiness, openingHours, organization, product, structuredData, website } from "#app/lib/structured-data.ts";
import { dataSheetView } from "#app/content/views.server.ts";
import { productNames } from "#app/model/product-names.ts";
import { readContent, readShell, routes } from "#test/support/content.ts";
import { jsonLdProblems } from "#test/support/json-ld.ts";

const company = readContent<Entreprise>("site/entreprise.json");
const { origine } = readContent("site/reglages.json");
const ui = readContent("site/interface.json");
const navigation = readContent("site/navigation.json");
const site = readShell();

// The schema.org day each French day of the content stands for, written out here as the reference.
const SCHEMA_DAY: Record<string, string> = {
  lundi: "https://schema.org/Monday",
  mardi: "https://schema.org/Tuesday",
  mercredi: "https://schema.org/Wednesday",
  jeudi: "https://schema.org/Thursday",
  vendredi: "https://schema.org/Friday",
  samedi: "https://schema.org/Saturday",
  dimanche: "https://schema.org/Sunday",
};

/** The product as the page's head describes it: from the sheet's view, which measures the rows at pre-render time. */
const productOf = (slug: string, sheet: FicheTechnique, image = `${origine}/x.jpg`) => product(site, dataSheetView(slug, sheet), { path: `/${slug}`, image });

// UN/CEFACT codes schema.org expects in unitCode: micrometre, gram per cubic centimetre, gram per square metre.
const UNIT = { epaisseur: "4H", densite: "23", grammage: "GM" } as const;

describe("the company, on every page", () => {
  test("Organization: name, address, phone, e-mail, logo and social links from entreprise.json", () => {
    const node = organization(site);
    expect(node).toMatchObject({
      "@type": "Organization",
      name: company.nom,
      url: `${origine}/`,
      logo: `${origine}${company.logo.src}`,
      email: company.email,
      telephone: company.telephone,
      sameAs: company.reseauxSociaux.map((network) => network.url),
      address: {
        "@type": "PostalAddress",
        streetAddress: company.adresse.rue,
        postalCode: company.adresse.codePostal,
        addressLocality: company.adresse.ville,
        addressCountry: company.adresse.pays,
      },
    });
  });

  test("LocalBusiness: the same identity, part of the Organization", () => {
    const node = localBusiness(site) as unknown as Record<string, unknown>;
    const org = organization(site) as unknown as Record<string, unknown>;
    expect(node).toMatchObject({ "@type": "LocalBusiness", name: company.nom, email: company.email, telephone: company.telephone, address: org.address });
    expect(node.parentOrganization).toEqual({ "@id": org["@id"] });
  });

  test("every line of the opening hours is an OpeningHoursSpecification with the schema.org days", () => {
    const specs = (localBusiness(site) as unknown as { openingHoursSpecification: unknown[] }).openingHoursSpecification;
    expect(specs).toHaveLength(company.horaires.length);
    company.horaires.forEach((entry, index) => {
      expect(specs[index]).toEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: entry.jours.map((day) => SCHEMA_DAY[day]),
        // A closed day opens and closes at midnight: how schema.org and Google say "closed all day".
        opens: entry.ouverture ?? "00:00",
        closes: entry.fermeture ?? "00:00",
      });
    });
  });

  test("every day of the week the content names appears once", () => {
    const days = openingHours(company.horaires).flatMap((spec) => spec.dayOfWeek as string[]);
    expect(days).toEqual(company.horaires.flatMap((entry) => entry.jours.map((day) => SCHEMA_DAY[day])));
    expect(new Set(days).size).toBe(days.length);
  });

  test("changing the hours in content changes the data", () => {
    const hours: Entreprise["horaires"] = [{ libelle: "Tous les jours", jours: ["lundi", "dimanche"], ouverture: "09:30", fermeture: "18:45" }];
    expect(openingHours(hours)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: [SCHEMA_DAY.lundi, SCHEMA_DAY.dimanche], opens: "09:30", closes: "18:45" },
    ]);
  });
});

describe("each data sheet is a Product", () => {
  const sheets = routes.filter((route) => route.collection === "fiches").map(({ slug }) => [slug, readContent<FicheTechnique>(`fiches/${slug}.json`)] as const);

  test.each(sheets)("%s: thickness, density and grammage from its specification rows", (slug, sheet) => {
    const image = `${origine}/assets/images/fiches-${slug}.jpg`;
    const node = productOf(slug, sheet, image) as Record<string, any>;
    expect(node).toMatchObject({ "@type": "Product", name: productNames(sheet, ui.fiche).title, description: sheet.meta.description, sku: sheet.code, url: `${origine}/${slug}`, image });
    expect(node.brand).toEqual({ "@type": "Brand", name: company.nom });
    expect(node.additionalProperty.filter((entry: { unitCode?: string }) => entry.unitCode)).toHaveLength(3);
    for (const key of ["epaisseur", "densite", "grammage"] as const) {
      const values = sheet.lignes.map((row) => row[key]);
      const [name, unit] = /^(.*) \((.*)\)$/.exec(ui.fiche.colonnes[key])!.slice(1);
      const property = node.additionalProperty.find((entry: { unitCode: string }) => entry.unitCode === UNIT[key]);
      expect(property).toMatchObject({ "@type": "PropertyValue", name, unitText: unit });
      if (Math.min(...values) === Math.max(...values)) {
        expect(property.value).toBe(values[0]);
        expect(property).not.toHaveProperty("minValue");
      } else {
        expect(property).toMatchObject({ minValue: Math.min(...values), maxValue: Math.max(...values) });
        expect(property).not.toHaveProperty("value");
      }
    }
  });

  test("a sheet whose density varies gets a density range; a single row gets single values", () => {
    const rbn = readContent<FicheTechnique>("fiches/rbn.json");
    const varied = { ...rbn, lignes: rbn.lignes.map((row, index) => ({ ...row, densite: index === 0 ? 1.4 : row.densite })) };
    const density = (sheet: FicheTechnique) => (productOf("rbn", sheet) as any).additionalProperty.find((p: any) => p.unitCode === "23");
    expect(density(varied)).toMatchObject({ minValue: 1.4, maxValue: rbn.lignes[1].densite });
    const single = { ...rbn, lignes: [rbn.lignes[2]] };
    const properties = (productOf("rbn", single) as any).additionalProperty;
    expect(properties.slice(0, 3).map((p: any) => p.value)).toEqual([rbn.lignes[2].epaisseur, rbn.lignes[2].densite, rbn.lignes[2].grammage]);
  });

  test.each(sheets)("%s: each process rating, the food contact status and the terms the sheet states, in words; nothing it leaves « Sur demande »", (slug, sheet) => {
    const { procedes: catalogue, statuts } = readContent("site/procedes.json");
    const stated = (productOf(slug, sheet) as any).additionalProperty.filter((entry: { unitCode?: string }) => !entry.unitCode);
    const ratings = catalogue.flatMap((process: { cle: string; nom: string }) => (sheet.procedes ?? []).filter((rating) => rating.procede === process.cle).map((rating) => ({ process, rating })));
    const processEntries = stated.slice(0, ratings.length);
    expect(processEntries).toHaveLength(ratings.length);
    processEntries.forEach((entry: { name: string; value: string }, index: number) => {
      const { process, rating } = ratings[index];
      expect(entry.name.toLowerCase()).toBe(process.nom.toLowerCase());
      expect(entry.value).toBe(statuts[rating.statut]);
    });
    const rest = stated.slice(ratings.length);
    const food = rest.find((entry: { name: string }) => entry.name === ui.faits.titreContactAlimentaire);
    expect(Boolean(food)).toBe(Boolean(sheet.contactAlimentaire));
    if (sheet.contactAlimentaire) expect(Object.values(ui.faits)).toContain(food.value);
    const names = rest.map((entry: { name: string }) => entry.name);
    expect(names.includes(ui.faits.commandeMinimale)).toBe(Boolean(sheet.commandeMinimale));
    expect(names.includes(ui.faits.delai)).toBe(Boolean(sheet.delai));
    expect(names.includes(ui.faits.livraison)).toBe(Boolean(sheet.formats));
    expect(stated.filter((entry: { value: string }) => entry.value === ui.faits.surDemande || entry.value === statuts["non-renseigne"])).toEqual([]);
  });

  test("terms the sheet supplies are stated; a rating per group of thicknesses says its thicknesses", () => {
    const rbn = readContent<FicheTechnique>("fiches/rbn.json");
    const supplied: FicheTechnique = {
      ...rbn,
      commandeMinimale: { quantite: 500, unite: "kg" },
      delai: { de: 2, a: 3, unite: "semaines" },
      procedes: [{ procede: "gaufrage", statut: "deconseille", precision: "Trop fin.", epaisseurs: [200] }],
    };
    const stated = (productOf("rbn", supplied) as any).additionalProperty.filter((entry: { unitCode?: string }) => !entry.unitCode);
    const byName = (name: string) => stated.filter((entry: { name: string }) => entry.name === name).map((entry: { value: string }) => entry.value);
    expect(byName(ui.faits.commandeMinimale)).toEqual(["500\u00a0kg"]);
    expect(byName(ui.faits.delai)).toHaveLength(1);
    expect(byName(ui.faits.delai)[0]).toMatch(/^2\sà\s3\ssemaines$/);
    const [gaufrage] = stated;
    expect(gaufrage.name).toMatch(/^Gaufrage$/);
    expect(gaufrage.value).toMatch(/^Déconseillé \(200\sµm\)$/u);
  });
});

describe("breadcrumbs follow the menus", () => {
  const home = navigation.menu.find((entry: { href?: string }) => entry.href === "/").libelle;
  const applicationsEntry = navigation.menu.find((entry: any) => entry.sousMenu?.source === "applications");

  test("an application page: home, the applications overview, the page", () => {
    const papeterie = readContent("applications/papeterie.json");
    const trail = breadcrumbTrail(site, { name: papeterie.menu, path: "/papeterie" }, "applications");
    expect(trail).toEqual([
      { name: home, path: "/" },
      { name: applicationsEntry.libelle, path: applicationsEntry.sousMenu.vueEnsemble.href },
      { name: papeterie.menu, path: "/papeterie" },
    ]);
    expect(breadcrumbList(site, trail)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: `${origine}${crumb.path}` })),
    });
  });

  test("a data sheet: home, its submenu's overview page when it has one (the grades side by side), the sheet", () => {
    const rbn = readContent("fiches/rbn.json");
    const sheetsEntry = navigation.menu.find((entry: any) => entry.sousMenu?.source === "fiches");
    const overview = sheetsEntry.sousMenu.vueEnsemble;
    expect(breadcrumbTrail(site, { name: rbn.menu, path: "/rbn" }, "fiches")).toEqual([
      { name: home, path: "/" },
      ...(overview ? [{ name: sheetsEntry.libelle, path: overview.href }] : []),
      { name: rbn.menu, path: "/rbn" },
    ]);
    const withoutOverview = structuredClone(site);
    delete (withoutOverview.navigation.menu.find((entry: any) => entry.sousMenu?.source === "fiches") as any).sousMenu.vueEnsemble;
    expect(breadcrumbTrail(withoutOverview, { name: rbn.menu, path: "/rbn" }, "fiches")).toEqual([
      { name: home, path: "/" },
      { name: rbn.menu, path: "/rbn" },
    ]);
  });

  test("a page takes the name the menus give it, else its title", () => {
    const contact = navigation.menu.find((entry: { href?: string }) => entry.href === "/contact").libelle;
    expect(breadcrumbTrail(site, { name: "Titre de la page", path: "/contact" }).at(-1)).toEqual({ name: contact, path: "/contact" });
    expect(navigationLabel(navigation, "/applications")).toBe(applicationsEntry.libelle);
    expect(breadcrumbTrail(site, { name: "Titre de la page", path: "/page-hors-menu" }).at(-1)).toEqual({ name: "Titre de la page", path: "/page-hors-menu" });
  });

  test("the home page has no trail", () => {
    expect(breadcrumbTrail(site, { name: "Accueil", path: "/" })).toEqual([]);
  });
});

describe("the JSON-LD is sound schema.org", () => {
  const rbn = readContent<FicheTechnique>("fiches/rbn.json");
  // Every kind of node the site writes, in one graph.
  const complete = structuredData(site, [
    localBusiness(site),
    website(site),
    productOf("rbn", rbn, `${origine}/assets/images/rbn.jpg`),
    breadcrumbList(site, breadcrumbTrail(site, { name: productNames(rbn, ui.fiche).label, path: "/rbn" }, "fiches")),
  ]);

  test("every node has its required properties, known properties only, values of the right kind", () => {
    expect(jsonLdProblems(JSON.parse(JSON.stringify(complete)))).toEqual([]);
  });

  test("no undefined or null value anywhere, before serialisation", () => {
    const holes: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === undefined || value === null) holes.push(path);
      else if (typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    };
    walk(complete, "graph");
    expect(holes).toEqual([]);
  });

  test("the check catches what would make search engines ignore the data", () => {
    const broken = JSON.parse(JSON.stringify(complete));
    delete broken["@graph"][0].name;
    broken["@graph"][1].telephone = "";
    broken["@graph"][1].openingHoursSpecification[0].dayOfWeek = ["Lundi"];
    broken["@graph"][1].parentOrganization = { "@id": `${origine}/#inconnu` };
    broken["@graph"][3].additionalProperty[0].value = 3;
    broken["@graph"][3].colour = "blanc";
    broken["@graph"][4].itemListElement[1].position = 4;
    const problems = jsonLdProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^@graph\[0\]: Organization sans name$/),
        expect.stringMatching(/^@graph\[1\]\.telephone: /),
        expect.stringMatching(/dayOfWeek\[0\]: "Lundi" n'est pas une valeur permise/),
        expect.stringMatching(/#inconnu ne désigne aucun nœud/),
        expect.stringMatching(/additionalProperty\[0\]: une valeur \(value\) ou une plage/),
        expect.stringMatching(/@graph\[3\]\.colour: propriété inconnue pour Product/),
        expect.stringMatching(/@graph\[4\]: les positions doivent aller de 1 à \d/),
      ]),
    );
    expect(problems).toHaveLength(7);
  });
});
