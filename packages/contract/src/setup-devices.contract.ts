import { z } from 'zod';
import { defineRoute, errors } from './http';

/** spec §2 Setup Devices: `/activation-setup?activation_code=…`. */
export const ActivationSetupQuery = z
  // No component id: a query's schema is inlined as parameters in the OpenAPI document.
  .object({ activation_code: z.string().trim().min(1, 'Enter an activation code.').max(200) });

/** A device the apps are offered for, with where to download them (decision 0060). */
export const SetupDevice = z
  .object({ id: z.string(), download_url: z.string() })
  .meta({ id: 'SetupDevice' });
export type SetupDevice = z.infer<typeof SetupDevice>;

export const ActivationSetup = z
  .object({
    activation_code: z.string(),
    subscription_id: z.string(),
    tier: z.string(),
    devices: z.array(SetupDevice),
  })
  .meta({ id: 'ActivationSetup' });
export type ActivationSetup = z.infer<typeof ActivationSetup>;

export const getActivationSetup = defineRoute({
  method: 'GET',
  path: '/api/v2/activation-setup',
  summary:
    "Check an activation code (a running subscription's setup link token of the signed-in user) and list the devices to set up; 403 “Invalid or expired activation code.” otherwise",
  tags: ['addons'],
  auth: true,
  querystring: ActivationSetupQuery,
  response: { 200: ActivationSetup, ...errors(400, 401, 403) },
});
