// The account-security feature's route component, loaded as one chunk by src/app/router.tsx.
export { AccountSecurityPage } from './account-security-page';
