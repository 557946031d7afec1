/**
 * The identity-protection partner port (decision 0065), like the payments port: what our server
 * needs from the company that monitors identities, insures them, removes broker listings and
 * scans credit. The sandbox adapter implements it in process with deterministic data per member;
 * a real partner's adapter would implement it over HTTP. Our own state (the membership and the
 * read marks) stays in our database and never crosses this interface.
 *
 * The partner not answering throws PartnerUnavailableError; everything else is a value.
 */

export interface PartnerMember {
  /** The id the partner knows the user by (never our user id or email). */
  readonly memberId: string;
  /** When the protection started: the partner's history begins here. */
  readonly enrolledAt: Date;
}

export type PartnerAlertKind =
  'email_breach' | 'password_exposed' | 'ssn_exposure' | 'financial_account' | 'dark_web_listing';

export interface PartnerAlert {
  readonly id: string;
  readonly kind: PartnerAlertKind;
  readonly severity: 'low' | 'medium' | 'high';
  readonly source: string;
  readonly detectedAt: Date;
}

export interface PartnerPolicy {
  readonly provider: string;
  readonly policyNumber: string;
  /** Minor units in `currency`. */
  readonly coverage: number;
  readonly deductible: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly effectiveDate: Date;
  readonly covers: readonly ('stolen_funds' | 'legal_costs' | 'lost_wages' | 'expert_help')[];
  readonly claim: { readonly phone: string; readonly email: string; readonly hours: string };
}

export interface PartnerRemovalRequest {
  readonly id: string;
  readonly broker: string;
  readonly requestedAt: Date;
  readonly status: 'submitted' | 'in_progress' | 'removed' | 'no_record';
  readonly updatedAt: Date;
}

export interface PartnerCreditScan {
  readonly scannedAt: Date;
  readonly nextScanAt: Date;
  readonly scores: readonly {
    readonly bureau: 'equifax' | 'experian' | 'transunion';
    readonly score: number;
    readonly change: number;
  }[];
  readonly newInquiries: number;
  readonly newAccounts: number;
}

export interface PartnerCreditReport {
  readonly issuedAt: Date;
  readonly openAccounts: number;
  readonly utilizationPercent: number;
  readonly hardInquiries: number;
  readonly latePayments: number;
  readonly oldestAccountYears: number;
}

export interface IdDefenderPartner {
  readonly name: string;
  /** The member's alerts detected up to `now`, newest first. */
  listAlerts(member: PartnerMember, now: Date): Promise<readonly PartnerAlert[]>;
  getPolicy(member: PartnerMember, now: Date): Promise<PartnerPolicy>;
  /** The broker removal requests made up to `now`, with their status at `now`. */
  listRemovalRequests(member: PartnerMember, now: Date): Promise<readonly PartnerRemovalRequest[]>;
  /** The latest monthly scan at `now`. */
  getCreditScan(member: PartnerMember, now: Date): Promise<PartnerCreditScan>;
  /** The latest yearly report at `now`. */
  getCreditReport(member: PartnerMember, now: Date): Promise<PartnerCreditReport>;
}

/** The partner did not answer (outage, timeout): retry later; nothing changed on our side. */
export class PartnerUnavailableError extends Error {
  constructor(message = 'The ID Defender partner did not answer.') {
    super(message);
    this.name = 'PartnerUnavailableError';
  }
}
