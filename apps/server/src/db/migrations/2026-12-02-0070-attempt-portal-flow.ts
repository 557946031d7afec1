import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Issue 20 item 6 (decision 0070 addendum): the portal flow of a v2 checkout attempt is a column
 * of the attempt, no longer a marker in the request body's customer tracking data
 * (`xv.portal_flow`). Attempts the v2 checkout made before carry the marker: it is copied over
 * where it agrees with the v1 flow the portal sent (a renewal is sent as `edit_subscription`), so
 * they still read as the flow they were made for. `request_body` is JSON in a text column on both
 * databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkout_attempts').addColumn('portal_flow', 'text').execute();
  const marker = isPostgres(db)
    ? sql`(request_body::jsonb -> 'xv' ->> 'portal_flow')`
    : sql`json_extract(request_body, '$.xv.portal_flow')`;
  const flow = isPostgres(db)
    ? sql`(request_body::jsonb ->> 'flow')`
    : sql`json_extract(request_body, '$.flow')`;
  await sql`
    UPDATE checkout_attempts SET portal_flow = ${marker}
    WHERE route = 'checkout-for-customer' AND id LIKE 'v2:%'
      AND (${marker} = ${flow} OR (${marker} = 'renewal' AND ${flow} = 'edit_subscription'))
      AND ${marker} IN ('renewal', 'edit_subscription', 'add_addon', 'additional_purchase')
  `.execute(db);
}

/** Back to the marker, so the code before this migration reads the flows of newer attempts too. */
export async function down(db: Kysely<any>): Promise<void> {
  const marked = isPostgres(db)
    ? sql`jsonb_set(request_body::jsonb, '{xv}', jsonb_build_object('portal_flow', portal_flow))::text`
    : sql`json_set(request_body, '$.xv', json_object('portal_flow', portal_flow))`;
  await sql`
    UPDATE checkout_attempts SET request_body = ${marked} WHERE portal_flow IS NOT NULL
  `.execute(db);
  await db.schema.alterTable('checkout_attempts').dropColumn('portal_flow').execute();
}
