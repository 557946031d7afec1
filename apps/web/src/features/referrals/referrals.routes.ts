// The referrals page's route component (spec §2 /referrals).
export { ReferralsPage } from './referrals-page';
