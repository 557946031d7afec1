// spec §2 Expert Program, loaded as one chunk by src/app/router.tsx.
export { ExpertProgramPage } from './expert-program-page';
