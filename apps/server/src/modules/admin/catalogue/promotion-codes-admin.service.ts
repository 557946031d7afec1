import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { isUniqueViolation } from '../../../db/unique-violation';
import { HttpError, notFound } from '../../../http/http-error';
import type {
  AdminCode,
  PromotionCodesAdminRepository,
  PromotionLimits,
} from '../../promotions/promotion-codes-admin.repository';
import type { PromotionCodesRepository } from '../../promotions/promotion-codes.repository';
import type { Actor, AuditRepository } from '../audit/audit.repository';

const duplicate = () =>
  new HttpError(409, 'promotion_code_exists', 'A promotion code with this spelling exists.', {
    code: 'A promotion code with this spelling exists.',
  });

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', Object.values(fields)[0]!, fields);

/** What a code's audit row keeps of it. */
const auditedLimits = (c: PromotionLimits) => ({
  expires_at: c.expires_at,
  max_redemptions: c.max_redemptions,
  per_customer_limit: c.per_customer_limit,
});

export interface NewAdminCode extends PromotionLimits {
  readonly code: string;
  readonly offer_id: string;
  readonly percent_off_bp: number;
  readonly plan_product_ids: readonly string[];
  readonly new_customers_only: boolean;
  readonly reason: string;
}

/**
 * Issue 22 item 4 (decision 0219): staff create promotion codes for catalogue offers, change
 * their limits and deactivate or reactivate them. A code is never deleted: its redemptions and
 * invoices name it. Each write and its audit row share one transaction.
 */
export function createPromotionCodesAdmin(deps: {
  db: Db;
  clock: Clock;
  audit: AuditRepository;
  codes: PromotionCodesRepository;
  admin: PromotionCodesAdminRepository;
}) {
  const { db, clock, audit, codes, admin } = deps;

  async function existing(trx: Executor, tenantId: string, id: string): Promise<AdminCode> {
    const found = await admin.one(trx, tenantId, id);
    if (!found) throw notFound('Promotion code');
    return found;
  }

  /** Activation both ways: 409 when the code is already in that state. */
  async function setActive(actor: Actor, id: string, active: boolean, reason: string) {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const before = await existing(trx, actor.tenantId, id);
      if ((before.deactivated_at === null) === active)
        throw new HttpError(
          409,
          active ? 'promotion_code_active' : 'promotion_code_inactive',
          active ? 'This code is active already.' : 'This code is deactivated already.',
        );
      await admin.setDeactivated(trx, actor.tenantId, id, active ? null : now.toISOString());
      await audit.record(
        trx,
        actor,
        {
          action: active ? 'promotion_code.reactivated' : 'promotion_code.deactivated',
          targetId: id,
          reason,
          before: { code: before.code, deactivated_at: before.deactivated_at },
        },
        now,
      );
      return existing(trx, actor.tenantId, id);
    });
  }

  return {
    list: (tenantId: string) => admin.list(tenantId),

    async create(actor: Actor, body: NewAdminCode): Promise<AdminCode> {
      const now = clock.now();
      try {
        return await db.transaction().execute(async (trx) => {
          if (await admin.byCode(trx, actor.tenantId, body.code)) throw duplicate();
          const plans = await admin.offerPlans(trx, actor.tenantId, body.offer_id);
          if (plans.length === 0) throw invalid({ offer_id: 'Unknown offer.' });
          const unknown = body.plan_product_ids.find((id) => !plans.includes(id));
          if (unknown) throw invalid({ plan_product_ids: `The offer has no plan "${unknown}".` });
          await codes.insert(
            trx,
            actor.tenantId,
            [
              {
                code: body.code,
                offerId: body.offer_id,
                percentOffBasisPoints: body.percent_off_bp,
                planProductIds: [...new Set(body.plan_product_ids)],
                expiresAt: body.expires_at,
                maxRedemptions: body.max_redemptions,
                perCustomerLimit: body.per_customer_limit,
                newCustomersOnly: body.new_customers_only,
              },
            ],
            now,
          );
          const created = (await admin.byCode(trx, actor.tenantId, body.code))!;
          await audit.record(
            trx,
            actor,
            {
              action: 'promotion_code.created',
              targetId: created.id,
              reason: body.reason,
              after: {
                code: created.code,
                offer_id: created.offer_id,
                percent_off_bp: created.percent_off_bp,
                plan_product_ids: created.plan_product_ids,
                new_customers_only: created.new_customers_only,
                ...auditedLimits(created),
              },
            },
            now,
          );
          return created;
        });
      } catch (error) {
        // Two staff creating the same spelling at once: the unique (tenant, code) decides.
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    async changeLimits(
      actor: Actor,
      id: string,
      body: PromotionLimits & { reason: string },
    ): Promise<AdminCode> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const before = await existing(trx, actor.tenantId, id);
        if (body.max_redemptions !== null && body.max_redemptions < before.redemptions)
          throw invalid({
            max_redemptions: `The code was redeemed ${before.redemptions} times already; the limit cannot be lower.`,
          });
        const limits = auditedLimits(body);
        await admin.setLimits(trx, actor.tenantId, id, limits);
        await audit.record(
          trx,
          actor,
          {
            action: 'promotion_code.updated',
            targetId: id,
            reason: body.reason,
            before: { code: before.code, ...auditedLimits(before) },
            after: { code: before.code, ...limits },
          },
          now,
        );
        return existing(trx, actor.tenantId, id);
      });
    },

    deactivate: (actor: Actor, id: string, reason: string) => setActive(actor, id, false, reason),
    reactivate: (actor: Actor, id: string, reason: string) => setActive(actor, id, true, reason),
  };
}

export type PromotionCodesAdmin = ReturnType<typeof createPromotionCodesAdmin>;
