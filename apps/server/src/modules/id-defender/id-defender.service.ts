import type {
  CreditScanner,
  DataRemovalList,
  DataRemovalStatus,
  IdAlert,
  IdAlertList,
  IdTheftInsurance,
} from '@halyard/contract';
import { isAddonGroupEnabled, money, type NavItemId } from '@halyard/domain';
import type { Clock } from '../../clock';
import { HttpError, notFound } from '../../http/http-error';
import type { NavAccess, PortalAccess } from '../portal-access/nav-access';
import {
  PartnerUnavailableError,
  type IdDefenderPartner,
  type PartnerAlert,
  type PartnerMember,
} from './id-defender-partner';
import type { IdDefenderRepository } from './id-defender.repository';

export interface Actor {
  readonly tenantId: string;
  readonly id: string;
}

export const partnerUnavailable = () =>
  new HttpError(
    503,
    'partner_unavailable',
    'ID Defender is not answering right now. Your protection continues; try again in a few minutes.',
  );

const toAlert = (alert: PartnerAlert, readAt: string | undefined): IdAlert => ({
  id: alert.id,
  kind: alert.kind,
  severity: alert.severity,
  source: alert.source,
  detected_at: alert.detectedAt.toISOString(),
  read_at: readAt ?? null,
});

/**
 * ID Defender (spec §2 /id-defender/*, decision 0065): checks the page's spec §6 item (the spec §9
 * add-on groups of an eligible subscription), finds or makes the user's partner membership, asks
 * the partner and adds our read marks. A partner outage is a 503 with a clear message.
 */
export function createIdDefenderService(deps: {
  partner: IdDefenderPartner;
  repo: IdDefenderRepository;
  access: NavAccess;
  clock: Clock;
}) {
  const { partner, repo, access, clock } = deps;

  /** The membership starts when the first eligible subscription did (the protection's start). */
  async function memberOf(actor: Actor, granted: PortalAccess): Promise<PartnerMember> {
    const starts = granted.eligible.flatMap((s) =>
      s.purchase_date ? [new Date(s.purchase_date).getTime()] : [],
    );
    const start = starts.length > 0 ? new Date(Math.min(...starts)) : clock.now();
    return repo.enrolment(actor.tenantId, actor.id, start, clock.now());
  }

  /** Runs a partner call for a user entitled to `item`; an outage becomes the 503. */
  async function withPartner<T>(
    actor: Actor,
    item: NavItemId,
    call: (member: PartnerMember, granted: PortalAccess, now: Date) => Promise<T>,
  ): Promise<T> {
    const granted = await access.grant(actor, [item]);
    const member = await memberOf(actor, granted);
    try {
      return await call(member, granted, clock.now());
    } catch (error) {
      if (error instanceof PartnerUnavailableError) throw partnerUnavailable();
      throw error;
    }
  }

  return {
    alerts: (actor: Actor): Promise<IdAlertList> =>
      withPartner(actor, 'id-alerts', async (member, _granted, now) => {
        const alerts = await partner.listAlerts(member, now);
        const reads = await repo.readMarks(
          actor.tenantId,
          actor.id,
          alerts.map((a) => a.id),
        );
        const list = alerts.map((alert) => toAlert(alert, reads.get(alert.id)));
        return { alerts: list, unread: list.filter((a) => a.read_at === null).length };
      }),

    /** Only an alert the partner reports for this member can be marked: any other id is a 404. */
    markRead: (actor: Actor, alertId: string): Promise<IdAlert> =>
      withPartner(actor, 'id-alerts', async (member, _granted, now) => {
        const alert = (await partner.listAlerts(member, now)).find((a) => a.id === alertId);
        if (!alert) throw notFound('Alert');
        return toAlert(alert, await repo.markRead(actor.tenantId, actor.id, alertId, now));
      }),

    insurance: (actor: Actor): Promise<IdTheftInsurance> =>
      withPartner(actor, 'id-theft-insurance', async (member, _granted, now) => {
        const policy = await partner.getPolicy(member, now);
        return {
          provider: policy.provider,
          policy_number: policy.policyNumber,
          coverage: money(policy.coverage, policy.currency),
          deductible: money(policy.deductible, policy.currency),
          effective_date: policy.effectiveDate.toISOString(),
          covers: [...policy.covers],
          claim: { ...policy.claim },
        };
      }),

    removals: (actor: Actor): Promise<DataRemovalList> =>
      withPartner(actor, 'data-removal', async (member, _granted, now) => {
        const requests = await partner.listRemovalRequests(member, now);
        const counts: Record<DataRemovalStatus, number> = {
          submitted: 0,
          in_progress: 0,
          removed: 0,
          no_record: 0,
        };
        for (const request of requests) counts[request.status]++;
        return {
          requests: requests.map((r) => ({
            id: r.id,
            broker: r.broker,
            requested_at: r.requestedAt.toISOString(),
            status: r.status,
            updated_at: r.updatedAt.toISOString(),
          })),
          counts,
        };
      }),

    /** The page holds the scan (credit_scanner group) and the report (credit_report group). */
    creditScanner: (actor: Actor): Promise<CreditScanner> =>
      withPartner(actor, 'credit-scanner', async (member, granted, now) => {
        const held = granted.eligible.flatMap((s) => s.entitlements.map((e) => e.id));
        const [scan, report] = await Promise.all([
          isAddonGroupEnabled('credit_scanner', held) ? partner.getCreditScan(member, now) : null,
          isAddonGroupEnabled('credit_report', held) ? partner.getCreditReport(member, now) : null,
        ]);
        return {
          scan: scan && {
            scanned_at: scan.scannedAt.toISOString(),
            next_scan_at: scan.nextScanAt.toISOString(),
            scores: scan.scores.map((s) => ({ ...s })),
            new_inquiries: scan.newInquiries,
            new_accounts: scan.newAccounts,
          },
          report: report && {
            issued_at: report.issuedAt.toISOString(),
            open_accounts: report.openAccounts,
            utilization_percent: report.utilizationPercent,
            hard_inquiries: report.hardInquiries,
            late_payments: report.latePayments,
            oldest_account_years: report.oldestAccountYears,
          },
        };
      }),
  };
}
