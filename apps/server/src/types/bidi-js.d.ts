// bidi-js 1.0 ships no types; the part of its API the invoice PDF uses.
declare module 'bidi-js' {
  export interface EmbeddingLevels {
    readonly levels: Uint8Array;
    readonly paragraphs: { start: number; end: number; level: number }[];
  }
  export interface Bidi {
    getBidiCharTypeName(char: string): string;
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
    getReorderSegments(
      text: string,
      levels: EmbeddingLevels,
      start?: number,
      end?: number,
    ): [number, number][];
    /** Takes the levels array (`EmbeddingLevels.levels`), not the result object. */
    getMirroredCharactersMap(
      text: string,
      levels: Uint8Array,
      start?: number,
      end?: number,
    ): Map<number, string>;
  }
  export default function bidiFactory(): Bidi;
}
