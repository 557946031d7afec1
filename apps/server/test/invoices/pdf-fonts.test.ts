import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { family, type FamilyId } from '../../src/modules/invoices/pdf/font-families';
import { faceName, loadFace } from '../../src/modules/invoices/pdf/font-faces';

/** Decision 0200: the fonts an invoice PDF draws its scripts with. */
const face = async (id: FamilyId, ch: string, weight: 'regular' | 'bold' = 'regular') => {
  const file = family(id).fileFor(ch.codePointAt(0)!, weight);
  expect(file, `${id} has ${ch}`).toBeDefined();
  return { name: faceName(file!, weight), data: await loadFace(file!, weight) };
};

/** The SFNT table tags of a TrueType/OpenType font (its table directory). */
function tables(font: Buffer): string[] {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => font.toString('latin1', 12 + i * 16, 16 + i * 16));
}

describe('invoice PDF fonts', () => {
  it('Arabic is shaped: letters join, so a word is narrower than its letters kept apart', async () => {
    const arabic = await face('arabic', 'ف');
    const doc = new PDFDocument();
    doc.registerFont(arabic.name, arabic.data);
    doc.font(arabic.name).fontSize(100);
    const width = (text: string) => doc.widthOfString(text, { features: ['kern'] });
    for (const word of ['فاتورة', 'الضريبة', 'شكرًا']) {
      // U+200C (zero-width non-joiner) between the letters forces their isolated forms.
      const apart = width([...word].join('\u200c'));
      expect(width(word), word).toBeLessThan(apart * 0.9);
    }
  });

  it('each variable Noto file is pinned to a static regular and bold instance', async () => {
    for (const [id, ch] of [
      ['arabic', 'ف'],
      ['hebrew', 'ש'],
      ['thai', 'ก'],
      ['jp', '請'],
      ['kr', '청'],
      ['sc', '发'],
      ['tc', '發'],
    ] as const) {
      const regular = await face(id, ch);
      const bold = await face(id, ch, 'bold');
      expect(regular.name).not.toBe(bold.name);
      expect(regular.data.equals(bold.data), `${id}: two weights`).toBe(false);
      for (const font of [regular.data, bold.data]) {
        expect(tables(font), `${id}: static, still with its layout tables`).toEqual(
          expect.arrayContaining(['glyf', 'cmap', 'GSUB']),
        );
        expect(tables(font)).not.toContain('fvar');
      }
    }
  });

  it('Noto Sans draws Latin, Greek and Cyrillic; other scripts go to their own family', () => {
    const latin = family('latin');
    for (const ch of 'Aßřłőșğạ€Ωж')
      expect(latin.fileFor(ch.codePointAt(0)!, 'regular')).toBeDefined();
    for (const ch of 'فש請청ก')
      expect(latin.fileFor(ch.codePointAt(0)!, 'regular')).toBeUndefined();
    expect(family('kr').fileFor('청'.codePointAt(0)!, 'regular')?.family).toBe('kr');
  });
});
