// First import of root.tsx: React, Emotion and React Router are evaluated; MUI comes in the next step (yield-to-browser.ts).
import { yieldToBrowser } from "./yield-to-browser.ts";

await yieldToBrowser();
