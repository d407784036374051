import { DEFAULT_LOCALE } from "#app/model/locale.ts";
/*
 * Every French word of the content editor's own interface, in one place (the words of
 * the forms come from the schemas' titles and descriptions, the error messages from the
 * content check). Sentences with a value are small functions.
 */

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count > 1 ? many : word}`;

/** What is left in a language or a file: « 3 à traduire · 1 à revoir », or « à jour ». */
const TEXTS_COUNTS = ({ toTranslate, toReview }: { toTranslate: number; toReview: number }) =>
  toTranslate + toReview === 0 ? "à jour" : [toTranslate > 0 && `${toTranslate} à traduire`, toReview > 0 && `${toReview} à revoir`].filter(Boolean).join(" · ");

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
    traductions: "Traductions",
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

  /** Which language's texts the list shows: French, the source, or one of the translations. */
  language: {
    label: "Langue",
    help: "Le français est la source ; une autre langue montre ses textes à traduire, à côté du français.",
    /** After the language's name (written in its own language): its state and what is left, or that it is the source. */
    option: (state: string, counts?: { toTranslate: number; toReview: number }) => ` — ${counts ? `${state}, ${TEXTS_COUNTS(counts)}` : "texte source"}`,
    onlyGaps: "Seulement ce qui reste à traduire ou à revoir",
    counts: (counts: { toTranslate: number; toReview: number }) => TEXTS_COUNTS(counts),
    allDone: "Tout est traduit et à jour dans cette langue.",
  },

  /** A translation file: each French text as it is now, beside its translation. */
  translation: {
    /** Around the language's name, which the view writes in its own language. */
    intro: [
      "Chaque texte français, tel qu'il est maintenant, à côté de sa traduction en ",
      ". Un texte à traduire ou à revoir reste en français sur le site tant qu'il n'est pas traduit ou revu.",
    ],
    noFile: "Ce contenu n'a pas encore de fichier de traduction : il sera créé à l'enregistrement, avec les textes traduits.",
    filter: "Textes affichés",
    filters: {
      tous: (count: number) => `Tous (${count})`,
      "à traduire": (count: number) => `À traduire (${count})`,
      "à revoir": (count: number) => `À revoir (${count})`,
    },
    states: { traduit: "Traduit", "à traduire": "À traduire", "à revoir": "À revoir", disparu: "Plus en français" },
    french: "Français, maintenant",
    translatedFrom: "Le français quand il a été traduit",
    changed: "Le texte français a changé depuis sa traduction : revoyez la traduction, puis marquez-la comme revue.",
    reviewed: "Marquer comme revue",
    gone: "Ce texte n'existe plus dans le fichier français (bloc retiré ou déplacé) : le site ne le montre plus.",
    remove: "Retirer cette traduction",
    /** Followed by the language's name, between brackets. */
    field: "Traduction",
    marksHelp: "Gardez les repères entre accolades, comme {fiches.nombre} : le site les remplit.",
    none: "Aucun texte ne correspond à ce filtre.",
  },

  /** Below the width of three columns: the list of contents in a drawer, the form and the preview as tabs. */
  layout: {
    openList: "Contenus",
    panes: "Formulaire ou aperçu",
    form: "Formulaire",
    preview: "Aperçu",
  },

  header: {
    // The preview's page has its own banner and main area: the editor's are named apart from them.
    label: "Barre de l'éditeur",
    modifications: "Modifications",
    publish: "Publier",
    history: "Historique",
    save: "Enregistrer",
    saving: "Enregistrement…",
    unsaved: (count: number) => (count === 0 ? "Aucune modification en attente" : `${plural(count, "fichier modifié", "fichiers modifiés")}, non enregistré${count > 1 ? "s" : ""}`),
    checking: "Vérification…",
    valid: "Contenu valide",
    invalid: (count: number) => `${plural(count, "erreur")} à corriger`,
  },

  welcome: {
    title: "Choisissez un contenu à modifier",
    text: "La liste à gauche (bouton « Contenus » sur un écran étroit) reprend le site : les pages, les applications, les fiches techniques, puis la société et les réglages. Chaque champ dit ce qu'il attend ; les erreurs s'affichent à côté du champ pendant la saisie, et l'aperçu montre la page telle qu'elle sera publiée.",
    restored: (count: number) => `Brouillon retrouvé : ${plural(count, "fichier modifié", "fichiers modifiés")} depuis la dernière visite, pas encore enregistré${count > 1 ? "s" : ""}.`,
  },

  form: {
    label: "Formulaire du contenu",
    file: (file: string) => `Fichier content/${file}`,
    discard: "Annuler mes modifications…",
    discardHelp: "Revenir à la version enregistrée de ce fichier",
    discardTitle: (label: string) => `Annuler les modifications de « ${label} » ?`,
    discardText: (count: number) =>
      `${plural(count, "modification non enregistrée", "modifications non enregistrées")} de ce fichier ${count > 1 ? "seront abandonnées" : "sera abandonnée"} : il reviendra à sa version enregistrée. « Annuler » (Ctrl+Z) ${count > 1 ? "les" : "la"} ramène ensuite si besoin.`,
    discardConfirm: "Annuler mes modifications",
    discardCancel: "Garder mes modifications",
    delete: "Supprimer…",
    fileErrors: "Erreurs de ce fichier",
    otherErrors: "Erreurs dans d'autres fichiers",
    otherErrorsHelp: "Elles empêchent aussi l'enregistrement ; cliquez pour ouvrir le fichier.",
    position: (line: number, column: number) => `ligne ${line}, colonne ${column}`,
    syntax: (line: number, column: number, message: string) => `Ce fichier n'est pas du JSON valide (ligne ${line}, colonne ${column}) : ${message}`,
    syntaxHelp: "Le formulaire ne peut pas l'afficher. Corrigez cette ligne dans un éditeur de texte (ou restaurez le fichier depuis l'historique), puis rechargez cette page.",
    deletedNotice: "Ce fichier sera supprimé à l'enregistrement.",
    restore: "Ne pas le supprimer",
    item: (noun: string) => noun.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE) + noun.slice(1),
    unit: (unit: string) => `en ${unit}`,
    noChoice: "— Aucun —",
  },

  /** The controls of one entry of a list, naming the entry and, in an inner list, the entry it belongs to. */
  entry: {
    toolbar: (item: string) => `Actions sur « ${item} »`,
    remove: (item: string, parent?: string) => (parent ? `Retirer « ${item} » de « ${parent} »` : `Retirer « ${item} »`),
    moveUp: (item: string, parent?: string) => (parent ? `Monter « ${item} » dans « ${parent} »` : `Monter « ${item} »`),
    moveDown: (item: string, parent?: string) => (parent ? `Descendre « ${item} » dans « ${parent} »` : `Descendre « ${item} »`),
    copy: (item: string) => `Dupliquer « ${item} »`,
    add: (list: string, parent?: string) => (parent ? `Ajouter à « ${list} » de « ${parent} »` : `Ajouter à « ${list} »`),
  },

  /** Undo and redo, across every change of the session. */
  undo: {
    undo: "Annuler",
    redo: "Rétablir",
    keys: (mac: boolean) => (mac ? { undo: "⌘Z", redo: "⇧⌘Z" } : { undo: "Ctrl+Z", redo: "Ctrl+Maj+Z" }),
    nothingToUndo: "Rien à annuler",
    nothingToRedo: "Rien à rétablir",
    undoWhat: (what: string) => `Annuler : ${what}`,
    redoWhat: (what: string) => `Rétablir : ${what}`,
    undone: (what: string) => `Annulé : ${what}.`,
    redone: (what: string) => `Rétabli : ${what}.`,
    /** After a removal: what was removed, and the way back. */
    done: (what: string) => `${what.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE)}${what.slice(1)}.`,
    field: (place: string, label: string) => `« ${place} » modifié dans « ${label} »`,
    fields: (count: number, label: string, place?: string) => `${plural(count, "champ")}${place ? ` de « ${place} »` : ""} modifié${count > 1 ? "s" : ""} dans « ${label} »`,
    itemRemoved: (item: string, parent?: string) => (parent ? `« ${item} » retiré de « ${parent} »` : `« ${item} » retiré`),
    itemAdded: (item: string, parent?: string) => (parent ? `« ${item} » ajouté à « ${parent} »` : `« ${item} » ajouté`),
    created: (label: string) => `« ${label} » créé`,
    deleted: (label: string) => `« ${label} » supprimé`,
    discarded: (label: string) => `modifications de « ${label} » abandonnées`,
    restored: (label: string) => `suppression de « ${label} » abandonnée`,
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
    dialogHelp: "Les images de content/images/ (et les logos de public/images/marque/). Une nouvelle image est rangée dans le dossier de la page et porte le nom de la page et de sa place (par ex. signaletique-principale.jpg).",
    filter: "Filtrer les images",
    size: (width: number, height: number) => `${width} × ${height} px`,
    cancel: "Annuler",
    path: "Fichier",
    altRequired: "Décrivez ce que montre l'image : le texte alternatif est obligatoire.",
  },

  unused: {
    title: (count: number) => `${count > 1 ? `${count} images ne servent` : "Une image ne sert"} à aucune page`,
    help: "Aucun contenu, ni enregistré ni en cours de modification, ne les utilise (une image remplacée par une autre, une page supprimée). Elles n'apparaissent pas sur le site ; vous pouvez les supprimer.",
    /** The button's words, and its full name for assistive technologies. */
    remove: (label: string) => (label ? `Supprimer ${label}…` : "Supprimer…"),
    confirmTitle: "Supprimer cette image ?",
    confirm: (label: string) => `Le fichier ${label} sera effacé de l'ordinateur. Aucune page ne l'utilise ; s'il a déjà été publié, « Historique » garde la version qui le contient.`,
    confirmButton: "Supprimer l'image",
    cancel: "Annuler",
    removed: (label: string) => `${label} supprimé.`,
    badPath: "Requête invalide : donnez le chemin d'une image, qui commence par /images/.",
    outside: "Suppression refusée : l'éditeur ne supprime que les images de content/images/ (pas les logos de public/images/marque/, ni rien d'autre).",
    notFound: (label: string) => `Le fichier ${label} n'existe pas (déjà supprimé ?).`,
    referenced: (label: string, files: string[]) => `Suppression refusée : ${label} est utilisée par ${files.map((file) => `content/${file}`).join(", ")}. Choisissez d'abord une autre image à sa place.`,
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

  conflict: {
    refused: (count: number) =>
      count > 1
        ? `${count} fichiers ont changé depuis que vous avez commencé à les modifier (dans un autre onglet, par une autre personne ou sur le disque) : rien n'a été enregistré.`
        : "Ce fichier a changé depuis que vous avez commencé à le modifier (dans un autre onglet, par une autre personne ou sur le disque) : rien n'a été enregistré.",
    title: (label: string) => `« ${label} » a changé pendant que vous le modifiiez`,
    intro:
      "Quelqu'un d'autre (un autre onglet, une autre personne, ou une modification du fichier sur le disque) a enregistré ce contenu après que vous avez commencé à le modifier. Enregistrer votre version effacerait la sienne sans le dire : choisissez ce que vous gardez.",
    field: "Champ",
    mine: "Votre version",
    theirs: "Version enregistrée entre-temps",
    wholeFile: "Le fichier entier",
    deleted: "(fichier supprimé)",
    present: "(le fichier et tous ses champs)",
    empty: "(vide)",
    yes: "oui",
    no: "non",
    keepMine: "Garder ma version",
    keepMineHelp: "Remplace la version enregistrée entre-temps par la vôtre, entièrement.",
    takeTheirs: "Prendre l'autre version",
    takeTheirsHelp: "Abandonne vos modifications de ce fichier et garde celles enregistrées entre-temps.",
    merge: "Fusionner champ par champ",
    mergeHelp: "Garde, pour chaque champ, la valeur cochée ci-dessus ; le reste du fichier reste tel qu'enregistré entre-temps.",
    later: "Décider plus tard",
    choice: (field: string, side: string) => `${field} : ${side}`,
    theirsKept: "La version enregistrée entre-temps est gardée ; rien d'autre à enregistrer.",
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
    removed: (list: string, value: string) => `Retiré de ${list} : « ${value} »`,
    added: (list: string, value: string) => `Ajouté à ${list} : « ${value} »`,
    empty: "(vide)",
    commitHelp: "« Publier » les enregistre dans l'historique et les envoie à l'hébergeur, qui reconstruit le site.",
  },

  publish: {
    title: "Publier",
    intro: "Publier enregistre le contenu et les images tels qu'enregistrés (content/ et public/) comme une nouvelle version de l'historique, avec votre nom et un message, puis l'envoie à l'hébergeur, qui reconstruit le site. Rien d'autre du projet n'est touché.",
    checking: "Vérification du contenu…",
    unavailable: "Ce dossier n'est pas un dépôt git : le contenu ne peut pas être publié d'ici. Demandez à la personne qui s'occupe du site.",
    unsaved: (count: number) => `${plural(count, "fichier modifié", "fichiers modifiés")} dans l'éditeur ${count > 1 ? "ne sont" : "n'est"} pas enregistré${count > 1 ? "s" : ""} : enregistrez ou annulez avant de publier.`,
    blockersTitle: (count: number) => `${plural(count, "point bloque", "points bloquent")} la publication`,
    blockersHelp: "Cliquez sur une ligne pour ouvrir le champ à corriger, puis enregistrez et revenez ici.",
    kinds: { contenu: "Vérification du contenu", "mise-en-ligne": "Vérification avant mise en ligne (valeurs provisoires, faits d'achat à fournir)" } as Record<string, string>,
    ready: "Le contenu passe la vérification du contenu et celle d'avant mise en ligne.",
    filesTitle: "Fichiers à publier",
    noFiles: "Aucun fichier modifié depuis la dernière version : il n'y a rien de nouveau à publier.",
    status: { modifie: "modifié", cree: "nouveau", supprime: "supprimé" } as Record<string, string>,
    remote: (remote: string, branch: string) => `Envoi vers le dépôt distant « ${remote} », branche ${branch} : l'hébergeur reconstruit le site à sa réception.`,
    unsent: (count: number) => `${plural(count, "version enregistrée", "versions enregistrées")} sur cet ordinateur ${count > 1 ? "n'ont" : "n'a"} pas encore été ${count > 1 ? "envoyées" : "envoyée"} : « Publier » ${count > 1 ? "les" : "l'"}envoie.`,
    noRemote: (remote: string) => `Aucun dépôt distant « ${remote} » n'est configuré : la version reste dans l'historique de cet ordinateur ; la personne qui s'occupe du site la met en ligne.`,
    author: "Votre nom",
    authorHelp: "Il accompagne la version dans l'historique ; ce navigateur s'en souvient.",
    authorMissing: "Indiquez votre nom.",
    message: "Message",
    messageHelp: "Ce qui change, en une phrase : il apparaît dans l'historique.",
    defaultMessage: (files: readonly { file: string; status: string }[]) => {
      const shown = files.slice(0, 8).map(({ file, status }) => (status === "modifie" ? file : `${file} (${status === "cree" ? "nouveau" : "supprimé"})`));
      const more = files.length > shown.length ? ` et ${plural(files.length - shown.length, "autre fichier", "autres fichiers")}` : "";
      return `Mise à jour du contenu : ${shown.join(", ")}${more}`;
    },
    submit: "Publier",
    publishing: "Publication…",
    refused: "Publication refusée : corrigez les points ci-dessous.",
    done: (sent?: { remote: string; branch: string }) =>
      sent ? `Publié : la version est dans l'historique et a été envoyée à « ${sent.remote} » (branche ${sent.branch}) ; le site sera à jour dès que l'hébergeur l'aura reconstruit.` : "Publié : la version est dans l'historique de cet ordinateur.",
    sent: (remote: string, branch: string) => `Les versions en attente ont été envoyées à « ${remote} » (branche ${branch}).`,
    recordedNotSent: (reason: string) => `La version est enregistrée dans l'historique de cet ordinateur, mais n'a pas été envoyée : ${reason}`,
    failures: {
      "not-a-repository": () => "ce dossier n'est pas un dépôt git.",
      detached: () => "aucune branche n'est active dans le dépôt (HEAD détachée) : la personne qui s'occupe du site doit en choisir une.",
      offline: () => "le dépôt distant n'a pas pu être joint (pas de connexion, ou adresse du dépôt incorrecte). Cliquez à nouveau sur « Publier » une fois la connexion revenue.",
      rejected: () => "le dépôt distant a des versions plus récentes que cet ordinateur (publiées depuis un autre poste) ; rien n'a été envoyé ni fusionné. La personne qui s'occupe du site doit d'abord récupérer ces versions (git pull), puis publier à nouveau.",
      denied: (detail: string) => `le dépôt distant a refusé l'envoi (accès non autorisé ou branche protégée). Réponse de git : ${detail}`,
      nothing: () => "rien à publier : le contenu enregistré est déjà dans l'historique.",
      pending: () => "le contenu ou les images ont des changements qui ne sont pas dans l'historique : publiez-les, ou annulez-les, avant de restaurer une version.",
      unknown: () => "cette version est introuvable dans l'historique.",
      failed: (detail: string) => `git a répondu : ${detail}`,
    } as Record<string, (detail: string) => string>,
    failed: (reason: string) => `La publication a échoué : ${reason}`,
    badAuthor: "Indiquez votre nom (100 caractères au plus, sur une ligne, sans « < » ni « > »).",
    badMessage: "Le message tient en 2 000 caractères au plus.",
  },

  history: {
    title: "Historique des versions publiées",
    intro: "Chaque version enregistrée du contenu et des images, la plus récente d'abord. « Restaurer cette version » remet le contenu et les images dans l'état de cette version, en créant une nouvelle version : aucune version n'est effacée.",
    unavailable: "Ce dossier n'est pas un dépôt git : il n'a pas d'historique.",
    empty: "Aucune version du contenu dans l'historique.",
    by: (author: string, date: string) => `${author}, le ${date}`,
    date: (iso: string) => new Date(iso).toLocaleString(DEFAULT_LOCALE, { dateStyle: "long", timeStyle: "short" }),
    files: (count: number) => plural(count, "fichier", "fichiers"),
    restore: "Restaurer cette version",
    restoring: "Restauration…",
    confirmTitle: "Restaurer cette version ?",
    confirmText: (date: string, subject: string) =>
      `Le contenu et les images reviendront à leur état du ${date} (« ${subject} »). Une nouvelle version est enregistrée avec votre nom et envoyée à l'hébergeur si le contenu passe les vérifications ; les versions suivantes restent dans l'historique.`,
    confirm: "Restaurer",
    cancel: "Annuler",
    unsaved: "Des modifications de l'éditeur ne sont pas enregistrées : enregistrez-les ou annulez-les avant de restaurer une version.",
    restoreMessage: (date: string, subject: string) => `Restauration de la version du ${date} (« ${subject} »)`,
    restored: (date: string) => `Version du ${date} restaurée dans une nouvelle version.`,
    notSent: (count: number) => `Elle n'a pas été envoyée à l'hébergeur : le contenu restauré a ${plural(count, "point qui bloque", "points qui bloquent")} la publication (voir « Publier »).`,
    failed: (reason: string) => `La restauration a échoué : ${reason}`,
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
