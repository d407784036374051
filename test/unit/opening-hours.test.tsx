import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { OpeningHours } from "#app/components/blocks/opening-hours.tsx";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import type { Entreprise, Interface } from "#app/generated/content-types.ts";
import { frenchTime, slotHours } from "#app/model/opening-hours.ts";
import { frenchTypography } from "#app/model/typography.ts";
import { createEmotionCache } from "#app/theme/emotion-cache.ts";
import { openingHours } from "#scripts/build/pdf/contact.ts";
import { readContent, readShell } from "#test/support/content.ts";

const nbsp = "\u00a0";

test("a time the French way: the hour without a leading zero, minutes only when there are some, on one line", () => {
  expect(frenchTime("08:00")).toBe(`8${nbsp}h`);
  expect(frenchTime("17:00")).toBe(`17${nbsp}h`);
  expect(frenchTime("08:30")).toBe(`8${nbsp}h${nbsp}30`);
  expect(frenchTime("00:05")).toBe(`0${nbsp}h${nbsp}05`);
  expect(slotHours({ ouverture: "08:00", fermeture: "17:00" })).toBe(`8${nbsp}h${nbsp}–${nbsp}17${nbsp}h`);
  expect(slotHours({})).toBeUndefined();
});

test("the pages and the PDFs write the opening hours alike, from the company file", () => {
  const company = readContent<Entreprise>("site/entreprise.json");
  const ui = readContent<Interface>("site/interface.json");
  const html = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <ShellContentProvider value={readShell()}>
        <OpeningHours />
      </ShellContentProvider>
    </CacheProvider>,
  ).replace(/<style[^>]*>[^<]*<\/style>/g, "");
  const shown = [...html.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g)].map(([, days, hours]) => [days, hours.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "")]);
  expect(shown).toEqual(openingHours(company, ui));
  expect(openingHours(company, ui)).toEqual(company.horaires.map((slot) => [slot.libelle, slotHours(slot) ?? ui.ferme]));
  expect(openingHours(company, ui)[0][1]).not.toMatch(/\b0\d|h\s00/);
});

test("written as the typesetting would write a time typed in a text", () => {
  for (const slot of [{ ouverture: "08:00", fermeture: "17:00" }, { ouverture: "08:30", fermeture: "12:15" }])
    expect(slotHours(slot)).toBe(frenchTypography(slotHours(slot)!.replace(/\u00a0/g, " ")));
});
