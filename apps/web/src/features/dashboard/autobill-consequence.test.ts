import { money } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import type { PortalSubscription } from '@/app/subscriptions-query';
import en from '@/i18n/locales/en/translation.json';
import fr from '@/i18n/locales/fr/translation.json';
import { defaultLanguage, languageFromPrefix, type Language } from '@/i18n/locales';
import { tOf } from '@/testing/translate';
import { autobillConsequence } from './autobill-consequence';

const french = languageFromPrefix('fr') as Language;
const sub = (over: Partial<PortalSubscription>) =>
  ({
    auto_billing_enabled: false,
    next_payment_date: '2027-01-08T12:00:00.000Z',
    next_payment_method: 'CreditCard',
    cc_info: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    renewal_price: money(9995, 'EUR'),
    ...over,
  }) as unknown as PortalSubscription;
// Decision 0196: 99.95 EUR gross in France contains 16.66 VAT at 20 %.
const included_tax = { rate: '20.00', country: 'FR', amount: money(1666, 'EUR') };

describe('the auto-renew dialog names the VAT the next charge contains (decision 0196 addendum)', () => {
  it('turning it on: amount, method, date, then "incl. 20 % VAT (France)" from the server', () => {
    expect(autobillConsequence(tOf(en), sub({ included_tax }), defaultLanguage)).toEqual({
      text: 'Your subscription will renew automatically on Jan 8, 2027: we will charge €99.95 to Visa •••• 4242. You can turn it off anytime before.',
      includedTax: 'incl. 20% VAT (France): €16.66',
    });
  });

  it('in French, with the rate, country and amount written the French way', () => {
    const { includedTax } = autobillConsequence(tOf(fr), sub({ included_tax }), french);
    expect(includedTax).toContain('20');
    expect(includedTax).toContain('France');
    expect(includedTax).toContain('16,66\u00a0€');
  });

  it('a net next charge names no VAT', () => {
    const net = sub({ renewal_price: money(10720, 'USD') });
    expect(autobillConsequence(tOf(en), net, defaultLanguage).includedTax).toBeNull();
  });

  it('turning it off names the charge that will not happen, and no VAT', () => {
    const on = sub({ auto_billing_enabled: true, included_tax });
    expect(autobillConsequence(tOf(en), on, defaultLanguage)).toEqual({
      text: 'Your subscription will not renew: it ends on Jan 8, 2027 and your VPN stops then. You will not be charged €99.95. You can turn auto-renew back on until then.',
      includedTax: null,
    });
  });
});
