import type { FastifyInstance } from 'fastify';
import {
  downloadDataExport,
  getDataExport,
  requestDataExport,
  type DataExport,
} from '@halyard/contract';
import { askForExport, dataExportState } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { DataExportRepository, DataExportRow } from './data-export.repository';

/**
 * Issue 22 item 6 (decision 0195): ask for a copy of one's data, read its state, download it.
 * Asking only writes the request; the processor prepares it in the background (`onRequested`
 * wakes it when background work runs).
 */
export function registerDataExportRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; repo: DataExportRepository; onRequested: () => void },
): void {
  const { repo, clock } = deps;
  const view = (row: DataExportRow, now: Date): DataExport => {
    const ask = askForExport(row, now);
    return {
      id: row.id,
      state: dataExportState(row, now),
      requested_at: row.requested_at,
      ready_at: row.ready_at,
      expires_at: row.expires_at,
      size_bytes: row.size_bytes,
      next_request_at: ask.kind === 'too_soon' ? ask.retryAt.toISOString() : null,
    };
  };

  registerRoute(app, getDataExport, async ({ user }) => {
    const latest = await repo.latest(deps.db, { tenantId: user.tenantId, userId: user.id });
    return { export: latest ? view(latest, clock.now()) : null };
  });

  registerRoute(app, requestDataExport, async ({ user, reply }) => {
    const owner = { tenantId: user.tenantId, userId: user.id };
    const now = clock.now();
    const outcome = await deps.db.transaction().execute(async (trx) => {
      await repo.lockUser(trx, owner);
      const latest = await repo.latest(trx, owner);
      const ask = askForExport(latest, now);
      if (ask.kind === 'existing') return { row: latest as DataExportRow, created: false };
      if (ask.kind === 'too_soon')
        throw new HttpError(
          429,
          'export_too_soon',
          `A data export can be asked for once a day; yours is ready to download. Ask again after ${ask.retryAt.toISOString()}.`,
        );
      return { row: await repo.create(trx, owner, now), created: true };
    });
    if (outcome.created) {
      reply.code(202);
      deps.onRequested();
    }
    return { export: view(outcome.row, now) };
  });

  registerRoute(app, downloadDataExport, async ({ user, params, reply }) => {
    const found = await repo.archive({ tenantId: user.tenantId, userId: user.id }, params.id);
    if (!found) throw notFound('Data export');
    const state = dataExportState({ ...found, status: found.status }, clock.now());
    if (state === 'preparing' || state === 'failed')
      throw new HttpError(409, 'export_not_ready', 'This data export is not ready yet.');
    if (state === 'expired' || found.archive === null)
      throw new HttpError(
        410,
        'export_expired',
        'This data export has expired. Ask for a new one.',
      );
    const day = found.requested_at.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="data-export-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return Buffer.from(found.archive);
  });
}
