// subset-font 2.9 ships no types, and @types/subset-font (2.3) lacks `keepFeatures`: the options this build uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    /** The output's format (default: the input's). */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Variation axes pinned to a value or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType layout features kept (four-character tags); all of them when absent. */
    keepFeatures?: string[];
  }
  /** A subset of a TrueType/OpenType, WOFF or WOFF2 font with the glyphs `text` needs. */
  export default function subsetFont(buffer: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
