import Box from "@mui/material/Box";
import { company, ui } from "#app/content/site.ts";
import { roundIconSx } from "./round-icon-style.ts";
import { SocialIcon } from "./social-icon.tsx";

/** The company's social profiles as icon links, each named for screen readers. */
export function SocialLinks({ size = "medium" }: { size?: "small" | "medium" }) {
  if (company.reseauxSociaux.length === 0) return null;
  return (
    <Box component="ul" aria-label={ui.reseauxSociaux} sx={{ display: "flex", gap: 0.5, listStyle: "none", m: 0, p: 0 }}>
      {company.reseauxSociaux.map((profile) => (
        <li key={profile.url}>
          <Box
            component="a"
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${profile.libelle} ${ui.nouvelOnglet}`}
            sx={roundIconSx(size === "small" ? 36 : 44)}
          >
            <SocialIcon network={profile.reseau} fontSize={size === "small" ? "small" : "medium"} />
          </Box>
        </li>
      ))}
    </Box>
  );
}
