import type { FastifyInstance } from 'fastify';
import {
  estimateLicenses,
  getLicenses,
  licensesAutobillOff,
  licensesAutobillOn,
  updateLicenses,
} from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { LicensesService } from './licenses.service';

/** spec §7 GET and PUT /api/v2/licenses/, POST /api/v2/licenses/autobill-on|off. */
export function registerLicenseRoutes(
  app: FastifyInstance,
  deps: { licenses: LicensesService },
): void {
  registerRoute(app, getLicenses, async ({ user }) => deps.licenses.get(user));
  registerRoute(app, updateLicenses, async ({ user, body }) => deps.licenses.update(user, body));
  registerRoute(app, estimateLicenses, async ({ user, body }) =>
    deps.licenses.estimate(user, body.seats),
  );
  registerRoute(app, licensesAutobillOn, async ({ user }) => deps.licenses.setAutobill(user, true));
  registerRoute(app, licensesAutobillOff, async ({ user }) =>
    deps.licenses.setAutobill(user, false),
  );
}
