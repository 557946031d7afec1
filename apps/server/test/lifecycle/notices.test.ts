import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { languageFor } from '@halyard/domain';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { invoicesOf, publicId, runDue, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import {
  DAY,
  mailsTo,
  portalSubscription,
  setLanguage,
  storeTestCard,
  usd,
} from './lifecycle-helpers';

// Issue 21 item 1 (decision 0180): notices before money moves, each once per event, on the day
// the schedule (packages/domain NOTICE_SCHEDULE) names, with the amount the renewal then charges.
const t = useTestServerPerTest(() => startTestServer({ PUBLIC_URL: 'https://vpn.example.com' }));

const at = (iso: string) => t.clock.set(new Date(iso));
/** The billing engine's run at `iso`, as the schedule would start it then. */
const runDueAt = async (iso: string) => {
  at(iso);
  await runDue(t);
};
const minus = (iso: string | null, days: number) =>
  new Date(Date.parse(iso as string) - days * DAY).toISOString();

describe(`notices before money moves (${testDatabaseKind})`, () => {
  it('trial ending: 3 days before the trial converts, once, with the amount the conversion charges', async () => {
    const row = await subscriptionRow(t, 'trial-chargebee');
    await runDueAt(minus(row.next_payment_date, 3.5));
    expect(await mailsTo(t, 'trial-chargebee', 'trial_ending')).toHaveLength(0);
    await runDueAt(minus(row.next_payment_date, 3));
    t.clock.advance(3_600_000);
    await runDue(t);
    const [mail, ...more] = await mailsTo(t, 'trial-chargebee', 'trial_ending');
    expect(more).toHaveLength(0);
    expect(mail?.created_at).toBe(minus(row.next_payment_date, 3));
    expect(mail?.text_body).toContain('Visa •••• 4242');
    expect(mail?.text_body).toContain('https://vpn.example.com/credit_cards/edit');
    // The trial converts: the amount announced is the amount charged, tax included.
    await runDueAt(row.next_payment_date as string);
    const [conversion] = (await invoicesOf(t, 'trial-chargebee')).slice(-1);
    expect(conversion?.total).toBeGreaterThan(0);
    expect(mail?.text_body).toContain(usd(conversion?.total ?? 0));
  });

  it('upcoming renewal of a 12-month term: 7 days before, once, then charged exactly that', async () => {
    const row = await subscriptionRow(t, 'basic-us');
    await runDueAt(minus(row.next_payment_date, 7.5));
    expect(await mailsTo(t, 'basic-us', 'renewal_upcoming')).toHaveLength(0);
    await runDueAt(minus(row.next_payment_date, 7));
    await runDueAt(minus(row.next_payment_date, 1));
    const mails = await mailsTo(t, 'basic-us', 'renewal_upcoming');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.created_at).toBe(minus(row.next_payment_date, 7));
    expect(mails[0]?.text_body).toContain('Visa •••• 4242');
    await runDueAt(row.next_payment_date as string);
    const renewal = (await invoicesOf(t, 'basic-us')).at(-1);
    // spec §9 Basic 12 months 56.04 + California 7.25 % (4.06) = 60.10.
    expect(renewal).toMatchObject({ subtotal: 5604, tax: 406, total: 6010 });
    expect(mails[0]?.text_body).toContain('$60.10');
  });

  it('no "we will charge" notice for a renewal an earned referral month pays (decision 0068)', async () => {
    const row = await subscriptionRow(t, 'premium-us'); // referred@ bought through its link
    await runDueAt(minus(row.next_payment_date, 7));
    expect(await mailsTo(t, 'premium-us', 'renewal_upcoming')).toHaveLength(0);
  });

  it('in the reader’s language: German subject, date and amount', async () => {
    await setLanguage(t, 'basic-us', 'de');
    const row = await subscriptionRow(t, 'basic-us');
    await runDueAt(minus(row.next_payment_date, 7));
    const [mail] = await mailsTo(t, 'basic-us', 'renewal_upcoming');
    expect(mail?.subject).toMatch(/verlängert sich am/);
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(row.next_payment_date as string),
    );
    expect(mail?.text_body).toContain(date);
    expect(mail?.text_body).toContain('https://vpn.example.com/de/credit_cards/edit');
  });

  it.each([
    ['trial_ending', 'trial-chargebee', 'fr'],
    ['renewal_upcoming', 'basic-us', 'jp'],
    ['card_expiring', 'basic-us', 'pl'],
    ['autorenew_off', 'basic-de', 'es'],
  ])(
    '%s in the reader’s language (%s reads %s): subject, date and link',
    async (kind, key, code) => {
      // The account keeps our locale code (jp); catalogues and Intl take the language code (ja).
      const lang = languageFor(code).languageCode;
      await setLanguage(t, key, code);
      const cookie = await signInAs(t, key);
      await setLanguage(t, key, code); // signing in may record the page's language
      if (kind === 'card_expiring') {
        await storeTestCard(t, cookie, '4242424242424242', { exp_month: 12, exp_year: 2026 });
      } else if (kind === 'autorenew_off') {
        await t.request('POST', `/api/v2/subscriptions/${publicId(key)}/autobill-off`, { cookie });
      } else {
        const row = await subscriptionRow(t, key);
        at(minus(row.next_payment_date, kind === 'trial_ending' ? 3 : 7));
      }
      await runDue(t);
      const [mail, ...more] = await mailsTo(t, key, kind);
      expect(more).toHaveLength(0);
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../src/i18n/locales/${lang}/mail.json`, import.meta.url), 'utf8'),
      ) as Record<string, { subject: string }>;
      // The fixed words of the subject as the language's catalogue writes them.
      for (const part of (catalogue[kind]?.subject ?? '?').split(/\{\{\w+\}\}/)) {
        expect(mail?.subject).toContain(part);
      }
      const row = await subscriptionRow(t, key);
      const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(row.next_payment_date as string),
      );
      expect(mail?.text_body).toContain(date);
      expect(mail?.text_body).toContain(`https://vpn.example.com/${code}/`);
    },
  );

  it('a monthly renewal gets a notice only when its price changes: 3 days before', async () => {
    // basic-de renews monthly at 15.41 EUR. An accepted save offer takes 25 % off the next one.
    const cookie = await signInAs(t, 'basic-de');
    const id = publicId('basic-de');
    const row = await subscriptionRow(t, 'basic-de');
    await runDueAt(minus(row.next_payment_date, 3));
    expect(await mailsTo(t, 'basic-de', 'renewal_upcoming')).toHaveLength(0);
    await runDueAt(row.next_payment_date as string); // renewed at 15.41
    const accepted = await t.request('POST', `/api/v2/subscriptions/${id}/save-offer`, {
      cookie: await signInAs(t, 'basic-de'),
      body: { offer_id: 'renewal-discount-25', reason: 'too_expensive' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const next = (await subscriptionRow(t, 'basic-de')).next_payment_date;
    await runDueAt(minus(next, 4));
    expect(await mailsTo(t, 'basic-de', 'renewal_upcoming')).toHaveLength(0);
    await runDueAt(minus(next, 3));
    const [changed] = await mailsTo(t, 'basic-de', 'renewal_upcoming');
    // 12.95 − 25 % = 9.71 (half up), + 19 % VAT 1.84 = 11.55.
    expect(changed?.text_body).toMatch(/11[.,]55/);
    expect(accepted.body.renewal_price).toEqual({ unscaledValue: 1155, scale: 2, currency: 'EUR' });
    void cookie;
  });

  it('card expiring: in the month before it expires, when a renewal falls after it; once per card', async () => {
    const cookie = await signInAs(t, 'basic-us');
    // The test clock is 23 November 2026: a card valid through December 2026 is in its window.
    await storeTestCard(t, cookie, '4242424242424242', { exp_month: 12, exp_year: 2026 });
    await runDue(t);
    t.clock.advance(DAY);
    await runDue(t);
    const mails = await mailsTo(t, 'basic-us', 'card_expiring');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('December 2026');
    // A new card is a new event, even expiring the same month; one valid for years gets none.
    await storeTestCard(t, cookie, '5555555555554444', { exp_month: 12, exp_year: 2026 });
    await runDue(t);
    await runDue(t);
    expect(await mailsTo(t, 'basic-us', 'card_expiring')).toHaveLength(2);
    await storeTestCard(t, cookie, '4242424242424242', { exp_month: 12, exp_year: 2030 });
    await runDue(t);
    expect(await mailsTo(t, 'basic-us', 'card_expiring')).toHaveLength(2);
    void (await portalSubscription(t, cookie, publicId('basic-us')));
  });

  it('none for a renewal that will not be charged: auto-renew off, in-app, or no card', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await t.request('POST', `/api/v2/subscriptions/${publicId('basic-us')}/autobill-off`, {
      cookie,
    });
    for (const key of ['basic-us', 'appstore', 'trial-multi']) {
      const row = await subscriptionRow(t, key);
      await runDueAt(minus(row.next_payment_date, 2));
      expect(await mailsTo(t, key, 'renewal_upcoming')).toHaveLength(0);
      expect(await mailsTo(t, key, 'trial_ending')).toHaveLength(0);
    }
  });
});
