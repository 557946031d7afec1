import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerChangelogRoutes } from '../changelog/changelog.routes';
import { registerDedicatedIpRoutes } from '../dedicated-ip/dedicated-ip.routes';
import { registerDnsSettingsRoutes } from '../dns-settings/dns-settings.routes';
import { registerEsimRoutes } from '../esim/esim.routes';
import { registerExpertProgramRoutes } from '../expert-program/expert-program.routes';
import { registerRouterCouponRoutes } from '../router-coupon/router-coupon.routes';
import { registerSetupDevicesRoutes } from '../setup-devices/setup-devices.routes';
import type { Tax } from '../tax/tax.service';
import type { NavAccess } from './nav-access';

/**
 * Issue 8 part A: the services pages of spec §2 (setup devices, DNS, dedicated IP, eSIM, router
 * coupon, changelog, expert program), sharing one spec §6 access check (decisions 0060–0064).
 */
export function installAddonServices(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess; tax: Tax; publicUrl: string | undefined },
): void {
  const { db, clock, access, tax } = deps;
  registerSetupDevicesRoutes(app, { db, clock, tax });
  registerDnsSettingsRoutes(app, { db, clock, access });
  registerDedicatedIpRoutes(app, { db, clock, access, publicUrl: deps.publicUrl });
  registerEsimRoutes(app, { db, clock, access });
  registerRouterCouponRoutes(app, { db, clock, access });
  registerChangelogRoutes(app, { db, clock });
  registerExpertProgramRoutes(app, { db, clock, access });
}
