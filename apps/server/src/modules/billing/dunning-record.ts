import { declineTypeOf, type DeclineType } from '@halyard/domain';
import type { DunningRecord } from './billable-row';

/** The dunning columns a subscription or an add-on row carries (migration 0180). */
export interface DunningColumnsRow {
  readonly dunning_type: string | null;
  readonly dunning_method_id: string | null;
  readonly last_decline_code: string | null;
  readonly auth_intent_id: string | null;
  readonly auth_charge_key: string | null;
  readonly auth_amount: number | null;
  readonly auth_requested_at: string | null;
}

const TYPES: readonly string[] = ['soft', 'hard', 'authentication'];

/** The row's dunning columns as the engine and the portal read them (decision 0181). */
export function dunningRecordOf(r: DunningColumnsRow): DunningRecord {
  const type = TYPES.includes(r.dunning_type ?? '')
    ? (r.dunning_type as DeclineType)
    : r.last_decline_code
      ? declineTypeOf(r.last_decline_code)
      : null;
  const auth =
    r.auth_intent_id && r.auth_charge_key && r.auth_amount !== null && r.auth_requested_at
      ? {
          intentId: r.auth_intent_id,
          key: r.auth_charge_key,
          amount: r.auth_amount,
          requestedAt: r.auth_requested_at,
        }
      : null;
  return { type, methodId: r.dunning_method_id, declineCode: r.last_decline_code, auth };
}
