import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_LANGUAGES, LANGUAGES, LEGAL_PAGE_IDS } from '@halyard/domain';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

const codeOf = (tag: string) => LANGUAGES.find((l) => l.languageCode === tag)?.code ?? tag;

let t: TestServer;
let override: string;
beforeAll(async () => {
  // An operator's CONTENT_DIR replacing one legal page (decision 0131).
  override = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-content-'));
  fs.mkdirSync(path.join(override, 'legal', 'en'), { recursive: true });
  fs.writeFileSync(
    path.join(override, 'legal', 'en', 'terms.md'),
    '# Operator terms\n\nThese are **our** terms. <script>alert(1)</script>\n',
  );
  t = await startTestServer({ CONTENT_DIR: override, BRAND_NAME: 'Keel VPN' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(override, { recursive: true, force: true });
});

describe(`issue 17 help centre API (${testDatabaseKind})`, () => {
  it('serves every article of the table in English and in the six largest languages, each with its anchors', async () => {
    for (const article of HELP_ARTICLES) {
      for (const tag of HELP_LANGUAGES) {
        const res = await t.request(
          'GET',
          `/api/v1/help/articles/${article.slug}?lang=${codeOf(tag)}`,
        );
        expect(res.status, `${article.slug} ${tag}`).toBe(200);
        expect(res.body, `${article.slug} ${tag}`).toMatchObject({
          slug: article.slug,
          language: codeOf(tag),
          fallback: false,
        });
        expect(res.body.title.length).toBeGreaterThan(3);
        for (const anchor of article.anchors) {
          expect(res.body.html, `${article.slug} ${tag} #${anchor}`).toContain(`id="${anchor}"`);
        }
      }
    }
  });

  it('shows English marked as a fallback for the other languages, with links in the page language', async () => {
    const res = await t.request(
      'GET',
      '/api/v1/help/articles/automatic-renewal-payment-failed?lang=pl',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: 'en', fallback: true });
    expect(res.body.title).toBe('Why did my automatic renewal fail?');
    // Site links keep the visitor in Polish (spec §2 locale prefix).
    expect(res.body.html).toContain('href="/pl/credit_cards/edit"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('writes the configured brand, never a hard-coded one', async () => {
    const res = await t.request('GET', '/api/v1/help/articles/install-apps?lang=de');
    expect(res.body.title).toContain('Keel VPN');
    expect(res.body.html).not.toContain('{{brand}}');
  });

  it('answers 404 for an unknown article and 400 for an unknown language', async () => {
    expect((await t.request('GET', '/api/v1/help/articles/nope')).status).toBe(404);
    expect((await t.request('GET', '/api/v1/help/articles/contact?lang=xx')).status).toBe(400);
  });

  it('lists a section in the table order and finds articles by words of their text', async () => {
    const billing = await t.request('GET', '/api/v1/help/articles?section=billing');
    expect(billing.body.articles.map((a: { slug: string }) => a.slug)).toEqual(
      HELP_ARTICLES.filter((a) => a.section === 'billing').map((a) => a.slug),
    );
    const found = await t.request('GET', `/api/v1/help/articles?q=${encodeURIComponent('Refund')}`);
    const slugs = found.body.articles.map((a: { slug: string }) => a.slug);
    expect(slugs[0]).toBe('refunds-and-money-back-guarantee');
    expect(slugs).not.toContain('install-apps');
    // Case and accents are ignored; every word must match.
    const german = await t.request(
      'GET',
      `/api/v1/help/articles?lang=de&q=${encodeURIComponent('RUCKERSTATTUNG geld')}`,
    );
    expect(german.body.articles.map((a: { slug: string }) => a.slug)).toContain(
      'refunds-and-money-back-guarantee',
    );
    const none = await t.request('GET', '/api/v1/help/articles?q=zzzznotaword');
    expect(none.body.articles).toEqual([]);
  });
});

describe(`issue 17 legal pages API (${testDatabaseKind})`, () => {
  it('serves the four legal pages (terms here from the operator, below)', async () => {
    for (const page of LEGAL_PAGE_IDS) {
      const res = await t.request('GET', `/api/v1/legal/${page}`);
      expect(res.status, page).toBe(200);
      if (page !== 'terms') expect(res.body.html.length, page).toBeGreaterThan(1000);
    }
    expect((await t.request('GET', '/api/v1/legal/imprint')).status).toBe(404);
  });

  it("takes the operator's CONTENT_DIR file over the shipped one, escaping raw HTML", async () => {
    const res = await t.request('GET', '/api/v1/legal/terms?lang=de');
    expect(res.body).toMatchObject({ title: 'Operator terms', language: 'en', fallback: true });
    expect(res.body.html).toContain('<strong>our</strong>');
    expect(res.body.html).not.toContain('<script>');
    expect(res.body.html).toContain('&lt;script&gt;');
    // The other pages still come from the shipped content.
    const privacy = await t.request('GET', '/api/v1/legal/privacy-policy');
    expect(privacy.body.title).toBe('Privacy policy');
  });

  it('shows an operator’s change without a restart', async () => {
    const file = path.join(override, 'legal', 'en', 'terms.md');
    fs.writeFileSync(file, '# Operator terms v2\n\nNew.\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const res = await t.request('GET', '/api/v1/legal/terms');
    expect(res.body.title).toBe('Operator terms v2');
  });
});
