import type { Db } from '../../db/database';
import type { PaymentProviderEventsTable } from '../../db/schema';
import { objectIdOf, type EventOutcome, type ProviderEvent } from './provider-events';

export type StoredEventStatus = PaymentProviderEventsTable['status'];

export interface StoredEvent {
  readonly event: ProviderEvent;
  readonly status: StoredEventStatus;
  readonly attempts: number;
}

const toStored = (row: PaymentProviderEventsTable): StoredEvent => ({
  event: JSON.parse(row.payload) as ProviderEvent,
  status: row.status,
  attempts: row.attempts,
});

/** Provider events, each stored once by its id (decision 0153). */
export function createProviderEventsRepository(db: Db) {
  return {
    /** False when the event was stored before (a redelivery or a replay). */
    async insert(event: ProviderEvent, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('payment_provider_events')
        .values({
          id: event.id,
          provider: event.provider,
          type: event.type,
          object_id: objectIdOf(event),
          occurred_at: event.occurredAt,
          payload: JSON.stringify(event),
          status: 'pending',
          attempts: 0,
          outcome: null,
          received_at: now.toISOString(),
          processed_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(id: string): Promise<StoredEvent | null> {
      const row = await db
        .selectFrom('payment_provider_events')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toStored(row) : null;
    },

    async settle(id: string, outcome: EventOutcome, now: Date): Promise<void> {
      await db
        .updateTable('payment_provider_events')
        .set((eb) => ({
          status: outcome.status,
          outcome: outcome.note,
          attempts: eb('attempts', '+', 1),
          processed_at: outcome.status === 'deferred' ? null : now.toISOString(),
        }))
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'deferred'])
        .execute();
    },

    async failed(id: string, note: string): Promise<void> {
      await db
        .updateTable('payment_provider_events')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), outcome: note }))
        .where('id', '=', id)
        .execute();
    },

    /** Events still to act on, received before `before`, oldest first. */
    async unsettled(before: Date, limit: number): Promise<StoredEvent[]> {
      const rows = await db
        .selectFrom('payment_provider_events')
        .selectAll()
        .where('status', 'in', ['pending', 'deferred'])
        .where('received_at', '<=', before.toISOString())
        .orderBy('occurred_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toStored);
    },
  };
}

export type ProviderEventsRepository = ReturnType<typeof createProviderEventsRepository>;
