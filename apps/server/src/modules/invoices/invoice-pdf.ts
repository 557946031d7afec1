import PDFDocument from 'pdfkit';
import type { Invoice } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { catalogueLanguage, invoiceStrings, translator } from '../../i18n/i18n';
import { canDraw, familyChain } from './pdf/font-families';
import { PdfPainter, RecordingPainter, type Painter } from './pdf/painter';

export interface PdfParty {
  readonly name: string;
  readonly lines: readonly string[];
  /** Printed under the address (issue 22 item 2). */
  readonly vatId?: string | null;
  /** The buyer's invoice was issued under EU reverse charge: the legal note is printed. */
  readonly reverseCharge?: boolean;
}

export interface InvoicePdfInput {
  readonly invoice: Invoice;
  readonly seller: PdfParty;
  readonly buyer: PdfParty;
  readonly brand: string;
  readonly language?: string | null;
}

const MARGIN = 56;
const GREY = '#4b5563';

const longDate = (languageCode: string) =>
  new Intl.DateTimeFormat(languageCode, { dateStyle: 'long', timeZone: 'UTC' });

const pdfLanguages = new Map<string, string>();

/**
 * The locale code the PDF is written in: the buyer's when the PDF's fonts draw every string of
 * its invoice catalogue and its month names (decision 0200: all 29 today), else English.
 */
export function pdfLanguage(locale: string | null | undefined): string {
  const code = locale ?? 'en';
  let chosen = pdfLanguages.get(code);
  if (chosen === undefined) {
    const languageCode = catalogueLanguage(code);
    const dates = longDate(languageCode);
    const months = Array.from({ length: 12 }, (_, m) =>
      dates.format(new Date(Date.UTC(2026, m, 28))),
    );
    const chain = familyChain(languageCode);
    chosen = [...invoiceStrings(code), ...months].every((s) => canDraw(s, chain)) ? code : 'en';
    pdfLanguages.set(code, chosen);
  }
  return chosen;
}

interface Content {
  readonly input: InvoicePdfInput;
  readonly t: (key: string, options?: Record<string, string>) => string;
  readonly title: string;
  readonly date: string;
  readonly fmt: (amount: Invoice['total']) => string;
}

/**
 * "Paid with Visa •••• 4242", "Paid with credit balance" or "Paid with credit balance and Visa
 * •••• 4242" (decision 0218 addendum): what paid, never the card on file when the balance paid all.
 */
function paidWithText(t: Content['t'], paid: Invoice['paid_with']): string | null {
  if (paid.credit_balance)
    return paid.method
      ? t('paid_with_balance_and', { method: paid.method })
      : t('paid_with_balance');
  return paid.method ? t('paid_with', { method: paid.method }) : null;
}

/**
 * The page, in left-to-right coordinates (the painter mirrors them for Arabic and Hebrew): brand
 * and title, number and date, seller and buyer, the lines and totals, payment and thanks.
 */
