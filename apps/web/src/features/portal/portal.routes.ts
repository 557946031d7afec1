// The portal feature's route components, loaded as one chunk by src/app/router.tsx.
export { PortalLayout } from './portal-layout';
