import { describe, expect, it } from 'vitest';
import { familyChain, filesFor } from '../../src/modules/invoices/pdf/font-families';
import { layoutParagraph, type Line } from '../../src/modules/invoices/pdf/paragraph';

/**
 * Decision 0201: how a paragraph of an invoice PDF is cut into lines and runs. Widths are
 * counted in characters here (one unit each), so the rules show without fonts.
 */
function lay(text: string, languageCode: string, maxWidth = 1000): Line[] {
  return layoutParagraph({
    text,
    direction: languageCode === 'ar' || languageCode === 'he' ? 'rtl' : 'ltr',
    locale: languageCode,
    maxWidth,
    files: filesFor(text, familyChain(languageCode), 'regular'),
    measure: (run) => [...run].length,
  });
}
const runs = (line: Line) => line.runs.map((r) => r.text);

describe('invoice PDF paragraphs', () => {
  it('right to left: runs are placed in display order, Latin and numbers keep their order', () => {
    const [line] = lay('تم الدفع عبر Visa •••• 4242', 'ar');
    // Left to right on the page: the card, then the Arabic words from the last to the first.
    expect(runs(line!).filter((r) => r.trim())).toEqual(['Visa •••• 4242', 'عبر', 'الدفع', 'تم']);
    // Arabic runs are handed over in reading order (fontkit shapes and reverses them) and carry
    // their text for copying; the Latin run is drawn as is.
    expect(line!.runs.find((r) => r.text === 'عبر')?.actual).toBe('عبر');
    expect(line!.runs[0]!.file.family).toBe('latin');
    expect(line!.runs.find((r) => r.text === 'عبر')!.file.family).toBe('arabic');
  });

  it('right to left: brackets are mirrored, bidi marks are not drawn', () => {
    const [total] = lay('الإجمالي (USD)', 'ar');
    expect(runs(total!).join('')).toBe('(USD) الإجمالي');
    // formatMoney writes U+200F before an Arabic amount; it orders the line and then disappears.
    const [amount] = lay('\u200f107.20 $', 'ar');
    expect(runs(amount!).join('')).toBe('$ 107.20');
  });

  it('a Latin address on an Arabic invoice keeps its own direction (first strong character)', () => {
    expect(runs(lay('1 Harbour Street', 'ar')[0]!).join('')).toBe('1 Harbour Street');
    expect(runs(lay('Halyard VPN Ltd.', 'he')[0]!).join('')).toBe('Halyard VPN Ltd.');
    // A Hebrew buyer on an English invoice is still read right to left.
    expect(runs(lay('דוד כהן', 'en')[0]!).join('')).toBe('כהן דוד');
  });

  it('Thai is written without spaces and still breaks between words, never inside one', () => {
    const text = 'ขอบคุณที่เลือกใช้บริการของเรา';
    const lines = lay(text, 'th', 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => runs(l).join('')).join('')).toBe(text);
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map(
      (s) => s.index,
    );
    let at = 0;
    for (const line of lines) {
      expect(words, 'each line starts at a word boundary').toContain(at);
      at += runs(line).join('').length;
    }
  });

  it('Japanese: full-width brackets stay with the Japanese font, Latin letters go to Noto Sans', () => {
    const [line] = lay('合計（USD）', 'ja');
    const familyOf = (ch: string) => line!.runs.find((r) => r.text.includes(ch))?.file.family;
    expect([...'合計（）'].map(familyOf)).toEqual(['jp', 'jp', 'jp', 'jp']);
    expect(familyOf('USD')).toBe('latin');
    // Han characters come in Google Fonts subsets: each subset file is its own (small) font.
    expect(runs(line!).join('')).toBe('合計（USD）');
  });
});
