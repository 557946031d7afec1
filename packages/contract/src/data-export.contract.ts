import { z } from 'zod';
import { IdParams, Instant } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * A customer's copy of their data (issue 22 item 6, decision 0195; GDPR articles 15 and 20):
 * prepared in the background, then offered for download for 7 days.
 */
export const DataExport = z
  .object({
    id: z.string(),
    state: z.enum(['preparing', 'ready', 'expired', 'failed']),
    requested_at: Instant,
    ready_at: Instant.nullable(),
    /** The last moment it can be downloaded (ready exports only). */
    expires_at: Instant.nullable(),
    size_bytes: z.number().int().nullable(),
    /** When a new export can be asked for (once a day); null: now. */
    next_request_at: Instant.nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExport>;

const DataExportResult = z
  .object({ export: DataExport.nullable() })
  .meta({ id: 'DataExportResult' });

export const getDataExport = defineRoute({
  method: 'GET',
  path: '/api/v2/users/data-exports',
  summary: "The signed-in customer's latest data export and its state (null: never asked)",
  tags: ['account'],
  auth: true,
  response: { 200: DataExportResult, ...errors(401) },
});

export const requestDataExport = defineRoute({
  method: 'POST',
  path: '/api/v2/users/data-exports',
  summary:
    'Ask for a copy of all data held about the customer (202); one being prepared is answered (200)',
  tags: ['account'],
  auth: true,
  body: z.object({}).meta({ id: 'DataExportRequestBody' }),
  response: {
    200: z.object({ export: DataExport }).meta({ id: 'DataExportPending' }),
    202: z.object({ export: DataExport }).meta({ id: 'DataExportRequested' }),
    ...errors(400, 401, 429),
  },
});

export const downloadDataExport = defineRoute({
  method: 'GET',
  path: '/api/v2/users/data-exports/{id}/download',
  summary: 'A ready data export as a JSON file (its owner only)',
  tags: ['account'],
  auth: true,
  produces: 'application/json',
  params: IdParams,
  response: {
    200: z.any().meta({ description: 'application/json archive' }),
    ...errors(400, 401, 404, 409, 410),
  },
});
