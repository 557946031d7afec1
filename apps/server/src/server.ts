import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { listenForMetrics } from './http/metrics.plugin';
import { systemClock, type Clock } from './clock';
import { withListeningPort, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { recordDir } from './reliability/body-recorder';
import { seedIfEmpty, type SeedSummary } from './seed/seed';
import { seedAdmin, type SeededAdmin } from './seed/admin.seed';
import { isAdjustable, OffsetClock } from './modules/test-clock/adjustable-clock';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly url: string;
  readonly seeded: SeedSummary | null;
  /** The back office's first admin, when this start created it (issue 16). */
  readonly admin: SeededAdmin | null;
  /** `GET /metrics` on METRICS_PORT, when set (issue 19 item 7). */
  readonly metricsUrl: string | null;
  close(): Promise<void>;
}

/** Where the built SPA lives relative to this bundle (apps/server/dist → apps/web/dist). */
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

/** The Markdown shipped with the app (repo root `content/`; decision 0131). */
function defaultContentDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../content');
}

/** Pino JSON lines on stdout; in a recorded test run (decision 0092) into the record directory. */
function loggerOptions(level: Config['logLevel']) {
  const dir = recordDir();
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    return { level: level === 'silent' ? 'info' : level, file: path.join(dir, 'server.log') };
  }
  return level === 'silent' ? false : { level };
}

export interface StartOptions {
  /** Run timers for background work (mail delivery, billing). Tests drive them by hand instead. */
  readonly background?: boolean;
}

/**
 * PORT=0 asks the OS for a port. The site address (email links, accepted Origins; decision 0105)
 * must name the real port before the app is built, so the port is taken here and held until the
 * app listens on it.
 */
async function holdPort(
  host: string,
  port: number,
): Promise<{ port: number; free(): Promise<void> }> {
  if (port !== 0) return { port, free: async () => undefined };
  const holder = net.createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, host, () => resolve());
  });
  return {
    port: (holder.address() as AddressInfo).port,
    free: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  };
}

/** Opens the database, migrates, seeds an empty one, builds the app and listens. */
export async function startServer(
  config: Config,
  clock: Clock = systemClock,
  options: StartOptions = { background: true },
): Promise<RunningServer> {
  // Time travel for tests and journeys (decision 0035): the system clock becomes adjustable.
  if (config.testClock && !isAdjustable(clock)) clock = new OffsetClock(clock);
  const held = await holdPort(config.host, config.port);
  config = withListeningPort(config, held.port);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const seeded = config.seedDemo ? await seedIfEmpty(database.db, clock.now(), config) : null;
    const admin = await seedAdmin(database.db, clock, config);
    const app = await buildApp({
      config: {
        ...config,
        webDist: config.webDist ?? defaultWebDist(),
        builtInContentDir: config.builtInContentDir ?? defaultContentDir(),
      },
      database,
      clock,
      logger: loggerOptions(config.logLevel),
    });
    await held.free();
    const address = await app.listen({ host: config.host, port: config.port });
    // Issue 19 item 7: Prometheus' scrape address of its own when METRICS_PORT is set.
    const metricsListener =
      config.metricsPort === null ? null : await listenForMetrics(config.host, config.metricsPort);
    if (options.background) {
      app.mailer.start();
      app.billingEngine.start(config.billing.intervalMs);
      app.checkout.start(config.checkout.reconcileIntervalMs);
      app.dataExports.start(config.billing.intervalMs);
    }
    return {
      app,
      database,
      url: address.replace('[::1]', 'localhost'),
      seeded,
      admin,
      metricsUrl: metricsListener ? `http://${config.host}:${metricsListener.port}/metrics` : null,
      async close() {
        await metricsListener?.close();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await held.free();
    await database.close();
    throw error;
  }
}
