import type { CheckoutResult } from '@halyard/contract';
import {
  afterCheckoutDestination,
  DIP_ERROR_COOKIE,
  freePeriodCookieFor,
  isAddonPurchaseFailure,
  monthsSold,
  type Currency,
} from '@halyard/domain';
import type { CheckoutData } from './checkout-data';
import { readFromTab, saveInTab } from './tab-storage';

/** A cookie for this visit only (no Max-Age): what the confirmation and the portal read. */
function sessionCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

/** What the confirmation page shows besides the redirect's query (currency, names, a failed add-on). */
export interface Confirmation {
  readonly currency: Currency;
  readonly addonFailed: boolean;
  readonly plan: { readonly productId: string; readonly months: number } | null;
}

const CONFIRMATION_KEY = 'halyard.checkout.confirmation';

export function readConfirmation(): Confirmation | null {
  return readFromTab<Confirmation>(CONFIRMATION_KEY);
}

/**
 * After a paid checkout (spec §2, §8, §9): a missing add-on sets the `dip_error` cookie
 * (domain `isAddonPurchaseFailure`); a free period is tracked with its cookie (4monthsfree,
 * 6monthsfree); the buyer goes to the returned redirect, or /setup for a payment override
 * (domain `afterCheckoutDestination`). Answers where to go and what to show there.
 */
export function settlePaid(
  data: CheckoutData,
  result: CheckoutResult,
): { readonly destination: string; readonly confirmation: Confirmation } {
  const requestedAddons = data.addons.map((item) => item.price.id);
  const addonFailed = isAddonPurchaseFailure(requestedAddons, result);
  if (addonFailed) sessionCookie(DIP_ERROR_COOKIE, '1');
  const freeMonths = data.plan ? monthsSold(data.plan.price.freePeriod) : 0;
  const freeCookie = freePeriodCookieFor(freeMonths);
  if (freeCookie) sessionCookie(freeCookie, String(freeMonths));
  const confirmation: Confirmation = {
    currency: data.offer.currency,
    addonFailed,
    plan: data.plan
      ? { productId: data.plan.product.id, months: monthsSold(data.plan.price.totalPeriod) }
      : null,
  };
  saveInTab(CONFIRMATION_KEY, confirmation);
  const destination = afterCheckoutDestination({
    redirectUrl: result.redirectUrl,
    paymentOverride: data.link.paymentOverride,
  });
  return { destination, confirmation };
}
