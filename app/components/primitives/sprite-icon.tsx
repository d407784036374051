import SvgIcon, { type SvgIconProps } from "@mui/material/SvgIcon";
import type { BlocAtouts, Entreprise } from "#app/generated/content-types.ts";
import spriteHref from "./icons.svg?no-inline";

/** The icons the site's own components draw from icons.svg. */
export const SITE_ICONS = ["whatsapp", "phone", "download", "open-in-new", "send", "copy", "check-circle", "error-outline"] as const;

/**
 * The id of a `<symbol>` of icons.svg: one of the site's own icons, or an advantage's
 * `icone` or a social network's `reseau` as content names them (the schemas list those).
 * A unit test holds the file's drawings and these names equal.
 */
export type SpriteIconName = (typeof SITE_ICONS)[number] | BlocAtouts["atouts"][number]["icone"] | Entreprise["reseauxSociaux"][number]["reseau"];

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
