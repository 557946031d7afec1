import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { COUNTS, TIMEOUT_MS } from './reliability-config';
import {
  assertBuilt,
  createProcessDatabase,
  openProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from './server-process';

/**
 * Issue 21 item 1 (decision 0180): the notice sender under SIGKILL and on two instances. The
 * built server walks the demo accounts through their renewals on the test clock — to 7 days
 * before each one (the notice), then to the renewal (the charge) — and kills itself before the
 * notice's transaction commits or right after (CRASH_AT). Restarted, it runs again at the same
 * instant. Then, from the database: every notice event has exactly one email, and every renewal
 * that was announced was announced once. A second test runs two processes on one database, both
 * running the engine at every instant: still one email per event.
 */

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOTICE_KINDS = ['renewal_upcoming', 'trial_ending'];

async function call(server: ServerProcess, urlPath: string, body?: unknown) {
  try {
    const res = await fetch(server.url + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'halyard' },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch {
    return null; // killed under the call
  }
}

/** The next renewal of a subscription charged by us after `now` (the walk's next stop). */
async function nextRenewal(handle: DatabaseHandle, now: Date): Promise<Date | null> {
  const row = await handle.db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.min('next_payment_date').as('next'))
    .where('state', 'in', ['active', 'intrial'])
    .where('auto_billing_enabled', '=', 1)
    .where('next_payment_method', 'in', ['CreditCard', 'PaypalLegacy'])
    .where('next_billing_cycle', '>=', 6) // terms of 6 months or more: always announced
    .where('next_payment_date', '>', new Date(now.getTime() + 7 * DAY).toISOString())
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

/** One email per notice event, and one event per email: the two counts agree, per address. */
async function expectOneMailPerEvent(handle: DatabaseHandle) {
  const events = await handle.db
    .selectFrom('billing_notices as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.email', 'n.kind', 'n.subject_id', 'n.event'])
    .where('n.kind', 'in', NOTICE_KINDS)
    .execute();
  const mails = await handle.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'kind'])
    .where('kind', 'in', NOTICE_KINDS)
    .execute();
  const count = (list: { key: string }[]) => {
    const map = new Map<string, number>();
    for (const { key } of list) map.set(key, (map.get(key) ?? 0) + 1);
    return Object.fromEntries([...map].sort());
  };
  expect(count(mails.map((m) => ({ key: `${m.to_address} ${m.kind}` })))).toEqual(
    count(events.map((e) => ({ key: `${e.email} ${e.kind}` }))),
  );
  const perEvent = count(events.map((e) => ({ key: `${e.subject_id} ${e.kind} ${e.event}` })));
  expect(Object.values(perEvent).every((n) => n === 1)).toBe(true);
  return { events: events.length, mails: mails.length };
}

beforeAll(() => assertBuilt());

describe(`notice sender: once per event under crashes and on two instances (${kind})`, () => {
  let db: ProcessDatabase | undefined;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of running) await s.kill('SIGKILL');
    await db?.drop();
  });

  it(
    `${COUNTS.crashesPerPoint} SIGKILLs before and after each notice's commit → one email per event`,
    async () => {
      db = await createProcessDatabase();
      const env = { CRASH_AT: 'notice:before-commit:0.3,notice:after-commit:0.3' };
      let server = await startServerProcess(db, env);
      running.push(server);
      const handle = openProcessDatabase(db);
      const kills = new Map<string, number>();
      const enough = () =>
        ['notice:before-commit', 'notice:after-commit'].every(
          (p) => (kills.get(p) ?? 0) >= COUNTS.crashesPerPoint,
        );
      /** Runs the engine at `at` until one run completes, restarting after every kill. */
      const runAt = async (at: Date) => {
        for (;;) {
          const clock = await call(server, '/api/test/clock', { set: at.toISOString() });
          const run = clock && (await call(server, '/api/test/billing/run'));
          if (run) {
            expect(run.status, JSON.stringify(run.body)).toBe(200);
            return;
          }
          const { signal } = await server.exited;
          expect(signal, server.stderr()).toBe('SIGKILL');
          const point = /CRASH_AT: killed at (\S+)/.exec(server.stderr())?.[1] ?? 'unknown';
          kills.set(point, (kills.get(point) ?? 0) + 1);
          server = await startServerProcess(db as ProcessDatabase, env);
          running.push(server);
        }
      };
      try {
        let now = new Date();
        let stops = 0;
        // Walk renewal after renewal (years ahead if needed) until each point killed enough.
        while (!enough() || stops < 6) {
          const renewal = await nextRenewal(handle, now);
          if (!renewal) break;
          await runAt(new Date(renewal.getTime() - 7 * DAY + HOUR));
          now = new Date(renewal.getTime() + HOUR);
          await runAt(now);
          stops++;
        }
        const figures = await expectOneMailPerEvent(handle);
        expect(figures.events).toBeGreaterThanOrEqual(stops - 1); // a reward-paid one has none
        for (const point of ['notice:before-commit', 'notice:after-commit'])
          expect(kills.get(point) ?? 0).toBeGreaterThanOrEqual(COUNTS.crashesPerPoint);
        process.stdout.write(
          `notice crash injection (${kind}): ${JSON.stringify({ stops, ...figures, kills: Object.fromEntries(kills) })}\n`,
        );
      } finally {
        await handle.close();
        await server.kill('SIGTERM');
      }
    },
    Math.max(TIMEOUT_MS, 300_000), // each kill restarts the built server (2–5 s on PostgreSQL)
  );

  // Several instances share one PostgreSQL (ARCHITECTURE decision 4); SQLite is one process's.
  it.runIf(kind === 'postgres')(
    'two instances on one database, both running the engine at every instant → one email per event',
    async () => {
      await db?.drop();
      db = await createProcessDatabase();
      const a = await startServerProcess(db);
      const b = await startServerProcess(db, { SEED_DEMO: '0' });
      running.push(a, b);
      const handle = openProcessDatabase(db);
      try {
        let now = new Date();
        for (let stop = 0; stop < 8; stop++) {
          const renewal = await nextRenewal(handle, now);
          if (!renewal) break;
          for (const at of [
            new Date(renewal.getTime() - 7 * DAY + HOUR),
            new Date(renewal.getTime() + HOUR),
          ]) {
            for (const s of [a, b]) await call(s, '/api/test/clock', { set: at.toISOString() });
            const runs = await Promise.all([a, b].map((s) => call(s, '/api/test/billing/run')));
            for (const run of runs)
              expect(run?.status, `${JSON.stringify(run?.body)} ${a.stdout()} ${b.stdout()}`).toBe(
                200,
              );
          }
          now = new Date(renewal.getTime() + HOUR);
        }
        const figures = await expectOneMailPerEvent(handle);
        expect(figures.events).toBeGreaterThan(5);
        process.stdout.write(
          `notice sender, two instances (${kind}): ${JSON.stringify(figures)}\n`,
        );
      } finally {
        await handle.close();
      }
    },
    TIMEOUT_MS,
  );
});
