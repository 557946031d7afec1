import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCatalogues } from '../../src/i18n/catalogues';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { issueInvoice } from './issue-invoice';

/**
 * Issue 20 item 4, decisions 0200–0202: invoices and credit notes in the seven languages whose
 * scripts Noto Sans lacks are written in the buyer's language, drawn with the Noto font of the
 * script (embedded as a subset), right to left for Arabic and Hebrew.
 */
const t = useTestServer();

const db = () => t.server.database.db;
const KEY = 'premium-us';

interface Downloaded {
  readonly text: string;
  readonly bbox: string;
  readonly fonts: string;
  readonly bytes: number;
}

/** The document as the buyer downloads it, read back with Poppler's tools. */
async function download(cookie: string, id: string, locale: string): Promise<Downloaded> {
  await db().updateTable('users').set({ locale }).where('email', '=', demoEmail(KEY)).execute();
  const res = await fetch(`${t.url}/api/v2/invoices/${id}/download`, {
    headers: { cookie, 'x-tenant-id': 'halyard' },
  });
  expect(res.status).toBe(200);
  const pdf = Buffer.from(await res.arrayBuffer());
  const file = path.join(t.dataDir, `scripts-${locale}-${id}.pdf`);
  fs.writeFileSync(file, pdf);
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdffonts' ? [] : ['-'])], {
      encoding: 'utf8',
    });
  return {
    text: run('pdftotext', '-layout'),
    bbox: run('pdftotext', '-bbox'),
    fonts: run('pdffonts'),
    bytes: pdf.length,
  };
}

// The phrase's words: runs of Arabic or Hebrew letters, and runs of other letters and digits.
const WORDS =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{M}]+|[^\p{Script=Arabic}\p{Script=Hebrew}\p{P}\p{Z}\s]+/gu;
/**
 * Every word of `phrase` is in the text. Extractors give right-to-left words in reading or in
 * display order (Poppler reverses an ActualText span) and may space runs of one line apart, so
 * a word may appear reversed, and spaces in the text are ignored.
 */
function expectWords(text: string, phrase: string) {
  const haystack = text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '');
  for (const word of phrase.match(WORDS) ?? []) {
    const reversed = [...word].reverse().join('');
    expect(
      haystack.includes(word) || haystack.includes(reversed),
      `"${word}" in the PDF text:\n${text}`,
    ).toBe(true);
  }
}

/** Embedded fonts by PostScript name (without the subset tag), with "emb sub uni" = yes yes yes. */
function embeddedFonts(pdffonts: string): string[] {
  return pdffonts
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      expect(line, 'embedded, subset, with a ToUnicode map').toMatch(/\byes\s+yes\s+yes\b/);
      return line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '');
    });
}

/** x of the first word of the bbox listing matching `word`. */
function xOf(bbox: string, word: string): number {
  const match = new RegExp(`<word xMin="([\\d.]+)"[^>]*>${word}</word>`).exec(bbox);
  expect(match, `${word} in the bbox listing`).not.toBeNull();
  return Number(match![1]);
}

const CASES = [
  { locale: 'ar', catalogue: 'ar', font: 'NotoSansArabic', rtl: true, amount: '107.20' },
  { locale: 'he', catalogue: 'he', font: 'NotoSansHebrew', rtl: true, amount: '107.20' },
  { locale: 'jp', catalogue: 'ja', font: 'NotoSansJP', rtl: false, amount: '$107.20' },
  { locale: 'kr', catalogue: 'ko', font: 'NotoSansKR', rtl: false, amount: '$107.20' },
  { locale: 'th', catalogue: 'th', font: 'NotoSansThai', rtl: false, amount: '$107.20' },
  { locale: 'zh-cn', catalogue: 'zh-CN', font: 'NotoSansSC', rtl: false, amount: '$107.20' },
  { locale: 'zh-tw', catalogue: 'zh-TW', font: 'NotoSansTC', rtl: false, amount: '$107.20' },
] as const;

describe(`invoice PDFs in Arabic, Hebrew, Thai, Japanese, Korean and Chinese (${testDatabaseKind})`, () => {
  let cookie: string;
  let invoice: { id: string; number: string };
  let note: { id: string; number: string };
  const sizes: Record<string, number> = {};
  beforeAll(async () => {
    cookie = await signInAs(t, KEY);
    invoice = await issueInvoice(t, KEY);
    note = await issueInvoice(t, KEY, 'credit_note', invoice.id);
  });
  afterAll(() => {
    process.stdout.write(`invoice PDF sizes (bytes): ${JSON.stringify(sizes)}\n`);
  });

  it.each(CASES)(
    'decision 0200: $locale — the invoice and its credit note in the language, in $font',
    async ({ locale, catalogue, font, amount }) => {
      const strings = serverCatalogues[catalogue].invoice;
      const pdf = await download(cookie, invoice.id, locale);
      sizes[locale] = pdf.bytes;
      for (const label of [
        strings.title_invoice,
        strings.number,
        strings.seller,
        strings.buyer,
        strings.description,
        strings.quantity,
        strings.amount,
        strings.subtotal,
        strings.tax,
        strings.total.replace('{{currency}}', 'USD'),
        strings.paid_with.replace('{{method}}', 'Visa •••• 4242'),
        strings.thanks.replace('{{brand}}', 'Halyard VPN'),
      ]) {
        expectWords(pdf.text, label);
      }
      for (const value of [invoice.number, amount, '99.95', '7.25', demoEmail(KEY)])
        expectWords(pdf.text, value);
      expect(pdf.text).not.toContain(serverCatalogues.en.invoice.subtotal);
      const fonts = embeddedFonts(pdf.fonts);
      expect(fonts.some((name) => name.startsWith(font))).toBe(true);
      // Only the script's own family joins Noto Sans: no other CJK, Thai or Arabic font.
      expect(
        fonts.filter((name) => !name.startsWith('NotoSans-') && !name.startsWith(font)),
      ).toEqual([]);
      // Each weight of each font file is embedded as a subset of the glyphs used.
      expect(pdf.bytes).toBeLessThan(120_000);

      const credit = await download(cookie, note.id, locale);
      expectWords(credit.text, strings.title_credit_note);
      expectWords(credit.text, strings.credit_for.replace('{{number}}', invoice.number));
      expectWords(credit.text, strings.refunded_to.replace('{{method}}', 'Visa •••• 4242'));
      expectWords(credit.text, note.number);
    },
    120_000,
  );

  it('decision 0201: Arabic and Hebrew pages are mirrored — brand right, amounts in the left column', async () => {
    for (const locale of ['ar', 'he', 'en']) {
      const { bbox } = await download(cookie, invoice.id, locale);
      const brand = xOf(bbox, 'Halyard');
      const description = xOf(bbox, 'Premium,');
      const amount = xOf(bbox, locale === 'en' ? '\\$99.95' : '99.95');
      if (locale === 'en') {
        expect(brand).toBeLessThan(100);
        expect(amount).toBeGreaterThan(description);
      } else {
        expect(brand, `${locale}: the brand starts right of the middle`).toBeGreaterThan(297);
        expect(amount, `${locale}: amounts left of descriptions`).toBeLessThan(description);
      }
    }
  }, 120_000);

  it('decision 0200: a Latin-only invoice embeds Noto Sans alone, regular and bold, and stays small', async () => {
    const pdf = await download(cookie, invoice.id, 'en');
    expect(embeddedFonts(pdf.fonts).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(pdf.bytes).toBeLessThan(20_000);
    sizes.en = pdf.bytes;
  });
});
