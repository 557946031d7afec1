// The dashboard feature's route components, loaded as one chunk by src/app/router.tsx.
export { DashboardPage } from './dashboard-page';
