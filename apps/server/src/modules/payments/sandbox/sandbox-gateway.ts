import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import type {
  CardEntry,
  ChargeInput,
  ChargeResult,
  CreatePaymentIntentInput,
  GatewayRefundRecord,
  PaymentGateway,
  PaymentIntent,
  PaymentSourceDetails,
  RefundInput,
  RefundResult,
  SetupSession,
} from '../payment-gateway';
import { clientSecretMatches } from '../client-secret';
import { charge, chargeMany } from './charge.service';
import { createChargesRepository, type SandboxCharge } from './charges.repository';
import * as customer from './customer-actions.service';
import { createFaultInjector, createSeededRandom, NO_FAULTS, type FaultSettings } from './faults';
import { createIntentsRepository } from './intents.repository';
import { createIntent, SANDBOX_PREFIX, viewIntent } from './intents.service';
import { refund } from './refund.service';
import { createRefundsRepository } from './refunds.repository';
import type { SandboxContext } from './sandbox-context';
import * as tokenise from './tokenise.service';
import { tokeniseTypedCard, type FrameTokenResult, type TypedCard } from './card-frame.service';
import { createTokensRepository, type SandboxToken } from './tokens.repository';

/** The page that holds the sandbox's card fields, framed by the checkout and the card forms. */
export const CARD_FRAME_PATH = `${SANDBOX_PREFIX}/card-frame`;

const details = ({ id, kind, brand, last4, expMonth, expYear }: SandboxToken) =>
  ({ token: id, kind, brand, last4, expMonth, expYear }) satisfies PaymentSourceDetails;

export interface SandboxGatewayOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly faults?: Partial<FaultSettings>;
  /** Seed of the fault dice (SANDBOX_GATEWAY_SEED); ignored when `random` is given. */
  readonly seed?: number;
  readonly random?: () => number;
}

/** Charges in one statement of the sandbox's listing, and of its lookup by id. */
const SANDBOX_CHARGES_PER_PAGE = 500;

