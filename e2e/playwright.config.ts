import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import {
  ADMIN_TOTP_SECRET,
  CLOCK_PORT,
  E2E_PORT as PORT,
  MARKETING_PORT,
  MARKETING_SITE_URL,
} from './ports';

/**
 * Journeys that move the server's test clock. They run on a server of their own (CLOCK_PORT), one
 * after another, beside the other journeys (decision 0240).
 */
const TIME_TRAVEL = [
  '**/money-taxed.spec.ts',
  '**/lifecycle-authentication.spec.ts',
  // Issue 22 item 1: a renewal on the card made the default (decision 0191).
  '**/payment-methods-renewal.spec.ts',
];
/**
 * Issue 24: journeys that move the clock from the demo accounts' seeded state (trials to their
 * first invoice), or change what the seeded state shows: on the clock's server, before TIME_TRAVEL
 * moves months ahead.
 */
const FROM_SEED = [
  // The back office changes the catalogue, which (rightly) retires every pre-rendered storefront
  // page (decision 0175): the journeys that check pre-rendering run on the other server.
  '**/admin-back-office.spec.ts',
  // Signs in to the back office too. A TOTP code is accepted once: `signInStaff` (staff-steps.ts)
  // waits for the next 30-second code when the journey above used this one (decision 0219).
  '**/admin-promotion-codes.spec.ts',
  // Pays autobill-failed's owed renewal, which the dashboard journeys show as failed.
  '**/checkout-customers.spec.ts',
  // Buys a second plan and an add-on as cancelled@, whose dashboard and navigation the other
  // journeys check as seeded; signs in to the back office through the same helper.
  '**/portal-credit-balance.spec.ts',
  '**/time-travel-*.spec.ts',
];
const root = path.resolve(import.meta.dirname, '..');

/**
 * Debian's Chromium (DEVELOPERS.md): Playwright's own browser download is not available here. The
 * journeys run in its headless shell, the build Playwright itself runs headless tests in: the same
 * Blink and V8 as the full browser without its browser UI, in less time (decision 0242: 93
 * journeys 149 s against 263–267 s). CHROMIUM_BIN=/usr/bin/chromium runs them in the full browser.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The environment of a journeys' server on `port`, on a fresh database of its own. */
function serverEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    // One data directory per port: runs on other ports (E2E_PORT) never wipe each other's.
    DATA_DIR: `.tmp/e2e-data-${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // decision 0064: the Expert Program flag is on for one pilot account in the journeys.
    EXPERT_PROGRAM: 'basic-de@demo.halyard.test',
    // Journeys sign up many accounts from one address (decision 0107's limit is per IP).
    SIGNUP_MAX_PER_IP: '1000',
    // The seeded back-office admin's authenticator (issue 16): the journeys compute its codes.
    ADMIN_TOTP_SECRET,
    ...extra,
  };
}

export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // decision 0092: no card number or security code in our database, log or request bodies.
  globalTeardown: '../scripts/reliability/e2e-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM snapshot and screenshot: a third of the journeys' time
    // (measured: 40 journeys 183–203 s with traces kept on failure, 130 s without). CI keeps only
    // the log, so traces are opt-in for a local investigation: E2E_TRACE=retain-on-failure.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [...TIME_TRAVEL, ...FROM_SEED],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      // From the start, beside chromium, on the clock's server: one clock for the whole server,
      // so these journeys run one after another. TIME_TRAVEL follows as its teardown, which runs
      // whatever their outcome.
      name: 'time-travel-from-seed',
      testMatch: FROM_SEED,
      teardown: 'time-travel',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${CLOCK_PORT}`,
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'time-travel',
      testMatch: TIME_TRAVEL,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${CLOCK_PORT}`,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: [
    // The built product, as `npm start` serves it, on a fresh database: one for most journeys and
    // one for those that move its clock (decision 0240).
    ...[PORT, CLOCK_PORT].map((port) => ({
      command: 'node e2e/start-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: serverEnv(port, {
        // Test-only: record our API's request bodies and the log for the card-data scan.
        RELIABILITY_RECORD_DIR: `.tmp/e2e-data-${port}/record`,
      }),
    })),
    {
      // The same product configured with a marketing site (decision 0133): the journeys that check
      // its header and footer links use this server (fixtures' `marketingSiteBaseURL`), since the
      // links are part of the server-rendered page (decision 0140).
      command: 'node e2e/start-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${MARKETING_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Issue 22 item 3: this server's default tenant quotes gross prices (decision 0196).
      env: serverEnv(MARKETING_PORT, { MARKETING_SITE_URL, SEED_TAX_DISPLAY: 'inclusive' }),
    },
  ],
});
