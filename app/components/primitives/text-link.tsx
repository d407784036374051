import { styled, type Theme } from "@mui/material/styles";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { usePageHref } from "#app/content/shell-context.tsx";
import { isSitePage, SITE_LINK } from "#app/lib/href.ts";

type Tone = "accent" | "inherit";

const shouldForwardProp = (prop: string) => prop !== "tone";

const style = ({ theme, tone = "accent" }: { theme: Theme; tone?: Tone }) => ({
  color: tone === "inherit" ? "inherit" : theme.palette.primary.main,
  textDecoration: "underline",
  textDecorationColor: "color-mix(in srgb, currentColor 40%, transparent)",
  textUnderlineOffset: "0.18em",
  "&:hover": { textDecorationColor: "currentColor" },
});

const RouterAnchor = styled(Link, { shouldForwardProp })<{ tone?: Tone }>(style);
const PlainAnchor = styled("a", { shouldForwardProp })<{ tone?: Tone }>(style);

/**
 * An underlined link in running text, lists and the footer: pages of the site navigate
 * with the router, anything else is a plain link. (MUI's Link is a Typography with more
 * options than these links need, in the JavaScript of every page.)
 */
export function TextLink({ href: written, tone, ...rest }: Omit<ComponentProps<"a">, "href"> & { href: string; tone?: Tone }) {
  const href = usePageHref()(written);
  return isSitePage(href) ? <RouterAnchor to={href} {...SITE_LINK} tone={tone} {...rest} /> : <PlainAnchor href={href} tone={tone} {...rest} />;
}
