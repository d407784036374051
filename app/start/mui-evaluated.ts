// Imported by root.tsx after MUI's modules: its styles engine and default theme are evaluated; the site's own modules come in the next step (yield-to-browser.ts).
import { yieldToBrowser } from "./yield-to-browser.ts";

await yieldToBrowser();
