import { describe, expect, it } from 'vitest';
import { CHANGELOG_NEW_DAYS, isNewChange, isPublished } from './changelog';
import { isFeatureOnFor, parseFeatureAudience } from './feature-audience';
import { esimStatus } from './holiday-esim';
import { MAX_SMART_DNS_ADDRESSES, normalizeIp } from './smart-dns';

const now = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('decision 0063: the changelog marks entries of the last 30 days "New!"', () => {
  it.each([
    ['published just now', daysAgo(0), true],
    ['published 29 days ago', daysAgo(29), true],
    ['published exactly 30 days ago', daysAgo(30), false],
    ['published a year ago', daysAgo(365), false],
    ['scheduled for tomorrow', daysAgo(-1), false],
    ['an unreadable date', 'soon', false],
  ])('%s → %s', (_case, publishedAt, expected) => {
    expect(isNewChange(publishedAt, now)).toBe(expected);
  });

  it('uses a 30-day window by default and accepts another', () => {
    expect(CHANGELOG_NEW_DAYS).toBe(30);
    expect(isNewChange(daysAgo(5), now, 3)).toBe(false);
  });

  it.each([
    [daysAgo(1), true],
    [now.toISOString(), true],
    [daysAgo(-1), false],
    ['never', false],
  ])('an entry published at %s is listed: %s', (publishedAt, expected) => {
    expect(isPublished(publishedAt, now)).toBe(expected);
  });
});

describe('decision 0064: a feature flag is off, on, or on for a pilot list of accounts', () => {
  it.each([
    [undefined, 'off'],
    ['', 'off'],
    ['off', 'off'],
    ['0', 'off'],
    ['false', 'off'],
    ['on', 'on'],
    [' ON ', 'on'],
    ['1', 'on'],
    ['true', 'on'],
    ['a@x.test, B@Y.test', 'accounts'],
  ])('%s reads as %s', (text, kind) => {
    const parsed = parseFeatureAudience(text);
    expect(parsed.ok && parsed.value.kind).toBe(kind);
  });

  it('refuses a list entry that is not an email', () => {
    expect(parseFeatureAudience('a@x.test,bob')).toEqual({
      ok: false,
      reason: 'invalid-email',
      entry: 'bob',
    });
  });

  it('is on for everyone, no one, or exactly the listed accounts (case ignored)', () => {
    const on = parseFeatureAudience('on');
    const off = parseFeatureAudience('off');
    const pilot = parseFeatureAudience('a@x.test,b@y.test');
    if (!on.ok || !off.ok || !pilot.ok) throw new Error('unreadable');
    expect(isFeatureOnFor(on.value, 'anyone@z.test')).toBe(true);
    expect(isFeatureOnFor(off.value, 'a@x.test')).toBe(false);
    expect(isFeatureOnFor(pilot.value, ' A@X.test ')).toBe(true);
    expect(isFeatureOnFor(pilot.value, 'c@z.test')).toBe(false);
  });
});

describe('spec §4 a holiday eSIM is expired when its date is in the past', () => {
  it.each([
    [daysAgo(-1), 'active'],
    [now.toISOString(), 'expired'],
    [daysAgo(1), 'expired'],
  ])('expires %s → %s', (expires, status) => {
    expect(esimStatus({ expires }, now)).toBe(status);
  });
});

describe('decision 0061: smart DNS addresses', () => {
  it('allows five addresses per account', () => {
    expect(MAX_SMART_DNS_ADDRESSES).toBe(5);
  });

  it.each([
    ['::ffff:203.0.113.7', '203.0.113.7'],
    [' 198.51.100.2 ', '198.51.100.2'],
    ['2001:DB8::1', '2001:db8::1'],
  ])('registers %s as %s', (seen, stored) => {
    expect(normalizeIp(seen)).toBe(stored);
  });
});
