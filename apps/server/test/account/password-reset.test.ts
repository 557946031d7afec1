import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { latestMailTo, mailKindsTo } from '../billing/helpers';
import {
  CARDS,
  cardIntent,
  checkoutBody,
  newEmail,
  postCheckout,
} from '../checkout/checkout-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Issue 24 item 1 (decision 0160): a guest buyer's account has no password; without a way to set
// one, nobody could sign in again once the checkout's session ended.

const t = useTestServer();

const ask = (email: string, locale?: string) =>
  t.request('POST', '/api/v1/auth/password-reset', { body: { email, ...(locale && { locale }) } });
const check = (token: string) =>
  t.request('POST', '/api/v1/auth/password-reset/check', { body: { token } });
const complete = (token: string, password: string) =>
  t.request('POST', '/api/v1/auth/password-reset/complete', { body: { token, password } });
const me = (cookie: string | undefined) => t.request('GET', '/api/v1/auth/me', { cookie });
const signIn = (email: string, password: string) =>
  t.request('POST', '/api/v1/auth/sign-in', { body: { email, password } });

/** The link of the newest email of `kind` to `email`, and its secret. */
async function linkIn(email: string, kind: string) {
  const mail = await latestMailTo(t, email, kind);
  const link = /(\S+reset-password\?token=([A-Za-z0-9_-]+))/.exec(mail.text_body);
  if (!link) throw new Error(`no password link in ${kind}: ${mail.text_body}`);
  return { url: link[1] as string, token: link[2] as string, mail };
}

describe(`account recovery (${testDatabaseKind})`, () => {
  it("should link a guest buyer's receipt, in the page's language, to setting a password", async () => {
    const email = newEmail('guest');
    const intent = await cardIntent(t, CARDS.visa);
    const bought = await postCheckout(
      t,
      checkoutBody(intent, {
        locale: 'de',
        customer: {
          email,
          residenceCountry: 'US',
          residenceState: 'CA',
          residenceZipcode: '94105',
        },
      }),
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const { url, token, mail } = await linkIn(email, 'purchase_receipt');
    expect(mail.subject).toContain('Beleg'); // German, as the checkout page was
    expect(url).toMatch(/^http:\/\/localhost:\d+\/de\/reset-password\?token=/);
    expect(url.endsWith(token)).toBe(true);
    // Without a password nobody can sign in with it.
    expect((await signIn(email, 'anything at all')).status).toBe(401);

    const link = await check(token);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ email, purpose: 'set-password' });
    const done = await complete(token, 'my own long passphrase');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe(email);
    expect((await me(done.cookie)).status).toBe(200);
    expect((await signIn(email, 'my own long passphrase')).status).toBe(200);
    // Single use.
    expect((await complete(token, 'another long passphrase')).status).toBe(410);
  });

  it('should answer the same whether or not the email has an account, and mail only an account', async () => {
    const unknown = newEmail('nobody');
    const known = await ask(demoEmail('basic-us'));
    const stranger = await ask(unknown);
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    const shape = (b: { expires_in_minutes: number }) => ({ minutes: b.expires_in_minutes });
    expect(shape(stranger.body)).toEqual(shape(known.body));
    expect(await mailKindsTo(t, unknown)).toEqual([]);
    const { url } = await linkIn(demoEmail('basic-us'), 'password_reset');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
  });

  it("should write the email in the page's language when the account has none", async () => {
    await ask(demoEmail('premium-gb'), 'fr');
    const { url, mail } = await linkIn(demoEmail('premium-gb'), 'password_reset');
    expect(url).toContain('/fr/reset-password?token=');
    expect(mail.subject).toContain('mot de passe');
  });

  it('should end every session of the account, retire older links and keep the old password out', async () => {
    const email = demoEmail('referred');
    const laptop = await signInAs(t, 'referred');
    const phone = await signInAs(t, 'referred');
    await ask(email);
    const older = await linkIn(email, 'password_reset');
    t.clock.advance(1000);
    await ask(email);
    const newer = await linkIn(email, 'password_reset');
    expect(newer.token).not.toBe(older.token);

    const done = await complete(newer.token, 'a fresh long passphrase');
    expect(done.status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(done.cookie)).status).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await check(older.token)).status).toBe(410);
    expect(await mailKindsTo(t, email)).toContain('password_changed');
  });

  it('should refuse a link after its hour, and an unknown one alike', async () => {
    const email = demoEmail('esim');
    await ask(email);
    const { token } = await linkIn(email, 'password_reset');
    t.clock.advance(60 * 60_000);
    const expired = await check(token);
    expect(expired.status).toBe(410);
    const unknown = await check('x'.repeat(43));
    expect(unknown.status).toBe(410);
    expect(unknown.body.error.message).toBe(expired.body.error.message);
  });

  it("should refuse a weak password with the rule's reason", async () => {
    const email = demoEmail('cancelled');
    await ask(email);
    const { token } = await linkIn(email, 'password_reset');
    const weak = await complete(token, 'password123');
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBeTruthy();
    expect(weak.body.error.message).toBe(weak.body.error.fields.password);
    // The refused attempt did not use the link up.
    expect((await check(token)).status).toBe(200);
  });

  it('should throttle links per address, known or not, with Retry-After', async () => {
    for (const email of [demoEmail('expiring'), newEmail('ghost')]) {
      for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(202);
      const sixth = await ask(email);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
