import { randomInt, randomUUID } from 'node:crypto';
import { toCsv, type PlanTier } from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/http-error';
import type { Executor } from '../../../db/executor';
import type { Actor, AuditRepository } from '../audit/audit.repository';

/** Letters and digits nobody confuses when typing a code from a card (no I, O, 0, 1, 8, 9). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ234567';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** `GIFT-XXXX-XXXX-XXXX`: 60 random bits, the domain's gift-card code format. */
const newCode = () => `GIFT-${group()}-${group()}-${group()}`;

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
type BatchRow = Awaited<ReturnType<ReturnType<typeof batches>['executeTakeFirstOrThrow']>>;
const toBatch = (b: BatchRow) => ({
  id: b.id,
  label: b.label,
  tier: b.tier,
  months: b.months,
  count: b.count,
  redeemed: Number(b.redeemed ?? 0),
  expires_at: b.expires_at,
  created_at: b.created_at,
  voided_at: b.voided_at,
});

/**
 * Issue 16 item 4 gift-card batches (decision 0175): generate N codes of a tier and length,
 * export them as CSV (who exported is audited: the codes are money), void what is not redeemed
 * (a voided code reads as expired to the redeem page). Each in one transaction with its row.
 */
export function createGiftCardBatches(deps: { db: Db; clock: Clock; audit: AuditRepository }) {
  const { db, clock, audit } = deps;

  async function one(tenantId: string, id: string) {
    const row = await batches(db, tenantId).where('b.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Gift-card batch');
    return toBatch(row);
  }

  return {
    one,
    list: async (tenantId: string) =>
      (await batches(db, tenantId).orderBy('b.created_at', 'desc').orderBy('b.id').execute()).map(
        toBatch,
      ),

    async create(
      actor: Actor,
      body: {
        label: string;
        tier: PlanTier;
        months: number;
        count: number;
        expires_at: string | null;
        reason: string;
      },
    ) {
      const now = clock.now();
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('gift_card_batches')
          .values({
            id,
            tenant_id: actor.tenantId,
            label: body.label,
            tier: body.tier,
            months: body.months,
            count: body.count,
            expires_at: body.expires_at,
            created_at: now.toISOString(),
            staff_id: actor.staffId,
            voided_at: null,
          })
          .execute();
        const codes = new Set<string>();
        while (codes.size < body.count) codes.add(newCode());
        const rows = [...codes].map((code) => ({
          id: randomUUID(),
          tenant_id: actor.tenantId,
          code,
          tier: body.tier,
          months: body.months,
          expires_at: body.expires_at,
          redeemed_by_user_id: null,
          redeemed_at: null,
          created_at: now.toISOString(),
          batch_id: id,
          voided_at: null,
        }));
        for (let i = 0; i < rows.length; i += 100)
          await trx
            .insertInto('gift_cards')
            .values(rows.slice(i, i + 100))
            .execute();
        await audit.record(
          trx,
          actor,
          {
            action: 'gift_card_batch.created',
            targetId: id,
            reason: body.reason,
            after: {
              label: body.label,
              tier: body.tier,
              months: body.months,
              count: body.count,
              expires_at: body.expires_at,
            },
          },
          now,
        );
      });
      return one(actor.tenantId, id);
    },

    async exportCsv(actor: Actor, id: string): Promise<{ csv: string; label: string }> {
      const batch = await one(actor.tenantId, id);
      const cards = await db
        .selectFrom('gift_cards')
        .select(['code', 'tier', 'months', 'expires_at', 'redeemed_at', 'voided_at'])
        .where('tenant_id', '=', actor.tenantId)
        .where('batch_id', '=', id)
        .orderBy('code')
        .execute();
      await audit.record(
        db,
        actor,
        { action: 'gift_card_batch.exported', targetId: id, after: { codes: cards.length } },
        clock.now(),
      );
      const csv = toCsv([
        ['code', 'tier', 'months', 'expires_at', 'redeemed_at', 'voided_at'],
        ...cards.map((c) => [c.code, c.tier, c.months, c.expires_at, c.redeemed_at, c.voided_at]),
      ]);
      return { csv, label: batch.label };
    },

    async void(actor: Actor, id: string, reason: string) {
      const now = clock.now();
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        const batch = await batches(trx, actor.tenantId).where('b.id', '=', id).executeTakeFirst();
        if (!batch) throw notFound('Gift-card batch');
        if (batch.voided_at)
          throw new HttpError(409, 'batch_voided', 'This batch was voided already.');
        await trx
          .updateTable('gift_card_batches')
          .set({ voided_at: at })
          .where('id', '=', id)
          .where('tenant_id', '=', actor.tenantId)
          .execute();
        // A voided code is expired from now on: the redemption's own check refuses it.
        const result = await trx
          .updateTable('gift_cards')
          .set({ voided_at: at, expires_at: at })
          .where('tenant_id', '=', actor.tenantId)
          .where('batch_id', '=', id)
          .where('redeemed_at', 'is', null)
          .executeTakeFirst();
        await audit.record(
          trx,
          actor,
          {
            action: 'gift_card_batch.voided',
            targetId: id,
            reason,
            after: {
              voided_codes: Number(result.numUpdatedRows),
              redeemed: Number(batch.redeemed ?? 0),
            },
          },
          now,
        );
      });
      return one(actor.tenantId, id);
    },
  };
}

export type GiftCardBatches = ReturnType<typeof createGiftCardBatches>;
