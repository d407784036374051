/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT.
 * Produced by scripts/generate-types.ts from the JSON Schemas in schema/.
 * Change a schema, then run `npm run generate:types`.
 */

export interface ContentFiles {
  Application?: Application;
  DocumentsPdf?: DocumentsPdf;
  Entreprise?: Entreprise;
  Familles?: Familles;
  FicheTechnique?: FicheTechnique;
  Interface?: Interface;
  Langues?: Langues;
  Navigation?: Navigation;
  PageApplication?: PageApplication;
  PageIntrouvable?: PageIntrouvable;
  Page?: Page;
  Procedes?: Procedes;
  Reglages?: Reglages;
  Traduction?: Traduction;
}
/**
 * Une page qui présente un secteur d'utilisation du stone paper (papeterie, emballage…). Le nom du fichier devient l'adresse de la page : content/applications/papeterie.json est publié à /papeterie.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Application".
 */
export interface Application {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Position dans les menus et les listes : 1 pour le premier, 2 pour le suivant, etc. Deux pages peuvent avoir le même ordre ; elles sont alors classées par nom de fichier, dans l'ordre alphabétique (emballages-luxe.json avant papeterie.json). Le même ordre vaut partout : menus, pied de page, cartes et catalogue PDF.
   */
  ordre: number;
  /**
   * Nom court de l'application dans le sous-menu « Applications », le menu mobile et le pied de page (3 à 40 caractères). Exemple : « Papeterie ».
   */
  menu: string;
  meta: Meta;
  /**
   * Grand titre affiché en haut de la page (5 à 90 caractères). Exemple : « Stone paper pour la papeterie ».
   */
  titre: string;
  /**
   * Présentation du secteur et de ce que le stone paper y apporte, en un à quatre paragraphes.
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  description: string[];
  /**
   * Exactement cinq exemples concrets de produits réalisables, une courte phrase chacun. Exemple : « Carnets et cahiers résistants à l'eau ».
   *
   * @minItems 5
   * @maxItems 5
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  exemples: string[];
  /**
   * Les familles de stone paper à proposer pour ce secteur (1 à 4), de la plus utile à la moins utile : chacune s'affiche en carte avec son code, son nom, ses épaisseurs et la raison, et mène à sa fiche technique. Exemple : la fiche « rpn », épaisseurs [80, 100, 120], raison « Pour les pages : une surface lisse qui reçoit le stylo bille et le crayon. ».
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: Une famille, les épaisseurs qui conviennent à ce secteur et pourquoi.
   */
  recommandations: {
    /**
     * Le nom du fichier de la fiche, sans « .json » : « rpn » pour content/fiches/rpn.json. Le code, le nom et le lien viennent de cette fiche.
     */
    fiche: string;
    /**
     * Les épaisseurs qui conviennent, en micromètres (µm), chacune présente dans le tableau des spécifications de cette fiche, de la plus fine à la plus épaisse (1 à 10). Exemple : [80, 100, 120].
     *
     * @minItems 1
     * @maxItems 10
     */
    epaisseurs: number[];
    /**
     * Une phrase (20 à 140 caractères) qui dit à quoi sert cette famille dans ce secteur. Exemple : « Pour les pages : une surface lisse qui reçoit le stylo bille et le crayon. ».
     */
    raison: string;
    /**
     * Facultatif. Les procédés d'impression et de transformation que demande ce secteur, par leur clé dans content/site/procedes.json (1 à 8) : la carte affiche l'aptitude de la famille à chacun, et le contrôle du contenu refuse un procédé que la fiche déconseille pour une épaisseur recommandée. Exemple : [« offset-uv », « marquage-a-chaud »].
     *
     * @minItems 1
     * @maxItems 8
     */
    procedes?: string[];
  }[];
  imagePrincipale: Image;
  /**
   * Entre 4 et 18 images, présentées en vignettes après l'image principale ; un clic sur une vignette l'affiche en grand. Une photo doit faire au moins 1 360 px de large (un dessin SVG, n'importe quelle taille). Choisissez des images de même format (3:2 de préférence) : la grande image garde les proportions de l'image principale.
   *
   * @minItems 4
   * @maxItems 18
   */
  galerie: Image[];
  /**
   * Une phrase (20 à 140 caractères) qui présente l'application sur les cartes de l'accueil, de la page Applications et des autres pages d'application.
   */
  resume: string;
}
/**
 * Titre et description de la page pour l'onglet du navigateur et les moteurs de recherche.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Meta".
 */
export interface Meta {
  /**
   * Titre affiché dans l'onglet et dans les résultats de recherche, 10 à 70 caractères. Exemple : « Fiche technique RBN — carton minéral ».
   */
  titre: string;
  /**
   * Résumé de la page en une ou deux phrases, 50 à 160 caractères.
   */
  description: string;
}
/**
 * Une image du site avec son texte alternatif, lu par les lecteurs d'écran et affiché si l'image ne se charge pas.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  /**
   * Chemin de l'image, commençant par « /images/ » : /images/applications/papeterie/galerie-1.jpg désigne le fichier content/images/applications/papeterie/galerie-1.jpg (seuls le logo, le favicon et le logo du partenaire sont dans public/images/marque/). Formats acceptés : .svg, .png, .jpg, .jpeg, .webp, .avif ; une photo pèse 6 Mo au plus. Le site en publie lui-même des versions légères (AVIF, et JPEG pour les navigateurs qui ne lisent pas l'AVIF) à plusieurs largeurs.
   */
  src: string;
  /**
   * Décrit en français ce que montre l'image, en une phrase courte (10 à 160 caractères). Exemple : « Rouleau de stone paper blanc posé sur une table ». N'écrivez pas « image de ».
   */
  alt: string;
}
/**
 * Les textes propres au catalogue PDF et aux fiches techniques PDF que le site produit à partir du contenu. Les tableaux, les familles, les applications et les coordonnées viennent des autres fichiers : ils ne sont écrits qu'une fois.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "DocumentsPdf".
 */
export interface DocumentsPdf {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Les textes du catalogue. Il contient, dans l'ordre : la couverture, la présentation et la composition, une section par fiche technique (content/fiches/), le tableau comparatif (content/familles.json), une page par application (content/applications/) et les coordonnées (content/site/entreprise.json).
   */
  catalogue: {
    /**
     * Grand titre de la couverture ; {edition} est remplacé par l'année d'édition de entreprise.json. Exemple : « Catalogue {edition} ».
     */
    titre: string;
    /**
     * Une phrase sous le titre de couverture (20 à 200 caractères).
     */
    sousTitre: string;
    /**
     * Exemple : « Sommaire ».
     */
    sommaire: string;
    /**
     * La page qui présente l'entreprise, après la couverture.
     */
    presentation: {
      /**
       * Exemple : « Qui sommes-nous ».
       */
      titre: string;
      /**
       * Un à quatre paragraphes de présentation.
       *
       * @minItems 1
       * @maxItems 4
       *
       * Items: Un texte en français, non vide, sans espace au début ni à la fin.
       */
      paragraphes: string[];
    };
    /**
     * La composition du stone paper : un texte et une barre de répartition.
     */
    composition: {
      /**
       * Exemple : « Composition ».
       */
      titre: string;
      /**
       * Un à quatre paragraphes sur la composition.
       *
       * @minItems 1
       * @maxItems 4
       *
       * Items: Un texte en français, non vide, sans espace au début ni à la fin.
       */
      paragraphes: string[];
      /**
       * Les composants et leur part en pourcentage, du plus important au moins important ; les parts totalisent 100.
       *
       * @minItems 2
       * @maxItems 5
       *
       * Items: Un composant et sa part.
       */
      repartition: {
        /**
         * Exemple : « Carbonate de calcium ».
         */
        libelle: string;
        /**
         * Part du composant, en pourcentage entier de 1 à 99. Exemple : 80.
         */
        pourcentage: number;
      }[];
    };
    familles: SectionPdf;
    applications: SectionPdf;
    /**
     * La dernière page : un titre et une phrase, puis l'adresse, le téléphone, WhatsApp, l'e-mail et les horaires de entreprise.json.
     */
    contact: {
      /**
       * Exemple : « Nous contacter ».
       */
      titre: string;
      /**
       * Une ou deux phrases au-dessus des coordonnées (20 à 300 caractères).
       */
      texte: string;
    };
  };
  /**
   * Les textes propres aux fiches PDF ; les intertitres et en-têtes de tableau sont ceux des pages (groupe « fiche » de interface.json).
   */
  fiche: {
    /**
     * Mot affiché au-dessus du code de la famille. Exemple : « Fiche technique ».
     */
    surtitre: string;
  };
  /**
   * Imprimée en couverture et en bas de chaque page ; {edition} est remplacé par l'année d'édition de entreprise.json. Exemple : « Édition {edition} ».
   */
  edition: string;
  /**
   * En bas de chaque page ; {page} est le numéro de la page, {pages} le nombre de pages. Exemple : « {page} / {pages} ».
   */
  pagination: string;
  /**
   * Devant l'adresse du site (origine de reglages.json) dans les coordonnées. Exemple : « Site ».
   */
  site: string;
}
/**
 * Un titre de section et son texte d'introduction.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "SectionPdf".
 */
export interface SectionPdf {
  /**
   * Exemple : « Les quatre familles ».
   */
  titre: string;
  /**
   * Une phrase sous le titre (20 à 300 caractères).
   */
  chapo: string;
}
/**
 * L'identité et les coordonnées de l'entreprise. Elles ne sont écrites qu'ici : l'en-tête, le pied de page, la page contact et le catalogue les lisent dans ce fichier.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Entreprise".
 */
