import Box from "@mui/material/Box";
import { styled, type SxProps, type Theme } from "@mui/material/styles";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { usePageHref } from "#app/content/shell-context.tsx";
import { isSitePage, SITE_LINK } from "#app/lib/href.ts";

type Variant = "contained" | "outlined";

interface ActionLinkProps extends Omit<ComponentProps<"a">, "href"> {
  href: string;
  variant?: Variant;
  /** Icon before the label (decorative: give it aria-hidden). */
  startIcon?: ReactNode;
  /** Icon after the label (decorative: give it aria-hidden). */
  endIcon?: ReactNode;
  /** A full page load even for a page of the site (the error screen's way home). */
  reloadDocument?: boolean;
}

const shouldForwardProp = (prop: string) => prop !== "variant";

// One style for the router link and the plain anchor (and the offline notice's button).
export const actionStyle = ({ theme, variant = "contained" }: { theme: Theme; variant?: Variant }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  minHeight: 44,
  paddingInline: 20,
  paddingBlock: 6,
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.primary.main}`,
  ...theme.typography.button,
  textDecoration: "none",
  textAlign: "center" as const,
  transition: theme.transitions.create(["background-color", "color", "border-color"], { duration: theme.transitions.duration.short }),
  "& > svg": { fontSize: 20, flexShrink: 0 },
  ...(variant === "contained"
    ? {
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        "&:hover": { backgroundColor: theme.palette.primary.dark, borderColor: theme.palette.primary.dark },
      }
    : {
        backgroundColor: "transparent",
        color: theme.palette.primary.main,
        "&:hover": { backgroundColor: theme.palette.action.hover },
      }),
});

const RouterAnchor = styled(Link, { shouldForwardProp })<{ variant?: Variant }>(actionStyle);
const PlainAnchor = styled("a", { shouldForwardProp })<{ variant?: Variant }>(actionStyle);

/**
 * A call to action: a link drawn as a button. Pages only ever link from these, so MUI's
 * Button (and the progress indicator it bundles for its loading state) stays out of the
 * JavaScript every page loads. Internal paths navigate with the router; files, external
 * addresses and downloads are plain links.
 */
export function ActionLink({ href: written, variant = "contained", startIcon, endIcon, reloadDocument, children, ...rest }: ActionLinkProps) {
  const href = usePageHref()(written);
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  const isPage = !reloadDocument && !rest.download && !rest.target && isSitePage(href);
  return isPage ? (
    <RouterAnchor to={href} {...SITE_LINK} variant={variant} {...rest}>
      {content}
    </RouterAnchor>
  ) : (
    <PlainAnchor href={href} variant={variant} {...rest}>
      {content}
    </PlainAnchor>
  );
}

/** Calls to action side by side; stacked at full width on phones. */
export function ActionRow({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        { display: "flex", flexDirection: { xs: "column", sm: "row" }, alignItems: { xs: "stretch", sm: "center" }, flexWrap: "wrap", gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
