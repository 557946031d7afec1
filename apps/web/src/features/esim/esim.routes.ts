// spec §2 eSIM, loaded as one chunk by src/app/router.tsx (with the QR code library, decision 0062).
export { EsimPage } from './esim-page';
