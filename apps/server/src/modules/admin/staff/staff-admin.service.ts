import type { StaffMember, StaffSession } from '@halyard/contract';
import { staffCan, type StaffRole } from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/http-error';
import { describeUserAgent } from '../../account/devices';
import { hashPassword } from '../../account/password';
import type { TwoFactorRepository } from '../../two-factor/two-factor.repository';
import type { Actor, AuditRepository } from '../audit/audit.repository';
import type { StaffUser } from './staff-auth';
import { staffSubject } from './staff-sign-in.service';
import { toStaffMember, type StaffRepository } from './staff.repository';
import type { StaffSessionsRepository } from './staff-sessions.repository';

const lastAdmin = () =>
  new HttpError(409, 'last_admin', 'The tenant keeps at least one enabled admin.');

/**
 * Staff management (issue 16 item 1): an admin adds staff (they enrol TOTP at their first
 * sign-in), changes a role, disables an account (its sessions end), resets a lost second factor;
 * every member sees their own sessions and an admin everyone's, each revocable. Audited.
 */
export function createStaffAdmin(deps: {
  db: Db;
  clock: Clock;
  staff: StaffRepository;
  sessions: StaffSessionsRepository;
  twoFactors: TwoFactorRepository;
  audit: AuditRepository;
  idleMs: number;
}) {
  const { db, clock, staff, audit } = deps;

  async function member(tenantId: string, id: string) {
    const found = await staff.find(db, tenantId, id);
    if (!found) throw notFound('Staff member');
    return found;
  }

  return {
    async list(tenantId: string): Promise<StaffMember[]> {
      return (await staff.list(tenantId)).map(toStaffMember);
    },

    async create(
      actor: Actor,
      body: { email: string; name: string; role: StaffRole; password: string; reason: string },
    ): Promise<StaffMember> {
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction().execute(async (trx) => {
        const created = await staff.create(
          trx,
          { tenantId: actor.tenantId, ...body, passwordHash },
          clock.now(),
        );
        if (!created)
          throw new HttpError(409, 'email_taken', 'A staff member has this email already.', {
            email: 'A staff member has this email already.',
          });
        await audit.record(
          trx,
          actor,
          {
            action: 'staff.created',
            targetId: created,
            reason: body.reason,
            after: { email: body.email, name: body.name, role: body.role },
          },
          clock.now(),
        );
        return created;
      });
      return toStaffMember(await member(actor.tenantId, id));
    },

    async update(
      actor: Actor,
      id: string,
      change: { role?: StaffRole | undefined; disabled?: boolean | undefined; reason: string },
    ): Promise<StaffMember> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await staff.find(trx, actor.tenantId, id);
        if (!before) throw notFound('Staff member');
        const demotes =
          before.role === 'admin' &&
          ((change.role && change.role !== 'admin') || change.disabled === true);
        if (demotes && (await staff.otherAdmins(trx, actor.tenantId, id)) === 0) throw lastAdmin();
        const disabledAt =
          change.disabled === undefined ? undefined : change.disabled ? now.toISOString() : null;
        await staff.update(
          trx,
          actor.tenantId,
          id,
          {
            ...(change.role && { role: change.role }),
            ...(disabledAt !== undefined && { disabledAt }),
          },
          now,
        );
        await audit.record(
          trx,
          actor,
          {
            action: 'staff.updated',
            targetId: id,
            reason: change.reason,
            before: { role: before.role, disabled: before.disabledAt !== null },
            after: {
              role: change.role ?? before.role,
              disabled: change.disabled ?? before.disabledAt !== null,
            },
          },
          now,
        );
      });
      // A disabled account or a changed role signs in again.
      if (change.disabled || change.role) await deps.sessions.endAllOf(actor.tenantId, id);
      return toStaffMember(await member(actor.tenantId, id));
    },

    async resetTwoFactor(actor: Actor, id: string, reason: string): Promise<StaffMember> {
      const target = await member(actor.tenantId, id);
      if (!target.twoFactor)
        throw new HttpError(
          409,
          'two_factor_not_enrolled',
          'This member has no second factor yet.',
        );
      await db.transaction().execute(async (trx) => {
        await deps.twoFactors.remove(trx, staffSubject(target));
        await audit.record(
          trx,
          actor,
          { action: 'staff.two_factor_reset', targetId: id, reason },
          clock.now(),
        );
      });
      await deps.sessions.endAllOf(actor.tenantId, id);
      return toStaffMember(await member(actor.tenantId, id));
    },

    /** Your own sessions; with staff.manage every member's. */
    async sessions(me: StaffUser): Promise<StaffSession[]> {
      const everyone = staffCan(me.role, 'staff.manage');
      const rows = await deps.sessions.list(
        me.tenantId,
        everyone ? null : me.id,
        clock.now(),
        deps.idleMs,
      );
      return rows.map((r) => ({
        id: r.publicId,
        staff_id: r.staffId,
        staff_email: r.email,
        ...describeUserAgent(r.userAgent),
        ip: r.ip,
        created_at: r.createdAt,
        last_seen_at: r.lastSeenAt,
        current: r.id === me.sessionId,
      }));
    },

    async endSession(me: StaffUser, actor: Actor, publicId: string): Promise<void> {
      const everyone = staffCan(me.role, 'staff.manage');
      const owner = await deps.sessions.endByPublicId(
        me.tenantId,
        publicId,
        everyone ? null : me.id,
      );
      if (!owner) throw notFound('Session');
      await audit.record(
        db,
        actor,
        { action: 'staff.session_ended', targetId: owner, after: { session: publicId } },
        clock.now(),
      );
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
