import type { Db } from '../../../db/database';
import type { GiftCardBatchesTable, GiftCardsTable } from '../../../db/schema';
import type { Executor } from '../../../db/executor';

/** A batch with how many of its codes were redeemed. */
function batches(executor: Executor, tenantId: string) {
  return executor
    .selectFrom('gift_card_batches as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('gift_cards as g')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('g.batch_id', '=', 'b.id')
        .where('g.redeemed_at', 'is not', null)
        .as('redeemed'),
    )
    .where('b.tenant_id', '=', tenantId);
}
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batches>['executeTakeFirstOrThrow']>>;

/** Gift-card batches and their codes (decision 0175): the SQL of the back office's batches. */
export function createGiftCardBatchesRepository(db: Db) {
  return {
    find: (executor: Executor, tenantId: string, id: string): Promise<BatchRow | undefined> =>
      batches(executor, tenantId).where('b.id', '=', id).executeTakeFirst(),

    list: (tenantId: string): Promise<BatchRow[]> =>
      batches(db, tenantId).orderBy('b.created_at', 'desc').orderBy('b.id').execute(),

    /** The batch row and its codes, the codes 100 to a statement. */
    async insert(
      trx: Executor,
      batch: GiftCardBatchesTable,
      cards: readonly GiftCardsTable[],
    ): Promise<void> {
      await trx.insertInto('gift_card_batches').values(batch).execute();
      for (let i = 0; i < cards.length; i += 100)
        await trx
          .insertInto('gift_cards')
          .values(cards.slice(i, i + 100))
          .execute();
    },

    codes: (tenantId: string, batchId: string) =>
      db
        .selectFrom('gift_cards')
        .select(['code', 'tier', 'months', 'expires_at', 'redeemed_at', 'voided_at'])
        .where('tenant_id', '=', tenantId)
        .where('batch_id', '=', batchId)
        .orderBy('code')
        .execute(),

    /** Voids the batch and expires its unredeemed codes; returns how many codes it voided. */
    async markVoided(trx: Executor, tenantId: string, id: string, at: string): Promise<number> {
      await trx
        .updateTable('gift_card_batches')
        .set({ voided_at: at })
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .execute();
      // A voided code is expired from now on: the redemption's own check refuses it.
      const result = await trx
        .updateTable('gift_cards')
        .set({ voided_at: at, expires_at: at })
        .where('tenant_id', '=', tenantId)
        .where('batch_id', '=', id)
        .where('redeemed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type GiftCardBatchesRepository = ReturnType<typeof createGiftCardBatchesRepository>;