/**
 * The default adapter: a deterministic PSP in this process with its own tables. The port's methods
 * are the "server-side" calls (faults apply); the customer-side methods serve the sandbox's own
 * endpoints and pages, which the browser reaches directly.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  /** One statement reads 500 by id or 500 listed: listing a period never saves statements. */
  readonly chargesPerRequest = {
    byId: SANDBOX_CHARGES_PER_PAGE,
    listed: SANDBOX_CHARGES_PER_PAGE,
  };
  /** The card fields live in the sandbox's own frame, which tokenises (decision 0151). */
  readonly cardEntry: CardEntry = { kind: 'gateway_frame', frameUrl: CARD_FRAME_PATH };
  private readonly ctx: SandboxContext;
  private readonly faulty: ReturnType<typeof createFaultInjector>;

  constructor(options: SandboxGatewayOptions) {
    this.ctx = { db: options.db, clock: options.clock };
    const random = options.random ?? createSeededRandom(options.seed ?? 1);
    this.faulty = createFaultInjector({ ...NO_FAULTS, ...options.faults }, random);
  }

  // --- the port (server-side calls) ---

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    return this.faulty(async () => viewIntent(this.ctx, await createIntent(this.ctx, input)));
  }

  retrievePaymentIntent(intentId: string): Promise<PaymentIntent | null> {
    return this.faulty(() => this.viewPaymentIntent(intentId));
  }

  describePaymentSource(token: string): Promise<PaymentSourceDetails | null> {
    return this.faulty(async () => {
      const found = await createTokensRepository(this.ctx.db).find(token);
      return found && details(found);
    });
  }

  verifyPaymentSource(token: string, clientSecret: string): Promise<PaymentSourceDetails | null> {
    return this.faulty(async () => {
      const found = await createTokensRepository(this.ctx.db).findWithSecret(token);
      if (!found || !clientSecretMatches(clientSecret, found.clientSecretHash)) return null;
      return details(found.token);
    });
  }

  charge(input: ChargeInput): Promise<ChargeResult> {
    return this.faulty(() => charge(this.ctx, input));
  }

  chargeMany(inputs: readonly ChargeInput[]): Promise<PromiseSettledResult<ChargeResult>[]> {
    return this.faulty.many(inputs, (reaching) => chargeMany(this.ctx, reaching));
  }

  refund(input: RefundInput): Promise<RefundResult> {
    return this.faulty(() => refund(this.ctx, input));
  }

  /** Saving a card needs no session here: the frame's token, with its secret, is the source. */
  startSetup(): Promise<SetupSession> {
    return Promise.resolve({ kind: 'gateway_frame', frameUrl: CARD_FRAME_PATH });
  }

  retrieveCharge(chargeId: string): Promise<SandboxCharge | null> {
    return this.faulty(() => createChargesRepository(this.ctx.db).find(chargeId));
  }

  /** The sandbox has no dashboard: every refund is one our server made. */
  listRefunds(chargeId: string): Promise<GatewayRefundRecord[]> {
    return this.faulty(async () =>
      (await createRefundsRepository(this.ctx.db).listForCharge(chargeId)).map((r) => ({
        status: 'succeeded' as const,
        refundId: r.id,
        chargeId: r.chargeId,
        amount: r.amount,
        currency: r.currency,
        ours: true,
      })),
    );
  }

  // --- the customer side (the browser calls these through the sandbox's routes; no faults) ---

  tokeniseCard(card: tokenise.CardDetails): Promise<tokenise.TokeniseResult> {
    return tokenise.tokeniseCard(this.ctx, card);
  }

  /** The card frame's submit: spec §5 checks of every field, then a token (decision 0151). */
  tokeniseTypedCard(card: TypedCard): Promise<FrameTokenResult> {
    return tokeniseTypedCard(this.ctx, card);
  }

  createWalletToken(wallet: Parameters<typeof tokenise.createWalletToken>[1]) {
    return tokenise.createWalletToken(this.ctx, wallet);
  }

  async viewPaymentIntent(intentId: string) {
    const intent = await createIntentsRepository(this.ctx.db).find(intentId);
    return intent && viewIntent(this.ctx, intent);
  }

  findToken(id: string) {
    return createTokensRepository(this.ctx.db).find(id);
  }

  findPayPalIntent(id: string) {
    return customer.findPayPalIntent(this.ctx, id);
  }

  findChallenge(id: string) {
    return customer.findChallenge(this.ctx, id);
  }

  completeChallenge(id: string, outcome: customer.ChallengeOutcome) {
    return customer.completeChallenge(this.ctx, id, outcome);
  }

  decidePayPal(intentId: string, decision: customer.PayPalDecision) {
    return customer.decidePayPal(this.ctx, intentId, decision);
  }

  // --- reconciliation and tests ---

  /** Every charge the sandbox holds (created at or after `createdSince`), oldest first: tests. */
  listCharges(options: { readonly createdSince?: Date } = {}): Promise<SandboxCharge[]> {
    return createChargesRepository(this.ctx.db).list(options.createdSince);
  }

  /** Pages of one short statement each, so that a week of charges never holds the thread long. */
  async *chargePages(options: {
    readonly createdSince: Date;
    readonly createdBefore?: Date | undefined;
  }): AsyncGenerator<SandboxCharge[]> {
    const repository = createChargesRepository(this.ctx.db);
    for (let after: SandboxCharge | null = null; ;) {
      const page = await repository.page(options, after, SANDBOX_CHARGES_PER_PAGE);
      if (page.length > 0) yield page;
      if (page.length < SANDBOX_CHARGES_PER_PAGE) return;
      after = page[page.length - 1] ?? null;
    }
  }

  findCharges(chargeIds: readonly string[]): Promise<SandboxCharge[]> {
    return createChargesRepository(this.ctx.db).findMany(chargeIds);
  }

  findChargeByIdempotencyKey(key: string): Promise<SandboxCharge | null> {
    return createChargesRepository(this.ctx.db).findByKey(key);
  }
}
