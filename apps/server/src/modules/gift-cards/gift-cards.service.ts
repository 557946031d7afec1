import {
  GIFT_CARD_REFUSAL_MESSAGES,
  giftCardStatus,
  isGiftCardCodeFormat,
  normaliseGiftCardCode,
  planGiftCardRedemption,
  type Currency,
  type GiftCardRefusal,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import type { SubscriptionFactsRepository } from '../checkout/purchase/subscription-facts.repository';
import type { GiftCard, GiftCardsRepository } from './gift-cards.repository';

const REFUSAL_STATUS: Record<GiftCardRefusal, number> = { unknown: 404, used: 409, expired: 410 };
const refusal = (why: GiftCardRefusal) =>
  new HttpError(REFUSAL_STATUS[why], `gift_card_${why}`, GIFT_CARD_REFUSAL_MESSAGES[why]);

/** Gift cards (decision 0024): look a code up; redeem it once onto the signed-in account. */
export function createGiftCardService(deps: {
  db: Db;
  cards: GiftCardsRepository;
  facts: SubscriptionFactsRepository;
  clock: Clock;
}) {
  async function load(tenantId: string, raw: string): Promise<GiftCard> {
    const code = normaliseGiftCardCode(raw);
    const card = isGiftCardCodeFormat(code) ? await deps.cards.find(tenantId, code) : null;
    if (!card) throw refusal('unknown');
    return card;
  }

  return {
    async check(tenantId: string, raw: string, userId: string | null) {
      const card = await load(tenantId, raw);
      const now = deps.clock.now();
      const status = giftCardStatus(card, now);
      // Issue 24 item 5: a signed-in customer sees what redeeming would do before they do it.
      const plan =
        userId && status === 'valid'
          ? planGiftCardRedemption(card, await deps.facts.forUser(tenantId, userId), now)
          : null;
      return {
        code: card.code,
        tier: card.tier,
        months: card.months,
        status,
        expiresAt: card.expiresAt,
        preview: plan && {
          kind: plan.kind,
          subscriptionId: plan.kind === 'create' ? null : plan.subscriptionId,
          fromTier: plan.kind === 'create' ? null : plan.fromTier,
          nextPaymentDate: plan.until.toISOString(),
        },
      };
    },

    async redeem(tenantId: string, userId: string, raw: string) {
      const card = await load(tenantId, raw);
      const now = deps.clock.now();
      const status = giftCardStatus(card, now);
      if (status !== 'valid') throw refusal(status);
      const subscriptions = await deps.facts.forUser(tenantId, userId);
      const plan = planGiftCardRedemption(card, subscriptions, now);
      return deps.db.transaction().execute(async (trx) => {
        if (!(await deps.cards.claim(trx, card, userId, now))) throw refusal('used');
        let subscriptionId: string;
        if (plan.kind === 'extend') {
          await deps.cards.extend(trx, tenantId, plan.subscriptionId, plan.until, now);
          subscriptionId = plan.subscriptionId;
        } else if (plan.kind === 'upgrade') {
          // Issue 24 item 5: the running plan takes the card's tier; no second subscription.
          const target = subscriptions.find((s) => s.subscription_id === plan.subscriptionId);
          if (!target) throw refusal('unknown');
          const cycle = await deps.cards.cycleOf(trx, target.rowId);
          const price = await deps.cards.renewalPrice(
            trx,
            tenantId,
            card.tier,
            cycle.next_billing_cycle,
            cycle.currency as Currency,
          );
          await deps.cards.upgrade(trx, {
            tenantId,
            rowId: target.rowId,
            tier: card.tier,
            price,
            until: plan.until,
            now,
          });
          subscriptionId = plan.subscriptionId;
        } else {
          const price = await deps.cards.renewalPrice(trx, tenantId, card.tier, card.months, 'USD');
          const created = await deps.cards.createPrepaid(trx, {
            tenantId,
            userId,
            card,
            until: plan.until,
            now,
            price,
          });
          subscriptionId = created.publicId;
        }
        return {
          subscriptionId,
          extended: plan.kind !== 'create',
          kind: plan.kind,
          nextPaymentDate: plan.until.toISOString(),
          tier: card.tier,
          months: card.months,
        };
      });
    },
  };
}

export type GiftCardService = ReturnType<typeof createGiftCardService>;
