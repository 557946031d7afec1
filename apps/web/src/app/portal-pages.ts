import { ROUTES } from '@halyard/domain';

/** A route path below the locale prefix: `/dns_settings` → `dns_settings`. */
const below = (route: string) => route.replace(/^\//, '');

/**
 * The portal pages whose backend is not there yet (spec §2 account-navigation table and the
 * subscription block's links): each shows its heading and a "coming soon" note.
 * TODO(portal issues per area): replace each entry by its page as its backend lands.
 */
export const comingSoonPages = [
  { path: `${below(ROUTES.mySubscriptions)}/:krn/aircove-coupon`, page: 'routerCoupon' },
  { path: below(ROUTES.dnsSettings), page: 'dnsSettings' },
  { path: below(ROUTES.activationSetup), page: 'setupDevices' },
  { path: below(ROUTES.dedicatedIp), page: 'dedicatedIp' },
  { path: below(ROUTES.esim), page: 'esim' },
  { path: below(ROUTES.changelog), page: 'changelog' },
  { path: below(ROUTES.expertProgram), page: 'expertProgram' },
] as const;

export type ComingSoonPageKey = (typeof comingSoonPages)[number]['page'];

/** What a coming-soon route tells its page (React Router `handle`). */
export interface ComingSoonHandle {
  readonly comingSoon: ComingSoonPageKey;
}
