// Issue 17: the legal pages (decision 0131), loaded as one chunk by src/app/router.tsx.
export { LegalPage, legalLoader } from './legal-page';
