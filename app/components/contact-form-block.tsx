import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { BlockSection } from "./block-section.tsx";

/** The contact form. */
export function ContactFormBlock({ block }: { block: BlocFormulaireContact }) {
  return <BlockSection title={block.titre} lead={block.chapo}>{null}</BlockSection>;
}
