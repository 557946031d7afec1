/** Test fixtures for every package's tests (the package's `./testing` entry). */
export {
  TEST_NOW,
  buildAddon,
  buildBusinessSubscription,
  buildBusinessUser,
  buildCatalogueRow,
  buildEntitlement,
  buildMoney,
  buildSubscription,
  buildUser,
  daysFromNow,
  entitlementObjects,
} from './builders';
