import Box from "@mui/material/Box";
import { useLocation } from "react-router";
import { useShellContent } from "#app/content/shell-context.tsx";
import { localizedPath, NOT_FOUND_PRERENDER_PATH, pathWithoutLocale } from "#app/model/locale.ts";
import { InlineList } from "../primitives/inline-list.ts";
import { barLinkSx } from "../primitives/menu-link-style.ts";

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
  // The page's canonical address ("/rbn/" as a static host may serve it: "/rbn"); the
  // pre-rendered 404 page has no twin, so its links lead to the other languages' home pages.
  const path = pathWithoutLocale(pathname.replace(/(.)\/$/, "$1"), languages.map((other) => other.code));
  const page = path === NOT_FOUND_PRERENDER_PATH ? "/" : path;
  return (
    <InlineList aria-label={ui.autresLangues} className={className}>
      {languages
        .filter((other) => other.code !== language.code)
        .map((other) => (
          <li key={other.code}>
            {/* The header's link style: its rule is already in the page. */}
            {/* The query too (a comparison's grades), which the pre-rendered link cannot know. */}
            <Box component="a" onClick={(event: { currentTarget: HTMLAnchorElement }) => (event.currentTarget.search = location.search)} href={localizedPath(page, other.code)} hrefLang={other.code} lang={other.code} dir={other.direction === "rtl" ? "rtl" : undefined} sx={barLinkSx}>
              {other.nom}
            </Box>
          </li>
        ))}
    </InlineList>
  );
}
