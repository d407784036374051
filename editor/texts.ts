import { DEFAULT_LOCALE } from "#app/model/locale.ts";
/*
 * Every French word of the content editor's own interface, in one place (the words of
 * the forms come from the schemas' titles and descriptions, the error messages from the
 * content check). Sentences with a value are small functions.
 */

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count > 1 ? many : word}`;

export const TEXTS = {
  title: "Éditeur de contenu",
  documentTitle: (item?: string) => (item ? `${item} — Éditeur de contenu` : "Éditeur de contenu"),
  loading: "Chargement du contenu…",
  loadFailed: "Le contenu n'a pas pu être lu. Vérifiez que « npm run edit » tourne toujours, puis rechargez la page.",

  groups: {
    pages: "Pages",
    applications: "Applications",
    fiches: "Fiches techniques",
    societe: "Société et réglages",
  },

  list: {
    label: "Contenus du site",
    search: "Rechercher",
    searchHelp: "Un mot du titre, du nom de fichier ou du texte",
    noResult: "Aucun contenu ne correspond à cette recherche.",
    newApplication: "Nouvelle application",
    newSheet: "Nouvelle fiche technique",
    changed: "modifié, non enregistré",
    created: "nouveau, non enregistré",
    deleted: "supprimé, non enregistré",
    withErrors: (count: number) => `${plural(count, "erreur")}`,
  },

  header: {
    // The preview's page has its own banner and main area: the editor's are named apart from them.
    label: "Barre de l'éditeur",
    modifications: "Modifications",
    save: "Enregistrer",
    saving: "Enregistrement…",
    unsaved: (count: number) => (count === 0 ? "Aucune modification en attente" : `${plural(count, "fichier modifié", "fichiers modifiés")}, non enregistré${count > 1 ? "s" : ""}`),
    checking: "Vérification…",
    valid: "Contenu valide",
    invalid: (count: number) => `${plural(count, "erreur")} à corriger`,
  },

  welcome: {
    title: "Choisissez un contenu à modifier",
    text: "La liste à gauche reprend le site : les pages, les applications, les fiches techniques, puis la société et les réglages. Chaque champ dit ce qu'il attend ; les erreurs s'affichent à côté du champ pendant la saisie, et l'aperçu montre la page telle qu'elle sera publiée.",
    restored: (count: number) => `Brouillon retrouvé : ${plural(count, "fichier modifié", "fichiers modifiés")} depuis la dernière visite, pas encore enregistré${count > 1 ? "s" : ""}.`,
  },

  form: {
    label: "Formulaire du contenu",
    file: (file: string) => `Fichier content/${file}`,
    discard: "Annuler mes modifications",
    discardHelp: "Revenir à la version enregistrée de ce fichier",
    delete: "Supprimer…",
    fileErrors: "Erreurs de ce fichier",
    otherErrors: "Erreurs dans d'autres fichiers",
    otherErrorsHelp: "Elles empêchent aussi l'enregistrement ; cliquez pour ouvrir le fichier.",
    syntax: (line: number, column: number, message: string) => `Ce fichier n'est pas du JSON valide (ligne ${line}, colonne ${column}) : ${message}`,
    syntaxHelp: "Le formulaire ne peut pas l'afficher. Corrigez cette ligne dans un éditeur de texte (ou restaurez le fichier depuis l'historique), puis rechargez cette page.",
    deletedNotice: "Ce fichier sera supprimé à l'enregistrement.",
    restore: "Ne pas le supprimer",
    item: (noun: string) => noun.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE) + noun.slice(1),
    unit: (unit: string) => `en ${unit}`,
    noChoice: "— Aucun —",
  },

  /** The form library's own words (add, remove, move…), by its keys. */
  library: {
    ArrayItemTitle: "Élément",
    MissingItems: "Éléments manquants",
    EmptyArray: "La liste est vide.",
    YesLabel: "Oui",
    NoLabel: "Non",
    CloseLabel: "Fermer",
    ErrorsLabel: "Erreurs",
    NewStringDefault: "Nouvelle valeur",
    AddButton: "Ajouter",
    AddItemButton: "Ajouter un élément",
    CopyButton: "Dupliquer",
    MoveDownButton: "Descendre",
    MoveUpButton: "Monter",
    RemoveButton: "Retirer",
    ClearButton: "Effacer",
    NowLabel: "Maintenant",
    ClearLabel: "Effacer",
    AriaDateLabel: "Choisir une date",
    PreviewLabel: "Aperçu",
    DecrementAriaLabel: "Diminuer",
    IncrementAriaLabel: "Augmenter",
    OptionPrefix: "Choix %1",
    TitleOptionPrefix: "%1 — choix %2",
    KeyLabel: "%1 (clé)",
    InvalidObjectField: "Ce champ n'a pas pu être affiché : %1",
    UnsupportedField: "Type de champ non pris en charge.",
    UnsupportedFieldWithId: "Le champ « %1 » n'est pas pris en charge.",
    UnsupportedFieldWithReason: "Type de champ non pris en charge : %1.",
    UnsupportedFieldWithIdAndReason: "Le champ « %1 » n'est pas pris en charge : %2.",
    FilesInfo: "%1 (%2, %3 octets)",
    Type: "Type",
    Value: "Valeur",
    ExpandButton: "Déplier",
    OptionalObjectAdd: "Ajouter ce groupe de champs (facultatif)",
    OptionalObjectRemove: "Retirer ce groupe de champs",
    OptionalObjectEmptyMsg: "Facultatif : rien n'est renseigné.",
    UnknownFieldType: "Type de champ inconnu : %1",
    DeprecatedLabel: "%1 (obsolète)",
    CycleDetected: "Référence circulaire dans le champ « %1 ».",
  } as Record<string, string>,

  picture: {
    none: "Aucune image choisie.",
    choose: "Choisir une image…",
    change: "Changer d'image…",
    remove: "Retirer l'image",
    upload: "Téléverser une image…",
    uploading: "Envoi de l'image…",
    uploaded: (src: string) => `Image enregistrée sous content${src}.`,
    dialogTitle: "Choisir une image",
    dialogHelp: "Les images de content/images/ (et les logos de public/images/marque/). Une nouvelle image est rangée dans le dossier de la page, sous le nom que le site attend.",
    filter: "Filtrer les images",
    size: (width: number, height: number) => `${width} × ${height} px`,
    cancel: "Annuler",
    path: "Fichier",
    altRequired: "Décrivez ce que montre l'image : le texte alternatif est obligatoire.",
  },

  reference: {
    sheetFile: (file: string, label: string) => `${file} — ${label}`,
  },

  preview: {
    label: "Aperçu",
    frameTitle: "Aperçu de la page",
    widths: { phone: "Téléphone", tablet: "Tablette", desktop: "Ordinateur" },
    widthLabel: "Largeur de l'aperçu",
    path: (path: string) => `Page ${path}`,
    pdfOnly: "Ces textes ne paraissent que dans le catalogue PDF et les fiches techniques PDF : aucune page du site ne les montre. « npm run build » fabrique les PDF.",
    waiting: (reason: string) => `Aperçu en attente — la page ne peut pas encore être dessinée : ${reason}. L'aperçu reprend dès que les erreurs sont corrigées.`,
    none: "Choisissez un contenu pour voir sa page.",
  },

  save: {
    refusedTitle: "Enregistrement refusé",
    refused: (count: number) => `Le contenu a ${plural(count, "erreur")}. Corrigez-${count > 1 ? "les" : "la"} avant d'enregistrer : le site refuserait d'être construit.`,
    nothing: "Aucune modification à enregistrer.",
    done: (count: number) => `${plural(count, "fichier enregistré", "fichiers enregistrés")}.`,
    failed: (reason: string) => `L'enregistrement a échoué : ${reason}`,
    close: "Fermer",
    open: "Ouvrir",
  },

  create: {
    title: (kind: string) => `Créer : ${kind}`,
    kinds: { applications: "une page d'application", fiches: "une fiche technique" } as Record<string, string>,
    name: "Adresse de la page",
    nameHelp: (example: string) => `En minuscules, sans accent, mots séparés par des tirets : elle devient l'adresse, par ex. /${example}.`,
    model: "À partir de",
    modelHelp: "La nouvelle page reprend ses textes et ses images : remplacez-les (les erreurs disent ce qui doit changer).",
    submit: "Créer",
    cancel: "Annuler",
    invalid: "Une adresse s'écrit en minuscules sans accent, chiffres et tirets (par ex. signaletique).",
    reserved: "Cette adresse est réservée par le site.",
    taken: "Une page porte déjà cette adresse.",
  },

  remove: {
    title: (label: string) => `Supprimer « ${label} » ?`,
    file: (file: string) => `Le fichier content/${file} sera supprimé à l'enregistrement.`,
    links: (count: number) => `${plural(count, "endroit mène", "endroits mènent")} à cette page : ${count > 1 ? "ils afficheraient" : "il afficherait"} un lien cassé, et l'enregistrement sera refusé tant qu'${count > 1 ? "ils" : "il"} y mène${count > 1 ? "nt" : ""}.`,
    noLinks: "Aucune autre page ne mène à celle-ci par un lien écrit.",
    automatic: "Les menus, le pied de page et les cartes se mettent à jour d'eux-mêmes.",
    required: "Cette page est obligatoire : le site ne peut pas s'en passer.",
    confirm: "Supprimer",
    cancel: "Annuler",
    searching: "Recherche des liens…",
  },

  modifications: {
    title: "Modifications depuis la dernière version enregistrée dans l'historique",
    back: "Retour au formulaire",
    unsavedTitle: "Pas encore enregistré",
    unsavedNone: "Aucune modification en attente dans l'éditeur.",
    savedTitle: "Enregistré, pas encore dans l'historique (git)",
    savedNone: "Aucun fichier modifié depuis le dernier commit.",
    unavailable: "L'historique (git) n'est pas disponible dans ce dossier : la liste des fichiers modifiés ne peut pas être établie.",
    status: { modifie: "modifié", cree: "nouveau", supprime: "supprimé" } as Record<string, string>,
    listChanged: (before: number, after: number) => `liste de ${before} → ${after} éléments`,
    empty: "(vide)",
    commitHelp: "Pour publier, ces fichiers sont validés dans l'historique (git commit) puis le site est reconstruit.",
  },

  leave: "Des modifications ne sont pas enregistrées.",

  upload: {
    format: "Ce format d'image n'est pas lu par le site : enregistrez-la en JPEG, PNG, WebP, AVIF ou SVG.",
    tooHeavy: "Cette image est trop lourde (6 Mo au plus pour une photo, 500 Ko pour un SVG) : réduisez-la avant de l'envoyer.",
    unreadable: "Ce fichier n'est pas une image lisible.",
    unsafe: "Ce SVG contient des éléments qui ne peuvent pas être retirés sans risque : réexportez le dessin sans script ni lien vers d'autres fichiers.",
  },

  server: {
    started: (url: string) => `Éditeur de contenu : ${url}\n(Ctrl+C pour arrêter ; les fichiers sont enregistrés dans content/)`,
    portTaken: (port: number) => `Le port ${port} est déjà utilisé : l'éditeur tourne peut-être déjà. Sinon, choisissez un autre port : PORT=3200 npm run edit`,
    failed: (reason: string) => `L'éditeur a rencontré une erreur : ${reason}`,
    badRequest: "Requête invalide.",
    badJson: "Requête invalide : ce qui est envoyé n'est pas un objet JSON lisible.",
    tooDeep: "Requête invalide : ce qui est envoyé est imbriqué trop profondément.",
    badAddress: "Adresse invalide : un « % » n'y est pas suivi de deux chiffres hexadécimaux.",
    badWidth: "Largeur d'image non prévue : l'éditeur ne produit que les largeurs des rôles d'image du site.",
    tooLarge: "Requête trop volumineuse.",
    forbidden: "Accès refusé : l'éditeur ne répond qu'à sa propre page, sur cet ordinateur.",
    notFound: "Introuvable.",
  },
};
