import { shownFile, type ContentCheck } from "../check.ts";

/** Opening hours: each day once, opening before closing. */
export const openingHours: ContentCheck = {
  name: "opening-hours",
  description: "Refuses an opening time that is not before the closing time, and a day listed in two slots.",
  *check({ content }) {
    const company = content.company;
    if (!company) return;
    const file = shownFile("site/entreprise.json");
    const days = new Map<string, number>();
    for (const [index, slot] of company.horaires.entries()) {
      if (slot.ouverture && slot.fermeture && slot.ouverture >= slot.fermeture)
        yield { file, path: `horaires[${index}]`, message: `l'ouverture (${slot.ouverture}) doit précéder la fermeture (${slot.fermeture}) — corrigez les heures.` };
      for (const day of slot.jours) {
        const first = days.get(day);
        if (first === undefined) days.set(day, index);
        else
          yield {
            file,
            path: `horaires[${index}].jours`,
            message: `le ${day} figure déjà dans « ${company.horaires[first].libelle} » (horaires[${first}]) — ne l'indiquez qu'une fois.`,
          };
      }
    }
  },
};
