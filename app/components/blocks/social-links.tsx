import { styled } from "@mui/material/styles";
import { useShellContent } from "#app/content/shell-context.tsx";
import { TOOLTIP_CLASS } from "#app/browser/tooltips.ts";
import { roundIconSx } from "../primitives/round-icon-style.ts";
import { InlineList } from "../primitives/inline-list.ts";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

// Styles defined once for the module, not per render.
const SmallLink = styled("a")(({ theme }) => theme.unstable_sx(roundIconSx(36)));
const Link = styled("a")(({ theme }) => theme.unstable_sx(roundIconSx(44)));

/** The company's social profiles as icon links, each named for screen readers and, in a tooltip, for the eye. */
export function SocialLinks({ size = "medium" }: { size?: "small" | "medium" }) {
  const { company, ui } = useShellContent();
  if (company.reseauxSociaux.length === 0) return null;
  const IconLink = size === "small" ? SmallLink : Link;
  return (
    <InlineList aria-label={ui.reseauxSociaux}>
      {company.reseauxSociaux.map((profile) => (
        <li key={profile.url}>
          <IconLink href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`${profile.libelle} ${ui.nouvelOnglet}`} className={TOOLTIP_CLASS}>
            <SpriteIcon name={profile.reseau} fontSize={size === "small" ? "small" : "medium"} />
          </IconLink>
        </li>
      ))}
    </InlineList>
  );
}
