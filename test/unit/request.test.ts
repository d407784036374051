import { describe, expect, test } from "vitest";
import { recommendations } from "#app/model/recommendations.ts";
import { hasPrefill, parseRequestQuery, requestHref, type RequestCatalogue } from "#app/model/request.ts";

const catalogue: RequestCatalogue = {
  families: [
    { slug: "rbn", code: "RBN", label: "RBN — carton minéral", thicknesses: [200, 250, 300, 350, 400] },
    { slug: "rpn", code: "RPN", label: "RPN — papier minéral", thicknesses: [60, 80, 100] },
  ],
  applications: [{ slug: "papeterie", label: "Papeterie" }],
};
const parse = (query: string) => parseRequestQuery(new URLSearchParams(query), catalogue);

describe("the pre-fill query", () => {
  test("a data sheet row's link: every value known", () => {
    expect(parse("type=echantillons&famille=rbn&epaisseur=300&application=papeterie")).toEqual({ type: "echantillons", famille: "rbn", epaisseur: 300, application: "papeterie" });
  });
  test("case and spaces are forgiven", () => {
    expect(parse("type=DEVIS&famille=%20RBN%20")).toEqual({ type: "devis", famille: "rbn" });
  });
  test("unknown or hostile values are dropped, never passed on", () => {
    expect(parse("type=<script>alert(1)</script>&famille=rbn%22onmouseover&application=../../etc")).toEqual({});
    expect(parse("famille=rbn&epaisseur=301")).toEqual({ famille: "rbn" });
    expect(parse("famille=rbn&epaisseur=3e2")).toEqual({ famille: "rbn" });
    expect(parse("epaisseur=300")).toEqual({});
    expect(parse("famille=constructor&type=toString")).toEqual({});
  });
  test("nothing to pre-fill", () => {
    expect(hasPrefill(parse(""))).toBe(false);
    expect(hasPrefill(parse("type=devis"))).toBe(true);
  });
  test("links land on the form, parameters in one order", () => {
    expect(requestHref({ application: "papeterie", epaisseur: 300, famille: "rbn", type: "echantillons" })).toBe("/contact?type=echantillons&famille=rbn&epaisseur=300&application=papeterie#ecrire");
    expect(requestHref({})).toBe("/contact#ecrire");
    expect(parse(new URL(requestHref({ type: "devis", famille: "rpn" }), "https://x.test").search)).toEqual({ type: "devis", famille: "rpn" });
  });
});

describe("the recommended grades of an application page", () => {
  const sheets = [
    { slug: "rpn", data: { code: "RPN", nom: { court: "papier minéral", long: "papier riche en minéraux" } } },
    { slug: "rbn", data: { code: "RBN", nom: { court: "carton minéral", long: "carton riche en minéraux" } } },
  ];
  const labels = { page: { epaisseurs: "Épaisseurs : {epaisseurs} µm", demandeEchantillons: "Demander des échantillons — {application}" }, fiche: { nomAvecCode: "{code} — {nom}", et: "et" } };
  const grade = (fiche: string, epaisseurs: number[]) => ({ fiche, epaisseurs, raison: "Pour les pages : une surface lisse." });

  test("each under its sheet's names, with its thicknesses and a link to the sheet", () => {
    const { grades, request } = recommendations({ slug: "papeterie", data: { menu: "Papeterie", recommandations: [grade("rpn", [80, 100, 120]), grade("rbn", [300])] } }, sheets, labels);
    expect(grades).toEqual([
      { href: "/rpn", code: "RPN", title: "RPN — papier minéral", thicknesses: "Épaisseurs\u00a0: 80, 100 et 120\u00a0µm", reason: "Pour les pages : une surface lisse." },
      { href: "/rbn", code: "RBN", title: "RBN — carton minéral", thicknesses: "Épaisseurs\u00a0: 300\u00a0µm", reason: "Pour les pages : une surface lisse." },
    ]);
    expect(request).toEqual({ href: "/contact?type=echantillons&application=papeterie#ecrire", label: "Demander des échantillons — Papeterie" });
  });
  test("a single family goes into the request too", () => {
    const { request } = recommendations({ slug: "papeterie", data: { menu: "Papeterie", recommandations: [grade("rbn", [300])] } }, sheets, labels);
    expect(request.href).toBe("/contact?type=echantillons&famille=rbn&application=papeterie#ecrire");
  });
});
