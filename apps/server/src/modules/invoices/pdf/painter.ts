import type PDFDocument from 'pdfkit';
import { familyChain, filesFor, isRightToLeft, type Family, type Weight } from './font-families';
import { faceName, loadFace } from './font-faces';
import { layoutParagraph } from './paragraph';

/**
 * Draws text on an invoice page in any of the 29 languages (decisions 0200–0202). The invoice
 * layout calls `text` with a box; in a right-to-left document the page is mirrored: a box measured
 * from the left edge is placed the same distance from the right edge, and its alignment flips.
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly align?: 'left' | 'right';
}
export interface Style {
  readonly size: number;
  readonly bold?: boolean;
  readonly color?: string;
}
export interface Painter {
  /** Draws a paragraph (wrapped to the box's width); returns the y below its last line. */
  text(text: string, box: Box, style: Style): number;
  /** A horizontal rule across [x, x + width] at y. */
  rule(x: number, y: number, width: number, color: string): void;
}

// Line metrics of Noto Sans, used for every script so that mixed lines share one baseline: the
// ascender is 1.069 em; 1.4 em per line leaves room for Thai and Arabic marks.
const ASCENT = 1.07;
const LINE_HEIGHT = 1.4;

type Doc = InstanceType<typeof PDFDocument>;

/** The painter of one document; `prepare` loads the fonts the document's strings need. */
export class PdfPainter implements Painter {
  private readonly chain: readonly Family[];
  private readonly rtl: boolean;

  constructor(
    private readonly doc: Doc,
    private readonly languageCode: string,
  ) {
    this.chain = familyChain(languageCode);
    this.rtl = isRightToLeft(languageCode);
  }

  /** Registers, in the document, every font the strings need at the given weights. */
  async prepare(strings: readonly { text: string; bold?: boolean }[]): Promise<void> {
    const wanted = new Map<string, Promise<Buffer>>();
    for (const { text, bold } of strings) {
      const weight: Weight = bold ? 'bold' : 'regular';
      for (const file of new Set(filesFor(text, this.chain, weight))) {
        const name = faceName(file, weight);
        if (!wanted.has(name)) wanted.set(name, loadFace(file, weight));
      }
    }
    const names = [...wanted.keys()];
    const faces = await Promise.all(wanted.values());
    names.forEach((name, i) => this.doc.registerFont(name, faces[i]!));
  }

  text(text: string, box: Box, style: Style): number {
    const { doc } = this;
    const weight: Weight = style.bold ? 'bold' : 'regular';
    const lines = layoutParagraph({
      text,
      direction: this.rtl ? 'rtl' : 'ltr',
      locale: this.languageCode,
      maxWidth: box.width,
      files: filesFor(text, this.chain, weight),
      measure: (run, file) =>
        doc.font(faceName(file, weight)).fontSize(style.size).widthOfString(run, FEATURES),
    });
    const align = this.rtl ? (box.align === 'right' ? 'left' : 'right') : (box.align ?? 'left');
    const left = this.rtl ? doc.page.width - box.x - box.width : box.x;
    let y = box.y;
    doc.fillColor(style.color ?? 'black');
    for (const line of lines) {
      let x = align === 'right' ? left + box.width - line.width : left;
      for (const run of line.runs) {
        doc.font(faceName(run.file, weight)).fontSize(style.size);
        if (run.actual) this.beginActualText(run.actual);
        doc.text(run.text, x, y + style.size * ASCENT, {
          lineBreak: false,
          baseline: 'alphabetic',
          ...FEATURES,
        });
        if (run.actual) this.endActualText();
        x += run.width;
      }
      y += style.size * LINE_HEIGHT;
    }
    return y;
  }

  /**
   * Marks the run's glyphs with its text (PDF ActualText, decision 0202): Noto Sans Arabic draws
   * ت and ي as one dotless glyph plus dots, Noto Sans Thai draws ำ as two glyphs, so the glyphs
   * alone copy as the wrong letters. pdfkit draws text in a flipped coordinate system inside q/Q,
   * and Poppler places an ActualText with the transformation and font in force at EMC: the span
   * opens and closes in that same system, with the run's font selected again.
   */
  private beginActualText(text: string) {
    this.doc.save().addContent(this.flip).markContent('Span', { actual: text });
    this.doc.addContent(this.flip);
  }

  private endActualText() {
    // pdfkit keeps the current font's resource name and size in these (untyped) fields.
    const { _font, _fontSize } = this.doc as unknown as {
      _font: { id: string };
      _fontSize: number;
    };
    this.doc.addContent(this.flip).addContent(`/${_font.id} ${_fontSize} Tf`);
    this.doc.endMarkedContent().restore();
  }

  private get flip() {
    return `1 0 0 -1 0 ${this.doc.page.height} cm`;
  }

  rule(x: number, y: number, width: number, color: string): void {
    const left = this.rtl ? this.doc.page.width - x - width : x;
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(color)
      .stroke();
  }
}

// A feature list makes pdfkit shape each run whole (without it, pdfkit shapes word by word and
// puts right-to-left words in the wrong order); kerning is on by default anyway.
const FEATURES = { features: ['kern' as const] };

/** Records what a layout will draw, so `PdfPainter.prepare` can load its fonts first. */
export class RecordingPainter implements Painter {
  readonly strings: { text: string; bold?: boolean }[] = [];

  text(text: string, box: Box, style: Style): number {
    this.strings.push({ text, bold: style.bold });
    return box.y + style.size * LINE_HEIGHT;
  }

  rule(): void {}
}
