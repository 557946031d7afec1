import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Payment intents and card tokens stop being bearer tokens (decision 0101): each keeps the hash of
 * the client secret its creator was given (never the secret), and an intent its expiry. Rows made
 * before have no hash and can no longer be used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_intents').addColumn('client_secret_hash', 'text').execute();
  await db.schema.alterTable('payment_intents').addColumn('expires_at', 'text').execute();
  await db.schema
    .alterTable('sandbox_gateway_tokens')
    .addColumn('client_secret_hash', 'text')
    .execute();
}
