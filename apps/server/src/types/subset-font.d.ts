// subset-font 2.9 ships no types; the part of its API the invoice PDF uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string | null,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
