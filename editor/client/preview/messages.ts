import type { PreviewView } from "../api.ts";

/*
 * The messages between the editor and the preview document (same origin, an iframe): the
 * document says when it is ready, the editor sends the view to draw, the document asks to
 * open the page a clicked link leads to.
 */

export type ToPreview = { type: "vue"; view: PreviewView };

export type FromPreview = { type: "pret" } | { type: "ouvrir"; href: string };
