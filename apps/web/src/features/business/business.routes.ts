// The business feature's route components (spec §6 business navigation), one chunk.
export {
  LegacyBusinessDashboardPage,
  LicenseManagerPage,
  VolumeManagementPage,
} from './business-pages';
