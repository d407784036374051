import { styled } from "@mui/material/styles";
import { useLocation } from "react-router";
import { useShellContent } from "#app/content/shell-context.tsx";
import { localizedPath, pathWithoutLocale } from "#app/model/locale.ts";

const List = styled("ul")({ display: "flex", flexWrap: "wrap", gap: 4, listStyle: "none", margin: 0, padding: 0 });
const Anchor = styled("a")(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 36,
  minWidth: 44,
  paddingInline: 8,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  fontWeight: 600,
  textUnderlineOffset: 3,
  "&:hover": { color: theme.palette.primary.main },
}));

/**
 * Links to the page the visitor is on, in each other language the site is built in, each
 * named in its own language and marked as such (lang, hreflang), never with a flag: a
 * language is not a country. A full page load, as each language's pages start with their
 * own texts and direction. Nothing when the site has one language.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { language, languages, ui } = useShellContent();
  const { pathname } = useLocation();
  if (languages.length < 2) return null;
  // The page's canonical address ("/rbn/" as a static host may serve it: "/rbn").
  const page = pathWithoutLocale(pathname.replace(/(.)\/$/, "$1"), languages.map((other) => other.code));
  return (
    <List aria-label={ui.autresLangues} className={className}>
      {languages
        .filter((other) => other.code !== language.code)
        .map((other) => (
          <li key={other.code}>
            <Anchor href={localizedPath(page, other.code)} hrefLang={other.code} lang={other.code} dir={other.direction === "rtl" ? "rtl" : undefined}>
              {other.nom}
            </Anchor>
          </li>
        ))}
    </List>
  );
}
