import { styled } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import { recover } from "#app/browser/recover.ts";
import { actionStyle } from "../primitives/action-link.tsx";
import { PageLayout } from "../templates/page-layout.tsx";

// A call to action drawn like the site's links, as a native button.
const ActionButton = styled("button")(({ theme }) => ({
  ...actionStyle({ theme }),
  cursor: "pointer",
  "&:disabled": { cursor: "progress", opacity: 0.7 },
}));

/**
 * Stands in for a page that could not be loaded because the network is gone, between the
 * site's header and footer. Retrying loads the page in full as soon as the site answers.
 * Loaded when the browser is idle after a page load (app/start/navigation-recovery.ts).
 */
export function OfflineNotice({ href }: { href: string }) {
  const { ui } = useShellContent();
  const [state, setState] = useState<"idle" | "checking" | "still-offline">("idle");
  useEffect(() => {
    // Like a new page: at the top, its heading announced.
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
  }, [href]);
  const retry = async () => {
    setState("checking");
    if ((await recover(href, true)) !== "reload") setState("still-offline");
  };
  return (
    <PageLayout title={ui.horsLigne.titre}>
      <Typography sx={{ mb: 4, maxWidth: "60ch" }}>{ui.horsLigne.texte}</Typography>
      <ActionButton type="button" disabled={state === "checking"} onClick={retry}>
        {ui.horsLigne.reessayer}
      </ActionButton>
      <Typography role="status" sx={{ mt: 2, minHeight: "1.5em" }}>
        {state === "still-offline" ? ui.horsLigne.toujoursHorsLigne : ""}
      </Typography>
    </PageLayout>
  );
}
