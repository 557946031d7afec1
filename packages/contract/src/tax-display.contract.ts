import { TAX_DISPLAYS } from '@halyard/domain';
import { z } from 'zod';
import { StaffReason } from './admin-auth.contract';
import { defineRoute, errors } from './http';

/** Decision 0196: how the tenant quotes prices — net with tax added, or gross where required. */
export const TaxDisplaySetting = z
  .object({ tax_display: z.enum(TAX_DISPLAYS) })
  .meta({ id: 'TaxDisplaySetting' });

export const adminGetTaxDisplay = defineRoute({
  method: 'GET',
  path: '/api/admin/settings/tax-display',
  summary: 'Back office: how the tenant quotes prices (taxDisplay)',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.read',
  response: { 200: TaxDisplaySetting, ...errors(401, 403) },
});

export const adminSetTaxDisplay = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/tax-display',
  summary: 'Back office: quote prices exclusive or inclusive of VAT (audited, with a reason)',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  body: StaffReason.extend(TaxDisplaySetting.shape).meta({ id: 'AdminSetTaxDisplayBody' }),
  response: { 200: TaxDisplaySetting, ...errors(400, 401, 403) },
});
