import { describe, expect, it } from 'vitest';
import { checkBillingDetails } from './billing-details';
import { checkVatId, EU_VAT_COUNTRIES, normaliseVatId, reverseChargeApplies } from './vat-id';

describe('issue 22 item 2: a VAT ID is checked against its country format', () => {
  it.each([
    ['DE', 'DE123456789', 'DE123456789'],
    ['DE', 'de 123 456 789', 'DE123456789'],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['FR', 'FR 12 345678901', 'FR12345678901'],
    ['GR', 'EL123456789', 'EL123456789'],
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['GB', 'GB123456789', 'GB123456789'],
    ['CH', 'CHE-123.456.789 MWST', 'CHE123456789MWST'],
  ])('%s %s is accepted as %s', (country, raw, normalised) => {
    expect(checkVatId(country, raw)).toEqual({ ok: true, value: normalised });
  });

  it.each([
    ['DE', 'DE12345678'], // one digit short
    ['DE', 'FR12345678901'], // another country's number
    ['GR', 'GR123456789'], // Greece's prefix is EL
    ['NL', 'NL123456789'], // missing B01
    ['AT', 'AT12345678'], // missing U
  ])('%s %s is refused for its format', (country, raw) => {
    expect(checkVatId(country, raw)).toEqual({ ok: false, reason: 'vat_id_format' });
  });

  it('a country without VAT IDs we check is refused as such', () => {
    expect(checkVatId('US', '123')).toEqual({ ok: false, reason: 'vat_id_unsupported_country' });
  });

  it('normalises spaces, dots and dashes away', () => {
    expect(normaliseVatId(' de-123.456 789 ')).toBe('DE123456789');
  });

  it('the EU VAT area has 27 member states', () => {
    expect(EU_VAT_COUNTRIES).toHaveLength(27);
  });
});

describe('issue 22 item 2: EU reverse charge (directive 2006/112/EC art. 196)', () => {
  it('applies to a business with a VAT ID of another member state', () => {
    expect(reverseChargeApplies('IE', { country: 'DE', vatId: 'DE123456789' })).toBe(true);
  });
  it('does not apply to a consumer, a buyer in the seller country, outside the EU or a bad ID', () => {
    expect(reverseChargeApplies('IE', { country: 'DE', vatId: null })).toBe(false);
    expect(reverseChargeApplies('DE', { country: 'DE', vatId: 'DE123456789' })).toBe(false);
    expect(reverseChargeApplies('IE', { country: 'GB', vatId: 'GB123456789' })).toBe(false);
    expect(reverseChargeApplies('US', { country: 'DE', vatId: 'DE123456789' })).toBe(false);
    expect(reverseChargeApplies('IE', { country: 'DE', vatId: 'DE1' })).toBe(false);
  });
});

describe('issue 22 item 2: billing details', () => {
  const base = {
    name: 'Erika Mustermann',
    company: 'Muster GmbH',
    street: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'de',
    vatId: 'DE 123456789',
    invoiceEmail: '',
  };
  it('normalises country and VAT ID and blanks optional fields', () => {
    expect(checkBillingDetails(base)).toEqual({
      ok: true,
      value: { ...base, country: 'DE', vatId: 'DE123456789', invoiceEmail: null },
    });
  });
  it('refuses missing required fields, a bad VAT ID and a VAT ID without company', () => {
    const checked = checkBillingDetails({ ...base, name: ' ', company: null, vatId: 'DE1' });
    expect(checked).toEqual({
      ok: false,
      fields: {
        name: 'This field is required.',
        vatId: 'Enter a valid VAT ID for this country, with its country prefix.',
        company: 'Enter the company the VAT ID belongs to.',
      },
    });
  });
});
