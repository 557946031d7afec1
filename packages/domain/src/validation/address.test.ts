import { describe, expect, it } from 'vitest';
import {
  isValidCanadianPostalCode,
  isValidCountry,
  isValidPostalCode,
  isValidRegion,
  isValidUsZip,
  requiresRegion,
} from './address';

describe('spec §5 country and region inputs are valid only if non-empty', () => {
  it.each([
    ['US', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('%o is a valid country and region: %s', (value, valid) => {
    expect(isValidCountry(value)).toBe(valid);
    expect(isValidRegion(value)).toBe(valid);
  });
});

describe('spec §5 US postal code: 5 digits, or 5 digits, a hyphen and 4 digits', () => {
  it.each([
    ['94105', true],
    ['94105-1234', true],
    ['9410', false],
    ['941051', false],
    ['94105-123', false],
    ['94105 1234', false],
    ['9410A', false],
    ['', false],
  ])('%s → %s', (zip, valid) => {
    expect(isValidUsZip(zip)).toBe(valid);
  });
});

describe('spec §5 Canadian postal code: letter, digit, letter, an optional space, digit, letter, digit', () => {
  it.each([
    ['M5V 3L9', true],
    ['M5V3L9', true],
    ['m5v 3l9', true],
    ['M5V  3L9', false],
    ['5MV 3L9', false],
    ['M5V 3L', false],
    ['M5V-3L9', false],
  ])('%s → %s', (code, valid) => {
    expect(isValidCanadianPostalCode(code)).toBe(valid);
  });
});

describe('postal code per country', () => {
  it.each([
    ['US', '10001', true],
    ['us', '1000', false],
    ['CA', 'K1A 0B1', true],
    ['CA', '10001', false],
    ['DE', '10115', true],
    ['GB', 'SW1A 1AA', true],
    ['FR', ' ', false],
  ])('%s %s → %s', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it('US payments also need a state', () => {
    expect(requiresRegion('US')).toBe(true);
    expect(requiresRegion('us')).toBe(true);
    expect(requiresRegion('CA')).toBe(false);
  });
});
