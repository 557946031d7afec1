import { useCallback } from 'react';
import { formatMoney, type Money, type Period } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '../format';

/** Money in the page's language (spec §9 symbols and decimal separator, domain `formatMoney`). */
export function useFormatMoney(): (amount: Money) => string {
  const { code } = useLanguage();
  return useCallback((amount: Money) => formatMoney(amount, code), [code]);
}

/** A date in the page's language (medium style, UTC: the zone the server stores days in). */
export function useFormatDate(): (instant: string) => string {
  const language = useLanguage();
  return useCallback((instant: string) => formatDate(instant, language), [language]);
}

/** "12 months", "1 year", "2 weeks": a spec §3 period in words. */
export function periodText(t: TFunction<'checkout'>, period: Period): string {
  return t(`period.${period.unit}`, { count: period.length });
}

/** "every month", "every 12 months": how often a price renews. */
export function everyText(t: TFunction<'checkout'>, period: Period): string {
  return t(`every.${period.unit}`, { count: period.length });
}

type CatalogueGroup = 'tiers' | 'entitlements' | 'addons';

/**
 * A catalogue name (a tier, an entitlement, an add-on) in the page's language: our translation
 * of its id when there is one, else the name the server gives it.
 */
export function catalogueName(
  t: TFunction<'checkout'>,
  group: CatalogueGroup,
  id: string,
  serverName: string,
): string {
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(`${group}.${id}`, { defaultValue: serverName });
}
