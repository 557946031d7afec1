import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderMail,
  type MailKind,
  type MailVariables,
} from '../../src/modules/mail/mail-templates';
import { LANGUAGES } from '@halyard/domain';
import { createMailOutboxRepository } from '../../src/modules/mail/mail-outbox.repository';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { relativeLinks } from './link-audit';

const t = useTestServer();

const recipient = (email: string) => ({
  tenantId: 'halyard',
  userId: null,
  email,
  brand: 'Halyard VPN',
});
const outbox = (to: string) =>
  t.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

describe(`mail outbox (${testDatabaseKind})`, () => {
  it('writes nothing when the transaction that enqueued a message rolls back', async () => {
    await expect(
      t.server.database.db.transaction().execute(async (trx) => {
        await t.server.app.mailer.enqueue(
          trx,
          recipient('rollback@example.com'),
          'email_change_code',
          { code: '123456', minutes: 30 },
        );
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await outbox('rollback@example.com')).toHaveLength(0);
  });

  it('delivers a committed message once, as an .eml file in DATA_DIR/mail', async () => {
    await t.server.database.db.transaction().execute((trx) =>
      t.server.app.mailer.enqueue(trx, recipient('code@example.com'), 'email_change_code', {
        code: '654321',
        minutes: 30,
      }),
    );
    const [pending] = await outbox('code@example.com');
    expect(pending?.status).toBe('pending');
    expect(await t.server.app.mailer.deliver()).toBeGreaterThanOrEqual(1);
    expect(await t.server.app.mailer.deliver()).toBe(0);
    const [sent] = await outbox('code@example.com');
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      subject: 'Your Halyard VPN email confirmation code',
    });
    const files = fs
      .readdirSync(path.join(t.dataDir, 'mail'))
      .filter((f) => f.includes('code@example.com'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(t.dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: code@example.com');
    expect(eml).toContain('Your confirmation code is: 654321');
  });

  it('claims the oldest messages first, pending ones and claims gone stale alike, never a claim in progress (decision 0224)', async () => {
    const db = t.server.database.db;
    const at = (day: number) => new Date(Date.UTC(2000, 0, day)).toISOString();
    const now = t.clock.now();
    const recent = new Date(now.getTime() - 60_000).toISOString();
    const row = (
      id: string,
      day: number,
      status: 'pending' | 'sending',
      claimedAt: string | null,
    ) => ({
      id,
      tenant_id: 'halyard',
      user_id: null,
      kind: 'email_change_code',
      to_address: `${id}@example.com`,
      subject: 's',
      text_body: 't',
      status,
      attempts: 0,
      claimed_by: claimedAt ? 'another-worker' : null,
      claimed_at: claimedAt,
      last_error: null,
      created_at: at(day),
      sent_at: null,
    });
    const tag = `claim-${now.getTime()}`;
    await db
      .insertInto('mail_outbox')
      .values([
        row(`${tag}-in-progress`, 1, 'sending', recent),
        row(`${tag}-pending-2`, 2, 'pending', null),
        row(`${tag}-stale-3`, 3, 'sending', at(3)),
        row(`${tag}-pending-4`, 4, 'pending', null),
        row(`${tag}-pending-5`, 5, 'pending', null),
      ])
      .execute();
    const repository = createMailOutboxRepository(db, testDatabaseKind);
    const claimed = await repository.claim('this-worker', now, 3);
    expect(claimed.map((m) => m.id)).toEqual([
      `${tag}-pending-2`,
      `${tag}-stale-3`,
      `${tag}-pending-4`,
    ]);
    const inProgress = await outbox(`${tag}-in-progress@example.com`);
    expect(inProgress[0]).toMatchObject({ status: 'sending', claimed_by: 'another-worker' });
    // Leave nothing for the other tests' deliveries: the claimed ones are marked sent.
    await repository.markSent(
      [...claimed.map((m) => m.id), `${tag}-in-progress`, `${tag}-pending-5`],
      now,
    );
  });
});

const disputeClosed = {
  amount: '$99.95',
  customer: 'buyer@example.com',
  invoice: 'INV-4',
  dispute: 'dp_1',
  provider: 'Stripe',
};

describe('mail templates', () => {
  const samples: { [K in MailKind]: MailVariables[K] } = {
    email_change_code: { code: '123456', minutes: 30 },
    email_changed: { newEmail: 'new@example.com' },
    password_changed: { date: '23 Nov 2026', link: 'http://x/account-billing/security' },
    password_reset: { link: 'http://x/reset-password?token=abc', minutes: 60 },
    deletion_requested: { date: '23 Dec 2026' },
    deletion_cancelled: {},
    purchase_receipt: {
      number: 'INV-1',
      description: 'Premium, 12 months',
      total: '$99.95',
      method: 'Visa •••• 4242',
      renewalDate: '23 Nov 2027',
      renewalAmount: '$116.95',
      guaranteeDays: 30,
    },
    renewal_receipt: {
      number: 'INV-2',
      total: '$12.95',
      method: 'Visa •••• 4242',
      renewalDate: '23 Dec 2026',
    },
    payment_failed: {
      total: '$12.95',
      reason: 'insufficient funds',
      retryDate: '26 Nov 2026',
      link: 'http://x/y',
    },
    subscription_expired: { date: '23 Nov 2026', link: 'http://x/y' },
    refund: { total: '$99.95', method: 'Visa •••• 4242', number: 'CN-1' },
    refund_partial: { total: '$40.00', method: 'Visa •••• 4242', number: 'CN-2' },
    refund_balance: { total: '$99.95', number: 'CN-3' },
    refund_partial_balance: { total: '$40.00', number: 'CN-4' },
    invoice_copy: {
      number: 'INV-1',
      total: '$99.95',
      date: '23 Nov 2026',
      link: 'http://x/invoices',
    },
    refund_requested: { total: '$99.95', date: '24 Nov 2026' },
    deletion_completed: {},
    referral_invite: { inviter: 'a@example.com', link: 'http://x/order', freeMonths: 1 },
    referral_reward_applied: { months: 1, invoice: 'INV-3 ($0.00)', renewalDate: '23 Dec 2026' },
    dispute_opened: {
      amount: '$99.95',
      reason: 'fraudulent',
      customer: 'buyer@example.com',
      invoice: 'INV-4',
      subscription: 'sub-1',
      charge: 'ch_1',
      dispute: 'dp_1',
      provider: 'Stripe',
    },
    dispute_won: disputeClosed,
    dispute_lost: disputeClosed,
    new_device_sign_in: {
      browser: 'Chrome 131',
      os: 'Windows 10',
      date: '23 Nov 2026, 12:00 UTC',
      ip: '203.0.113.9',
      link: 'http://x/account-billing/security',
    },
    two_factor_enabled: { link: 'http://x/account-billing/security' },
    two_factor_disabled: { link: 'http://x/account-billing/security' },
    recovery_codes_regenerated: { link: 'http://x/account-billing/security' },
    passkey_added: { name: 'Work laptop', link: 'http://x/account-billing/security' },
    passkey_removed: { name: 'Old phone', link: 'http://x/account-billing/security' },
    // Issue 21 (decisions 0180–0184).
    trial_ending: {
      product: 'Premium, 12 months',
      date: '26 Nov 2026',
      total: '$85.64',
      method: 'Visa •••• 4242',
      link: 'http://x/credit_cards/edit',
    },
    renewal_upcoming: {
      product: 'Premium, 24 months',
      date: '13 Nov 2028',
      total: '$129.75',
      method: 'Mastercard •••• 4444',
      link: 'http://x/credit_cards/edit',
    },
    card_expiring: {
      method: 'Visa •••• 4242',
      expiry: 'December 2026',
      date: '8 Jan 2027',
      link: 'http://x/credit_cards/edit',
    },
    autorenew_off: { product: 'Basic, 12 months', date: '14 Oct 2027', link: 'http://x/resume' },
    payment_method_required: {
      product: 'Basic, 1 month',
      total: '$13.89',
      method: 'Visa •••• 9979',
      date: '7 Dec 2026',
      link: 'http://x/retry',
    },
    authentication_required: {
      product: 'Basic, 1 month',
      total: '$13.89',
      method: 'Visa •••• 3345',
      date: '7 Dec 2026',
      link: 'http://x/retry',
    },
    addon_renewal_receipt: {
      product: 'Dedicated IP',
      number: 'INV-4',
      total: '$8.56',
      method: 'Visa •••• 4242',
      renewalDate: '23 Jan 2027',
    },
    addon_payment_failed: {
      product: 'Dedicated IP',
      total: '$8.56',
      retryDate: '26 Dec 2026',
      link: 'http://x/credit_cards/edit',
    },
    addon_ended: { product: 'Dedicated IP', date: '6 Jan 2027', link: 'http://x/order' },
    dedicated_ip_ready: {
      region: 'Tokyo, Japan',
      ip: '192.0.2.40',
      date: '6 Jan 2027',
      link: 'http://x/support/dedicated-ip',
    },
    data_export_ready: { date: '8 Mar 2026', link: 'http://x/account-billing' },
  };

  it.each(Object.entries(samples))(
    '%s renders a subject and body with every value filled in',
    (kind, vars) => {
      const mail = renderMail(kind as MailKind, vars as never, { brand: 'Halyard VPN' });
      expect(mail.subject).not.toMatch(/{{|}}/);
      expect(mail.text).not.toMatch(/{{|}}/);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain('The Halyard VPN team');
      for (const value of Object.values(vars))
        expect(mail.text + mail.subject).toContain(String(value));
    },
  );

  it('adds no path of its own in any of the 29 languages: every link is the absolute one given (issue 24 item 8)', () => {
    for (const { code } of LANGUAGES)
      for (const [kind, vars] of Object.entries(samples)) {
        const mail = renderMail(kind as MailKind, vars as never, {
          brand: 'Halyard VPN',
          language: code,
        });
        expect(relativeLinks(`${mail.subject}\n${mail.text}`), `${code} ${kind}`).toEqual([]);
      }
  });

  it("should add the receipt's set-password paragraph only when a link is given (issue 24)", () => {
    const base = samples.purchase_receipt;
    const link = 'http://x/de/reset-password?token=abc';
    const without = renderMail('purchase_receipt', base, { brand: 'Halyard VPN' });
    const withLink = renderMail(
      'purchase_receipt',
      { ...base, setPasswordLink: link },
      { brand: 'Halyard VPN', language: 'de' },
    );
    expect(without.text).not.toContain('reset-password');
    expect(withLink.text).toContain(link);
    expect(withLink.text).toContain('Passwort');
  });
});
