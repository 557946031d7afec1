// spec §2 Dedicated IP, loaded as one chunk by src/app/router.tsx.
export { DedicatedIpPage } from './dedicated-ip-page';
