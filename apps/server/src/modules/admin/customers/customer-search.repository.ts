import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export type CustomerMatch = 'email' | 'subscription' | 'invoice' | 'card';

export interface CustomerHitRow {
  readonly id: string;
  readonly email: string;
  readonly createdAt: string;
  readonly matched: CustomerMatch;
  readonly subscriptions: number;
}

const LIMIT = 25;
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Issue 16 item 2 "search by email, name, subscription id, invoice number, card last four": the
 * customers of one tenant whose email contains the text (an account has no other name: the
 * email's name part is what support is told), whose subscription id or krn is it, who were sent
 * that invoice or credit note, or whose stored card ends in those four digits.
 */
export function createCustomerSearch(db: Db) {
  const users = (tenantId: string) =>
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.email', 'u.created_at'])
      .select((eb) =>
        eb
          .selectFrom('subscriptions as s')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('s.user_id', '=', 'u.id')
          .as('subscriptions'),
      )
      .where('u.tenant_id', '=', tenantId)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(LIMIT);

  return async function search(tenantId: string, text: string): Promise<CustomerHitRow[]> {
    const q = text.trim();
    const found = new Map<string, CustomerHitRow>();
    const add = (
      rows: { id: string; email: string; created_at: string; subscriptions: number | null }[],
      matched: CustomerMatch,
    ) => {
      for (const r of rows)
        if (!found.has(r.id))
          found.set(r.id, {
            id: r.id,
            email: r.email,
            createdAt: r.created_at,
            matched,
            subscriptions: Number(r.subscriptions ?? 0),
          });
    };
    add(
      await users(tenantId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('subscriptions as s')
              .select('s.id')
              .whereRef('s.user_id', '=', 'u.id')
              .where((w) => w.or([w('s.subscription_id', '=', q), w('s.krn', '=', q)])),
          ),
        )
        .execute(),
      'subscription',
    );
    add(
      await users(tenantId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('invoices as i')
              .select('i.id')
              .whereRef('i.user_id', '=', 'u.id')
              .where('i.number', '=', q.toUpperCase()),
          ),
        )
        .execute(),
      'invoice',
    );
    if (/^\d{4}$/.test(q))
      add(
        await users(tenantId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('payment_methods as pm')
                .select('pm.id')
                .whereRef('pm.user_id', '=', 'u.id')
                .where('pm.last4', '=', q),
            ),
          )
          .execute(),
        'card',
      );
    add(
      await users(tenantId)
        // ESCAPE names the escape character on both databases (SQLite has no default one).
        .where(sql<boolean>`lower(u.email) like ${likeText(q.toLowerCase())} escape '\\'`)
        .execute(),
      'email',
    );
    return [...found.values()].slice(0, LIMIT);
  };
}

export type CustomerSearch = ReturnType<typeof createCustomerSearch>;
