import { AccountNavRegion } from './account-nav-region';

/** Desktop: the account navigation as a left sidebar (DESIGN.md "Portal"); mobile: the menu. */
export function PortalSidebar() {
  return (
    <div className="hidden w-56 shrink-0 md:block">
      <AccountNavRegion />
    </div>
  );
}
