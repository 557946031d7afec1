// The ID Defender feature's route components (spec §2 /id-defender/*), one chunk.
export { IdAlertsPage } from './id-alerts-page';
export { IdTheftInsurancePage } from './insurance-page';
export { DataRemovalPage } from './data-removal-page';
export { CreditScannerPage } from './credit-scanner-page';
