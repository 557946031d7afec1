import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { FontFile } from './font-families';

/**
 * One paragraph of an invoice PDF laid out into lines of runs (decision 0201): the Unicode
 * bidirectional algorithm (bidi-js) gives each character its level; lines break at word
 * boundaries (Intl.Segmenter, which finds Thai words without spaces and allows a break between
 * Chinese or Japanese words); each line is reordered for display and cut into runs of one font
 * and one direction, left to right as they appear on the page.
 */
export interface Run {
  /** What pdfkit is given: logical order when fontkit shapes it right to left, else visual. */
  readonly text: string;
  readonly file: FontFile;
  /** The run's text in reading order, for copy and search (PDF ActualText), in complex scripts. */
  readonly actual?: string;
  readonly width: number;
}
export interface Line {
  readonly runs: readonly Run[];
  readonly width: number;
}
export interface ParagraphInput {
  readonly text: string;
  /** The paragraph's direction when it has no strong character (a number, a date). */
  readonly direction: 'ltr' | 'rtl';
  readonly locale: string;
  readonly maxWidth: number;
  /** The file for each UTF-16 unit of `text` (see `filesFor`). */
  readonly files: readonly FontFile[];
  /** The advance width of `text` shaped in `file`. */
  measure(text: string, file: FontFile): number;
}

const bidi = bidiFactory();
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const INVISIBLE_ALL = /\p{Default_Ignorable_Code_Point}/gu;
// fontkit shapes these scripts right to left and reverses the glyphs itself.
const SHAPED_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
// Scripts whose Noto glyphs do not map one to one to characters (see PdfPainter's ActualText).
const COMPLEX = /[\p{Script=Arabic}\p{Script=Thai}]/u;
// Scripts written without spaces between words: a line may break between two of their words.
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

interface Token {
  readonly start: number;
  readonly end: number;
  readonly space: boolean;
  readonly breakBefore: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();

function tokens(input: ParagraphInput): Token[] {
  let segmenter = segmenters.get(input.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(input.locale, { granularity: 'word' });
    segmenters.set(input.locale, segmenter);
  }
  const out: Token[] = [];
  let prev: { segment: string; isWordLike?: boolean } | undefined;
  for (const s of segmenter.segment(input.text)) {
    const space = /^\s+$/u.test(s.segment);
    const noSpaces = NO_SPACES.test(prev?.segment.at(-1) ?? '') || NO_SPACES.test(s.segment[0]!);
    const breakBefore =
      prev !== undefined &&
      (/\s$/u.test(prev.segment) || (!!s.isWordLike && !!prev.isWordLike && noSpaces));
    out.push({ start: s.index, end: s.index + s.segment.length, space, breakBefore });
    prev = s;
  }
  return out;
}

/** The width of text[start, end) drawn in its files. */
function widthOf(input: ParagraphInput, start: number, end: number): number {
  let width = 0;
  let from = start;
  for (let i = start + 1; i <= end; i++) {
    if (i === end || input.files[i] !== input.files[from]) {
      const text = [...input.text.slice(from, i)].filter((c) => !INVISIBLE.test(c)).join('');
      if (text) width += input.measure(text, input.files[from]!);
      from = i;
    }
  }
  return width;
}

/** Greedy line breaking: [start, end) ranges, without the spaces at a break. */
function breakLines(input: ParagraphInput): [number, number][] {
  const lines: [number, number][] = [];
  let start = -1;
  let end = -1;
  let width = 0;
  for (const token of tokens(input)) {
    const w = widthOf(input, token.start, token.end);
    if (start >= 0 && token.breakBefore && width + w > input.maxWidth) {
      lines.push([start, end]);
      start = -1;
      width = 0;
    }
    if (start < 0 && token.space) continue;
    if (start < 0) start = token.start;
    width += w;
    if (!token.space) end = token.end;
  }
  if (start >= 0) lines.push([start, end]);
  return lines;
}

function runsOf(input: ParagraphInput, levels: EmbeddingLevels, [start, end]: [number, number]) {
  const order = Array.from({ length: end - start }, (_, i) => start + i);
  for (const [a, b] of bidi.getReorderSegments(input.text, levels, start, end - 1)) {
    order.splice(a - start, b - a + 1, ...order.slice(a - start, b - start + 1).reverse());
  }
  const mirrored = bidi.getMirroredCharactersMap(input.text, levels.levels, start, end - 1);
  const runs: Run[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const logical = [...group]
      .sort((x, y) => x - y)
      .map((i) => mirrored.get(i) ?? input.text[i])
      .join('');
    const visible = [...logical].filter((c) => !INVISIBLE.test(c));
    group = [];
    if (visible.length === 0) return;
    const file = input.files[group0]!;
    const rtl = (levels.levels[group0]! & 1) === 1;
    const shaped = rtl && SHAPED_RTL.test(logical);
    const text = rtl && !shaped ? visible.reverse().join('') : visible.join('');
    runs.push({
      text,
      file,
      ...(COMPLEX.test(text) && { actual: logical.replace(INVISIBLE_ALL, '') }),
      width: input.measure(text, file),
    });
  };
  let group0 = start;
  for (const i of order) {
    const same =
      group.length > 0 &&
      input.files[i] === input.files[group0] &&
      levels.levels[i] === levels.levels[group0];
    if (!same) {
      flush();
      group0 = i;
    }
    group.push(i);
  }
  flush();
  return runs;
}

/**
 * Unicode's rule P2–P3: the first strong character sets a paragraph's direction, so an address
 * in Latin letters on an Arabic invoice reads "1 Harbour Street", not "Harbour Street 1".
 */
function paragraphDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

/** The paragraph's lines, each no wider than `maxWidth` unless one word is. */
export function layoutParagraph(input: ParagraphInput): Line[] {
  const direction = paragraphDirection(input.text, input.direction);
  const levels = bidi.getEmbeddingLevels(input.text, direction);
  return breakLines(input).map((range) => {
    const runs = runsOf(input, levels, range);
    return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
  });
}
