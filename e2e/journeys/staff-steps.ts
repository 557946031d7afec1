import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET } from '../ports';

const totp = new TOTP({ secret: Secret.fromBase32(ADMIN_TOTP_SECRET) });

/** The seeded admin's current authenticator code, as the phone app would show it. */
export const staffCode = () => totp.generate();

/**
 * Signs the seeded admin in from `path` (a back-office page or the sign-in page itself). The back
 * office accepts a code once (decision 0171), and the journeys of one server share the admin: when
 * an earlier journey used this 30-second step's code, the sign-in is refused and this waits for
 * the next step, as a person would wait for the app's next code.
 */
export async function signInStaff(page: Page, path = '/admin/sign-in') {
  await page.goto(path);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('6-digit code from your authenticator app').fill(staffCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await page
      .waitForURL((url) => !url.pathname.includes('/sign-in'), { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    const periodMs = totp.period * 1000;
    await page.waitForTimeout(periodMs - (Date.now() % periodMs) + 500);
    await page.goto(path);
  }
  throw new Error('The back office refused the seeded admin three times');
}
