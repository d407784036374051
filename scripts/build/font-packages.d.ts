// Neither package ships types (and @types/subset-font 2.3.0 predates `keepFeatures`): the
// parts the font script and its tests use, as the packages' READMEs document them.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** OpenType feature tags to keep; all of them without this option. */
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
  };
  export default fontverter;
}
