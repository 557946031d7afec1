import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@halyard/contract';
import { AUDIT_ACTIONS, type AuditAction, type AuditOutcome } from '@halyard/domain';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/executor';

/** Who acted, from where: every audit row names them (issue 16 item 5). */
export interface Actor {
  readonly tenantId: string;
  readonly staffId: string | null;
  readonly email: string;
  readonly role: string | null;
  readonly requestId: string | null;
  readonly ip: string | null;
}

export type AuditValues = Readonly<Record<string, unknown>>;

export interface AuditRecord {
  readonly action: AuditAction;
  readonly targetId: string | null;
  readonly customerId?: string | null;
  readonly outcome?: AuditOutcome;
  readonly reason?: string | null;
  readonly before?: AuditValues | null;
  readonly after?: AuditValues | null;
}

export interface AuditFilter {
  readonly action?: string | undefined;
  readonly staff?: string | undefined;
  readonly customer?: string | undefined;
  readonly before?: number | undefined;
  readonly limit: number;
}

const json = (value: AuditValues | null | undefined) =>
  value === null || value === undefined ? null : JSON.stringify(value);
const parse = (text: string | null) =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/**
 * The append-only audit log (decision 0172): rows are only ever inserted — in the caller's
 * transaction when the action has one, so the action and its row commit together — and read.
 * The database refuses UPDATE and DELETE of them (migration 0170's triggers).
 */
export function createAuditRepository(db: Db) {
  const select = () =>
    db
      .selectFrom('audit_log')
      .select([
        'seq',
        'id',
        'at',
        'staff_email',
        'staff_role',
        'action',
        'target_kind',
        'target_id',
        'customer_id',
        'outcome',
        'reason',
        'before_json',
        'after_json',
        'request_id',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toEntry = (r: Row): AuditEntry => ({
    id: r.id,
    at: r.at,
    staff_email: r.staff_email,
    staff_role: r.staff_role,
    action: r.action,
    target_kind: r.target_kind,
    target_id: r.target_id,
    customer_id: r.customer_id,
    outcome: r.outcome === 'refused' ? 'refused' : 'done',
    reason: r.reason,
    before: parse(r.before_json),
    after: parse(r.after_json),
    request_id: r.request_id,
  });

  return {
    async record(executor: Executor, actor: Actor, entry: AuditRecord, now: Date): Promise<void> {
      await executor
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          tenant_id: actor.tenantId,
          at: now.toISOString(),
          staff_id: actor.staffId,
          staff_email: actor.email,
          staff_role: actor.role,
          action: entry.action,
          target_kind: AUDIT_ACTIONS[entry.action],
          target_id: entry.targetId,
          customer_id: entry.customerId ?? null,
          outcome: entry.outcome ?? 'done',
          reason: entry.reason ?? null,
          before_json: json(entry.before),
          after_json: json(entry.after),
          request_id: actor.requestId,
          ip: actor.ip,
        })
        .execute();
    },

    /** When one of these actions was last done in the tenant (a catalogue change), or null. */
    async lastChange(tenantId: string, actions: readonly AuditAction[]): Promise<string | null> {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('at').as('at'))
        .where('tenant_id', '=', tenantId)
        .where('action', 'in', [...actions])
        .where('outcome', '=', 'done')
        .executeTakeFirst();
      return row?.at ?? null;
    },

    /** Newest first; `next` is the cursor of the following page, null at the end. */
    async list(
      tenantId: string,
      filter: AuditFilter,
    ): Promise<{ entries: AuditEntry[]; next: number | null }> {
      let query = select().where('tenant_id', '=', tenantId);
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.staff) query = query.where('staff_email', '=', filter.staff.toLowerCase());
      if (filter.customer) query = query.where('customer_id', '=', filter.customer);
      if (filter.before) query = query.where('seq', '<', filter.before);
      const rows = await query
        .orderBy('seq', 'desc')
        .limit(filter.limit + 1)
        .execute();
      const page = rows.slice(0, filter.limit);
      const next = rows.length > filter.limit ? Number(page.at(-1)?.seq) : null;
      return { entries: page.map(toEntry), next };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
