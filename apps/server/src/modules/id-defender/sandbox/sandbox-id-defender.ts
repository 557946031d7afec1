import { createHash } from 'node:crypto';
import { addCalendarMonths } from '@halyard/domain';
import {
  PartnerUnavailableError,
  type IdDefenderPartner,
  type PartnerAlert,
  type PartnerAlertKind,
  type PartnerCreditReport,
  type PartnerCreditScan,
  type PartnerMember,
  type PartnerPolicy,
  type PartnerRemovalRequest,
} from '../id-defender-partner';

const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same member and topic give the same numbers. */
function generator(...parts: (string | number)[]): () => number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  let state = digest.readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (next: () => number, min: number, max: number) =>
  min + Math.floor(next() * (max - min + 1));
const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;
const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 10);

const BREACH_SOURCES = [
  'ShopMart customer database',
  'FitTrack app leak',
  'TravelNest bookings',
  'GameHub forums',
  'PhotoCloud accounts',
  'CityBank partner portal',
  'QuickLoans marketplace',
  'StreamBox subscribers',
] as const;

/** What each alert kind tends to weigh: a leaked SSN is worse than a leaked email address. */
const KINDS: readonly (readonly [PartnerAlertKind, readonly PartnerAlert['severity'][]])[] = [
  ['email_breach', ['low', 'low', 'medium']],
  ['password_exposed', ['medium', 'high']],
  ['ssn_exposure', ['high']],
  ['financial_account', ['medium', 'high']],
  ['dark_web_listing', ['medium', 'high', 'high']],
];

export const SANDBOX_BROKERS = [
  'PeopleLookup',
  'RecordsNow',
  'FindAnyone',
  'AddressFinder Pro',
  'BackgroundCheckly',
  'PublicFilesHub',
  'PhoneTrace',
  'NeighborScope',
  'TruePeopleData',
  'ContactHarvest',
] as const;

const MAX_ALERTS = 50;

/**
 * The sandbox partner (decision 0065): every answer is computed from the member id and the dates,
 * so a member's history is the same on every call and every instance, grows as the clock moves
 * (new alerts, removals completing, monthly scans) and needs no storage. `setOutage(true)` makes
 * every call fail as an unreachable partner would.
 */
export class SandboxIdDefenderPartner implements IdDefenderPartner {
  readonly name = 'sandbox';
  private outage = false;

  setOutage(on: boolean): void {
    this.outage = on;
  }

  private answer<T>(value: () => T): Promise<T> {
    if (this.outage) return Promise.reject(new PartnerUnavailableError());
    return Promise.resolve(value());
  }

  listAlerts(member: PartnerMember, now: Date): Promise<readonly PartnerAlert[]> {
    return this.answer(() => {
      const next = generator(member.memberId, 'alerts');
      const prefix = `al_${shortHash(member.memberId)}`;
      const alerts: PartnerAlert[] = [];
      let at = member.enrolledAt.getTime() + between(next, 1, 4) * DAY;
      for (let i = 0; at <= now.getTime(); i++) {
        const [kind, severities] = pick(next, KINDS);
        alerts.push({
          id: `${prefix}_${i}`,
          kind,
          severity: pick(next, severities),
          source: pick(next, BREACH_SOURCES),
          detectedAt: new Date(at + between(next, 0, 86_399) * 1000),
        });
        at += between(next, 5, 20) * DAY;
      }
      return alerts
        .filter((alert) => alert.detectedAt.getTime() <= now.getTime())
        .reverse()
        .slice(0, MAX_ALERTS);
    });
  }

  getPolicy(member: PartnerMember): Promise<PartnerPolicy> {
    return this.answer(() => ({
      provider: 'Sandbox Identity Assurance',
      policyNumber: `IDT-${shortHash(`${member.memberId}|policy`).toUpperCase().slice(0, 8)}`,
      coverage: 1_000_000_00,
      deductible: 0,
      currency: 'USD',
      effectiveDate: member.enrolledAt,
      covers: ['stolen_funds', 'legal_costs', 'lost_wages', 'expert_help'],
      claim: {
        phone: '+1 800 555 0199',
        email: 'claims@sandbox-assurance.test',
        hours: 'Mon–Fri 08:00–20:00 ET',
      },
    }));
  }

  listRemovalRequests(member: PartnerMember, now: Date): Promise<readonly PartnerRemovalRequest[]> {
    return this.answer(() => {
      const requests: PartnerRemovalRequest[] = [];
      for (const [index, broker] of SANDBOX_BROKERS.entries()) {
        const next = generator(member.memberId, 'removal', broker);
        const requested = member.enrolledAt.getTime() + between(next, 0, 3) * DAY;
        if (requested > now.getTime()) continue;
        const started = requested + between(next, 1, 5) * DAY;
        const finished = started + between(next, 5, 40) * DAY;
        const noRecord = next() < 0.2;
        const t = now.getTime();
        const [status, updated] =
          t < started
            ? (['submitted', requested] as const)
            : t < finished
              ? (['in_progress', started] as const)
              : ([noRecord ? 'no_record' : 'removed', finished] as const);
        requests.push({
          id: `rm_${shortHash(member.memberId)}_${index}`,
          broker,
          requestedAt: new Date(requested),
          status,
          updatedAt: new Date(updated),
        });
      }
      return requests.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    });
  }

  getCreditScan(member: PartnerMember, now: Date): Promise<PartnerCreditScan> {
    return this.answer(() => {
      // Monthly scans from the enrolment day; the first one runs on the day itself.
      let k = 0;
      while (addCalendarMonths(member.enrolledAt, k + 1).getTime() <= now.getTime()) k++;
      const scoreAt = (bureau: string, scan: number) => {
        const base = between(generator(member.memberId, 'score', bureau), 640, 790);
        let score = base;
        for (let s = 1; s <= scan; s++)
          score += between(generator(member.memberId, 'drift', bureau, s), -8, 12);
        return Math.min(850, Math.max(300, score));
      };
      const scan = generator(member.memberId, 'scan', k);
      return {
        scannedAt: addCalendarMonths(member.enrolledAt, k),
        nextScanAt: addCalendarMonths(member.enrolledAt, k + 1),
        scores: (['equifax', 'experian', 'transunion'] as const).map((bureau) => ({
          bureau,
          score: scoreAt(bureau, k),
          change: k === 0 ? 0 : scoreAt(bureau, k) - scoreAt(bureau, k - 1),
        })),
        newInquiries: between(scan, 0, 2),
        newAccounts: between(scan, 0, 1),
      };
    });
  }

  getCreditReport(member: PartnerMember, now: Date): Promise<PartnerCreditReport> {
    return this.answer(() => {
      let year = 0;
      while (addCalendarMonths(member.enrolledAt, 12 * (year + 1)).getTime() <= now.getTime())
        year++;
      const next = generator(member.memberId, 'report', year);
      return {
        issuedAt: addCalendarMonths(member.enrolledAt, 12 * year),
        openAccounts: between(next, 2, 14),
        utilizationPercent: between(next, 4, 62),
        hardInquiries: between(next, 0, 4),
        latePayments: between(next, 0, 2),
        oldestAccountYears: between(next, 2, 25),
      };
    });
  }
}