export interface Entreprise {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Nom commercial tel qu'il doit apparaître partout sur le site (2 à 60 caractères), le même dans toutes les langues.
   */
  nom: string;
  logo: Image;
  /**
   * Petite icône carrée affichée dans l'onglet du navigateur et les favoris, de préférence au format SVG. Exemple : /images/marque/favicon.svg
   */
  favicon: string;
  /**
   * L'adresse postale du siège ou de l'usine.
   */
  adresse: {
    /**
     * Numéro et rue, ou zone industrielle. Exemple : « Zone industrielle, rue de l'Artisanat ».
     */
    rue: string;
    /**
     * Code postal tunisien à 4 chiffres. Exemple : « 8000 ».
     */
    codePostal: string;
    /**
     * Exemple : « Nabeul ».
     */
    ville: string;
    /**
     * Exemple : « Tunisie ».
     */
    pays: string;
    /**
     * Adresse complète (https://…) d'une carte en ligne qui montre le lieu.
     */
    lienCarte: string;
  };
  /**
   * Numéro tunisien au format international, avec des espaces : « +216 » puis 8 chiffres groupés 2-3-3. Exemple : « +216 71 000 000 ».
   */
  telephone: string;
  /**
   * Numéro joignable sur WhatsApp, au même format que le téléphone. Exemple : « +216 20 000 000 ». Le lien wa.me est construit à partir de lui.
   */
  whatsapp: string;
  /**
   * Adresse qui reçoit les messages du formulaire de contact : une adresse simple, nom@domaine, sans espace ni « ? », « & », « # », « % » ou « , » (ils ajouteraient un destinataire caché ou casseraient le formulaire). Exemple : « info@example.com ».
   */
  email: string;
  /**
   * Les pages de l'entreprise sur les réseaux sociaux (0 à 6), dans l'ordre d'affichage.
   *
   * @maxItems 6
   *
   * Items: Un compte de l'entreprise sur un réseau social.
   */
  reseauxSociaux: {
    /**
     * Le réseau, pour choisir l'icône : facebook, instagram, linkedin, youtube ou tiktok.
     */
    reseau: "facebook" | "instagram" | "linkedin" | "youtube" | "tiktok";
    /**
     * Nom lu par les lecteurs d'écran. Exemple : « Facebook ».
     */
    libelle: string;
    /**
     * Adresse complète de la page, commençant par https://.
     */
    url: string;
  }[];
  /**
   * Une ligne par groupe de jours, du lundi au dimanche.
   *
   * @minItems 1
   * @maxItems 7
   *
   * Items: Des jours et leurs heures d'ouverture, ou la mention qu'ils sont fermés.
   */
  horaires: {
    /**
     * Les jours tels qu'affichés. Exemple : « Lundi – vendredi ».
     */
    libelle: string;
    /**
     * Les jours de la plage, en minuscules : lundi, mardi, mercredi, jeudi, vendredi, samedi, dimanche.
     *
     * @minItems 1
     * @maxItems 7
     */
    jours: ("lundi" | "mardi" | "mercredi" | "jeudi" | "vendredi" | "samedi" | "dimanche")[];
    /**
     * Au format 24 h « HH:MM ». Exemple : « 08:00 ». À omettre si les jours sont fermés.
     */
    ouverture?: string;
    /**
     * Au format 24 h « HH:MM ». Exemple : « 17:00 ». À omettre si les jours sont fermés.
     */
    fermeture?: string;
  }[];
  /**
   * Le partenaire dont le logo figure dans le pied de page.
   */
  partenaire: {
    /**
     * Nom complet du partenaire, le même dans toutes les langues.
     */
    nom: string;
    logo: Image;
    /**
     * Facultatif. Adresse complète du site du partenaire, commençant par https://.
     */
    url?: string;
  };
  /**
   * Le catalogue PDF proposé au téléchargement. Le site le produit lui-même à partir du contenu à chaque construction (fiches, applications, coordonnées), avec une fiche technique PDF par famille ; il peut aussi renvoyer vers un catalogue hébergé ailleurs.
   */
  catalogue: {
    /**
     * Adresse où le site publie le catalogue qu'il produit, dans /catalogue/ et nommée d'après l'entreprise et l'édition (par ex. « /catalogue/catalogue-stone-paper-tunisie-2025.pdf ») ; ou adresse complète (https://…) d'un catalogue hébergé ailleurs : les boutons mènent alors à ce fichier et le site ne produit pas le sien (les fiches techniques PDF restent produites).
     */
    fichier: string;
    /**
     * Année de l'édition du catalogue, imprimée sur le catalogue et les fiches PDF. Le 1er janvier de cette année est aussi leur date de création : un même contenu donne toujours les mêmes fichiers. Exemple : 2025.
     */
    edition: number;
  };
  /**
   * Ce que la page « Mentions légales et confidentialité » (/mentions-legales) dit de l'éditeur du site, en plus du nom, de l'adresse, du téléphone et de l'e-mail ci-dessus, et de l'hébergeur. La page les cite par {entreprise.formeJuridique}, {hebergeur.nom}… Tant qu'une valeur commence par « À compléter », « npm run check:publication » la signale.
   */
  mentionsLegales: {
    /**
     * La forme de la société et, s'il y a lieu, son capital. Exemple : « SARL au capital de 100 000 dinars ».
     */
    formeJuridique: string;
    /**
     * L'identifiant unique de l'entreprise au Registre national des entreprises (RNE), qui sert aussi de matricule fiscal. Exemple : « 1234567A ».
     */
    identifiantUnique: string;
    /**
     * La personne qui répond du contenu du site, et sa fonction. Exemple : « Mme Amel Ben Salah, gérante ».
     */
    responsablePublication: string;
    /**
     * L'entreprise qui héberge le site (le serveur nginx, Netlify, Cloudflare…).
     */
    hebergeur: {
      /**
       * Sa raison sociale. Exemple : « Netlify, Inc. ».
       */
      nom: string;
      /**
       * Son adresse postale, sur une ligne. Exemple : « 101 2nd Street, San Francisco, CA 94105, États-Unis ».
       */
      adresse: string;
    };
  };
}
/**
 * Le tableau comparatif des quatre familles, affiché sur chaque fiche technique. Il n'est écrit qu'ici.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Familles".
 */
export interface Familles {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Phrase courte qui dit ce que compare le tableau. Exemple : « Comparatif des quatre familles ».
   */
  legende: string;
  /**
   * Les titres des trois colonnes du tableau.
   */
  colonnes: {
    /**
     * Exemple : « Famille ».
     */
    code: string;
    /**
     * Avec l'unité. Exemple : « Épaisseur (µm) ».
     */
    epaisseur: string;
    /**
     * Avec l'unité. Exemple : « Densité (g/cm³) ».
     */
    densite: string;
  };
  /**
   * Une ligne par famille, dans l'ordre d'affichage.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Le résumé d'une famille.
   */
  familles: {
    /**
     * Code de la famille en 3 lettres majuscules ; une fiche technique de même code doit exister. Exemple : « RPN ».
     */
    code: string;
    /**
     * Les épaisseurs de la famille en µm, sans l'unité, telles que le catalogue les annonce : une plage « 50 à 250 », ou la liste des seules épaisseurs fabriquées « 60, 80 ou 100 ». C'est l'information affichée partout (tableau comparatif, accueil, PDF) et reprise dans les textes par {RPN.gamme}. Chaque ligne de la fiche doit s'y trouver ; une plage peut commencer ou finir sans ligne (une épaisseur sur demande). Exemple : « 200 à 400 ».
     */
    epaisseur: string;
    /**
     * Facultatif. Une précision affichée sous le tableau, précédée du code (3 à 120 caractères). Exemple : « Coloris pastel sur demande ».
     */
    note?: string;
    /**
     * La densité en g/cm³ avec sa tolérance, sans l'unité, avec une virgule décimale ; la valeur nominale est celle des lignes de la fiche. Exemple : « 1,20 ± 0,2 ». Chaque langue l'écrit à sa façon : elle ne se traduit pas.
     */
    densite: string;
  }[];
}
/**
 * La fiche technique d'une famille de produits (RBN, STN, SPN, RPN). Le nom du fichier devient l'adresse de la page : content/fiches/rbn.json est publié à /rbn.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "FicheTechnique".
 */
