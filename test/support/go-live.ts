/*
 * What a real company puts in place of the placeholders and the missing buyer facts: the
 * content that the go-live check lets through. Used by the go-live check's own tests and by
 * the editor's publishing test, on their copies of the project.
 */

type Json = Record<string, any>;

/** A logo to save over the placeholder partner logo (public/images/marque/partenaire.svg). */
export const PARTNER_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#1F5A4E"/></svg>`;

/**
 * The edits, file by file (paths under content/): real contact details and legal
 * details; the languages still in draft switched off (the facts below are new French
 * texts they would have to translate first); and for every data sheet a rating of each
 * process of `processes` it does not rate yet, food contact, formats, minimum order and
 * lead time.
 */
export function goLiveEdits(processes: readonly string[], sheets: readonly string[]): { file: string; change: (data: Json) => void }[] {
  return [
    { file: "site/reglages.json", change: (settings) => (settings.origine = "https://www.pierre-papier-exemple.tn") },
    {
      file: "site/langues.json",
      change: (languages) => {
        for (const language of languages.langues) if (language.etat === "brouillon") language.etat = "désactivée";
      },
    },
    {
      file: "site/entreprise.json",
      change: (company) => {
        company.telephone = "+216 71 123 456";
        company.whatsapp = "+216 20 123 456";
        company.email = "contact@pierre-papier-exemple.tn";
        company.reseauxSociaux = [{ reseau: "linkedin", libelle: "LinkedIn", url: "https://www.linkedin.com/company/pierre-papier-exemple" }];
        company.mentionsLegales = {
          formeJuridique: "SARL au capital de 100 000 dinars",
          identifiantUnique: "1234567A",
          responsablePublication: "Mme Amel Ben Salah, gérante",
          hebergeur: { nom: "Hébergeur exemple SA", adresse: "1 rue de l'Hébergement, 1000 Tunis, Tunisie" },
        };
      },
    },
    ...sheets.map((sheet) => ({
      file: `fiches/${sheet}.json`,
      change: (data: Json) => {
        const rated = new Set((data.procedes ?? []).map((rating: { procede: string }) => rating.procede));
        data.procedes = [...(data.procedes ?? []), ...processes.filter((key) => !rated.has(key)).map((procede) => ({ procede, statut: "deconseille", precision: "Non essayé sur nos machines à ce jour." }))];
        data.contactAlimentaire = { statut: "non-prevu", precision: "Cette famille n'est pas destinée au contact des aliments." };
        data.formats = { livraison: ["feuilles", "bobines"], feuilles: [{ largeur: 700, hauteur: 1000 }], bobines: { laizes: [1000], mandrin: 76, longueur: 1000 } };
        data.commandeMinimale = { quantite: 500, unite: "kg" };
        data.delai = { de: 2, a: 4, unite: "semaines" };
      },
    })),
  ];
}
