import {
  formatMoney,
  includedTaxOf,
  invoicePaidWith,
  languageFor,
  money,
  type Currency,
  type Money,
} from '@halyard/domain';
import { translator } from '../../i18n/i18n';
import type { IncludedTaxVariables } from '../mail/mail-templates';
import type { MailRecipient } from '../mail/mailer.service';
import type { BillableRow } from './billable-row';

/** Who gets a billing email; nobody once the account is anonymised (decision 0033). */
export function recipientOf(row: BillableRow): MailRecipient | null {
  if (row.recipient.anonymized) return null;
  return {
    tenantId: row.tenantId,
    userId: row.userId,
    email: row.recipient.email,
    brand: row.recipient.brand,
    language: row.recipient.language,
  };
}

export const amountText = (minor: number, currency: Currency, language: string | null) =>
  formatMoney(money(minor, currency), language ?? 'en');

/**
 * Accounts keep our locale code (`jp`, `dk`, `se`, `zh-cn`); Intl takes the language code (`ja`,
 * `da`, `sv`, `zh-CN`). Given `jp` itself, Intl silently writes English dates.
 */
export const intlLanguage = (locale: string | null) => languageFor(locale).languageCode;

const dates = new Map<string, Intl.DateTimeFormat>();

/**
 * "8 January 2027" in the reader's language (UTC, like every stored instant). `language` is our
 * locale code (`jp`, `dk`); Intl needs its language code (`ja`, `da`).
 */
export function dateText(iso: string, language: string | null): string {
  const lang = intlLanguage(language);
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    dates.set(lang, format);
  }
  return format.format(new Date(iso));
}

/**
 * `path` on the site, absolute: a link read in a mail client has no page to be relative to. The
 * origin is `config.site.url` (PUBLIC_URL, else the address the server listens on; decision 0105),
 * and is required: no caller can send a relative link by leaving it out (issue 24 item 8).
 */
export const absoluteLink = (publicUrl: string, path: string) =>
  new URL(path, publicUrl).toString();

/** spec §2 dashboard, where an expired subscription can be bought again. */
export const dashboardLink = (publicUrl: string) => absoluteLink(publicUrl, '/subscriptions');

const rates = new Map<string, Intl.NumberFormat>();
const regions = new Map<string, Intl.DisplayNames>();

/**
 * The VAT gross totals contain, in the reader's language (decision 0196 addendum): "19", "Germany"
 * ("Deutschland") and "€15.96" — nothing for net totals, so those emails read as before.
 */
export function includedTaxVariables(
  totals: { readonly taxIncluded?: boolean; readonly taxRate: number; readonly tax: Money },
  country: string | null | undefined,
  language: string | null,
): IncludedTaxVariables {
  const included = includedTaxOf(totals, country);
  if (!included) return {};
  const lang = intlLanguage(language);
  let rate = rates.get(lang);
  if (!rate) rates.set(lang, (rate = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })));
  let region = regions.get(lang);
  if (!region) regions.set(lang, (region = new Intl.DisplayNames([lang], { type: 'region' })));
  return {
    includedTax: formatMoney(included.amount, language ?? 'en'),
    taxRate: rate.format(included.rate / 100),
    taxCountry: region.of(included.country) ?? included.country,
  };
}

/**
 * A receipt's "Payment method" in the reader's language (decision 0218 addendum): "Credit
 * balance" when the balance paid it all, "Credit balance ($12.50) and Visa •••• 4242 ($59.38)"
 * when it paid part — so the receipt says what each paid of the total — else the method as the
 * invoice keeps it.
 */
export function paidWithText(
  paid: {
    readonly total: number;
    readonly creditApplied: number;
    readonly paymentSummary: string | null;
    readonly currency: Currency;
  },
  language: string | null,
): string {
  const { creditBalance, method } = invoicePaidWith(paid);
  if (!creditBalance) return method ?? '';
  const t = translator(language, 'mail');
  if (!method) return t('method_credit_balance');
  return t('method_credit_balance_split', {
    method,
    balance: amountText(paid.creditApplied, paid.currency, language),
    card: amountText(paid.total - paid.creditApplied, paid.currency, language),
  });
}
