import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import { isAdjustable } from '../test-clock/adjustable-clock';
import { createDataExportProcessor } from './data-export.processor';
import { createDataExportRepository } from './data-export.repository';
import { registerDataExportRoutes } from './data-export.routes';
import { createExportSectionsRepository } from './export-sections.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prepares requested data exports; startServer runs it on a timer, tests call runDue. */
    dataExports: {
      runDue(now?: Date): Promise<number>;
      start(intervalMs: number): void;
      stop(): Promise<void>;
    };
  }
}

/**
 * Issue 22 item 6 (decision 0195): the data export routes and their background processor. When
 * background work runs, a new request wakes the processor at once (the request does not wait for
 * it); the timer picks up anything left. With the test clock, POST /api/test/data-exports/run
 * runs it at the clock's instant (not part of the contract; 404 otherwise).
 */
export function installDataExports(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; clock: Clock; publicUrl: string; testClock: boolean },
): void {
  const { database, clock } = deps;
  const db = database.db;
  const repo = createDataExportRepository(db, database.kind);
  const processor = createDataExportProcessor({
    db,
    repo,
    sections: createExportSectionsRepository(db),
    mailer: app.mailer,
    publicUrl: deps.publicUrl,
    owner: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs: 5 * 60_000,
    log: app.log,
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const run = (now: Date = clock.now()) => processor.processDue(now);
  const kick = () => {
    running ??= run()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'data export run failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };
  const dataExports = {
    runDue: run,
    start(intervalMs: number) {
      timer ??= setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  app.decorate('dataExports', dataExports);
  app.addHook('onClose', () => dataExports.stop());
  registerDataExportRoutes(app, {
    db,
    clock,
    repo,
    onRequested: () => {
      if (timer) kick();
    },
  });
  if (deps.testClock && isAdjustable(clock))
    app.post('/api/test/data-exports/run', { schema: { hide: true } }, async () => ({
      now: clock.now().toISOString(),
      ready: await run(),
    }));
}
