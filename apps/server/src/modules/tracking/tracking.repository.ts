import { randomUUID } from 'node:crypto';
import type {
  AttemptedSignupBody,
  EmitEventBody,
  PageViewBody,
  PaymentResultBody,
} from '@halyard/contract';
import type { Db } from '../../db/database';

const str = (value: string | number) => String(value);

/** Tracking rows are append-only facts; each belongs to the tenant that sent it. */
export function createTrackingRepository(db: Db) {
  return {
    async pageView(
      tenantId: string,
      body: PageViewBody,
      userId: string | null,
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('page_views')
        .values({
          id: randomUUID(),
          tenant_id: tenantId,
          locale: body.locale,
          timmestamp: str(body.timmestamp),
          subscription_id: body.subscriptionId ?? null,
          subscription_krn: body.subscriptionKrn ?? null,
          backend_user_krn: body.backendUserKrn ?? null,
          full_url: body.fullUrl,
          referrer: body.referrer ?? null,
          created_at: now.toISOString(),
          user_id: userId,
        })
        .execute();
    },

    /**
     * Issue 9 (decision 0080): the language a signed-in user last used the site in becomes their
     * `locale`, the language of their emails and invoice PDFs. Written only when it changes.
     */
    async rememberLocale(tenantId: string, userId: string, locale: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ locale })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('locale', 'is', null), eb('locale', '!=', locale)]))
        .execute();
    },

    async event(
      tenantId: string,
      body: EmitEventBody,
      userId: string | null,
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('events')
        .values({
          id: randomUUID(),
          tenant_id: tenantId,
          name: body.event,
          payload: JSON.stringify({ pageViewId: body.pageViewId ?? null, ...body.properties }),
          created_at: now.toISOString(),
          user_id: userId,
        })
        .execute();
    },

    /**
     * A payment result as a browser reported it (decision 0108): marked client-reported with the
     * sender's IP. Charges, subscriptions and invoices never read this table.
     */
    async paymentResult(
      tenantId: string,
      body: PaymentResultBody,
      ip: string,
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('payment_results')
        .values({
          id: randomUUID(),
          tenant_id: tenantId,
          uid: body.uid ?? null,
          timestamp: str(body.timestamp),
          system: body.system,
          version: body.version,
          event: body.event,
          source: body.source,
          result: body.result,
          type: body.type,
          gateway: body.gateway,
          forter_result: body.forterResult ?? null,
          trans_id: body.transId ?? null,
          error_text: body.errorText ?? null,
          error_code: body.errorCode ?? null,
          created_at: now.toISOString(),
          client_reported: 1,
          client_ip: ip,
        })
        .execute();
    },

    async attemptedSignup(
      tenantId: string,
      body: AttemptedSignupBody,
      ip: string,
      now: Date,
    ): Promise<void> {
      await db
        .insertInto('attempted_signups')
        .values({
          id: randomUUID(),
          tenant_id: tenantId,
          email: body.email,
          domain: body.domain,
          signup_stage: body.signup_stage,
          error: body.error ?? null,
          created_at: now.toISOString(),
          client_ip: ip,
        })
        .execute();
    },
  };
}
