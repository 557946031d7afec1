import { describe, expect, it } from 'vitest';
import { GATEWAY_DECLINE_CODES } from '../checkout/payment-errors';
import {
  DECLINE_TYPE_OF,
  declineTypeOf,
  dunningState,
  graceEndsAt,
  retryAction,
} from './decline-types';

describe('dunning by decline type (issue 21 §2)', () => {
  it('places every gateway decline code', () => {
    expect(Object.keys(DECLINE_TYPE_OF).sort()).toEqual([...GATEWAY_DECLINE_CODES].sort());
  });

  it.each([
    ['insufficient funds', 'insufficient_funds', 'soft'],
    ['processing error', 'processing_error', 'soft'],
    ['timeout (issuer unavailable)', 'issuer_error', 'soft'],
    ['stolen card', 'stolen_card', 'hard'],
    ['lost card', 'lost_card', 'hard'],
    ['closed account', 'account_closed', 'hard'],
    ['invalid number', 'incorrect_number', 'hard'],
    ['do not honour', 'do_not_honor', 'hard'],
    ['authentication required is not a decline (§3)', 'authentication_required', 'authentication'],
    ['an unknown code keeps the schedule', 'something_new', 'soft'],
  ])('%s → %s', (_rule, code, type) => {
    expect(declineTypeOf(code)).toBe(type);
  });

  it.each([
    ['first try at the due date', null, 'pm_1', 'charge'],
    ['soft: keep the 3/7/14-day retries', 'soft', 'pm_1', 'charge'],
    ['hard: stop retrying that card', 'hard', 'pm_1', 'skip'],
    ['hard, then a new card: retry with it', 'hard', 'pm_2', 'charge'],
    ['authentication not completed: no off-session retry', 'authentication', 'pm_1', 'skip'],
    ['authentication, then a new card: retry with it', 'authentication', 'pm_2', 'charge'],
  ] as const)('%s', (_rule, lastType, methodId, action) => {
    expect(retryAction({ lastType, lastMethodId: 'pm_1', methodId })).toBe(action);
  });

  it.each([
    [null, null],
    ['soft', 'retrying'],
    ['hard', 'payment_method_required'],
    ['authentication', 'authentication_required'],
  ] as const)('after a %s decline the customer sees %s', (lastType, state) => {
    expect(dunningState({ lastType, lastMethodId: 'pm_1', methodId: 'pm_1' })).toBe(state);
  });

  it('the grace period ends at the last retry, as spec §4 and decision 0031 keep it', () => {
    expect(graceEndsAt('2026-12-01T00:00:00.000Z', [3, 7, 14])).toBe('2026-12-15T00:00:00.000Z');
  });
});
