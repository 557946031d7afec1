import { money } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import type { PortalSubscription } from '@/app/subscriptions-query';
import de from '@/i18n/locales/de/translation.json';
import en from '@/i18n/locales/en/translation.json';
import { defaultLanguage, languageFromPrefix, type Language } from '@/i18n/locales';
import { tOf } from '@/testing/translate';
import { renewalCharge } from './renewal-charge';

const german = languageFromPrefix('de') as Language;
// Decision 0196: 151.92 EUR gross in Germany contains 24.26 VAT at 19 %.
const gross = {
  renewal_price: money(15192, 'EUR'),
  included_tax: { rate: '19.00', country: 'DE', amount: money(2426, 'EUR') },
} as Pick<PortalSubscription, 'renewal_price' | 'included_tax'>;

describe('the retry page and the auto-renew page name the VAT a gross renewal contains (decision 0196)', () => {
  it('a gross renewal: the amount and "incl. 19 % VAT (Germany)" with the server’s VAT amount', () => {
    expect(renewalCharge(tOf(en), gross, defaultLanguage)).toEqual({
      amount: '€151.92',
      includedTax: 'incl. 19% VAT (Germany): €24.26',
    });
  });

  it('in German: rate, country and amount as a German page writes them', () => {
    expect(renewalCharge(tOf(de), gross, german)).toEqual({
      amount: '151,92\u00a0€',
      includedTax: 'inkl. 19 % MwSt. (Deutschland): 24,26\u00a0€',
    });
  });

  it('a net renewal (exclusive tenant, US, reverse charge) names no VAT', () => {
    const net = { renewal_price: money(10720, 'USD') };
    expect(renewalCharge(tOf(en), net, defaultLanguage)).toEqual({
      amount: '$107.20',
      includedTax: null,
    });
  });
});
