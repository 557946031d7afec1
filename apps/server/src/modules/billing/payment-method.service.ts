import type { StoredPaymentMethod, TrialRenewal } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import type { AuthUser } from '../../http/auth-user';
import { paymentSummary } from '../invoices/ledger.service';
import { randomUUID } from 'node:crypto';
import type { PaymentMethodSetup } from '@halyard/contract';
import { GatewayUnavailableError } from '../payments/gateway-errors';
import { customerReference } from '../payments/gateway-customer';
import type { PaymentGateway } from '../payments/payment-gateway';
import { storedSource } from '../payments/stored-source';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import { listedMethod } from './listed-method';

const gatewayDown = () =>
  new HttpError(502, 'credit_card_payment_gateway_error', 'Try again in a moment.');

const unknownToken = () =>
  new HttpError(422, 'unknown_token', 'This payment method could not be used. Enter it again.');

/**
 * spec §2 "/credit_cards/edit": a token from the gateway's tokenise endpoint becomes the user's
 * stored method for every subscription we bill (decision 0030). Only the token reaches us, with
 * the client secret the tokenise answer gave this browser: a token another client made is
 * refused like an unknown one (decision 0101).
 */
export function createPaymentMethodService(deps: {
  db: Db;
  gateway: PaymentGateway;
  methods: PaymentMethodsRepository;
  subscriptions: SubscriptionsRepository;
  clock: Clock;
}) {
  /**
   * Verifies the token with the gateway, stores the method and, when it is to be the default
   * (replacing the current one, or the first the customer holds), points every subscription we
   * bill at it and turns on the trials it can now pay for.
   */
  async function store(
    user: AuthUser,
    token: string,
    clientSecret: string,
    mode: 'replace' | 'add',
  ): Promise<{ payment_method: StoredPaymentMethod; trial_renewals: TrialRenewal[] }> {
    let source;
    try {
      source = await deps.gateway.verifyPaymentSource(token, clientSecret);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      throw gatewayDown();
    }
    if (!source) throw unknownToken();
    // A token is bound to the user who stored it first.
    const taken = await deps.methods.tokenHeldByAnother(user.tenantId, user.id, source.token);
    if (taken) throw unknownToken();
    const now = deps.clock.now();
    const method = storedSource(source);
    const { id, trials } = await deps.db.transaction().execute(async (trx) => {
      await deps.methods.lockOwner(trx, user.tenantId, user.id);
      const held = await deps.methods.listLive(trx, user.tenantId, user.id);
      const current = held.find((m) => m.isDefault);
      const created = await deps.methods.insert(trx, {
        ...method,
        tenantId: user.tenantId,
        userId: user.id,
        now,
      });
      if (mode === 'add' && current) return { id: created, trials: [] };
      // The default it replaces is gone, as the one card was before (decision 0030).
      if (mode === 'replace' && current)
        await deps.methods.markRemoved(trx, user.tenantId, user.id, current.id, now);
      await deps.methods.setDefault(trx, user.tenantId, user.id, created);
      await deps.methods.useForSubscriptions(
        trx,
        user.tenantId,
        user.id,
        { id: created, kind: method.kind },
        now,
      );
      // Issue 24 item 2: the trials it can now pay for renew, converting at their end.
      const trials = await deps.methods.renewTrials(trx, user.tenantId, user.id, now);
      return { id: created, trials };
    });
    const converting = trials.length
      ? (await deps.subscriptions.listForUser(user.tenantId, user.id)).filter((s) =>
          trials.includes(s.subscription_id),
        )
      : [];
    return {
      payment_method: {
        id,
        kind: method.kind,
        brand: method.brand,
        last4: method.last4,
        exp_month: method.expMonth,
        exp_year: method.expYear,
        summary: paymentSummary(method),
      },
      trial_renewals: converting.map((s) => ({
        subscription_id: s.subscription_id,
        first_charge_date: s.next_payment_date ?? now.toISOString(),
        amount: s.renewal_price,
      })),
    };
  }

  return {
    /**
     * Where the browser enters the new method (decision 0151): the sandbox's frame, or a Stripe
     * SetupIntent for this user's Stripe customer that the Payment Element confirms.
     */
    async startSetup(user: AuthUser): Promise<PaymentMethodSetup> {
      const email = await deps.methods.ownerEmail(user.tenantId, user.id);
      let setup;
      try {
        setup = await deps.gateway.startSetup({
          customer: { reference: customerReference(user.tenantId, user.id), email },
          idempotencyKey: `setup:${user.tenantId}:${user.id}:${randomUUID()}`,
          currentSource: await deps.methods.latestToken(user.tenantId, user.id),
        });
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        throw gatewayDown();
      }
      return setup.kind === 'gateway_frame'
        ? { kind: 'gateway_frame', frame_url: setup.frameUrl }
        : {
            kind: 'provider_fields',
            provider: setup.provider,
            publishable_key: setup.publishableKey,
            setup_intent_id: setup.id,
            client_secret: setup.clientSecret,
          };
    },

    /** PUT /api/v2/payment-method: the new method replaces the default (decision 0191). */
    replace: (user: AuthUser, token: string, clientSecret: string) =>
      store(user, token, clientSecret, 'replace'),

    /** POST /api/v2/payment-methods: one more method; the default only when it is the first. */
    async add(user: AuthUser, token: string, clientSecret: string) {
      const stored = await store(user, token, clientSecret, 'add');
      const methods = await deps.methods.listLive(deps.db, user.tenantId, user.id);
      const listed = methods.map(listedMethod);
      return {
        payment_method: listed.find((m) => m.id === stored.payment_method.id) ?? listed[0]!,
        payment_methods: listed,
        trial_renewals: stored.trial_renewals,
      };
    },
  };
}

export type PaymentMethodService = ReturnType<typeof createPaymentMethodService>;
