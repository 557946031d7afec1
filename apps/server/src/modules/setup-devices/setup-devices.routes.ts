import type { FastifyInstance } from 'fastify';
import { getActivationSetup } from '@halyard/contract';
import { V2_ERROR_OVERRIDES } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tax } from '../tax/tax.service';
import { createSetupDevicesRepository } from './setup-devices.repository';
import { createSetupDevicesService } from './setup-devices.service';

/** spec §8 "Invalid or expired activation code." (the v2 email-confirm wording, decision 0060). */
const INVALID_CODE =
  V2_ERROR_OVERRIDES['email-confirm'][403] ?? 'Invalid or expired activation code.';

/** spec §2 Setup Devices: check the activation code, list the devices to set up. */
export function registerSetupDevicesRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; tax: Tax },
) {
  const service = createSetupDevicesService({
    devices: createSetupDevicesRepository(deps.db),
    subscriptions: createSubscriptionsRepository(deps.db, deps.tax, deps.clock),
    clock: deps.clock,
  });

  registerRoute(app, getActivationSetup, async ({ query, user }) => {
    const outcome = await service.activation(user.tenantId, user.id, query.activation_code);
    if (!outcome.ok) throw new HttpError(403, 'invalid_activation_code', INVALID_CODE);
    return outcome.value;
  });
}
