import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET } from '../ports';

const totp = new TOTP({ secret: Secret.fromBase32(ADMIN_TOTP_SECRET) });

const periodMs = totp.period * 1000;
const stepAt = (ms: number) => Math.floor(ms / periodMs);
/** The last step this worker signed in with: the back office takes a step's code once. */
let lastStep = -1;

/**
 * The code to sign in with now: this step's, or the next one's when this worker has already
 * used this step's. The server takes a code one step either side of its own (clock drift,
 * `matchTotp`) and each step once (decision 0171); a phone whose clock runs a little ahead
 * shows that next code. Past that, this waits for the next step, as a person would for the
 * app's next code.
 */
async function freshCode(page: Page): Promise<string> {
  for (;;) {
    const now = stepAt(Date.now());
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return totp.generate({ timestamp: step * periodMs });
    }
    await page.waitForTimeout(periodMs - (Date.now() % periodMs) + 100);
  }
}

/**
 * Signs the seeded admin in from `path` (a back-office page or the sign-in page itself). The back
 * office accepts a code once (decision 0171), and the journeys of one server share the admin:
 * a code this worker used is never sent again (`freshCode`); when another worker used it, the
 * sign-in is refused and this waits for the next step.
 */
export async function signInStaff(page: Page, path = '/admin/sign-in') {
  await page.goto(path);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('6-digit code from your authenticator app').fill(await freshCode(page));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await page
      .waitForURL((url) => !url.pathname.includes('/sign-in'), { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    lastStep = Math.max(lastStep, stepAt(Date.now()) + 1); // another worker's: wait past it
    await page.goto(path);
  }
  throw new Error('The back office refused the seeded admin three times');
}
