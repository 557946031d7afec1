import { autoRenewRoute, isLanguageCode, localizedPath, subscriptionLinks } from '@halyard/domain';
import { paymentSummary } from '../invoices/ledger.service';
import type { BillableRow } from './billable-row';
import { absoluteLink, intlLanguage } from './billing-mail';

/**
 * Links and names the lifecycle emails share (decisions 0180–0184). Links are absolute from the
 * configured site only (decision 0105) and open the portal in the reader's language.
 */
export function portalLink(
  publicUrl: string,
  path: string,
  language: string | null | undefined,
): string {
  const local = isLanguageCode(language) ? localizedPath(path, language) : path;
  return absoluteLink(publicUrl, local);
}

export const lifecycleLinks = (
  publicUrl: string,
  krn: string,
  language: string | null | undefined,
) => ({
  /** spec §2 "/credit_cards/edit": where the customer changes the payment method. */
  paymentMethod: portalLink(publicUrl, subscriptionLinks(krn)['update-payment-method'], language),
  /** spec §2 retry page: pay now with the stored or a new card, or confirm with the bank. */
  retry: portalLink(publicUrl, subscriptionLinks(krn)['retry-payment'], language),
  /** The one-click way back after auto-renew was turned off (decision 0183). */
  autoRenew: portalLink(publicUrl, autoRenewRoute(krn), language),
});

/** What renews, as the emails name it: the brand and the plan ("Halyard VPN Premium"). */
export function planName(row: Pick<BillableRow, 'productName' | 'tier' | 'recipient'>): string {
  const plan = row.productName ?? row.tier.replace('TIER_', '');
  return `${row.recipient.brand} ${plan}`;
}

/** spec §3 cc_info as the emails show it: brand and last four ("Visa •••• 4242"). */
export const methodText = (method: BillableRow['method']): string =>
  method ? paymentSummary(method) : '';

/** A card's expiry month as the reader says it ("December 2026"). */
export function monthText(month: number, year: number, language: string | null): string {
  return new Intl.DateTimeFormat(intlLanguage(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
