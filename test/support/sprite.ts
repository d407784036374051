import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { SpriteIconName } from "#app/components/primitives/sprite-icon.tsx";
import { ROOT_DIR } from "#scripts/lib/paths.ts";

/** The icons' sprite (app/components/primitives/icons.svg), parsed as the browser reads it. */
export const sprite = new new JSDOM().window.DOMParser().parseFromString(readFileSync(path.join(ROOT_DIR, "app/components/primitives/icons.svg"), "utf8"), "image/svg+xml");

/** The ids of its drawings, in file order: the names `SpriteIcon` takes. */
export const spriteIconNames = [...sprite.querySelectorAll("symbol")].map((symbol) => symbol.id as SpriteIconName);
