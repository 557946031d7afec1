import { describe, expect, it } from 'vitest';
import { FREE_PERIODS_NEW_USERS_ONLY_MESSAGE } from '@halyard/domain';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  cardIntent,
  CARDS,
  checkoutBody,
  newEmail,
  orderOfBody,
  postCheckout,
  PRICES,
} from './checkout-client';

const t = useTestServer();

const buy = async (overrides: Record<string, unknown> = {}, cookie?: string) => {
  const intent = await cardIntent(t, CARDS.visa, { order: orderOfBody(overrides) });
  return postCheckout(t, checkoutBody(intent, overrides), cookie);
};
const db = () => t.server.database.db;

describe(`sign-up at checkout (${testDatabaseKind})`, () => {
  it('creates the account without a password, signs the buyer in and mails the receipt', async () => {
    const email = newEmail('signup');
    const res = await buy({
      customer: { email, residenceCountry: 'DE', residenceZipcode: '10115' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = await db()
      .selectFrom('users')
      .select(['id', 'password_hash', 'residence_country', 'referral_code'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_hash: null, residence_country: 'DE' });
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const me = await t.request('GET', '/api/v1/auth/me', { cookie: res.cookie });
    expect(me.body.user.email).toBe(email);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('purchase_receipt');
    expect(mail.text_body).toContain('Premium, 12 months');
    // 80.04 and 19 % German VAT (15.21): the server taxes a German buyer (decision 0100).
    expect(mail.text_body).toContain('$95.25');
  });

  it('asks the owner of an existing email to sign in (409) and buys nothing', async () => {
    const email = demoEmail('expired');
    const res = await buy({
      customer: { email, residenceCountry: 'US', residenceState: 'FL', residenceZipcode: '33101' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('account_exists');
    expect(res.body.error.message).toMatch(/sign in/i);
  });

  it('buys for the signed-in account, with or without its email in the body', async () => {
    const cookie = await signInAs(t, 'expired');
    const customer = { residenceCountry: 'US', residenceState: 'FL', residenceZipcode: '33101' };
    expect(
      (await buy({ customer: { ...customer, email: demoEmail('expired') } }, cookie)).status,
    ).toBe(200);
    const other = await buy({ customer: { ...customer, email: newEmail() } }, cookie);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('signed_in_as_another_account');
  });

  it('needs an email from a buyer who is not signed in', async () => {
    const res = await buy({ customer: { residenceCountry: 'DE', residenceZipcode: '10115' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['customer.email']);
  });
});

describe(`who may buy what (spec §3–§6) (${testDatabaseKind})`, () => {
  const basicUsCustomer = {
    residenceCountry: 'US',
    residenceState: 'CA',
    residenceZipcode: '94105',
  };

  it('refuses an order from a customer who already has a subscription (409), allows an additional purchase', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const order = await buy({ customer: basicUsCustomer }, cookie);
    expect(order.status).toBe(409);
    expect(order.body.error.code).toBe('already_has_subscription');
    const intent = await cardIntent(t, CARDS.visa, { flow: 'additional_purchase', cookie });
    // Issue 24 item 5: a second plan beside the running one only with the buyer's confirmation.
    const unconfirmed = await postCheckout(
      t,
      checkoutBody(intent, { customer: basicUsCustomer }),
      cookie,
    );
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.code).toBe('second_subscription_unconfirmed');
    expect(unconfirmed.body.error.message).toContain('sub_basic_us_1');
    const more = await postCheckout(
      t,
      checkoutBody(intent, { customer: basicUsCustomer, confirmSecondSubscription: true }),
      cookie,
    );
    expect(more.status, JSON.stringify(more.body)).toBe(200);
  });

  it('refuses free periods to existing users with the spec message', async () => {
    const cookie = await signInAs(t, 'trial-multi');
    const res = await buy(
      {
        offerId: 'referral',
        priceId: PRICES.referralBasic12,
        priceIds: [],
        referral: { referrerId: 'PREMIUMUS' },
        customer: { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' },
      },
      cookie,
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'free_periods_new_users_only',
      message: FREE_PERIODS_NEW_USERS_ONLY_MESSAGE,
    });
  });

  it('refuses a free-trial offer to a user who has had a free trial', async () => {
    const email = newEmail('trialled');
    const signUp = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email, password: 'a long enough password' },
    });
    await db()
      .updateTable('users')
      .set({ free_trial_status: 'multi_device_free_trial' })
      .where('email', '=', email)
      .execute();
    const res = await buy(
      {
        offerId: 'referral',
        priceId: PRICES.referralBasic12,
        priceIds: [],
        referral: { referrerId: 'PREMIUMUS' },
        customer: { email, residenceCountry: 'DE', residenceZipcode: '10115' },
      },
      signUp.cookie,
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('free_trial_already_used');
  });

  it('records the referral of a referred new buyer, who gets the free month', async () => {
    const email = newEmail('referred');
    const res = await buy({
      offerId: 'referral',
      priceId: PRICES.referralBasic12,
      priceIds: [],
      referral: { referrerId: 'premiumus', referralCampaignId: 'friends' },
      customer: { email, residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new URL(res.body.redirectUrl, t.url).searchParams.get('total_period')).toBe('13');
    const referral = await db()
      .selectFrom('referrals')
      .select(['referral_campaign_id', 'status', 'reward_months'])
      .where('referred_email', '=', email)
      .executeTakeFirstOrThrow();
    expect(referral).toEqual({
      referral_campaign_id: 'friends',
      status: 'purchased',
      reward_months: 1,
    });
  });

  it.each([
    ['without a referral', undefined],
    ['with an unknown referrer', { referrerId: 'NOBODY42' }],
  ])('refuses the referral offer %s (400)', async (_, referral) => {
    const res = await buy({
      offerId: 'referral',
      priceId: PRICES.referralBasic12,
      priceIds: [],
      ...(referral && { referral }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['referral.referrerId']);
  });
});
