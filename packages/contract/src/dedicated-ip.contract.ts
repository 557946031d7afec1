import { z } from 'zod';
import { IdParams, Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** The dedicated IP add-on (spec §3 addon `dip`) as its page shows it (decision 0062). */
export const DedicatedIp = z
  .object({
    id: z.string(),
    krn: z.string(),
    subscription_id: z.string(),
    region: z.string().nullable(),
    /** Null while the address is being assigned. */
    ip_address: z.string().nullable(),
    /** spec §9 dedicated IP billing cycles: 1, 12 or 15, and 24 months. */
    billing_cycle: z.number().int().nullable(),
    /**
     * Its renewal date: its own date when bought after the plan (decision 0184), the plan's
     * when bought with it (decision 0122, extended at the plan's renewal).
     */
    renews_on: Instant.nullable(),
    renews_with_plan: z.boolean(),
    /** It will be charged again on `renews_on`: its switch is on and it has not ended. */
    renews: z.boolean(),
    auto_billing_enabled: z.boolean(),
    expired: z.boolean(),
  })
  .meta({ id: 'DedicatedIp' });
export type DedicatedIp = z.infer<typeof DedicatedIp>;

export const DedicatedIpList = z
  .object({ dedicated_ips: z.array(DedicatedIp) })
  .meta({ id: 'DedicatedIpList' });

export const listDedicatedIps = defineRoute({
  method: 'GET',
  path: '/api/v2/dedicated-ip',
  summary: "The signed-in user's dedicated IP add-ons",
  tags: ['addons'],
  auth: true,
  response: { 200: DedicatedIpList, ...errors(400, 401) },
});

export const dedicatedIpAutobillOn = defineRoute({
  method: 'POST',
  path: '/api/v2/dedicated-ip/{id}/autobill-on',
  summary: 'Renew the dedicated IP automatically with its subscription',
  tags: ['addons'],
  auth: true,
  params: IdParams,
  response: { 200: DedicatedIp, ...errors(400, 401, 404, 409) },
});

export const dedicatedIpAutobillOff = defineRoute({
  method: 'POST',
  path: '/api/v2/dedicated-ip/{id}/autobill-off',
  summary: 'Let the dedicated IP lapse at its renewal date',
  tags: ['addons'],
  auth: true,
  params: IdParams,
  response: { 200: DedicatedIp, ...errors(400, 401, 404, 409) },
});

/** A region of the operator's address pool (decision 0168) and how many addresses are free. */
export const DedicatedIpRegion = z
  .object({ region: z.string(), available: z.number().int().nonnegative() })
  .meta({ id: 'DedicatedIpRegion' });
export type DedicatedIpRegion = z.infer<typeof DedicatedIpRegion>;

export const listDedicatedIpRegions = defineRoute({
  method: 'GET',
  path: '/api/v2/dedicated-ip/regions',
  summary: 'The regions a dedicated IP can be placed in, with their free addresses',
  tags: ['addons'],
  auth: true,
  response: {
    200: z.object({ regions: z.array(DedicatedIpRegion) }).meta({ id: 'DedicatedIpRegionList' }),
    ...errors(400, 401),
  },
});

export const ChooseDedicatedIpRegion = z
  .object({ region: z.string().trim().min(1).max(100) })
  .meta({ id: 'ChooseDedicatedIpRegion' });

export const chooseDedicatedIpRegion = defineRoute({
  method: 'POST',
  path: '/api/v2/dedicated-ip/{id}/region',
  summary: 'Choose the region of a paid dedicated IP and receive an address from its pool',
  tags: ['addons'],
  auth: true,
  params: IdParams,
  body: ChooseDedicatedIpRegion,
  response: { 200: DedicatedIp, ...errors(400, 401, 404, 409) },
});
