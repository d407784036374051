import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { company, ui } from "#app/content/site.ts";
import { SocialIcon } from "./social-icon.tsx";

/** The company's social profiles as icon links, each named for screen readers. */
export function SocialLinks({ size = "medium" }: { size?: "small" | "medium" }) {
  if (company.reseauxSociaux.length === 0) return null;
  return (
    <Stack component="ul" direction="row" spacing={0.5} aria-label={ui.reseauxSociaux} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {company.reseauxSociaux.map((profile) => (
        <li key={profile.url}>
          <IconButton
            component="a"
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${profile.libelle} ${ui.nouvelOnglet}`}
            size={size}
            sx={{ color: "text.primary", width: size === "small" ? 36 : 44, height: size === "small" ? 36 : 44 }}
          >
            <SocialIcon network={profile.reseau} fontSize={size === "small" ? "small" : "medium"} />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
