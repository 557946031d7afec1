import { z } from 'zod';
import { IdParams, Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** An address registered for smart DNS (spec §2 DNS Settings, decision 0061). */
export const SmartDnsAddress = z
  .object({ id: z.string(), ip: z.string(), label: z.string().nullable(), created_at: Instant })
  .meta({ id: 'SmartDnsAddress' });
export type SmartDnsAddress = z.infer<typeof SmartDnsAddress>;

export const DnsSettings = z
  .object({
    /** The visitor's address as the server sees it. */
    current_ip: z.string(),
    addresses: z.array(SmartDnsAddress),
    limit: z.number().int(),
  })
  .meta({ id: 'DnsSettings' });
export type DnsSettings = z.infer<typeof DnsSettings>;

export const RegisterDnsAddressBody = z
  .object({ label: z.string().trim().max(40, 'Use at most 40 characters.').optional() })
  .meta({ id: 'RegisterDnsAddressBody' });
export type RegisterDnsAddressBody = z.infer<typeof RegisterDnsAddressBody>;

export const getDnsSettings = defineRoute({
  method: 'GET',
  path: '/api/v2/dns-settings',
  summary: "The visitor's current address and the addresses registered for smart DNS",
  tags: ['addons'],
  auth: true,
  response: { 200: DnsSettings, ...errors(400, 401, 403) },
});

export const registerDnsAddress = defineRoute({
  method: 'POST',
  path: '/api/v2/dns-settings/addresses',
  summary: 'Register the address this request comes from for smart DNS',
  tags: ['addons'],
  auth: true,
  body: RegisterDnsAddressBody.nullish(),
  response: { 201: SmartDnsAddress, ...errors(400, 401, 403, 409, 422) },
});

export const removeDnsAddress = defineRoute({
  method: 'DELETE',
  path: '/api/v2/dns-settings/addresses/{id}',
  summary: 'Remove a registered address',
  tags: ['addons'],
  auth: true,
  params: IdParams,
  response: { 204: z.null(), ...errors(400, 401, 404) },
});
