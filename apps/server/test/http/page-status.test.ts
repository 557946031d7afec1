import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

let t: TestServer;
let web: string;
beforeAll(async () => {
  // A built SPA stand-in: the server serves its index.html for every page address.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<html><head><meta name="marketing" content="%MARKETING_SITE_URL%" /></head><body><div id="root"></div></body></html>',
  );
  t = await startTestServer({ WEB_DIST: web, MARKETING_SITE_URL: 'https://www.keel.test/' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) => {
  const res = await fetch(t.url + url, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(cookie && { cookie }) },
  });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
};

describe(`issue 17 item 4: a page answers with the status it stands for (${testDatabaseKind})`, () => {
  it('answers 404 with the SPA (its not-found page) for an address no page serves', async () => {
    for (const url of [
      '/download/windows',
      '/blog',
      '/support/troubleshooting/no-such-article',
      '/de/support/no-such-section',
      '/en/order',
      '/xx/order',
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers 200 for public pages, help articles and legal pages, with or without locale prefix', async () => {
    for (const url of [
      '/',
      '/order',
      '/de/checkout',
      '/sign-in',
      '/support',
      '/support/billing',
      '/support/contact',
      '/support/troubleshooting/automatic-renewal-payment-failed',
      '/support/troubleshooting/ios-in-app-purchases/',
      '/jp/support/troubleshooting/play-store-subscriptions',
      '/privacy-policy',
      '/de/tos',
      '/refund-policy',
      '/cookie-policy',
    ]) {
      expect((await page(url)).status, url).toBe(200);
    }
  });

  it('sends a signed-out visitor of a portal page to sign in and back; 200 when the navigation leads to it', async () => {
    const out = await page('/subscriptions');
    expect(out.status).toBe(302);
    expect(out.location).toBe('/sign-in?next=%2Fsubscriptions');
    const de = await page('/de/invoices?page=2');
    expect(de.location).toBe('/de/sign-in?next=%2Fde%2Finvoices%3Fpage%3D2');
    const cookie = await signInAs(t, 'premium-us');
    expect((await page('/subscriptions', cookie)).status).toBe(200);
    expect((await page('/de/invoices', cookie)).status).toBe(200);
    expect((await page('/keys', cookie)).status).toBe(200);
  });

  it('answers 403 for a page the user’s navigation does not lead to (spec §6)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    // Basic tier: no password manager (spec §6 "tier above basic"); no eSIM.
    expect((await page('/keys', cookie)).status).toBe(403);
    expect((await page('/de/esim', cookie)).status).toBe(403);
    const expired = await signInAs(t, 'expired');
    expect((await page('/support/dedicated-ip', expired)).status).toBe(403);
  });

  it('answers 404 for another user’s subscription, like the API', async () => {
    const other = await signInAs(t, 'premium-us');
    const subs = await t.request('GET', '/api/v2/subscriptions/', { cookie: other });
    const krn = encodeURIComponent(subs.body.subscriptions[0].krn);
    expect((await page(`/subscriptions/${krn}/retry_manual_payment`, other)).status).toBe(200);
    const cookie = await signInAs(t, 'basic-us');
    expect((await page(`/subscriptions/${krn}/retry_manual_payment`, cookie)).status).toBe(404);
    expect((await page(`/my-subscriptions/${krn}/aircove-coupon`, cookie)).status).toBe(404);
  });

  it('sends a user to their own dashboard where the page guard would', async () => {
    const cookie = await signInAs(t, 'business');
    const res = await page('/de/subscriptions', cookie);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/de/volume-management');
  });

  it('writes the configured marketing site into the page', async () => {
    expect((await page('/order')).body).toContain('content="https://www.keel.test"');
  });

  it('keeps API and asset misses as JSON 404s', async () => {
    const api = await fetch(`${t.url}/api/v1/nope`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  });
});