function drawInvoice(p: Painter, { input, t, title, date, fmt }: Content, pageWidth: number) {
  const { invoice, seller, buyer, brand } = input;
  const width = pageWidth - MARGIN * 2;
  const half = width / 2;
  p.text(brand, { x: MARGIN, y: MARGIN, width: half }, { size: 20, bold: true });
  let y = p.text(
    title,
    { x: MARGIN + half, y: MARGIN, width: half, align: 'right' },
    {
      size: 16,
      bold: true,
    },
  );
  const meta = [`${t('number')}: ${invoice.number}`, `${t('date')}: ${date}`];
  if (invoice.related_invoice_number)
    meta.push(t('credit_for', { number: invoice.related_invoice_number }));
  for (const line of meta)
    y = p.text(line, { x: MARGIN, y: y + 2, width, align: 'right' }, { size: 10, color: GREY });

  const partiesTop = y + 20;
  const party = (label: string, who: PdfParty, x: number) => {
    const box = { x, width: half - 10 };
    let py = p.text(label.toUpperCase(), { ...box, y: partiesTop }, { size: 9, color: GREY });
    py = p.text(who.name, { ...box, y: py + 2 }, { size: 11, bold: true });
    for (const line of who.lines) py = p.text(line, { ...box, y: py }, { size: 10 });
    if (who.vatId) py = p.text(t('vat_id', { id: who.vatId }), { ...box, y: py }, { size: 10 });
    return py;
  };
  y = Math.max(party(t('seller'), seller, MARGIN), party(t('buyer'), buyer, MARGIN + half)) + 30;

  const row = (cells: [string, string, string], bold = false) => {
    const style = { size: 10, bold };
    const [description, qty, amount] = cells;
    const bottom = [
      p.text(description, { x: MARGIN, y, width: width * 0.6 }, style),
      p.text(qty, { x: MARGIN + width * 0.62, y, width: width * 0.08, align: 'right' }, style),
      p.text(amount, { x: MARGIN + width * 0.72, y, width: width * 0.28, align: 'right' }, style),
    ];
    y = Math.max(...bottom) + 4;
  };
  const rule = () => {
    p.rule(MARGIN, y, width, '#d1d5db');
    y += 8;
  };
  row([t('description'), t('quantity'), t('amount')], true);
  rule();
  for (const line of invoice.lines)
    row([line.description, String(line.quantity), fmt(line.amount)]);
  rule();
  row([t('subtotal'), '', fmt(invoice.subtotal)]);
  // Issue 22 item 4: a discount that includes a promotion code names it.
  const discountLabel = invoice.promotion_code
    ? t('discount_with_code', { code: invoice.promotion_code })
    : t('discount');
  if (invoice.discount.unscaledValue !== 0) row([discountLabel, '', `−${fmt(invoice.discount)}`]);
  if (invoice.tax_included) {
    // Decision 0196: a gross total shows its net and the VAT it contains.
    const net = {
      ...invoice.total,
      unscaledValue: invoice.total.unscaledValue - invoice.tax.unscaledValue,
    };
    row([t('net'), '', fmt(net)]);
    row([
      t('tax_included', { rate: String(invoice.tax_included.rate / 100) }),
      '',
      fmt(invoice.tax),
    ]);
  } else row([t('tax'), '', fmt(invoice.tax)]);
  row([t('total', { currency: invoice.total.currency }), '', fmt(invoice.total)], true);
  // Decision 0217: what the credit balance paid, then what the card was charged. A credit note
  // (decision 0221): what went back to the credit balance, then what went back to the card.
  const credit = invoice.credit_applied;
  const toCard = { ...credit, unscaledValue: invoice.total.unscaledValue - credit.unscaledValue };
  if (credit.unscaledValue > 0 && invoice.kind === 'credit_note') {
    row([t('refunded_to_balance'), '', fmt(credit)]);
    if (toCard.unscaledValue > 0 && invoice.payment_summary)
      row([t('refunded_to', { method: invoice.payment_summary }), '', fmt(toCard)]);
  } else if (credit.unscaledValue > 0) {
    row([t('credit_applied'), '', `−${fmt(credit)}`]);
    row([t('amount_charged'), '', fmt(toCard)], true);
  }

  const note = { size: 10, color: GREY };
  // A refund split between the balance and the card reads in the rows above.
  if (invoice.kind === 'credit_note' && credit.unscaledValue > 0) {
    if (toCard.unscaledValue === 0)
      y = p.text(t('refunded_to_balance'), { x: MARGIN, y: y + 14, width }, note);
  } else if (invoice.kind === 'invoice') {
    const paid = paidWithText(t, invoice.paid_with);
    if (paid) y = p.text(paid, { x: MARGIN, y: y + 14, width }, note);
  } else if (invoice.payment_summary) {
    const refunded = t('refunded_to', { method: invoice.payment_summary });
    y = p.text(refunded, { x: MARGIN, y: y + 14, width }, note);
  }
  if (buyer.reverseCharge && invoice.tax.unscaledValue === 0)
    y = p.text(t('reverse_charge'), { x: MARGIN, y: y + 14, width }, note);
  p.text(t('thanks', { brand }), { x: MARGIN, y: y + 28, width }, note);
}

/**
 * Renders an invoice or credit note as a one-page A4 PDF (pdfkit) in the buyer's language, with
 * the Noto fonts its scripts need embedded as subsets (decisions 0075, 0200–0202).
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, seller, brand } = input;
  const language = pdfLanguage(input.language);
  const languageCode = catalogueLanguage(language);
  const t = translator(language, 'invoice');
  const title = invoice.kind === 'invoice' ? t('title_invoice') : t('title_credit_note');
  const content: Content = {
    input,
    t,
    title,
    date: longDate(languageCode).format(new Date(invoice.issued_at)),
    fmt: (amount) => formatMoney(amount, language),
  };

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: languageCode,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: seller.name,
      Subject: `${brand} ${title}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // First the strings the page will draw, so that their fonts are loaded before drawing.
  const recording = new RecordingPainter();
  drawInvoice(recording, content, doc.page.width);
  const painter = new PdfPainter(doc, languageCode);
  await painter.prepare(recording.strings);
  drawInvoice(painter, content, doc.page.width);
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
