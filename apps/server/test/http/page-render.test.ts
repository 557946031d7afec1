import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PAGES } from '@halyard/domain';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

/**
 * Issue 18 (decision 0140): pages arrive as HTML — the storefront pre-rendered at build time for a
 * visit nothing visitor-dependent applies to, every other page rendered on request with the
 * visitor's data — and a first visit is sent to its language by the server.
 */
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const BUILT = ['dist-server/entry-server.js', 'dist-prerender/pages.json'].map((file) =>
  path.join(WEB_DIST, '..', file),
);

let t: TestServer;
beforeAll(async () => {
  for (const file of BUILT)
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: run \`npm run build\` first (the pages are checked).`);
  // The server's clock on the build's day: pre-rendered pages are that day's (their dates).
  const manifest = JSON.parse(fs.readFileSync(BUILT[1] as string, 'utf8')) as {
    renderedAt: string;
  };
  t = await startTestServer({ WEB_DIST }, new Date(manifest.renderedAt));
});
afterAll(() => t.close());

async function page(address: string, headers: Record<string, string> = {}) {
  const res = await fetch(t.url + address, { headers, redirect: 'manual' });
  return { res, html: await res.text(), source: res.headers.get('x-page-source') };
}

/** A document without this answer's CSP nonces (decision 0092): what is the same for every visit. */
const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, '');

/** The page's one script (decision 0229): the modules it preloads and the entry it imports. */
function loader(html: string): { files: string[]; entry: string } {
  const script = /<script[^>]*type="module"[^>]*>(const files=[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script, 'the page has its script loader').toBeDefined();
  return {
    files: JSON.parse(/^const files=(\[[^\]]*\])/.exec(script ?? '')?.[1] ?? '[]') as string[],
    entry: /import\("([^"]+)"\)/.exec(script ?? '')?.[1] ?? '',
  };
}

/** The JSON the browser hydrates with. */
function pageData(html: string): { loaderData: Record<string, unknown>; queries: unknown } {
  const json = /<script[^>]*id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its data').toBeDefined();
  return JSON.parse(json ?? 'null') as { loaderData: Record<string, unknown>; queries: unknown };
}

