import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Invoice } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { catalogueLanguage, invoiceStrings, translator } from '../../i18n/i18n';

export interface PdfParty {
  readonly name: string;
  readonly lines: readonly string[];
}

export interface InvoicePdfInput {
  readonly invoice: Invoice;
  readonly seller: PdfParty;
  readonly buyer: PdfParty;
  readonly brand: string;
  readonly language?: string | null;
}

const MARGIN = 56;

// The PDF's typeface: Noto Sans (OFL, from @expo-google-fonts/noto-sans), embedded and subset by
// pdfkit, so buyers' names and the invoice strings in Latin (with ř ł ő ș ğ ạ), Greek and Cyrillic
// scripts print. Decision 0075: a language whose strings or dates need another script (Arabic,
// Hebrew, Thai, CJK) gets an English PDF; right-to-left text would also need bidi layout.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontData() {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}
const REGULAR = 'NotoSans';
const BOLD = 'NotoSans-Bold';

/** Noto Sans's scripts: Latin (+ extended), IPA, Greek, Cyrillic, punctuation and currency signs. */
function notoSansCanDraw(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const drawable =
      code === 0x0a ||
      (code >= 0x20 && code <= 0x052f) ||
      (code >= 0x1e00 && code <= 0x1fff) ||
      (code >= 0x2000 && code <= 0x20cf) ||
      code === 0x2212;
    if (!drawable) return false;
  }
  return true;
}

const pdfLanguages = new Map<string, string>();

/** The locale code the PDF is written in: the buyer's when Noto Sans draws it, else English. */
export function pdfLanguage(locale: string | null | undefined): string {
  const code = locale ?? 'en';
  let chosen = pdfLanguages.get(code);
  if (chosen === undefined) {
    const dates = new Intl.DateTimeFormat(catalogueLanguage(code), {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    const months = Array.from({ length: 12 }, (_, m) =>
      dates.format(new Date(Date.UTC(2026, m, 28))),
    );
    const drawable = [...invoiceStrings(code), ...months].every(notoSansCanDraw);
    chosen = drawable ? code : 'en';
    pdfLanguages.set(code, chosen);
  }
  return chosen;
}
const GREY = '#4b5563';

/** Renders an invoice or credit note as a one-page A4 PDF (pdfkit, Noto Sans; decision 0075). */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, seller, buyer, brand } = input;
  const language = pdfLanguage(input.language);
  const t = translator(language, 'invoice');
  const fmt = (amount: Invoice['total']) => formatMoney(amount, language);
  const date = new Intl.DateTimeFormat(catalogueLanguage(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(invoice.issued_at));
  const title = invoice.kind === 'invoice' ? t('title_invoice') : t('title_credit_note');

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: seller.name,
      Subject: `${brand} ${title}`,
    },
  });
  const { regular, bold } = fontData();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font(BOLD).fontSize(20).text(brand, MARGIN, MARGIN);
  doc.fontSize(16).text(title, MARGIN, MARGIN, { width, align: 'right' });
  doc.moveDown(0.5).font(REGULAR).fontSize(10).fillColor(GREY);
  doc.text(`${t('number')}: ${invoice.number}`, { width, align: 'right' });
  doc.text(`${t('date')}: ${date}`, { width, align: 'right' });
  if (invoice.related_invoice_number) {
    doc.text(t('credit_for', { number: invoice.related_invoice_number }), {
      width,
      align: 'right',
    });
  }

  const partiesTop = doc.y + 20;
  const party = (label: string, p: PdfParty, x: number) => {
    doc.fillColor(GREY).fontSize(9).text(label.toUpperCase(), x, partiesTop);
    doc
      .fillColor('black')
      .fontSize(11)
      .font(BOLD)
      .text(p.name, x, doc.y + 2, { width: width / 2 - 10 });
    doc.font(REGULAR).fontSize(10);
    for (const line of p.lines) doc.text(line, x, doc.y, { width: width / 2 - 10 });
  };
  party(t('seller'), seller, MARGIN);
  const sellerBottom = doc.y;
  party(t('buyer'), buyer, MARGIN + width / 2);
  doc.y = Math.max(sellerBottom, doc.y) + 30;

  const col = { qty: MARGIN + width * 0.62, amount: MARGIN + width * 0.72 };
  const row = (description: string, qty: string, amount: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(10)
      .fillColor('black');
    doc.text(description, MARGIN, y, { width: width * 0.6 });
    const after = doc.y;
    doc.text(qty, col.qty, y, { width: width * 0.08, align: 'right' });
    doc.text(amount, col.amount, y, { width: width * 0.28, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#d1d5db')
      .stroke();
    doc.y += 8;
  };

  row(t('description'), t('quantity'), t('amount'), true);
  rule();
  for (const line of invoice.lines) row(line.description, String(line.quantity), fmt(line.amount));
  rule();
  row(t('subtotal'), '', fmt(invoice.subtotal));
  if (invoice.discount.unscaledValue !== 0) row(t('discount'), '', `−${fmt(invoice.discount)}`);
  row(t('tax'), '', fmt(invoice.tax));
  row(t('total', { currency: invoice.total.currency }), '', fmt(invoice.total), true);

  if (invoice.payment_summary) {
    doc.moveDown(1).fillColor(GREY).font(REGULAR).fontSize(10);
    const key = invoice.kind === 'invoice' ? 'paid_with' : 'refunded_to';
    doc.text(t(key, { method: invoice.payment_summary }), MARGIN, doc.y, { width });
  }
  doc.moveDown(2).fillColor(GREY).text(t('thanks', { brand }), MARGIN, doc.y, { width });
  doc.end();
  return done;
}

/** An issued invoice as its repository finds it, printed in its reader's language. */
export const renderStoredInvoice = (
  found: {
    readonly invoice: InvoicePdfInput['invoice'];
    readonly seller: PdfParty;
    readonly buyer: PdfParty;
    readonly language: string | null;
  },
  brand: string,
): Promise<Buffer> =>
  renderInvoicePdf({
    invoice: found.invoice,
    brand,
    seller: found.seller,
    buyer: found.buyer,
    language: found.language,
  });
