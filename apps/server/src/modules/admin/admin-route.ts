import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResultOf, RouteContract } from '@halyard/contract';
import { staffCan, type AuditAction } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import {
  contractContext,
  contractRoute,
  sendResult,
  successStatus,
  type ContractContext,
} from '../../http/route';
import type { Actor, AuditRepository } from './audit/audit.repository';
import type { StaffUser } from './staff/staff-auth';

export interface AdminContext<C extends RouteContract> extends ContractContext<C> {
  /** The signed-in staff member; routes whose contract names `staff` never run without one. */
  readonly staff: C['staff'] extends string ? StaffUser : null;
  /** Who the audit log names for what this request does. */
  readonly actor: Actor;
}

export type AdminHandler<C extends RouteContract> = (
  context: AdminContext<C>,
) => Promise<ResultOf<C>>;

export interface AdminRouteDeps {
  readonly db: Db;
  readonly audit: AuditRepository;
  readonly clock: Clock;
}

export const notSignedIn = () =>
  new HttpError(401, 'staff_sign_in_required', 'Sign in to the back office to continue.');
const notAllowed = () =>
  new HttpError(403, 'staff_role_forbidden', 'Your role does not allow this.');

export function actorOf(request: FastifyRequest, staff: StaffUser | null): Actor {
  return {
    tenantId: request.tenant.id,
    staffId: staff?.id ?? null,
    email: staff?.email ?? 'anonymous',
    role: staff?.role ?? null,
    requestId: request.id,
    ip: request.ip,
  };
}

/** What an action's parameters name: its most specific id, and the customer. */
function targetsOf(params: unknown): { targetId: string | null; customerId: string | null } {
  const p = (params ?? {}) as Record<string, string | undefined>;
  const targetId =
    p.subscriptionId ??
    p.invoiceId ??
    p.batchId ??
    p.codeId ??
    p.priceId ??
    p.staffId ??
    p.sessionId ??
    p.customerId;
  return { targetId: targetId ?? null, customerId: p.customerId ?? null };
}

/**
 * Registers a back-office route from its contract (issue 16, decision 0171): the contract's zod
 * schemas validate and serialise as for every route; a route naming a `staff` permission needs a
 * live staff session of the request's tenant (401) whose role has that permission (403). An
 * action (`audit`) that is refused — by the role or by its service with a 4xx — is written to the
 * audit log as refused; a done action's row is written by its service, in its transaction.
 */
export function registerAdminRoute<C extends RouteContract>(
  app: FastifyInstance,
  deps: AdminRouteDeps,
  contract: C,
  handler: AdminHandler<C>,
  options: {
    readonly audit?: AuditAction;
    readonly rateLimit?: { readonly max: number; readonly timeWindow: number };
  } = {},
): void {
  const status = successStatus(contract);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(contract),
    config: {
      auth: false,
      tenant: true,
      ...(options.rateLimit && { rateLimit: options.rateLimit }),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = contract.staff ? await request.currentStaff() : null;
      if (contract.staff && !staff) throw notSignedIn();
      const actor = actorOf(request, staff);
      const refused = async (error: HttpError) => {
        if (!options.audit) return;
        const body = request.body as { reason?: string } | undefined;
        await deps.audit.record(
          deps.db,
          actor,
          {
            action: options.audit,
            ...targetsOf(request.params),
            outcome: 'refused',
            reason: typeof body?.reason === 'string' ? body.reason : null,
            after: { error: error.code },
          },
          deps.clock.now(),
        );
      };
      if (
        staff &&
        contract.staff !== 'any' &&
        contract.staff &&
        !staffCan(staff.role, contract.staff)
      ) {
        const error = notAllowed();
        await refused(error);
        throw error;
      }
      let result;
      try {
        result = await handler({
          ...contractContext<C>(request, reply),
          staff: staff as AdminContext<C>['staff'],
          actor,
        });
      } catch (error) {
        if (error instanceof HttpError && error.status >= 400 && error.status < 500)
          await refused(error);
        throw error;
      }
      return sendResult(reply, contract, status, result);
    },
  });
}
