import { describe, expect, it } from 'vitest';
import { runDue } from '../billing/helpers';
import {
  cardIntent,
  CARDS,
  checkoutBody,
  newEmail,
  orderOfBody,
  postCheckout,
} from '../checkout/checkout-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { absoluteLinks, relativeLinks } from './link-audit';

/**
 * Issue 24 item 8: every link in every email opens from a mail client — absolute, on the site's
 * one configured origin (`config.site`, decision 0105), which without PUBLIC_URL is the address the
 * server listens on (`npm start` with no configuration).
 */
describe('the relative-link detector', () => {
  it('finds the path the issue reported and nothing in absolute links or dates', () => {
    expect(
      relativeLinks('Retry the payment: /subscriptions/krn:sub:1/retry_manual_payment'),
    ).toEqual(['/subscriptions/krn:sub:1/retry_manual_payment']);
    expect(relativeLinks('Open (/subscriptions) now')).toEqual(['/subscriptions']);
    expect(
      relativeLinks('Open http://localhost:3000/subscriptions on 26/11/2026, 24/7 support.'),
    ).toEqual([]);
  });
});

// No PUBLIC_URL: the origin is derived from HOST and PORT.
const t = useTestServer();

const outbox = () =>
  t.server.database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'subject', 'text_body'])
    .execute();

describe(`links in the emails the flows send (${testDatabaseKind})`, () => {
  // Three years of the billing schedule: 13 s on PostgreSQL on a quiet machine, over 50 s loaded.
  it(
    'are absolute on the site origin: receipts, renewals, notices, declines and endings over three years',
    { timeout: 90_000 },
    async () => {
      const origin = t.config.site.url;
      expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
      expect(origin).not.toMatch(/:0$/);

      // A German guest buyer: the receipt, in German, links to setting the password.
      const email = newEmail('mail-links');
      const order = {
        locale: 'de',
        customer: { email, residenceCountry: 'DE', residenceZipcode: '10115' },
      };
      const intent = await cardIntent(t, CARDS.visa, { order: orderOfBody(order) });
      const bought = await postCheckout(t, checkoutBody(intent, order));
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);

      // The billing engine over every demo account for three years: every lifecycle email it sends.
      for (let day = 0; day < 3 * 366; day += 5) {
        t.clock.advance(5 * 86_400_000);
        await runDue(t);
      }

      const mails = await outbox();
      const kinds = new Set(mails.map((m) => m.kind));
      for (const kind of [
        'purchase_receipt',
        'renewal_upcoming',
        'payment_method_required',
        'subscription_expired',
      ])
        expect(kinds, kind).toContain(kind);
      const receipt = mails.find((m) => m.to_address === email && m.kind === 'purchase_receipt');
      expect(receipt?.subject).toContain('Beleg');
      expect(absoluteLinks(receipt?.text_body ?? '')[0]).toMatch(
        new RegExp(`^${origin}/de/reset-password\\?token=`),
      );

      let linked = 0;
      for (const mail of mails) {
        const text = `${mail.subject}\n${mail.text_body}`;
        expect(relativeLinks(text), `${mail.kind} to ${mail.to_address}`).toEqual([]);
        for (const link of absoluteLinks(text)) {
          expect(link.startsWith(`${origin}/`), `${mail.kind}: ${link}`).toBe(true);
          linked++;
        }
      }
      expect(linked).toBeGreaterThan(10);
    },
  );
});
