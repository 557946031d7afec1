import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;

const DAY = 86_400_000;

/** spec §2 Setup Devices: the apps offered per device (decision 0060), in display order. */
const SETUP_DEVICES = [
  ['windows', '/download/windows'],
  ['mac', '/download/mac'],
  ['ios', '/download/ios'],
  ['android', '/download/android'],
  ['linux', '/download/linux'],
  ['router', '/download/router'],
  ['browser', '/download/browser-extension'],
] as const;

/** spec §2 Changelog: product changes, days before seeding (negative: scheduled). */
const CHANGES: readonly (readonly [days: number, title: string, body: string])[] = [
  [-7, 'Split tunnelling on macOS', 'Choose which apps bypass the VPN on your Mac.'],
  [
    2,
    'Faster connections in Asia',
    'New servers in Singapore, Tokyo and Seoul cut connection times by up to 40%.',
  ],
  [
    12,
    'Holiday eSIM in 30 more countries',
    'Your holiday eSIM now works across 120 countries, with data from 5 GB.',
  ],
  [
    26,
    'Router coupon for Aircove',
    'Eligible subscriptions now come with a coupon for the Aircove router.',
  ],
  [
    45,
    'Smart DNS registration',
    'Register the address you browse from in DNS Settings to stream on devices without a VPN app.',
  ],
  [
    90,
    'Dedicated IP in Frankfurt',
    'Dedicated IP addresses are now available in Frankfurt, Germany.',
  ],
  [
    150,
    'Lightway protocol everywhere',
    'Every app now connects with the Lightway protocol by default.',
  ],
  [
    240,
    'Password manager for Premium',
    'Premium plans include a password manager at no extra cost.',
  ],
  [400, 'Apple TV app', 'Watch with the VPN on your Apple TV.'],
];

/** Issue 8 part A seed data: per tenant devices and changelog; demo accounts' extras. */
export async function seedAddonsDemo(
  trx: Trx,
  tenantIds: readonly string[],
  userIds: ReadonlyMap<string, string>,
  defaultTenant: string,
  now: Date,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  for (const tenantId of tenantIds) {
    await trx
      .insertInto('setup_devices')
      .values(
        SETUP_DEVICES.map(([id, url], position) => ({
          tenant_id: tenantId,
          id,
          position,
          download_url: url,
        })),
      )
      .execute();
    await trx
      .insertInto('changelog_entries')
      .values(
        CHANGES.map(([days, title, body]) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          title,
          body,
          published_at: at(days),
        })),
      )
      .execute();
  }

  // basic-us registered their home address for smart DNS (decision 0061).
  const basic = userIds.get('basic-us');
  if (basic) {
    await trx
      .insertInto('smart_dns_addresses')
      .values({
        id: randomUUID(),
        tenant_id: defaultTenant,
        user_id: basic,
        ip: '203.0.113.24',
        label: 'Home',
        created_at: at(20),
      })
      .execute();
  }

  // The eSIM account had an earlier trip: an expired holiday eSIM below the current one.
  const esimUser = userIds.get('esim');
  const sub = esimUser
    ? await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('tenant_id', '=', defaultTenant)
        .where('user_id', '=', esimUser)
        .executeTakeFirst()
    : undefined;
  if (sub) {
    await trx
      .insertInto('holiday_esims')
      .values({
        id: randomUUID(),
        tenant_id: defaultTenant,
        subscription_id: sub.id,
        data_gb: 3,
        validity_days: 15,
        activation_code: `LPA:1$esim.halyard.test$${sub.id.slice(0, 8).toUpperCase()}OLD`,
        expires: at(200),
        created_at: at(215),
      })
      .execute();
  }
}