export interface FicheTechnique {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Position dans les menus et les listes : 1 pour le premier, 2 pour le suivant, etc. Deux pages peuvent avoir le même ordre ; elles sont alors classées par nom de fichier, dans l'ordre alphabétique (emballages-luxe.json avant papeterie.json). Le même ordre vaut partout : menus, pied de page, cartes et catalogue PDF.
   */
  ordre: number;
  /**
   * Code de la famille en 3 lettres majuscules, tel qu'il figure au catalogue. Exemple : « RBN ».
   */
  code: string;
  /**
   * Le nom court et le nom long de la famille, écrits ici seulement : les menus, les cartes, le tableau comparatif, le titre de la fiche, les PDF et les moteurs de recherche les reprennent, précédés du code (« RBN — carton minéral »). En minuscules, car ils s'écrivent aussi au milieu d'une phrase. Dans un texte, écrivez {fiche.nom.court} ou {RBN.nom.long} plutôt que de les recopier.
   */
  nom: {
    /**
     * Deux ou trois mots (3 à 30 caractères) pour les menus, les cartes et le tableau comparatif ; le premier dit ce qu'est le produit (papier, carton, feuille…). En minuscules. Exemple : « carton minéral ».
     */
    court: string;
    /**
     * Le nom complet (5 à 80 caractères) pour le titre de la fiche, les PDF et les moteurs de recherche. En minuscules. Exemple : « carton riche en minéraux, sans couchage ».
     */
    long: string;
  };
  meta: Meta;
  /**
   * Présentation de la famille en un à trois paragraphes.
   *
   * @minItems 1
   * @maxItems 3
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  description: string[];
  /**
   * Exactement six points forts affichés avec une icône.
   *
   * @minItems 6
   * @maxItems 6
   *
   * Items: Un point fort : une icône et un libellé court.
   */
  caracteristiques: {
    /**
     * Nom de l'icône à afficher, choisi dans la liste : resistant-eau, resistant-dechirure, sans-bois, imprimable, thermoformable, mineral, souple, opaque, alimentaire, exterieur, durable.
     */
    icone:
      | "resistant-eau"
      | "resistant-dechirure"
      | "sans-bois"
      | "imprimable"
      | "thermoformable"
      | "mineral"
      | "souple"
      | "opaque"
      | "alimentaire"
      | "exterieur"
      | "durable";
    /**
     * Deux à quatre mots (3 à 40 caractères). Exemple : « Résistant à l'eau ».
     */
    libelle: string;
  }[];
  /**
   * Une ligne par épaisseur disponible, de la plus fine à la plus épaisse. Le grammage doit être égal à l'épaisseur × la densité (à 2 % près).
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: Les valeurs mesurées pour une épaisseur.
   */
  lignes: {
    /**
     * Épaisseur en micromètres (µm), nombre entier entre 20 et 1000. Exemple : 300.
     */
    epaisseur: number;
    /**
     * Densité en grammes par centimètre cube (g/cm³), entre 0,5 et 3, écrite avec un point décimal. Exemple : 1.5.
     */
    densite: number;
    /**
     * Grammage en grammes par mètre carré (g/m²), entre 10 et 3000. Il vaut l'épaisseur × la densité : 300 µm × 1,5 g/cm³ = 450 g/m².
     */
    grammage: number;
    /**
     * Opacité minimale en pourcentage, écrite comme sur la fiche : un signe > (ou ≥), une espace et un nombre entre 0 et 100. Exemple : « > 90 ».
     */
    opacite: string;
  }[];
  /**
   * Les utilisations typiques de la famille, une par élément (1 à 12), affichées en liste. Une fiche qui a un tableau des catégories range ses usages dans ses lignes et n'a pas cette liste. Exemple : « Barquettes ».
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  usages?: string[];
  /**
   * Ce qui s'affiche sur la carte de cette famille dans les autres fiches et sur l'accueil, sous son code et son nom court.
   */
  carte: {
    /**
     * Une phrase (20 à 140 caractères) qui dit à quoi sert la famille.
     */
    description: string;
    image: Image;
  };
  /**
   * Facultatif. Une remarque affichée en encadré, par exemple les couleurs de cœur disponibles.
   */
  note?: string;
  /**
   * Facultatif. Les teintes de cœur disponibles, affichées en petites pastilles sous la note (2 à 8).
   *
   * @minItems 2
   * @maxItems 8
   *
   * Items: Une teinte : son nom et sa couleur d'affichage.
   */
  couleurs?: {
    /**
     * Nom affiché sous la pastille. Exemple : « Jaune ».
     */
    nom: string;
    /**
     * Couleur de la pastille en code hexadécimal à six chiffres. Exemple : #F3E3A1.
     */
    teinte: string;
  }[];
  /**
   * Facultatif. Les épaisseurs regroupées en catégories, chacune avec ses usages : un seul tableau remplace alors la liste des usages (par exemple les cartons léger, moyen et fort du RBN). Chaque épaisseur du tableau des spécifications est dans une catégorie, et une seule.
   */
  categories?: {
    /**
     * Phrase courte lue en premier par les lecteurs d'écran. Exemple : « Catégories de carton RBN selon l'épaisseur, et leurs usages ».
     */
    legende: string;
    /**
     * Une ligne par catégorie, de la plus fine à la plus épaisse (1 à 8).
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: Un nom, les épaisseurs qu'il regroupe et leurs usages.
     */
    lignes: {
      /**
       * Deux ou trois mots (3 à 40 caractères). Exemple : « Carton léger ».
       */
      nom: string;
      /**
       * Les épaisseurs de la catégorie en micromètres (µm), chacune présente dans le tableau des spécifications, de la plus fine à la plus épaisse (1 à 10). Exemple : [200, 250].
       *
       * @minItems 1
       * @maxItems 10
       */
      epaisseurs: number[];
      /**
       * Ce qu'on fabrique avec cette catégorie, un usage par élément (1 à 8). Exemple : « Cartes de visite ».
       *
       * @minItems 1
       * @maxItems 8
       *
       * Items: Un texte en français, non vide, sans espace au début ni à la fin.
       */
      usages: string[];
    }[];
  };
  /**
   * La date de la dernière vérification des valeurs de cette fiche, au format AAAA-MM-JJ. Elle s'imprime sur la fiche PDF : changez-la quand une valeur change. Exemple : 2026-11-26.
   */
  revision: string;
  /**
   * Facultatif. Pour les valeurs du tableau des spécifications, la norme selon laquelle elles sont mesurées et leur tolérance, quand vous les connaissez : elles s'affichent sous le tableau et sur la fiche PDF. N'écrivez que ce que votre laboratoire applique.
   */
  mesures?: {
    epaisseur?: Mesure;
    densite?: Mesure;
    grammage?: Mesure;
    opacite?: Mesure;
  };
  /**
   * Facultatif. L'aptitude de la famille à chaque procédé de content/site/procedes.json : adapté, sous conditions (écrivez la condition) ou déconseillé (écrivez pourquoi). Un procédé absent s'affiche « Sur demande » et le contrôle de mise en ligne le signale. Si l'aptitude change avec l'épaisseur, écrivez le procédé une fois par groupe d'épaisseurs.
   *
   * @maxItems 60
   *
   * Items: Un procédé, son aptitude et, sauf s'il est adapté sans réserve, la condition ou la raison.
   */
  procedes?: {
    /**
     * La clé du procédé dans content/site/procedes.json. Exemple : « offset-uv ».
     */
    procede: string;
    /**
     * « adapte », « sous-conditions » (écrivez la condition dans « Précision ») ou « deconseille » (écrivez pourquoi dans « Précision »).
     */
    statut: "adapte" | "sous-conditions" | "deconseille";
    /**
     * La condition (sous conditions) ou la raison (déconseillé), en une phrase (10 à 200 caractères). Exemple : « Encres pour supports non absorbants ; prévoir un séchage plus long. ».
     */
    precision?: string;
    /**
     * Facultatif. Les épaisseurs du tableau des spécifications auxquelles cette aptitude s'applique ; sans cette liste, elle vaut pour toutes. Exemple : [300, 350, 400].
     *
     * @minItems 1
     * @maxItems 20
     */
    epaisseurs?: number[];
  }[];
  /**
   * Facultatif. Ce que la société peut documenter sur le contact alimentaire. Sans ce champ, la fiche affiche « Sur demande » et le contrôle de mise en ligne le signale.
   */
  contactAlimentaire?: {
    /**
     * « declaration » : une déclaration de conformité est fournie (écrivez le règlement et le fichier) ; « sur-demande » : les documents sont remis pour chaque lot, sur demande (le contrôle de mise en ligne demande alors la déclaration) ; « non-prevu » : la famille n'est pas destinée au contact alimentaire.
     */
    statut: "declaration" | "sur-demande" | "non-prevu";
    /**
     * Le règlement auquel se réfère la déclaration, tel qu'il y est écrit, seulement si la société peut la présenter. Exemple : « Règlement (UE) n° 10/2011 ».
     */
    reglement?: string;
    /**
     * Le fichier PDF de la déclaration, déposé dans public/documents/. Exemple : « /documents/stn-declaration-contact-alimentaire.pdf ».
     */
    declaration?: string;
    /**
     * Ce que l'acheteur doit savoir, en une ou deux phrases (20 à 300 caractères) : pour quels aliments, quelles températures, ce qui reste à valider. Exemple : « Aliments secs et froids, hors four et micro-ondes ; l'aptitude se valide sur l'emballage fini. ».
     */
    precision: string;
  };
  /**
   * Facultatif. Les documents fournis par la société pour cette famille (fiche de données de sécurité, déclarations…), chacun en PDF dans public/documents/. La fiche technique PDF est produite par le site et n'est pas à écrire ici.
   *
   * @maxItems 10
   *
   * Items: Un document téléchargeable : son titre et son fichier.
   */
  documents?: {
    /**
     * Ce qu'est le document (5 à 100 caractères). Exemple : « Fiche de données de sécurité ».
     */
    titre: string;
    /**
     * Chemin d'un document PDF déposé dans public/documents/, commençant par « /documents/ » : /documents/rbn-fds.pdf désigne le fichier public/documents/rbn-fds.pdf. Minuscules, chiffres et tirets seulement.
     */
    fichier: string;
  }[];
  /**
   * Facultatif. Les certifications que la société peut présenter pour cette famille, avec leur organisme, leur numéro et leur date de fin de validité.
   *
   * @maxItems 10
   *
   * Items: Une certification : son nom, l'organisme qui l'a délivrée, son numéro et sa validité.
   */
  certifications?: {
    /**
     * Exemple : « ISO 9001:2015 ».
     */
    nom: string;
    /**
     * L'organisme certificateur. Exemple : « Bureau Veritas ».
     */
    organisme: string;
    /**
     * Le numéro du certificat, tel qu'il y est écrit.
     */
    numero: string;
    /**
     * La date de fin de validité, au format AAAA-MM-JJ. Exemple : 2027-06-30.
     */
    validite: string;
  }[];
  /**
   * Facultatif. Comment la famille est livrée : en feuilles, en bobines, et à quelles dimensions. Une dimension non écrite s'affiche « Sur demande » et le contrôle de mise en ligne la signale.
   */
  formats?: {
    /**
     * « feuilles », « bobines », ou les deux.
     *
     * @minItems 1
     * @maxItems 2
     */
    livraison: ("feuilles" | "bobines")[];
    /**
     * Les formats de feuilles en stock, en millimètres, largeur puis hauteur (1 à 10). Exemple : 700 × 1000.
     *
     * @minItems 1
     * @maxItems 10
     *
     * Items: Largeur et hauteur en millimètres.
     */
    feuilles?: {
      /**
       * Nombre entier de millimètres. Exemple : 700.
       */
      largeur: number;
      /**
       * Nombre entier de millimètres. Exemple : 1000.
       */
      hauteur: number;
    }[];
    /**
     * Les dimensions des bobines : laizes, mandrin, longueur. Chacune est facultative.
     */
    bobines?: {
      /**
       * Les largeurs de bobine proposées, en millimètres (1 à 12). Exemple : [500, 787, 1000].
       *
       * @minItems 1
       * @maxItems 12
       */
      laizes?: number[];
      /**
       * Le diamètre intérieur du mandrin, en millimètres. Exemple : 76.
       */
      mandrin?: number;
      /**
       * La longueur de papier sur une bobine, en mètres. Exemple : 1000.
       */
      longueur?: number;
    };
    /**
     * Coché : d'autres formats sont coupés sur demande.
     */
    surMesure?: boolean;
  };
  /**
   * Facultatif. La plus petite quantité livrée pour une commande. Sans ce champ, la fiche affiche « Sur demande » et le contrôle de mise en ligne le signale.
   */
  commandeMinimale?: {
    /**
     * Un nombre, écrit avec un point décimal. Exemple : 500.
     */
    quantite: number;
    /**
     * « kg », « tonnes », « feuilles », « bobines » ou « m² ».
     */
    unite: "kg" | "tonnes" | "feuilles" | "bobines" | "m²";
  };
  /**
   * Facultatif. Le délai habituel entre la commande et l'expédition, de … à …. Sans ce champ, la fiche affiche « Sur demande » et le contrôle de mise en ligne le signale.
   */
  delai?: {
    /**
     * Le délai le plus court. Exemple : 2.
     */
    de: number;
    /**
     * Le délai le plus long, égal ou supérieur au plus court. Exemple : 4.
     */
    a: number;
    /**
     * « jours ouvrés » ou « semaines ».
     */
    unite: "jours ouvrés" | "semaines";
  };
  /**
   * Facultatif. Des valeurs mesurées au-delà du tableau (traction, déchirure, blancheur…), chacune avec sa méthode d'essai : elles s'affichent sur la fiche, dans le PDF et dans le comparateur.
   *
   * @maxItems 20
   *
   * Items: Une propriété mesurée, sa valeur, son unité et la norme d'essai.
   */
  proprietes?: {
    /**
     * Ce qui est mesuré (3 à 60 caractères). Exemple : « Résistance à la déchirure, sens machine ».
     */
    nom: string;
    /**
     * La valeur telle que le rapport d'essai la donne, avec son signe éventuel (> ou <). Exemple : « > 450 ».
     */
    valeur: string;
    /**
     * Facultatif. Exemple : « mN ».
     */
    unite?: string;
    /**
     * La norme appliquée. Exemple : « ISO 1974 ».
     */
    methode: string;
    /**
     * Facultatif. Les épaisseurs auxquelles la valeur s'applique ; sans cette liste, elle vaut pour toutes.
     *
     * @minItems 1
     * @maxItems 20
     */
    epaisseurs?: number[];
  }[];
  /**
   * Facultatif. Codes des fiches à présenter en cartes « produits liés », en minuscules, par ex. ["spn", "stn", "rpn"]. Chaque code doit correspondre à une fiche existante. Sans cette liste, toutes les autres fiches sont présentées.
   *
   * @minItems 1
   * @maxItems 10
   */
  fichesLiees?: string[];
}
/**
 * La méthode d'essai d'une valeur et sa tolérance ; chacune est facultative.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Mesure".
 */
