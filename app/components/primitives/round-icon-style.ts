
/**
 * A round, icon-only control (social links, the menu button), drawn on a plain link or
 * a plain button: MUI's IconButton would bring its loading spinner and ripple into the
 * JavaScript of every page.
 */
export function roundIconSx(size: number) {
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: size,
    height: size,
    borderRadius: "50%",
    color: "text.primary",
    transition: "background-color 150ms",
    "&:hover": { bgcolor: "action.hover" },
  } as const;
}
