// spec §2 DNS Settings, loaded as one chunk by src/app/router.tsx.
export { DnsSettingsPage } from './dns-settings-page';