export interface Mesure {
  /**
   * La norme appliquée (3 à 60 caractères). Exemple : « ISO 534 ».
   */
  methode?: string;
  /**
   * L'écart admis, avec son unité ou en pourcentage. Exemple : « ± 5 % ».
   */
  tolerance?: string;
}
/**
 * Les petits textes de l'interface communs à toutes les pages : boutons, titres du pied de page, noms lus par les lecteurs d'écran, écran d'erreur, message hors connexion.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Interface".
 */
export interface Interface {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Premier lien de la page, visible au clavier : il mène directement au contenu. Exemple : « Aller au contenu principal ».
   */
  lienEvitement: string;
  /**
   * Nom lu par les lecteurs d'écran pour le menu de l'en-tête. Exemple : « Navigation principale ».
   */
  navigationPrincipale: string;
  /**
   * Nom lu par les lecteurs d'écran pour les liens « English », « العربية »… de l'en-tête et du menu mobile, qui mènent à la même page dans les autres langues du site (affichés seulement quand une autre langue est construite). Exemple : « Autres langues ».
   */
  autresLangues: string;
  /**
   * Nom du bouton « hamburger » sur téléphone. Exemple : « Ouvrir le menu ».
   */
  menuMobileOuvrir: string;
  /**
   * Exemple : « Fermer le menu ».
   */
  menuMobileFermer: string;
  /**
   * Titre lu en haut du menu mobile. Exemple : « Menu ».
   */
  menuMobileTitre: string;
  /**
   * Nom lu par les lecteurs d'écran pour le logo, qui ramène à l'accueil. « {nom} » est remplacé par le nom de l'entreprise. Exemple : « {nom} — accueil ».
   */
  logoAccueil: string;
  /**
   * Texte devant le numéro, lu par les lecteurs d'écran. Exemple : « Appeler le ».
   */
  appeler: string;
  /**
   * Nom du groupe de liens vers les réseaux sociaux. Exemple : « Réseaux sociaux ».
   */
  reseauxSociaux: string;
  /**
   * Ajoutée, pour les lecteurs d'écran, aux liens qui s'ouvrent dans un nouvel onglet. Exemple : « (nouvel onglet) ».
   */
  nouvelOnglet: string;
  /**
   * Titre de la colonne de liens du pied de page.
   */
  piedLiensRapides: string;
  /**
   * Titre de la colonne des coordonnées du pied de page.
   */
  piedContact: string;
  /**
   * Titre de la colonne du logo partenaire.
   */
  piedPartenaire: string;
  /**
   * Titre des horaires d'ouverture.
   */
  piedHoraires: string;
  /**
   * Affichée pour les jours sans ouverture. Exemple : « Fermé ».
   */
  ferme: string;
  /**
   * Devant le numéro de téléphone dans les coordonnées.
   */
  telephone: string;
  /**
   * Devant le numéro WhatsApp dans les coordonnées.
   */
  whatsapp: string;
  /**
   * Le texte déjà écrit dans WhatsApp quand un visiteur suit un lien WhatsApp du site (menu, pied de page, page Contact) ; il peut le modifier avant de l'envoyer.
   */
  messageWhatsapp: {
    /**
     * Exemple : « Bonjour, je souhaite des informations sur vos produits en stone paper. »
     */
    general: string;
    /**
     * {code} est remplacé par le code de la famille, {nom} par son nom long. Exemple : « Bonjour, je souhaite des informations sur le {code} ({nom}). »
     */
    fiche: string;
  };
  /**
   * Devant l'adresse e-mail dans les coordonnées.
   */
  email: string;
  /**
   * Devant l'adresse postale dans les coordonnées.
   */
  adresse: string;
  /**
   * Texte du lien qui ouvre la carte. Exemple : « Voir sur la carte ».
   */
  voirCarte: string;
  /**
   * Dernière ligne du pied de page. « {annee} » est remplacé par l'année en cours et « {nom} » par le nom de l'entreprise. Exemple : « © {annee} {nom}. Tous droits réservés. »
   */
  copyright: string;
  /**
   * Titre de l'écran affiché en cas de panne imprévue. La spécification impose « Unexpected Application Error! ».
   */
  erreurTitre: string;
  /**
   * Phrase affichée sous le titre de l'écran d'erreur, avant le détail technique.
   */
  erreurTexte: string;
  /**
   * Texte du lien vers l'accueil sur l'écran d'erreur. Exemple : « Retour à l'accueil ».
   */
  erreurAccueil: string;
  /**
   * Libellé du bloc replié qui contient le détail technique de l'erreur (utile à qui la signale). Exemple : « Détails techniques ».
   */
  erreurDetails: string;
  /**
   * Affiché à la place du contenu, entre l'en-tête et le pied de page, quand un visiteur déjà sur le site ouvre une autre page alors que son appareil n'a plus de connexion.
   */
  horsLigne: {
    /**
     * Exemple : « Pas de connexion ».
     */
    titre: string;
    /**
     * Ce qui s'est passé et quoi faire. Exemple : « Cette page n'a pas pu être chargée : votre appareil semble hors ligne. Vérifiez la connexion, puis réessayez. »
     */
    texte: string;
    /**
     * Il recharge la page demandée dès que la connexion revient. Exemple : « Réessayer ».
     */
    reessayer: string;
    /**
     * Affiché (et lu par les lecteurs d'écran) quand le visiteur réessaie sans connexion. Exemple : « Toujours pas de connexion. Réessayez dans un instant. »
     */
    toujoursHorsLigne: string;
  };
  /**
   * Texte lu par les lecteurs d'écran pour signaler la page en cours dans un menu. Exemple : « page actuelle ».
   */
  pageActuelle: string;
  /**
   * Code de langue du titre s'il n'est pas en français, pour que les lecteurs d'écran le prononcent correctement : « en » pour l'anglais. À omettre pour un titre en français.
   */
  erreurTitreLangue?: "fr" | "en";
  /**
   * Texte lu par les lecteurs d'écran pendant que la grande image d'en-tête se charge. Exemple : « Chargement de l'image ».
   */
  chargementImage: string;
  /**
   * Intertitres, en-têtes et boutons communs aux quatre fiches techniques.
   */
  fiche: {
    /**
     * Intertitre au-dessus des six icônes. Exemple : « Points forts ».
     */
    caracteristiques: string;
    /**
     * Intertitre du tableau des épaisseurs. Exemple : « Caractéristiques techniques ».
     */
    specifications: string;
    /**
     * Légende lue avant le tableau ; {code} est remplacé par le code de la famille. Exemple : « Épaisseurs disponibles du {code} : densité, grammage et opacité ».
     */
    legendeSpecifications: string;
    /**
     * Les en-têtes des quatre colonnes, unité comprise.
     */
    colonnes: {
      /**
       * Exemple : « Épaisseur (µm) ».
       */
      epaisseur: string;
      /**
       * Exemple : « Densité (g/cm³) ».
       */
      densite: string;
      /**
       * Exemple : « Grammage (g/m²) ».
       */
      grammage: string;
      /**
       * Exemple : « Opacité (%) ».
       */
      opacite: string;
    };
    /**
     * Intertitre de la liste des usages courants ; {code} est remplacé par le code de la famille. Exemple : « Usages courants du {code} ».
     */
    usages: string;
    /**
     * Intertitre du tableau qui range les épaisseurs en catégories avec leurs usages (fiche RBN) ; {code} est remplacé par le code de la famille. Exemple : « Catégories et usages du {code} ».
     */
    categories: string;
    /**
     * Les en-têtes des trois colonnes du tableau des catégories.
     */
    colonnesCategories: {
      /**
       * Exemple : « Catégorie ».
       */
      categorie: string;
      /**
       * Avec l'unité. Exemple : « Épaisseurs (µm) ».
       */
      epaisseurs: string;
      /**
       * Exemple : « Usages courants ».
       */
      usages: string;
    };
    /**
     * Relie les deux derniers éléments d'une liste d'épaisseurs dans le tableau des catégories (« 200 et 250 »). Exemple : « et ».
     */
    et: string;
    /**
     * Intertitre de la note de type (fiche RBN). Exemple : « Couleurs à cœur ».
     */
    note: string;
    /**
     * Intertitre du tableau des quatre familles. Exemple : « Les quatre familles ».
     */
    comparatif: string;
    /**
     * Comment s'écrit le nom d'une famille avec son code dans les menus, le tableau comparatif, le titre de la fiche, le formulaire et les PDF ; {code} est remplacé par le code, {nom} par le nom court ou long de la fiche. Exemple : « {code} — {nom} » donne « RBN — carton minéral ».
     */
    nomAvecCode: string;
    /**
     * Forme des notes affichées sous le tableau comparatif ; {code} est remplacé par le code de la famille, {note} par sa note (content/familles.json). Exemple : « {code} : {note} ».
     */
    noteFamille: string;
    /**
     * Valeur de l'opacité dans « en bref » quand l'opacité minimale change d'une épaisseur à l'autre ; {plage} est remplacé par la plage des minimums du tableau, avec son unité (« 60 à 84 % »). Une opacité identique à toutes les épaisseurs s'écrit « > 84 % ». Exemple : « minimum de {plage} selon l'épaisseur ».
     */
    opaciteSelonEpaisseur: string;
    /**
     * Intertitre des cartes vers les autres fiches. Exemple : « Autres fiches techniques ».
     */
    autresFiches: string;
    /**
     * Intertitre de l'encadré qui résume la famille à côté de la fiche (épaisseurs, densité, opacité) et porte les boutons de demande ; {code} est remplacé par le code de la famille. Exemple : « Le {code} en bref ».
     */
    enBref: string;
    /**
     * Intertitre de l'appel à demander un devis. Exemple : « Un projet avec le {code} ? » ; {code} est remplacé par le code de la famille.
     */
    devisTitre: string;
    /**
     * Une phrase sous l'intertitre. Exemple : « Indiquez l'épaisseur, la quantité et l'usage : nous répondons sous 48 heures ouvrées. »
     */
    devisTexte: string;
    /**
     * Texte du bouton qui ouvre le formulaire de contact avec une demande de devis pour cette famille ; {code} est remplacé par le code. Exemple : « Demander un devis ».
     */
    devisBouton: string;
    /**
     * Texte du bouton qui ouvre le formulaire de contact avec une demande d'échantillons de cette famille ; {code} est remplacé par le code. Exemple : « Demander des échantillons ».
     */
    echantillonsBouton: string;
    /**
     * En-tête de la colonne de liens ajoutée au tableau des spécifications de la page (pas dans le PDF). Exemple : « Échantillons ».
     */
    echantillonsColonne: string;
    /**
     * Texte visible du lien de chaque ligne du tableau des spécifications, qui ouvre une demande d'échantillons à cette épaisseur. Exemple : « Demander ».
     */
    echantillonsLigne: string;
    /**
     * Ce que lisent les lecteurs d'écran pour ce lien ; il commence par le texte visible. {code} est remplacé par le code, {epaisseur} par l'épaisseur en µm. Exemple : « Demander des échantillons de {code} {epaisseur} µm ».
     */
    echantillonsLigneComplet: string;
    /**
     * Libellé du lien qui télécharge la fiche technique PDF de la famille, produite à partir de cette page. Exemple : « Télécharger la fiche technique (PDF) ».
     */
    telechargerPdf: string;
  };
  /**
   * Intertitres, en-têtes et libellés des faits d'achat d'une fiche (procédés, formats, commande, contact alimentaire, documents, méthodes d'essai), communs à la page, au comparateur et aux PDF.
   */
  faits: {
    /**
     * Intertitre de la section qui donne l'aptitude de la famille à chaque procédé. Exemple : « Impression et transformation ».
     */
    titreProcedes: string;
    /**
     * {code} est remplacé par le code de la famille. Exemple : « Aptitude du {code} aux procédés d'impression et de transformation ».
     */
    legendeProcedes: string;
    /**
     * Exemple : « Procédé ».
     */
    colonneProcede: string;
    /**
     * Exemple : « Aptitude ».
     */
    colonneAptitude: string;
    /**
     * Exemple : « Condition ou raison ».
     */
    colonnePrecision: string;
    /**
     * Écrit après l'aptitude quand elle ne vaut que pour certaines épaisseurs ; {epaisseurs} est remplacé par la liste. Exemple : « {epaisseurs} µm ».
     */
    epaisseursConcernees: string;
    /**
     * Intertitre de la section des formats, de la commande minimale et du délai. Exemple : « Formats et commande ».
     */
    titreConditions: string;
    /**
     * {code} est remplacé par le code de la famille. Exemple : « Formats de livraison, commande minimale et délai du {code} ».
     */
    legendeConditions: string;
    /**
     * Exemple : « Critère ».
     */
    colonneCritere: string;
    /**
     * Exemple : « Valeur ».
     */
    colonneValeur: string;
    /**
     * Exemple : « Livraison ».
     */
    livraison: string;
    /**
     * Exemple : « en feuilles ».
     */
    enFeuilles: string;
    /**
     * Exemple : « en bobines ».
     */
    enBobines: string;
    /**
     * Exemple : « Formats de feuilles ».
     */
    formatsFeuilles: string;
    /**
     * Exemple : « Laizes des bobines ».
     */
    laizes: string;
    /**
     * Exemple : « Diamètre du mandrin ».
     */
    mandrin: string;
    /**
     * Exemple : « Longueur d'une bobine ».
     */
    longueur: string;
    /**
     * Exemple : « Découpe sur mesure ».
     */
    surMesure: string;
    /**
     * Exemple : « Oui, à la demande ».
     */
    surMesureOui: string;
    /**
     * Exemple : « Non ».
     */
    surMesureNon: string;
    /**
     * Exemple : « Commande minimale ».
     */
    commandeMinimale: string;
    /**
     * Exemple : « Délai habituel ».
     */
    delai: string;
    /**
     * {de}, {a} et {unite} sont remplacés par les valeurs de la fiche. Exemple : « {de} à {a} {unite} ».
     */
    delaiValeur: string;
    /**
     * Ce qui s'affiche pour une valeur que la fiche ne donne pas encore. Exemple : « Sur demande ».
     */
    surDemande: string;
    /**
     * Exemple : « Contact alimentaire ».
     */
    titreContactAlimentaire: string;
    /**
     * Exemple : « Déclaration de conformité disponible ».
     */
    contactDeclaration: string;
    /**
     * Exemple : « Documents de conformité sur demande ».
     */
    contactSurDemande: string;
    /**
     * Exemple : « Non destiné au contact alimentaire ».
     */
    contactNonPrevu: string;
    /**
     * {reglement} est remplacé par le règlement écrit dans la fiche. Exemple : « Règlement de référence : {reglement} ».
     */
    reglement: string;
    /**
     * Exemple : « Déclaration de conformité (PDF) ».
     */
    declaration: string;
    /**
     * Exemple : « Documents et certifications ».
     */
    titreDocuments: string;
    /**
     * {code} est remplacé par le code de la famille. Exemple : « Fiche technique du {code} (PDF) ».
     */
    ficheTechnique: string;
    /**
     * {titre} est remplacé par le titre du document. Exemple : « {titre} (PDF) ».
     */
    documentPdf: string;
    /**
     * {nom}, {organisme}, {numero} et {validite} sont remplacés par les valeurs de la fiche. Exemple : « {nom} — {organisme}, certificat n° {numero}, valable jusqu'au {validite} ».
     */
    certification: string;
    /**
     * Ce qui s'affiche quand la fiche ne cite aucune certification. Exemple : « Certifications : sur demande ».
     */
    aucuneCertification: string;
    /**
     * Exemple : « Méthodes d'essai et tolérances ».
     */
    titreMesures: string;
    /**
     * {code} est remplacé par le code de la famille. Exemple : « Méthodes d'essai et tolérances des valeurs du {code} ».
     */
    legendeMesures: string;
    /**
     * Exemple : « Valeur ».
     */
    colonneMesure: string;
    /**
     * Exemple : « Méthode d'essai ».
     */
    colonneMethode: string;
    /**
     * Exemple : « Tolérance ».
     */
    colonneTolerance: string;
    /**
     * Exemple : « Autres propriétés ».
     */
    titreProprietes: string;
    /**
     * {code} est remplacé par le code de la famille. Exemple : « Autres propriétés mesurées du {code} ».
     */
    legendeProprietes: string;
    /**
     * Exemple : « Propriété ».
     */
    colonnePropriete: string;
    /**
     * Exemple : « Épaisseurs (µm) ».
     */
    colonneEpaisseurs: string;
    /**
     * Écrit quand une valeur vaut pour toutes les épaisseurs. Exemple : « Toutes ».
     */
    toutes: string;
    /**
     * {date} est remplacé par la date de révision de la fiche, écrite en toutes lettres. Exemple : « Révision du {date} ».
     */
    revision: string;
    /**
     * Une ou deux phrases sous les valeurs, sur la fiche et dans les PDF : ce qu'elles garantissent et ce qu'elles ne garantissent pas.
     */
    avertissement: string;
    /**
     * Le lien d'une fiche vers le comparateur, ce grade déjà choisi. {code} est remplacé par le code de la famille. Exemple : « Comparer le {code} à d'autres grades ».
     */
    comparer: string;
  };
}
/**
 * Les langues dans lesquelles le site existe. Le français, écrit dans les fichiers de content/, est la langue source ; chaque autre langue a ses traductions dans content/traductions/<code>/, un fichier par fichier français traduit.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Langues".
 */
