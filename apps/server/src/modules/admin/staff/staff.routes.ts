import type { FastifyInstance } from 'fastify';
import {
  createStaff,
  endStaffSession,
  getStaffSelf,
  listStaff,
  listStaffSessions,
  resetStaffTwoFactor,
  staffSignIn,
  staffSignInCode,
  staffSignOut,
  updateStaff,
} from '@halyard/contract';
import { notFound } from '../../../http/http-error';
import { notSignedIn, registerAdminRoute, type AdminRouteDeps } from '../admin-route';
import type { StaffAuth } from './staff-auth';
import type { StaffAdmin } from './staff-admin.service';
import { staffSelf, type StaffSignIn } from './staff-sign-in.service';
import type { StaffRepository } from './staff.repository';

/** The back office's sign-in, sessions and staff management (decision 0171). */
export function registerStaffRoutes(
  app: FastifyInstance,
  route: AdminRouteDeps,
  deps: {
    signIn: StaffSignIn;
    auth: StaffAuth;
    admin: StaffAdmin;
    staff: StaffRepository;
    idleMs: number;
  },
): void {
  // Beyond the attempt budgets (decision 0106): a client may not hammer the sign-in.
  const rateLimit = { max: 30, timeWindow: 60_000 };
  registerAdminRoute(
    app,
    route,
    staffSignIn,
    async ({ request, reply, body }) => deps.signIn.password(request, reply, body),
    { rateLimit },
  );
  registerAdminRoute(
    app,
    route,
    staffSignInCode,
    async ({ request, reply, body }) => deps.signIn.code(request, reply, body.code),
    { rateLimit },
  );

  registerAdminRoute(app, route, staffSignOut, async ({ request, reply, staff, actor }) => {
    await deps.auth.end(request, reply, staff.sessionId);
    await route.audit.record(
      route.db,
      actor,
      { action: 'staff.signed_out', targetId: staff.id },
      route.clock.now(),
    );
    return undefined;
  });

  registerAdminRoute(app, route, getStaffSelf, async ({ staff }) => {
    const account = await deps.staff.find(route.db, staff.tenantId, staff.id);
    if (!account) throw notSignedIn();
    return staffSelf(account, deps.idleMs);
  });

  registerAdminRoute(app, route, listStaffSessions, async ({ staff }) => ({
    sessions: await deps.admin.sessions(staff),
  }));

  registerAdminRoute(app, route, endStaffSession, async ({ staff, actor, params }) => {
    await deps.admin.endSession(staff, actor, params.sessionId);
    return undefined;
  });

  registerAdminRoute(app, route, listStaff, async ({ tenant }) => ({
    staff: await deps.admin.list(tenant.id),
  }));

  registerAdminRoute(
    app,
    route,
    createStaff,
    async ({ actor, body, reply }) => {
      reply.code(201);
      return { staff: await deps.admin.create(actor, body) };
    },
    { audit: 'staff.created' },
  );

  registerAdminRoute(
    app,
    route,
    updateStaff,
    async ({ actor, params, body }) => ({
      staff: await deps.admin.update(actor, params.staffId, body),
    }),
    { audit: 'staff.updated' },
  );

  registerAdminRoute(
    app,
    route,
    resetStaffTwoFactor,
    async ({ actor, params, body }) => {
      if (!params.staffId) throw notFound('Staff member');
      return { staff: await deps.admin.resetTwoFactor(actor, params.staffId, body.reason) };
    },
    { audit: 'staff.two_factor_reset' },
  );
}
