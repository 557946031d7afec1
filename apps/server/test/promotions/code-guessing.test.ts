import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { postEstimate, PRICES } from '../checkout/checkout-client';

/**
 * Decision 0193 addendum (issue 22 item 4): the estimate prices a code, so it tells whether a
 * code exists. Guessing through the estimate spends the same 20 tries a minute per address as
 * the code check; a code the buyer may use, or no code, spends nothing.
 */
const t = useTestServer();

const estimate = (promotionCode?: string) => postEstimate(t, { promotionCode });
const check = (code: string) =>
  t.request('POST', '/api/v1/promotion-code', {
    body: { offerId: 'regular', priceIds: [PRICES.premium12], code },
  });

describe(`guessing promotion codes through the estimate (${testDatabaseKind})`, () => {
  it('prices a valid code any number of times: only refused codes spend tries', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await estimate('PREMIUM40');
      expect(res.status).toBe(200);
      expect(res.body.promotion.code).toBe('PREMIUM40');
    }
  });

  it('answers 429 after 20 wrong codes a minute, and the code check shares the budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await estimate(`GUESS${i}`)).status);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));

    const blocked = await estimate('GUESS20');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_requests');
    expect(blocked.body.error.message).toMatch(/Try again in \d+ seconds/);
    // A valid code is not revealed either once the budget is gone …
    expect((await estimate('PREMIUM40')).status).toBe(429);
    // … nor through the code check, which spends from the same budget.
    expect((await check('PREMIUM40')).status).toBe(429);
    // Pricing without a code is not a guess.
    expect((await estimate()).status).toBe(200);
  });
});
