import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type {
  EventHandler,
  EventOutcome,
  ProviderEvent,
  ProviderEventKind,
} from './provider-events';
import { createProviderEventsRepository } from './provider-events.repository';

/** Events whose handling failed or waited are tried again this many times, then left to a person. */
export const MAX_EVENT_ATTEMPTS = 20;

/**
 * Receiving provider events (decision 0153): each is stored once by its id, then handed to the
 * handler a higher layer registered for its kind. Handlers are idempotent and order-independent;
 * one that meets something our ledger does not hold yet defers, and `retryUnsettled` (the
 * reconciliation tick) tries it again. A redelivered event that was settled is only acknowledged.
 */
export function createProviderEvents(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const repo = createProviderEventsRepository(deps.db);
  const handlers = new Map<ProviderEventKind, EventHandler<ProviderEventKind>>();

  async function handle(event: ProviderEvent): Promise<EventOutcome> {
    const handler = handlers.get(event.kind) as
      ((event: ProviderEvent) => Promise<EventOutcome>) | undefined;
    const outcome = handler
      ? await handler(event).catch(async (error: unknown) => {
          deps.log.error({ err: error, event: event.id }, 'provider event handling failed');
          await repo.failed(event.id, String(error).slice(0, 500));
          throw error;
        })
      : { status: 'ignored' as const, note: 'no handler' };
    await repo.settle(event.id, outcome, deps.clock.now());
    return outcome;
  }

  return {
    on<K extends ProviderEventKind>(kind: K, handler: EventHandler<K>): void {
      handlers.set(kind, handler as unknown as EventHandler<ProviderEventKind>);
    },

    /** Stores the event once and handles it unless it was settled before. */
    async receive(event: ProviderEvent): Promise<{ duplicate: boolean; outcome: EventOutcome }> {
      const fresh = await repo.insert(event, deps.clock.now());
      const stored = fresh ? null : await repo.find(event.id);
      if (stored && (stored.status === 'processed' || stored.status === 'ignored'))
        return { duplicate: true, outcome: { status: stored.status, note: 'already settled' } };
      // A redelivery handles the stored copy: the first one received is the event.
      return { duplicate: !fresh, outcome: await handle(stored?.event ?? event) };
    },

    /** Tries deferred and failed events again (oldest first); answers how many settled. */
    async retryUnsettled(now: Date, minAgeMs = 0): Promise<number> {
      let settled = 0;
      const due = await repo.unsettled(new Date(now.getTime() - minAgeMs), 100);
      for (const { event, attempts } of due) {
        if (attempts >= MAX_EVENT_ATTEMPTS) continue;
        try {
          if ((await handle(event)).status !== 'deferred') settled++;
        } catch {
          // logged in handle(); the next tick tries again
        }
      }
      return settled;
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
