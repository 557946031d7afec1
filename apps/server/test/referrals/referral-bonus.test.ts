import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const bonus = (query: string, tenant?: string) =>
  t.request('GET', `/api/v1/referral-bonus?${query}`, { ...(tenant && { tenant }) });

describe(`GET /api/v1/referral-bonus (${testDatabaseKind})`, () => {
  it('gives a friend of premium-us one free month on the referral offer', async () => {
    const res = await bonus('referrerId=PREMIUMUS&referralCampaignId=friends');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      referrerId: 'PREMIUMUS',
      referralCampaignId: 'friends',
      offerId: 'referral',
      freeMonths: 1,
      freePeriod: { length: 1, unit: 'month' },
    });
  });

  it('reads the code in any case and defaults the campaign', async () => {
    const res = await bonus('referrerId=%20premiumus%20');
    expect(res.status).toBe(200);
    expect(res.body.referralCampaignId).toBe('friends');
  });

  it.each([
    ['an unknown referrer', 'referrerId=NOBODY42', 'unknown_referrer'],
    ['a malformed code', 'referrerId=%3Cscript%3E', 'unknown_referrer'],
    ['an unknown campaign', 'referrerId=PREMIUMUS&referralCampaignId=summer', 'unknown_campaign'],
  ])('answers %s with 404', async (_, query, code) => {
    const res = await bonus(query);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(code);
  });

  it('knows referrers only within their tenant, and needs the referrer id', async () => {
    expect((await bonus('referrerId=PREMIUMUS', 'northwind')).status).toBe(404);
    expect((await bonus('referralCampaignId=friends')).status).toBe(400);
  });
});
