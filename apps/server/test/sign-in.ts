import { DEMO_PASSWORD, demoEmail } from '../src/seed/demo-accounts';
import type { TestServer } from './test-server';

/** Signs a demo account in and returns its session cookie. */
export async function signInAs(t: TestServer, key: string, tenant?: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/auth/sign-in', {
    body: { email: demoEmail(key), password: DEMO_PASSWORD },
    ...(tenant && { tenant }),
  });
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in as ${key} failed: ${res.status}`);
  return res.cookie;
}
