import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { fontFaceCss } from "#app/theme/fonts.ts";
import { theme } from "#app/theme/theme.ts";
import { EditorApp } from "./editor-app.tsx";

// The editor wears the site's theme and typeface: the same colours, contrasts and type as the pages it edits.
const fonts = document.createElement("style");
fonts.textContent = fontFaceCss;
document.head.append(fonts);

createRoot(document.getElementById("editeur")!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <EditorApp />
    </ThemeProvider>
  </StrictMode>,
);
