import { z } from 'zod';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** spec §3 holiday eSIM, as the eSIM page shows it. */
export const HolidayEsim = z
  .object({
    id: z.string(),
    subscription_id: z.string(),
    data_gb: z.number().int(),
    validity_days: z.number().int(),
    expires: Instant,
    status: z.enum(['active', 'expired']),
    /** The LPA activation string the QR code carries; null once expired. */
    activation_code: z.string().nullable(),
  })
  .meta({ id: 'HolidayEsim' });
export type HolidayEsim = z.infer<typeof HolidayEsim>;

export const listEsims = defineRoute({
  method: 'GET',
  path: '/api/v2/esims',
  summary: "The signed-in user's holiday eSIMs, latest expiry first",
  tags: ['addons'],
  auth: true,
  response: {
    200: z.object({ esims: z.array(HolidayEsim) }).meta({ id: 'HolidayEsimList' }),
    ...errors(400, 401),
  },
});
