// spec §2 Setup Devices, loaded as one chunk by src/app/router.tsx.
export { SetupDevicesPage } from './setup-devices-page';
