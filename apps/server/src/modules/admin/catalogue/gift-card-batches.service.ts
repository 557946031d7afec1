import { randomInt, randomUUID } from 'node:crypto';
import { toCsv, type PlanTier } from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { createGiftCardBatchesRepository, type BatchRow } from './gift-card-batches.repository';
import { HttpError, notFound } from '../../../http/http-error';
import type { Actor, AuditRepository } from '../audit/audit.repository';

/** Letters and digits nobody confuses when typing a code from a card (no I, O, 0, 1, 8, 9). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ234567';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** `GIFT-XXXX-XXXX-XXXX`: 60 random bits, the domain's gift-card code format. */
const newCode = () => `GIFT-${group()}-${group()}-${group()}`;

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
  const repository = createGiftCardBatchesRepository(db);

  async function one(tenantId: string, id: string) {
    const row = await repository.find(db, tenantId, id);
    if (!row) throw notFound('Gift-card batch');
    return toBatch(row);
  }

  return {
    one,
    list: async (tenantId: string) => (await repository.list(tenantId)).map(toBatch),

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
        await repository.insert(
          trx,
          {
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
          },
          rows,
        );
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
      const cards = await repository.codes(actor.tenantId, id);
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
        const batch = await repository.find(trx, actor.tenantId, id);
        if (!batch) throw notFound('Gift-card batch');
        if (batch.voided_at)
          throw new HttpError(409, 'batch_voided', 'This batch was voided already.');
        const voided = await repository.markVoided(trx, actor.tenantId, id, at);
        await audit.record(
          trx,
          actor,
          {
            action: 'gift_card_batch.voided',
            targetId: id,
            reason,
            after: {
              voided_codes: voided,
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
