import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import Box from "@mui/material/Box";
import CssBaseline from "@mui/material/CssBaseline";
import { createTheme, ThemeProvider } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { createElement as h, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { FloorPage, type Parts } from "./page.ts";

/** The page drawn with MUI's theme, baseline and styled components on Emotion, as the site's pages are. */
const theme = createTheme();
// `component` narrows MUI's props to the element's, which createElement cannot follow.
const Text = Typography as ComponentType<Record<string, unknown>>;
const Block = Box as ComponentType<Record<string, unknown>>;
const muiParts: Parts = {
  Heading: ({ children }) => h(Text, { variant: "h3", component: "h1" }, children),
  Text: ({ children }) => h(Text, { sx: { mb: 2 } }, children),
  Cell: ({ children, header }) => h(Block, { component: header ? "th" : "td", sx: { px: 1, py: 0.5, textAlign: "start", fontWeight: header ? 600 : 400 } }, children),
  Link: ({ href, children }) => h(Text, { component: Link, to: href, discover: "none", sx: { color: "primary.main" } }, children),
};

export const emotionCache = (): EmotionCache => createCache({ key: "css" });

export function muiPage(cache: EmotionCache): ReactNode {
  return h(CacheProvider, { value: cache }, h(ThemeProvider, { theme }, h(CssBaseline), h(FloorPage, { parts: muiParts })));
}