describe(`pages rendered on the server (${testDatabaseKind})`, () => {
  it('issue 18: /order is the pre-rendered page, with the plans, the prices and the offer data', async () => {
    const { res, html, source } = await page('/order');
    expect(res.status).toBe(200);
    expect(source).toBe('prerendered');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Choose your plan · Halyard VPN</title>');
    expect(html).toMatch(/\$6\.67/);
    expect(JSON.stringify(pageData(html).loaderData)).toContain('"id":"regular"');
    // The stylesheet is in the document; no script runs before the first paint.
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const [tag] of head.matchAll(/<script\b[^>]*>/g)) expect(tag).toContain('type="module"');
    // The brand and tenant are the server's, as in index.html.
    expect(html).not.toContain('%BRAND_NAME%');
  });

  it('issue 18: a page names no script or module for the browser to fetch before its first paint (0229)', async () => {
    const built = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(built)?.[1];
    const shared = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
    expect(entry).toBeDefined();
    expect(shared.length).toBeGreaterThan(0);
    for (const address of ['/order', '/de/sign-in', '/checkout?offer=regular&currency=USD']) {
      const { html } = await page(address);
      // Nothing the preload scanner would fetch: no script with a src, no modulepreload link.
      expect(html, address).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html, address).not.toMatch(/<link[^>]*modulepreload/);
      // The loader, after the page's markup and data, imports the entry and preloads the entry's
      // own chunks before the route's.
      const after = html.slice(html.indexOf('id="page-data"'));
      expect(after, address).toContain('const files=');
      const { files, entry: imported } = loader(html);
      expect(imported, address).toBe(entry);
      expect(files.slice(0, shared.length), address).toEqual(shared.map((m) => m[1]));
      expect(files.length, address).toBeGreaterThan(shared.length);
    }
  });

  it('issue 18: the loader starts the app once the first paint is reported, at once when nothing will be painted, else after 3 s (0229), its links a few to a task (0230)', async () => {
    // Rendered on request (a pre-rendered page holds the loader of its build): the portal's home,
    // which preloads the most modules.
    const cookie = await signInAs(t, 'basic-us');
    const { html, source: rendered } = await page('/de/subscriptions', { cookie });
    expect(rendered).toBe('rendered');
    const source = /<script[^>]*type="module"[^>]*>(const files=[\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(source).toBeDefined();
    const { files, entry } = loader(html);
    /** Runs the loader in a browser of the given kind; returns what it did and its hooks. */
    function browser(kind: { hidden?: boolean; paintTiming?: boolean }) {
      const appended: string[] = [];
      const imported: string[] = [];
      const timers: (() => void)[] = [];
      // The loader's next batch of links, queued with a 0 ms timer (decision 0230).
      const tasks: (() => void)[] = [];
      let reportPaint: ((names: string[]) => void) | null = null;
      class Observer {
        static supportedEntryTypes = kind.paintTiming === false ? ['mark'] : ['mark', 'paint'];
        constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
          reportPaint = (names) =>
            this.callback(
              { getEntriesByName: (name: string) => names.filter((n) => n === name) },
              { disconnect: () => (reportPaint = null) },
            );
        }
      }
      const clickListeners = new Set<(event: { target: unknown }) => void>();
      const document = {
        addEventListener: (
          type: string,
          listener: (event: { target: unknown }) => void,
          capture: boolean,
        ) => {
          expect([type, capture]).toEqual(['click', true]);
          clickListeners.add(listener);
        },
        removeEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
          expect(type).toBe('click');
          clickListeners.delete(listener);
        },
        visibilityState: kind.hidden ? 'hidden' : 'visible',
        querySelector: () => ({ nonce: 'n0nce' }),
        createElement: () => ({}) as Record<string, string>,
        head: {
          append: (link: Record<string, string>) => {
            expect(link).toMatchObject({ rel: 'modulepreload', crossOrigin: '', nonce: 'n0nce' });
            appended.push(link.href ?? '');
          },
        },
      };
      const globals: Record<string, unknown> = {
        document,
        PerformanceObserver: Observer,
        setTimeout: (callback: () => void, ms: number) => {
          if (ms === 0) return tasks.push(callback);
          expect(ms).toBe(3000);
          timers.push(callback);
        },
        load: (file: string) => imported.push(file),
      };
      vm.runInNewContext((source ?? '').replace(/\bimport\(/, 'load('), {
        ...globals,
        globalThis: globals,
      });
      /** Runs the queued tasks one by one; how many links each one added. */
      const runTasks = () => {
        const perTask: number[] = [];
        for (let task = tasks.shift(); task; task = tasks.shift()) {
          const before = appended.length;
          task();
          perTask.push(appended.length - before);
        }
        return perTask;
      };
      return {
        appended,
        imported,
        timers,
        runTasks,
        paint: (names: string[]) => reportPaint?.(names),
        /** A click on `target`, as the page's capturing listeners hear it. */
        click: (target: unknown) => {
          for (const listener of clickListeners) listener({ target });
        },
        takeEarlyClick: () => (globals.takeEarlyClick as () => unknown)(),
        /** Whether the loader's `pageModulesAdded` has settled (decision 0248). */
        modulesAdded: () =>
          Promise.race([
            (globals.pageModulesAdded as Promise<void>).then(() => true),
            new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
          ]),
        listening: () => clickListeners.size,
      };
    }

    // Decision 0237: the last button clicked before the app runs is kept for the app; a submit
    // button (disabled until then), a disabled one and a click beside any button are not.
    const clicks = browser({});
    const button = (type: string, disabled = false) => {
      const element = {
        type,
        disabled,
        closest: (selector: string) => (selector === 'button' ? element : null),
      };
      return element;
    };
    const picker = button('button');
    const chat = button('button');
    clicks.click(picker);
    clicks.click(chat);
    clicks.click(button('submit'));
    clicks.click(button('button', true));
    clicks.click({ closest: () => null });
    clicks.click({}); // a text node's parent-less target: no `closest`
    expect(clicks.takeEarlyClick()).toBe(chat);
    // Taken once; from then on React hears the clicks itself.
    expect(clicks.listening()).toBe(0);
    clicks.click(picker);
    expect(clicks.takeEarlyClick()).toBeNull();

    const visible = browser({});
    expect(visible.imported).toEqual([]); // nothing before the paint
    visible.paint(['first-paint']);
    expect(visible.imported).toEqual([]); // a paint with no content is not enough
    visible.paint(['first-paint', 'first-contentful-paint']);
    // The entry is imported at once; its links come first, at most 4 a task (0230).
    expect(visible.imported).toEqual([entry]);
    expect(files.length).toBeGreaterThan(4);
    expect(visible.appended).toEqual(files.slice(0, 4));
    // The app waits for the last link before it resolves the page's routes (0248).
    expect(await visible.modulesAdded()).toBe(false);
    expect(Math.max(...visible.runTasks())).toBeLessThanOrEqual(4);
    expect(visible.appended).toEqual(files);
    expect(await visible.modulesAdded()).toBe(true);
    for (const timer of visible.timers) timer();
    expect(visible.imported).toEqual([entry]); // started once

    for (const kind of [{ hidden: true }, { paintTiming: false }]) {
      const atOnce = browser(kind);
      expect(atOnce.imported, JSON.stringify(kind)).toEqual([entry]);
      atOnce.runTasks();
      expect(atOnce.appended, JSON.stringify(kind)).toEqual(files);
    }

    const neverPainted = browser({});
    expect(neverPainted.timers).toHaveLength(1);
    neverPainted.timers[0]?.();
    expect(neverPainted.imported).toEqual([entry]);
  });

  it('issue 18: /de/order and a currency in the query are pre-rendered in that language', async () => {
    const de = await page('/de/order');
    expect(de.source).toBe('prerendered');
    expect(de.html).toContain('<html lang="de" dir="ltr">');
    expect(de.html).toMatch(/6,67\s€/);
    const gbp = await page('/jp/order?currency=GBP');
    expect(gbp.source).toBe('prerendered');
    expect(gbp.html).toContain('£6.67');
    const ar = await page('/ar/checkout?offer=regular&currency=USD&price=regular-premium-12m-usd');
    expect(ar.source).toBe('prerendered');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("issue 18: a page preloads its own language's checkout strings, not English's (0140 addendum)", async () => {
    const preload = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST, '.vite', 'route-preload.json'), 'utf8'),
    ) as Record<string, string[]>;
    const strings = (languageCode: string) => preload[`checkout:${languageCode}`]?.[0] ?? '?';
    const preloaded = (html: string) => loader(html).files;
    // `/jp/…` is Japanese (language code `ja`); `/sign-in` is rendered on request.
    for (const [address, languageCode] of [
      ['/order', 'en'],
      ['/de/order', 'de'],
      ['/jp/order?currency=GBP', 'ja'],
      ['/ar/checkout?offer=regular&currency=USD&price=regular-premium-12m-usd', 'ar'],
      ['/de/sign-in', 'de'],
    ] as const) {
      const links = preloaded((await page(address)).html);
      expect(links, address).toContain(strings(languageCode));
      if (languageCode !== 'en') expect(links, address).not.toContain(strings('en'));
    }
  });

  it("issue 18: every page preloads its own route's modules, found by its id in the page table (0248)", async () => {
    const preload = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST, '.vite', 'route-preload.json'), 'utf8'),
    ) as Record<string, string[]>;
    // Every page the server renders has its list: without one, Vite's preload helper adds the
    // route's links itself, some fifty in the one task that resolves the route while hydrating.
    for (const [id, { audience }] of Object.entries(APP_PAGES)) {
      if (audience === 'staff' || id === 'home') continue; // the back office renders in the browser
      expect(
        preload[id]?.filter((file) => /\.routes-[\w-]+\.js$/.test(file)).length,
        id,
      ).toBeGreaterThan(0);
    }
    const routeChunks = (html: string, feature: string) =>
      loader(html).files.filter((file) => file.startsWith(`/assets/${feature}.routes-`));
    const cookie = await signInAs(t, 'basic-us');
    for (const [address, feature, headers] of [
      ['/account-billing', 'account-billing', { cookie }],
      // Below Account & Billing, but a page (and a route module) of its own.
      ['/de/account-billing/security', 'account-security', { cookie }],
      ['/invoices', 'invoices', { cookie }],
      ['/sign-in', 'auth', {}],
      ['/support', 'help-centre', {}],
      ['/fr/tos', 'legal', {}],
    ] as const) {
      const { res, html } = await page(address, headers);
      expect(res.status, address).toBe(200);
      expect(routeChunks(html, feature), address).toHaveLength(1);
    }
  });

  it("issue 18: on another day of the server's clock the page is rendered again, once, with that day's dates", async () => {
    const address = '/checkout?offer=regular&currency=USD&price=regular-basic-1m-usd';
    const before = await page(address);
    expect(before.source).toBe('prerendered');
    const day = t.clock.now();
    t.clock.set(new Date(day.getTime() + 4 * 86_400_000));
    try {
      const after = await page(address);
      expect(after.source).toBe('prerendered');
      // The renewal date is a month from the server's day, and the page hands that instant over.
      const renews = new Date(day.getTime() + 4 * 86_400_000);
      renews.setUTCMonth(renews.getUTCMonth() + 1);
      const english = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
      expect(after.html).toContain(`every month from ${english.format(renews)}`);
      expect(after.html).not.toEqual(before.html);
      // Rendered once for the day: the next visit gets the same document.
      expect(withoutNonces((await page(address)).html)).toEqual(withoutNonces(after.html));
    } finally {
      t.clock.set(day);
    }
    expect(withoutNonces((await page(address)).html)).toEqual(withoutNonces(before.html));
  });

  it('issue 18: a referral link, a free-period cookie or a session get a page rendered for that visitor', async () => {
    const referral = await page('/order?referrerId=PREMIUMUS');
    expect(referral.source).toBe('rendered');
    expect(referral.html).toContain('A friend invited you: you get 1 month free.');

    const cookie = await page('/order', { cookie: '6monthsfree=1' });
    expect(cookie.source).toBe('rendered');

    const session = await signInAs(t, 'premium-us');
    const customer = await page('/order', { cookie: session });
    expect(customer.source).toBe('rendered');
    expect(customer.html).toContain('Your current plan');
  });

  it('issue 18: a first visit without a prefix goes to its locale cookie, else to Accept-Language', async () => {
    const browser = await page('/order?currency=EUR', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(browser.res.status).toBe(302);
    expect(browser.res.headers.get('location')).toBe('/de/order?currency=EUR');
    const picked = await page('/order', {
      'accept-language': 'de-DE',
      cookie: 'locale=fr',
    });
    expect(picked.res.headers.get('location')).toBe('/fr/order');
    const english = await page('/order', { 'accept-language': 'de-DE', cookie: 'locale=en' });
    expect(english.res.status).toBe(200);
    expect(english.source).toBe('prerendered');
  });

  it('issue 18: a signed-in /subscriptions carries the shell, the navigation and the dashboard data', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const { res, html, source } = await page('/subscriptions', { cookie });
    expect(res.status).toBe(200);
    expect(source).toBe('rendered');
    expect(html).toContain('<title>Your account · Halyard VPN</title>');
    expect(html).toContain('aria-label="My account"');
    expect(html).toContain('Signed in as basic-us@demo.halyard.test');
    const list = await t.request('GET', '/api/v2/subscriptions/', { cookie });
    const [first] = (list.body as { subscriptions: { krn: string }[] }).subscriptions;
    const queries = JSON.stringify(pageData(html).queries);
    expect(queries).toContain(first!.krn);
    expect(queries).toContain('"queryKey":["session"]');

    const arabic = await page('/ar/subscriptions', { cookie });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('issue 18: a portal page without a session redirects to sign in and back, from the server', async () => {
    const { res } = await page('/invoices');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?next=%2Finvoices');
    const home = await page('/de');
    expect(home.res.headers.get('location')).toBe('/de/subscriptions');
  });

  it('issue 18: pages are sent Brotli-compressed when the browser accepts it', async () => {
    const res = await fetch(`${t.url}/order`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('Choose your plan');
  });

  it('the API document still answers after the server rendered pages that load the contract', async () => {
    // The rendered app loads its own copy of the contract's schemas, which zod registers under the
    // same ids in its process-wide registry; the OpenAPI document must not be built from that.
    const session = await signInAs(t, 'premium-us');
    for (const address of ['/invoices', '/subscriptions', '/credit_cards/edit'])
      expect((await page(address, { cookie: session })).res.status).toBe(200);
    const res = await t.request('GET', '/api/openapi.json', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body.components.schemas).toHaveProperty('ScaledAmount');
  });
});
