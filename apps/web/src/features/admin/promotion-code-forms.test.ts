import { describe, expect, it } from 'vitest';
import { CreateCodeForm, LimitsForm } from './promotion-code-forms';

/**
 * Decision 0219 addendum: the dialogs' schemas turn what staff type into the request body and
 * check it with the contract's own schema; a problem lands under the field named like the body's.
 */
const typed = {
  code: ' spring-25 ',
  offer_id: 'regular',
  percent_off_bp: '12,5',
  plan_product_ids: [],
  new_customers_only: false,
  expires_at: '2027-01-31',
  max_redemptions: '',
  per_customer_limit: '1',
  reason: 'Spring campaign',
};
const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('promotion code dialogs: the contract schema checks what staff type', () => {
  it('a good entry becomes the body: upper-case code, basis points, end of the UTC day, null = no limit', () => {
    expect(CreateCodeForm.parse(typed)).toEqual({
      code: 'SPRING-25',
      offer_id: 'regular',
      percent_off_bp: 1250,
      plan_product_ids: [],
      new_customers_only: false,
      expires_at: '2027-01-31T23:59:59.000Z',
      max_redemptions: null,
      per_customer_limit: 1,
      reason: 'Spring campaign',
    });
  });

  it('each refusal is under its own field (decision 0193 spelling, share 0.01–100 %, limits ≥ 1, reason)', () => {
    const bad = CreateCodeForm.safeParse({
      ...typed,
      code: '-AB',
      percent_off_bp: '',
      max_redemptions: '0',
      per_customer_limit: 'two',
      reason: 'no',
    });
    expect(pathsOf(bad).sort()).toEqual(
      ['code', 'max_redemptions', 'per_customer_limit', 'percent_off_bp', 'reason'].sort(),
    );
    expect(pathsOf(CreateCodeForm.safeParse({ ...typed, percent_off_bp: '100.5' }))).toEqual([
      'percent_off_bp',
    ]);
  });

  it('the limits dialog checks the same way', () => {
    expect(
      LimitsForm.parse({
        expires_at: '',
        max_redemptions: '5',
        per_customer_limit: '',
        reason: 'More room',
      }),
    ).toEqual({
      expires_at: null,
      max_redemptions: 5,
      per_customer_limit: null,
      reason: 'More room',
    });
    const bad = LimitsForm.safeParse({
      expires_at: '',
      max_redemptions: '1.5',
      per_customer_limit: '',
      reason: '',
    });
    expect(pathsOf(bad).sort()).toEqual(['max_redemptions', 'reason']);
  });
});
