import type { EngineAction } from '@halyard/domain';

/** What one engine run did, by action and outcome (the test clock route answers it). */
export type RunSummary = Record<
  | EngineAction
  | 'paid'
  | 'rewarded'
  | 'declined'
  | 'authentication_required'
  | 'skipped'
  | 'notices'
  | 'addons'
  | 'expired'
  | 'unavailable'
  | 'lost'
  | 'errors'
  | 'refunds'
  | 'deletions'
  // Issue 24 item 6: business subscriptions renewed.
  | 'business',
  number
>;

export const emptySummary = (): RunSummary => ({
  none: 0,
  charge: 0,
  expire: 0,
  'store-renewal': 0,
  'flag-expiring': 0,
  'clear-expiring': 0,
  paid: 0,
  rewarded: 0,
  declined: 0,
  authentication_required: 0,
  skipped: 0,
  notices: 0,
  addons: 0,
  expired: 0,
  unavailable: 0,
  lost: 0,
  errors: 0,
  refunds: 0,
  deletions: 0,
  business: 0,
});
