import SvgIcon, { type SvgIconProps } from "@mui/material/SvgIcon";
import spriteHref from "./icons.svg?no-inline";

/** The drawings of icons.svg, by the id of their `<symbol>` (a unit test holds this list and the file equal). */
export const SPRITE_ICONS = [
  ...["facebook", "instagram", "linkedin", "youtube", "tiktok", "whatsapp", "phone"],
  ...["download", "open-in-new", "send", "copy", "check-circle", "error-outline"],
  // The advantages' icons, by the name content/ gives them (`icone`); the networks' too (`reseau`).
  ...["resistant-eau", "resistant-dechirure", "sans-bois", "imprimable", "thermoformable", "mineral", "souple", "opaque"],
  ...["alimentaire", "exterieur", "durable"],
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/**
 * A decorative icon drawn from the site's sprite, icons.svg: one file with a hashed name,
 * fetched once and cached for every page, where each page used to carry the drawings in
 * its HTML (about 1.6 KB of compressed HTML on a data sheet, enough to keep a page out of
 * the first round trip). The controls a visitor needs from the first paint (the menu
 * button, the drawer's close button, the submenus' arrows) keep their drawings inline.
 * `data-icon` names the drawing for the styles (right-to-left.ts mirrors some).
 */
export function SpriteIcon({ name, ...props }: { name: SpriteIconName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable="false" data-icon={name} {...props}>
      <use href={`${spriteHref}#${name}`} />
    </SvgIcon>
  );
}
