import { shownFile, type ContentCheck } from "../check.ts";
import { quote } from "../../../../app/model/content-rules/wording.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

/*
 * A text alternative says what the picture shows, for people who cannot see it. "Image 5",
 * a file name or "image de…" tell them nothing (or that it is an image, which the screen
 * reader already says).
 */

const GENERIC = /^(?:(?:une?|l'|la|le)\s*)?(?:image|images|photo|photos|photographie|illustration|visuel|vignette|dessin|picture|img|dsc|pxl|capture(?:\s+d'écran)?|sans titre|untitled|alt|texte alternatif|galerie)(?:[\s_-]*(?:n°\s*)?\d+)?(?:\s+(?:de la galerie|principale))?$/iu;
const FILE_NAME = /\.(?:jpe?g|png|gif|svg|webp|avif|heic|tiff?)$|^(?:img|dsc|dscn|pxl|screenshot|capture)[_ -]?\d+/iu;
/** `galerie-1`, `photo_atelier_2`: words joined by hyphens or underscores, with a digit or an underscore. */
const SLUG_LIKE = (alt: string) => /^[a-z0-9]+(?:[_-][a-z0-9]+)+$/i.test(alt) && /[\d_]/.test(alt);
const PREFIX = /^(?:(?:une?|l')\s*)?(?:image|photo|photographie|illustration|visuel|dessin)\s+(?:de|d'|du|des|montrant|représentant|qui montre)\s*/iu;

export const altTexts: ContentCheck = {
  name: "alt-texts",
  description: "Refuses a picture's alt text that says nothing (« Image 5 », a file name) or starts with « image de ».",
  *check(context) {
    for (const text of context.texts()) {
      if (text.key !== "alt") continue;
      const alt = text.value.trim();
      const place = { file: shownFile(text.file), path: text.path };
      if (GENERIC.test(alt) || FILE_NAME.test(alt) || SLUG_LIKE(alt))
        yield { ...place, message: `le texte alternatif ${quote(alt)} ne dit pas ce que montre l'image — décrivez-la en une phrase, par ex. « Rouleau de stone paper blanc posé sur une table ».` };
      else {
        const prefix = PREFIX.exec(alt);
        if (prefix) {
          const rest = alt.slice(prefix[0].length);
          yield {
            ...place,
            message: `le texte alternatif commence par ${quote(prefix[0].trim())}, que le lecteur d'écran dit déjà — commencez par ce que montre l'image : ${quote(rest.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE) + rest.slice(1))}.`,
          };
        }
      }
    }
  },
};