export interface Langues {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Une ligne par langue, le français en premier (langue source, à l'adresse « / »). Les autres langues sont publiées sous /<code>/ (par ex. /en/), dans cet ordre dans le sélecteur de langue.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: Une langue : son code, son nom écrit dans cette langue, son sens d'écriture et son état de publication.
   */
  langues: {
    /**
     * Le code de la langue en deux lettres minuscules (ISO 639-1), qui est aussi le début de ses adresses : « en » pour /en/, « ar » pour /ar/. Le français est « fr ». Exemple : « en ».
     */
    code: string;
    /**
     * Le nom de la langue écrit dans cette langue, tel que le sélecteur de langue l'affiche (jamais un drapeau). Exemples : « Français », « English », « العربية ».
     */
    nom: string;
    /**
     * « ltr » de gauche à droite (français, anglais), « rtl » de droite à gauche (arabe) : la mise en page est alors en miroir.
     */
    direction: "ltr" | "rtl";
    /**
     * « publiée » : la langue est en ligne. « brouillon » : construite et reliée comme les autres, mais la vérification avant mise en ligne refuse de publier tant qu'elle reste en brouillon. « désactivée » : ses pages ne sont pas construites et le sélecteur ne la propose pas. Le français est toujours « publiée ».
     */
    etat: "publiée" | "brouillon" | "désactivée";
    /**
     * Le code langue_PAYS que lisent les réseaux sociais quand le lien d'une page est partagé (Open Graph). Exemples : « fr_FR », « en_GB », « ar_AR ».
     */
    localeOpenGraph: string;
  }[];
}
/**
 * Le menu de l'en-tête (et du menu mobile) et les liens rapides du pied de page. Les sous-menus « Applications » et « Les fiches techniques » se remplissent seuls à partir des fichiers de content/applications et content/fiches.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Navigation".
 */
export interface Navigation {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Les entrées du menu, dans l'ordre d'affichage (2 à 8). Chaque entrée est soit un lien (« href »), soit un sous-menu (« sousMenu »).
   *
   * @minItems 2
   * @maxItems 8
   *
   * Items: Soit un lien direct (« libelle » + « href »), soit un sous-menu (« libelle » + « sousMenu »).
   */
  menu: (
    | {
        /**
         * Texte de l'entrée (2 à 30 caractères). Exemple : « Qui sommes-nous ».
         */
        libelle: string;
        /**
         * Pour un lien direct : l'adresse de la page, par ex. « /contact ».
         */
        href: string;
      }
    | {
        /**
         * Texte de l'entrée (2 à 30 caractères). Exemple : « Qui sommes-nous ».
         */
        libelle: string;
        /**
         * Pour un sous-menu : la liste de pages à y mettre.
         */
        sousMenu: {
          /**
           * « applications » liste toutes les pages de content/applications ; « fiches » toutes les fiches de content/fiches.
           */
          source: "applications" | "fiches";
          vueEnsemble?: Lien;
        };
      }
  )[];
  /**
   * Les liens de la colonne « Liens rapides » du pied de page (1 à 12).
   *
   * @minItems 1
   * @maxItems 12
   */
  liensRapides: Lien[];
}
/**
 * Un lien vers une page du site ou un site extérieur.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Lien".
 */
export interface Lien {
  /**
   * Texte cliquable du lien, en français. Exemple : « Nous contacter ».
   */
  libelle: string;
  /**
   * Adresse interne commençant par « / » (par ex. /contact) ou adresse complète commençant par https:// pour un site extérieur.
   */
  href: string;
}
/**
 * Les intertitres et libellés qui se répètent sur toutes les pages d'application (papeterie, emballages…). Le contenu propre à chaque secteur est dans content/applications/.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "PageApplication".
 */
export interface PageApplication {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Intertitre au-dessus des cinq exemples d'utilisation. Exemple : « Exemples d'utilisation ».
   */
  titreExemples: string;
  /**
   * Nom de la zone d'images, lu par les lecteurs d'écran (il n'est pas affiché). Exemple : « Galerie d'images ».
   */
  galerie: string;
  /**
   * Lu par les lecteurs d'écran en arrivant sur les vignettes ; il dit ce qu'elles font. Exemple : « Choisir l'image affichée ».
   */
  vignettes: string;
  /**
   * Intertitre au-dessus des cartes qui mènent aux autres pages d'application. Exemple : « Les autres applications ».
   */
  titreAutres: string;
  lienToutes: Lien;
  /**
   * Intertitre au-dessus des cartes des familles conseillées pour le secteur. Exemple : « Les qualités que nous recommandons ».
   */
  titreRecommandations: string;
  /**
   * Précède les épaisseurs recommandées sur chaque carte ; {epaisseurs} est remplacé par la liste (« 80, 100 et 120 »). Exemple : « Épaisseurs : {epaisseurs} µm ».
   */
  epaisseurs: string;
  /**
   * Précède, sur chaque carte, la liste des procédés que demande le secteur (champ « procedes » des recommandations) avec l'aptitude que la fiche technique donne à chacun. Exemple : « Aptitude aux procédés du secteur ».
   */
  titreProcedes: string;
  /**
   * Une ligne par procédé nécessaire ; {procede} est remplacé par le nom du procédé (« Marquage à chaud »), {statut} par l'aptitude de la fiche en minuscules (« sous conditions », suivie des épaisseurs quand elle change avec l'épaisseur). La condition ou la raison de la fiche s'affiche en dessous. Exemple : « {procede} : {statut} ».
   */
  aptitude: string;
  /**
   * Bouton sous les cartes, qui ouvre le formulaire de contact avec une demande d'échantillons pour ce secteur déjà remplie ; {application} est remplacé par le libellé de menu de la page. Exemple : « Demander des échantillons — {application} ».
   */
  demandeEchantillons: string;
}
/**
 * Le texte de la page affichée pour une adresse qui n'existe pas (erreur 404).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "PageIntrouvable".
 */
export interface PageIntrouvable {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  meta: Meta;
  /**
   * Grand titre de la page 404. La spécification impose « Oops! Page not found ».
   */
  titre: string;
  /**
   * Une phrase qui explique que la page n'existe pas et propose de revenir à l'accueil.
   */
  texte: string;
  /**
   * Texte du bouton qui ramène à l'accueil. Exemple : « Retour à l'accueil ».
   */
  lienAccueil: string;
  /**
   * Code de langue du titre s'il n'est pas en français, pour que les lecteurs d'écran le prononcent correctement : « en » pour l'anglais. À omettre pour un titre en français.
   */
  langueTitre?: "fr" | "en";
}
/**
 * Une page du site (accueil, qui sommes-nous, pourquoi le stone paper, contact, applications). Le nom du fichier devient l'adresse : content/pages/contact.json est publié à /contact ; accueil.json est publié à / et à /accueil.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Page".
 */
export interface Page {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  meta: Meta;
  /**
   * Grand titre affiché en haut de la page (5 à 90 caractères).
   */
  titre: string;
  /**
   * Phrase d'introduction sous le titre (20 à 300 caractères).
   */
  chapo: string;
  visuel?: Image;
  /**
   * Les parties de la page, dans l'ordre d'affichage (0 à 12). Chaque bloc a un « type » : texte, applications, fiches, catalogue, atouts, tableau, comparateur, coordonnees ou formulaire-contact.
   *
   * @maxItems 12
   *
   * Items: Une partie de la page. Son champ « type » dit laquelle : texte, applications, fiches, catalogue, atouts, tableau, comparateur, coordonnees ou formulaire-contact.
   */
  blocs: (
    | BlocTexte
    | BlocApplications
    | BlocFiches
    | BlocCatalogue
    | BlocAtouts
    | BlocTableau
    | BlocComparateur
    | BlocCoordonnees
    | BlocFormulaireContact
  )[];
  /**
   * Facultatif. Boutons affichés en bas de la page, vers une page du site ou un site extérieur.
   *
   * @maxItems 6
   */
  liens?: Lien[];
}
/**
 * Un intertitre et ses paragraphes.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocTexte".
 */
export interface BlocTexte {
  /**
   * Toujours « texte » pour ce bloc : un intertitre suivi de paragraphes.
   */
  type: "texte";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Notre mission ».
   */
  titre: string;
  /**
   * Les paragraphes du bloc, dans l'ordre (1 à 8).
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  paragraphes: string[];
}
/**
 * La grille des applications : une carte par fichier de content/applications/ (image, titre, résumé, lien), dans l'ordre de leur champ « ordre ». Les cartes se mettent à jour seules quand une application est ajoutée.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocApplications".
 */
export interface BlocApplications {
  /**
   * Toujours « applications » pour ce bloc : la grille de toutes les applications.
   */
  type: "applications";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Nos applications ».
   */
  titre: string;
  /**
   * Facultatif. Une ou deux phrases sous l'intertitre (20 à 300 caractères).
   */
  chapo?: string;
}
/**
 * La grille des fiches techniques : une carte par fichier de content/fiches/ (code, titre, description courte, image, lien).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocFiches".
 */
export interface BlocFiches {
  /**
   * Toujours « fiches » pour ce bloc : la grille de toutes les fiches techniques.
   */
  type: "fiches";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Nos fiches techniques ».
   */
  titre: string;
  /**
   * Facultatif. Une ou deux phrases sous l'intertitre (20 à 300 caractères).
   */
  chapo?: string;
}
/**
 * Présentation du catalogue PDF avec un bouton de téléchargement et un bouton pour le consulter dans un nouvel onglet. Le fichier est celui indiqué dans content/site/entreprise.json (champ « catalogue »).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocCatalogue".
 */
export interface BlocCatalogue {
  /**
   * Toujours « catalogue » pour ce bloc : les boutons du catalogue PDF.
   */
  type: "catalogue";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Le catalogue 2025 ».
   */
  titre: string;
  /**
   * Une ou deux phrases sur ce que contient le catalogue.
   */
  texte: string;
  /**
   * Texte du bouton qui télécharge le PDF. Exemple : « Télécharger le catalogue (PDF) ».
   */
  telecharger: string;
  /**
   * Texte du bouton qui ouvre le PDF dans un nouvel onglet. Exemple : « Consulter en ligne ».
   */
  consulter: string;
}
/**
 * Des cartes courtes avec une icône, un titre et une phrase (par exemple les innovations de la page d'accueil).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocAtouts".
 */
export interface BlocAtouts {
  /**
   * Toujours « atouts » pour ce bloc : des cartes avec icône, titre et phrase.
   */
  type: "atouts";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Nos innovations ».
   */
  titre: string;
  /**
   * Facultatif. Une ou deux phrases sous l'intertitre (20 à 300 caractères).
   */
  chapo?: string;
  /**
   * Les cartes, dans l'ordre d'affichage (1 à 6).
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: Une carte : icône, titre et texte.
   */
  atouts: {
    /**
     * Nom de l'icône à afficher, choisi dans la liste : resistant-eau, resistant-dechirure, sans-bois, imprimable, thermoformable, mineral, souple, opaque, alimentaire, exterieur, durable.
     */
    icone:
      | "resistant-eau"
      | "resistant-dechirure"
      | "sans-bois"
      | "imprimable"
      | "thermoformable"
      | "mineral"
      | "souple"
      | "opaque"
      | "alimentaire"
      | "exterieur"
      | "durable";
    /**
     * Deux à quatre mots (3 à 40 caractères). Exemple : « Durabilité ».
     */
    titre: string;
    /**
     * Une ou deux phrases factuelles (20 à 240 caractères).
     */
    texte: string;
  }[];
}
/**
 * Un intertitre, une introduction facultative, un tableau et une note facultative sous le tableau (sources, conditions de mesure).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocTableau".
 */
export interface BlocTableau {
  /**
   * Toujours « tableau » pour ce bloc : un tableau avec légende et en-têtes.
   */
  type: "tableau";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Stone paper et papier de fibres ».
   */
  titre: string;
  /**
   * Facultatif. Une ou deux phrases sous l'intertitre (20 à 300 caractères).
   */
  chapo?: string;
  tableau: Tableau;
  /**
   * Facultatif. Précision ou source affichée sous le tableau, en petit.
   */
  note?: string;
}
/**
 * Un tableau simple avec une légende, des en-têtes de colonnes et des lignes.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Tableau".
 */
export interface Tableau {
  /**
   * Phrase courte qui dit ce que contient le tableau, lue en premier par les lecteurs d'écran.
   */
  legende: string;
  /**
   * Le titre de chaque colonne, avec l'unité entre parenthèses si besoin. Exemple : « Épaisseur (µm) ».
   *
   * @minItems 1
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  colonnes: string[];
  /**
   * Les lignes du tableau ; chacune a autant de cellules qu'il y a de colonnes.
   *
   * @minItems 1
   */
  lignes: string[][];
}
/**
 * Le tableau qui compare les grades (une famille à une épaisseur, par exemple RPN 200 µm) côte à côte : épaisseur, grammage, densité, opacité, procédés, contact alimentaire, livraison et conditions, lus dans les fiches techniques et content/site/procedes.json. Le visiteur coche de deux à quatre grades ; ce bloc ne donne que les textes de l'interface.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocComparateur".
 */
export interface BlocComparateur {
  /**
   * Toujours « comparateur » pour ce bloc : les grades côte à côte.
   */
  type: "comparateur";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Choisissez les grades à comparer ».
   */
  titre: string;
  /**
   * Facultatif. Une ou deux phrases sous l'intertitre (20 à 300 caractères).
   */
  chapo?: string;
  /**
   * Phrase au-dessus des cases des grades. Exemple : « Grades à comparer (deux à quatre) ».
   */
  legende: string;
  /**
   * Affiché tant qu'aucune case n'est cochée, quand le tableau montre tous les grades. Exemple : « Aucun grade coché : le tableau montre tous les grades. ».
   */
  aucunChoix: string;
  /**
   * Affiché quand quatre grades sont cochés : les autres cases sont alors désactivées. Exemple : « Quatre grades au plus : décochez-en un pour en choisir un autre. ».
   */
  limite: string;
  /**
   * Titre du tableau, lu en premier par les lecteurs d'écran. Exemple : « Les grades choisis, côte à côte ».
   */
  legendeTableau: string;
  /**
   * Au-dessus des noms des lignes. Exemple : « Grade ».
   */
  colonneGrade: string;
  /**
   * Nom de chaque case et de chaque colonne ; {code} est le code de la famille, {epaisseur} l'épaisseur en µm. Exemple : « {code} {epaisseur} µm ».
   */
  grade: string;
  /**
   * Nom de la dernière ligne du tableau. Exemple : « Fiche technique ».
   */
  ligneFiche: string;
  /**
   * Texte du lien vers la fiche de chaque grade ; {code} est le code de la famille. Exemple : « Voir la fiche {code} ».
   */
  lienFiche: string;
  /**
   * Dans une ligne de format qui ne concerne pas ce grade (les laizes d'un grade livré seulement en feuilles). Exemple : « Non proposé ».
   */
  sansObjet: string;
  /**
   * Facultatif. Précision affichée sous le tableau, en petit. Exemple : « Les conditions de chaque procédé sont détaillées dans la fiche du grade. ».
   */
  note?: string;
  /**
   * Bouton qui ouvre le formulaire de contact avec les grades cochés. Exemple : « Demander des échantillons de ces grades ».
   */
  demande: string;
  /**
   * Le type de demande prérempli par le bouton : information, devis ou echantillons.
   */
  typeDemande: "information" | "devis" | "echantillons";
}
/**
 * Horaires, adresse avec lien vers la carte, téléphone, WhatsApp, e-mail et réseaux sociaux. Les valeurs sont lues dans content/site/entreprise.json ; ce bloc ne donne que les intertitres.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocCoordonnees".
 */
export interface BlocCoordonnees {
  /**
   * Toujours « coordonnees » pour ce bloc : les coordonnées de l'entreprise.
   */
  type: "coordonnees";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Nos coordonnées ».
   */
  titre: string;
  /**
   * Titre placé au-dessus des horaires d'ouverture. Exemple : « Horaires d'ouverture ».
   */
  horaires: string;
  /**
   * Titre placé au-dessus des liens vers les réseaux sociaux. Exemple : « Suivez-nous ».
   */
  reseaux: string;
}
/**
 * Le formulaire de message (nom, e-mail, sujet, message). L'envoi attend une seconde puis ouvre le logiciel de messagerie du visiteur avec un message prérempli pour l'adresse e-mail de content/site/entreprise.json. Tous les libellés, messages d'erreur et notifications du formulaire sont ici. Dans les textes d'aide, {destinataire} devient un lien vers l'adresse e-mail de l'entreprise.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "BlocFormulaireContact".
 */
export interface BlocFormulaireContact {
  /**
   * Toujours « formulaire-contact » pour ce bloc : le formulaire de message.
   */
  type: "formulaire-contact";
  /**
   * Titre du bloc (3 à 80 caractères). Exemple : « Écrivez-nous ».
   */
  titre: string;
  /**
   * Facultatif. Une ou deux phrases sous l'intertitre (20 à 300 caractères). Exemple : « Le bouton ouvre votre logiciel de messagerie avec votre message déjà rédigé : il ne reste qu'à l'envoyer. »
   */
  chapo?: string;
  /**
   * Le libellé visible au-dessus de chaque champ du formulaire.
   */
  champs: {
    /**
     * Champ facultatif : le nom seul (la société a son propre champ dans la demande). Exemple : « Votre nom ».
     */
    nom: string;
    /**
     * Champ facultatif ; s'il est rempli, ce doit être une adresse e-mail. Exemple : « Votre e-mail ».
     */
    email: string;
    /**
     * Champ facultatif, prérempli par les boutons « Demander un devis » des fiches techniques. Exemple : « Sujet ».
     */
    sujet: string;
    /**
     * Le seul champ obligatoire ; le formulaire ajoute un astérisque (*) à son libellé. Exemple : « Votre message ».
     */
    message: string;
  };
  /**
   * Phrase affichée au-dessus des champs pour expliquer l'astérisque. Exemple : « Seul le message, marqué d'un astérisque (*), est obligatoire. »
   */
  noteObligatoire: string;
  /**
   * Affichés sous le champ concerné quand le visiteur envoie le formulaire (ou quitte le champ e-mail) avec une valeur refusée.
   */
  erreurs: {
    /**
     * Affiché sous le message quand il est vide. Exemple : « Écrivez votre message avant de l'envoyer. »
     */
    messageVide: string;
    /**
     * Affiché sous l'e-mail quand ce n'est pas une adresse e-mail. Exemple : « Cette adresse e-mail n'est pas valide : vérifiez-la (par ex. nom@entreprise.tn) ou laissez le champ vide. »
     */
    emailInvalide: string;
  };
  /**
   * Texte du bouton qui envoie le formulaire. Exemple : « Envoyer le message ».
   */
  envoyer: string;
  /**
   * Texte du bouton pendant la seconde d'attente, quand il est désactivé (spécification : « Envoi en cours... »).
   */
  envoiEnCours: string;
  /**
   * Les messages affichés en bas de l'écran après l'envoi (pendant la durée « notification » de content/site/reglages.json, 5 secondes) et lus par les lecteurs d'écran.
   */
  notifications: {
    /**
     * Affichée quand la messagerie du visiteur s'ouvre avec le message (spécification : « Votre message a été envoyé avec succès! »).
     */
    succes: string;
    /**
     * Affichée quand la messagerie ne peut pas être ouverte avec le message, par exemple parce qu'il est trop long (spécification : « Échec de l'envoi du message. Veuillez réessayer. »).
     */
    echec: string;
  };
  /**
   * Textes affichés sous le formulaire après un échec : le texte saisi est conservé et le visiteur peut le copier pour l'envoyer lui-même.
   */
  echec: {
    /**
     * Quand le message dépasse la longueur acceptée par les logiciels de messagerie ; {destinataire} devient un lien vers l'adresse de l'entreprise. Exemple : « Votre message est trop long pour être transmis à votre messagerie. Il est conservé ci-dessus : copiez-le puis collez-le dans un e-mail à {destinataire}. »
     */
    tropLong: string;
    /**
     * Quand le lien vers la messagerie ne peut pas être construit ; {destinataire} devient un lien. Exemple : « Votre messagerie n'a pas pu être ouverte avec ce message. Il est conservé ci-dessus : copiez-le puis collez-le dans un e-mail à {destinataire}. »
     */
    lienImpossible: string;
    /**
     * Bouton qui copie le message complet (destinataire, sujet, nom, e-mail, message). Exemple : « Copier le message ».
     */
    copier: string;
    /**
     * Affichée et lue par les lecteurs d'écran après la copie. Exemple : « Message copié : collez-le dans votre messagerie. »
     */
    copie: string;
    /**
     * Affichée quand le navigateur refuse la copie automatique ; le message complet s'affiche alors en dessous, prêt à être sélectionné. Exemple : « La copie automatique n'est pas possible : sélectionnez le texte ci-dessous et copiez-le. »
     */
    copieImpossible: string;
    /**
     * Libellé de la zone qui montre le message complet quand la copie automatique échoue. Exemple : « Message complet ».
     */
    texteComplet: string;
  };
  /**
   * Modèles des lignes placées avant le message dans l'e-mail prérempli et dans le texte copié. {nom}, {email} et {sujet} sont remplacés par ce que le visiteur a saisi, {destinataire} par l'adresse e-mail de l'entreprise.
   */
  courriel: {
    /**
     * Première ligne du corps de l'e-mail. Exemple : « Nom : {nom} ».
     */
    ligneNom: string;
    /**
     * Deuxième ligne du corps de l'e-mail, suivie d'une ligne vide puis du message. Exemple : « E-mail : {email} ».
     */
    ligneEmail: string;
    /**
     * Première ligne du texte copié après un échec. Exemple : « À : {destinataire} ».
     */
    ligneDestinataire: string;
    /**
     * Deuxième ligne du texte copié après un échec. Exemple : « Sujet : {sujet} ».
     */
    ligneSujet: string;
  };
  /**
   * Phrase affichée sous le bouton pour les visiteurs sans logiciel de messagerie ; {destinataire} devient un lien. Exemple : « Pas de logiciel de messagerie ? Écrivez-nous directement à {destinataire}. »
   */
  alternative: string;
  /**
   * Affiché seulement quand JavaScript est désactivé, car le formulaire en a besoin ; {destinataire} devient un lien. Exemple : « Ce formulaire a besoin de JavaScript. Écrivez-nous directement à {destinataire}. »
   */
  sansJavascript: string;
  /**
   * La partie facultative du formulaire qui précise la demande (type, famille, épaisseur, format, quantité…). Les liens des fiches, des pages d'application et de l'accueil la préremplissent. Les champs remplis s'ajoutent au message comme des lignes « Libellé : valeur », après le nom, l'e-mail et le message.
   */
  demande: {
    /**
     * Titre de la partie facultative. Exemple : « Votre demande (facultatif) ».
     */
    titre: string;
    /**
     * Une phrase sous l'intertitre. Exemple : « Ces précisions s'ajoutent à votre message : nous vous répondons plus vite. »
     */
    chapo: string;
    /**
     * Affiché quand un lien a prérempli la demande ; {resume} est remplacé par ce qui a été rempli (« Demande d'échantillons — RBN 300 µm »). Exemple : « Prérempli d'après la page que vous consultiez : {resume}. Vous pouvez tout modifier. »
     */
    prerempli: string;
    /**
     * Première option de chaque liste, quand rien n'est choisi. Elle sert aux champs masculins et féminins (« Type de demande », « Famille ») : une tournure qui ne s'accorde pas. Exemple : « Aucun choix ».
     */
    choisir: string;
    /**
     * Les libellés des champs de la demande, repris devant chaque ligne du message.
     */
    champs: {
      /**
       * Exemple : « Type de demande ».
       */
      type: string;
      /**
       * Exemple : « Famille ».
       */
      famille: string;
      /**
       * Exemple : « Épaisseur ».
       */
      epaisseur: string;
      /**
       * Les grades choisis dans le comparateur, quand il y en a plusieurs. Exemple : « Grades ».
       */
      grades: string;
      /**
       * Exemple : « Application ».
       */
      application: string;
      /**
       * Exemple : « Format ».
       */
      format: string;
      /**
       * En millimètres, l'unité des imprimeurs. Exemple : « Dimensions ou laize (mm) ».
       */
      dimensions: string;
      /**
       * Exemple : « Quantité ».
       */
      quantite: string;
      /**
       * Exemple : « Unité ».
       */
      unite: string;
      /**
       * Exemple : « Procédé d'impression ».
       */
      procede: string;
      /**
       * Exemple : « Société ».
       */
      societe: string;
      /**
       * Exemple : « Pays ».
       */
      pays: string;
      /**
       * Exemple : « Téléphone ».
       */
      telephone: string;
    };
    /**
     * Les trois types de demande proposés.
     */
    types: {
      /**
       * Le libellé de ce type de demande dans la liste, et le début du sujet qu'il donne au message.
       */
      information: {
        /**
         * Exemple : « Information ».
         */
        libelle: string;
        /**
         * Début du sujet quand ce type est choisi ; la famille et l'épaisseur s'y ajoutent. Exemple : « Demande d'information ».
         */
        sujet: string;
      };
      /**
       * Le libellé de ce type de demande dans la liste, et le début du sujet qu'il donne au message.
       */
      devis: {
        /**
         * Exemple : « Devis ».
         */
        libelle: string;
        /**
         * Début du sujet quand ce type est choisi ; la famille et l'épaisseur s'y ajoutent. Exemple : « Demande de devis ».
         */
        sujet: string;
      };
      /**
       * Le libellé de ce type de demande dans la liste, et le début du sujet qu'il donne au message.
       */
      echantillons: {
        /**
         * Exemple : « Échantillons ».
         */
        libelle: string;
        /**
         * Début du sujet quand ce type est choisi ; la famille et l'épaisseur s'y ajoutent. Exemple : « Demande d'échantillons ».
         */
        sujet: string;
      };
    };
    /**
     * Les formats de livraison proposés dans la liste (1 à 6). Exemple : « Feuilles », « Bobines ».
     *
     * @minItems 1
     * @maxItems 6
     *
     * Items: Un texte en français, non vide, sans espace au début ni à la fin.
     */
    formats: string[];
    /**
     * Les unités proposées à côté de la quantité (1 à 8), écrites comme les formats : une capitale, sauf un symbole (« kg ») ; l'e-mail les met en minuscules après la quantité (« 500 feuilles »). Exemple : « Feuilles », « kg », « Tonnes ».
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: Un texte en français, non vide, sans espace au début ni à la fin.
     */
    unites: string[];
    /**
     * Le choix proposé après les procédés d'impression, pour qui n'a pas encore choisi le sien. Les procédés eux-mêmes viennent de content/site/procedes.json (ceux du genre « impression », dans leur ordre) : pour en ajouter un, ajoutez-le là. Exemple : « Je ne sais pas encore ».
     */
    procedeIndecis: string;
    /**
     * Comment chaque champ rempli s'écrit dans le message ; {libelle} est le libellé du champ, {valeur} ce qui a été rempli. Exemple : « {libelle} : {valeur} ».
     */
    ligne: string;
    /**
     * Le sujet que donne une demande avec une famille ; {demande} est le sujet du type de demande, {produit} la famille et l'épaisseur. Exemple : « {demande} — {produit} ».
     */
    sujet: string;
    /**
     * {code} est le code de la famille, {epaisseur} l'épaisseur en µm. Exemple : « {code} {epaisseur} µm ».
     */
    produit: string;
  };
  /**
   * L'encadré qui reste affiché après l'envoi : le message attend dans la messagerie du visiteur, et d'autres façons de l'envoyer si rien ne s'est ouvert.
   */
  apresEnvoi: {
    /**
     * L'étape qui reste au visiteur, sans contredire la notification « envoyé avec succès » qui s'affiche en même temps. Exemple : « Dernière étape dans votre messagerie ».
     */
    titre: string;
    /**
     * Dit que le message ne part qu'une fois envoyé depuis la messagerie. Exemple : « Votre messagerie s'est ouverte avec le message : appuyez sur Envoyer pour qu'il nous parvienne. »
     */
    texte: string;
    /**
     * Introduit les autres façons d'envoyer le message. Exemple : « Rien ne s'est ouvert ? Envoyez-le autrement : »
     */
    autrement: string;
    /**
     * Ouvre Gmail avec le message prérempli, dans un nouvel onglet. Exemple : « Gmail ».
     */
    gmail: string;
    /**
     * Ouvre Outlook.com avec le message prérempli, dans un nouvel onglet. Exemple : « Outlook.com ».
     */
    outlook: string;
    /**
     * Ouvre WhatsApp avec le message prérempli, vers le numéro WhatsApp de content/site/entreprise.json. Exemple : « Envoyer par WhatsApp ».
     */
    whatsapp: string;
    /**
     * Lue par les lecteurs d'écran après un lien qui ouvre un nouvel onglet (une icône la montre). Exemple : « (nouvel onglet) ».
     */
    nouvelOnglet: string;
    /**
     * Remet dans le formulaire le message qui vient d'être vidé. Exemple : « Rétablir mon message ».
     */
    retablir: string;
    /**
     * Ferme l'encadré une fois le message envoyé et oublie le brouillon. Exemple : « C'est envoyé ».
     */
    fermer: string;
  };
  /**
   * Facultatif. Une phrase sous le bouton d'envoi, suivie d'un lien vers la page qui dit ce que le site garde dans le navigateur. Exemple : « Votre message reste dans votre navigateur jusqu'à ce que votre messagerie l'envoie. » et le lien « Mentions légales et confidentialité » vers /mentions-legales.
   */
  confidentialite?: {
    /**
     * Une phrase courte, affichée avant le lien. Exemple : « Votre message reste dans votre navigateur jusqu'à ce que votre messagerie l'envoie. »
     */
    texte: string;
    lien: Lien;
  };
  /**
   * Le message en cours est gardé dans le navigateur du visiteur pendant qu'il l'écrit ; à son retour, il lui est proposé de le reprendre.
   */
  brouillon: {
    /**
     * Exemple : « Vous aviez commencé un message. Voulez-vous le reprendre ? »
     */
    texte: string;
    /**
     * Exemple : « Reprendre mon message ».
     */
    reprendre: string;
    /**
     * Efface le brouillon. Exemple : « Partir d'un formulaire vide ».
     */
    ignorer: string;
  };
}
/**
 * La liste des procédés dont chaque fiche technique donne l'aptitude (adapté, sous conditions, déconseillé), et les mots qui les affichent. Écrite ici seulement : les fiches, le comparateur, les PDF, les pages d'application et la liste « Procédé » du formulaire la reprennent.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Procedes".
 */
export interface Procedes {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Un élément par procédé, dans l'ordre d'affichage : les procédés d'impression d'abord, puis la transformation (4 à 30).
   *
   * @minItems 4
   * @maxItems 30
   *
   * Items: Un procédé : sa clé, son nom, s'il imprime ou transforme, et ce qu'il recouvre.
   */
  procedes: {
    /**
     * L'identifiant du procédé, que les fiches techniques et les pages d'application écrivent pour le désigner : minuscules, chiffres et tirets. Ne la changez pas sans changer aussi les fiches. Exemple : « offset-uv ».
     */
    cle: string;
    /**
     * Le nom du procédé (3 à 40 caractères), en minuscules sauf les sigles, car il s'écrit aussi au milieu d'une phrase ; les tableaux mettent la majuscule. Exemple : « offset UV ».
     */
    nom: string;
    /**
     * « impression » pour un procédé qui imprime (il est proposé dans la liste « Procédé » du formulaire de contact), « transformation » pour la finition et le façonnage (dorure, découpe, pliage…).
     */
    genre: "impression" | "transformation";
    /**
     * Une phrase courte (10 à 160 caractères) qui précise le procédé pour un acheteur, affichée sous son nom dans le comparateur. Exemple : « Encres à séchage UV, sèches dès la sortie de la presse. ».
     */
    description: string;
    /**
     * Les mots par lesquels un texte du site peut nommer ce procédé, en minuscules (1 à 8). Le contrôle du contenu s'en sert pour refuser un texte qui recommande un procédé qu'une fiche déconseille. Exemple : [« marquage à chaud », « dorure à chaud »].
     *
     * @minItems 1
     * @maxItems 8
     */
    termes: string[];
  }[];
  /**
   * Comment s'affiche chaque aptitude d'un procédé sur les fiches, le comparateur et les PDF.
   */
  statuts: {
    /**
     * Le procédé convient. Exemple : « Adapté ».
     */
    adapte: string;
    /**
     * Le procédé convient à une condition, écrite dans la fiche. Exemple : « Sous conditions ».
     */
    "sous-conditions": string;
    /**
     * Le procédé ne convient pas, pour une raison écrite dans la fiche. Exemple : « Déconseillé ».
     */
    deconseille: string;
    /**
     * Ce qu'affichent la fiche et le comparateur quand la fiche ne dit rien de ce procédé. Exemple : « Sur demande ».
     */
    "non-renseigne": string;
  };
}
/**
 * Réglages techniques partagés par tout le site : adresse publique et délais de l'interface (valeurs de la spécification).
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Reglages".
 */
export interface Reglages {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Le début de toutes les adresses du site, sans barre finale, utilisé pour les liens canoniques et le plan du site. Exemple : « https://www.example.com ».
   */
  origine: string;
  imagePartage: Image;
  /**
   * Durées en millisecondes (1 000 ms = 1 seconde). Valeurs de la spécification : menus 200 / 300 / 150, infobulles 700 / 300, messages 5000, envoi 1000.
   */
  delais: {
    /**
     * Temps de survol avant qu'un sous-menu s'ouvre (spécification : 200).
     */
    menuOuverture: number;
    /**
     * Pendant ce temps après la fermeture d'un sous-menu, le suivant s'ouvre sans attendre (spécification : 300).
     */
    menuEnchainement: number;
    /**
     * Temps après la sortie de la souris avant que le sous-menu se ferme (spécification : 150).
     */
    menuFermeture: number;
    /**
     * Temps de survol avant qu'une infobulle s'affiche (spécification : 700).
     */
    infobulleOuverture: number;
    /**
     * Pendant ce temps, l'infobulle suivante s'affiche sans attendre (spécification : 300).
     */
    infobulleEnchainement: number;
    /**
     * Durée pendant laquelle un message (succès, échec) reste affiché (spécification : 5000).
     */
    notification: number;
    /**
     * Délai entre l'envoi du formulaire et l'ouverture du logiciel de messagerie (spécification : 1000).
     */
    envoiFormulaire: number;
  };
  /**
   * Sans cette adresse (le réglage par défaut), rien n'est envoyé. Avec elle, les navigateurs des visiteurs y envoient un rapport chaque fois que la politique de sécurité du site bloque un script, un style ou une image : utile pour repérer une tentative d'injection ou un réglage trop strict. Il faut un service qui reçoit ces rapports (API Reporting des navigateurs). Les hébergeurs la reçoivent au prochain « npm run build » ; pour nginx, régénérez deploy/nginx.conf avec « npm run generate:host-config ». Exemple : https://rapports.example.com/csp
   */
  signalementCsp?: string;
  /**
   * Au-delà de ce nombre de caractères, les logiciels de messagerie tronquent le message : le formulaire propose alors de copier le texte. Valeur conseillée : 1800.
   */
  longueurMaxMailto: number;
}
/**
 * Les textes d'un fichier de content/ dans une autre langue : content/traductions/en/pages/accueil.json traduit content/pages/accueil.json en anglais. Chaque texte garde, à côté de sa traduction, le texte français qu'il traduit : quand le français change, la traduction est signalée « à revoir ». Les nombres, tableaux, images et coordonnées ne se traduisent pas : ils restent ceux du fichier français.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Traduction".
 */
export interface Traduction {
  /**
   * Chemin vers le schéma qui décrit ce fichier ; il donne l'aide et la complétion dans l'éditeur. Ne le modifiez pas.
   */
  $schema: string;
  /**
   * Un élément par texte traduit, dans l'ordre du fichier français.
   *
   * Items: Un texte : sa place dans le fichier français, le texte français et sa traduction.
   */
  textes: {
    /**
     * La place du texte dans le fichier français, comme les messages de vérification la nomment : « titre », « meta.description », « blocs[2].paragraphes[0] » (les listes comptent à partir de 0).
     */
    champ: string;
    /**
     * Le texte français tel qu'il était écrit quand il a été traduit. Ne le changez pas à la main : s'il ne correspond plus au fichier français, la traduction est « à revoir » ; une fois la traduction revue, recopiez ici le nouveau texte français.
     */
    fr: string;
    /**
     * Le même texte dans la langue du dossier, avec les mêmes repères entre accolades que le français ({fiches.nombre}, {destinataire}…), que le site remplit. Vide : le texte est « à traduire », et la page montre le français en attendant.
     */
    traduction: string;
  }[];
}
/**
 * Une partie de page avec un intertitre et ses paragraphes.
 *
 * This interface was referenced by `ContentFiles`'s JSON-Schema
 * via the `definition` "Section".
 */
export interface Section {
  /**
   * Titre de la section, court (3 à 80 caractères). Exemple : « Notre mission ».
   */
  titre: string;
  /**
   * Liste de paragraphes, dans l'ordre d'affichage. Un paragraphe par élément de la liste.
   *
   * @minItems 1
   *
   * Items: Un texte en français, non vide, sans espace au début ni à la fin.
   */
  paragraphes: string[];
}
