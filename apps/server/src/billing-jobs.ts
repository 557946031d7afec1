import { createAnonymiser } from './modules/account/account-anonymiser';
import { createBillingEngine, type BillingEngineDeps } from './modules/billing/billing-engine';
import { createReferralRewards } from './modules/referrals/referral-rewards';

/**
 * The billing engine with the due work of higher layers wired into its ports (decision 0212):
 * account deletions (the account module) and referral free months (the referral module). This
 * file is composition: it may import every layer; the engine itself imports none above billing.
 */
export function createBillingJobs(
  deps: Omit<BillingEngineDeps, 'jobs'> & {
    /** Called for each account whose sessions a completed deletion revoked. */
    readonly onSessionsRevoked?: (userId: string) => void;
  },
) {
  const { onSessionsRevoked, ...engineDeps } = deps;
  const deletions = createAnonymiser({
    db: deps.db,
    dialect: deps.dialect,
    mailer: deps.mailer,
    ...(onSessionsRevoked && { onRevoked: onSessionsRevoked }),
  });
  return createBillingEngine({
    ...engineDeps,
    jobs: {
      deletions,
      rewards: (parts) => createReferralRewards({ ...deps, ...parts }),
    },
  });
}
