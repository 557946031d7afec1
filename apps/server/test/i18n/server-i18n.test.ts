import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@halyard/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SERVER_I18N_OPTIONS, translator } from '../../src/i18n/i18n';
import { serverCatalogues } from '../../src/i18n/catalogues';
import { pdfLanguage } from '../../src/modules/invoices/invoice-pdf';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { latestMailTo } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const localesDir = path.join(__dirname, '../../src/i18n/locales');

describe('server catalogues', () => {
  it('issue 9 item 1: every language folder is loaded, one per languageCode of the 29', () => {
    const folders = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(Object.keys(serverCatalogues).sort()).toEqual(folders);
    expect(folders).toEqual(LANGUAGES.map((l) => l.languageCode).sort());
  });

  it('the users’ locale code (jp, dk) picks the languageCode catalogue (ja, da)', () => {
    expect(translator('jp', 'invoice')('title_invoice')).toBe(
      serverCatalogues.ja.invoice.title_invoice,
    );
    expect(translator('dk', 'invoice')('title_invoice')).toBe(
      serverCatalogues.da.invoice.title_invoice,
    );
    expect(translator('zh-tw', 'mail')('greeting')).toBe(serverCatalogues['zh-TW'].mail.greeting);
    expect(translator(null, 'invoice')('title_invoice')).toBe('Invoice');
    expect(translator('xx', 'invoice')('title_invoice')).toBe('Invoice');
  });

  it('decision 0228: a translator with values reads as i18next’s own fixed translator, in every language and namespace', async () => {
    const reference = i18next.createInstance();
    await reference.init(SERVER_I18N_OPTIONS);
    const keysOf = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([name, value]) =>
        typeof value === 'object' && value
          ? keysOf(value as object, `${prefix}${name}.`)
          : [`${prefix}${name}`.replace(/_(zero|one|two|few|many|other)$/, '')],
      );
    let compared = 0;
    for (const { code, languageCode } of LANGUAGES)
      for (const ns of ['mail', 'invoice'] as const) {
        const ours = translator(code, ns);
        const theirs = reference.getFixedT(languageCode, ns);
        for (const key of new Set(keysOf(serverCatalogues.en[ns])))
          for (const count of [1, 2, 5]) {
            const values = { count, brand: 'Halyard', number: 'INV-7', total: '€9.99' };
            expect(ours(key, values), `${languageCode} ${ns} ${key}`).toBe(theirs(key, values));
            compared += 1;
          }
        // A namespace or language the caller names wins, as with getFixedT.
        expect(ours('title_invoice', { ns: 'invoice', lng: 'de' })).toBe(
          theirs('title_invoice', { ns: 'invoice', lng: 'de' }),
        );
      }
    expect(compared).toBeGreaterThan(29 * 2 * 3 * 20);
  });

  it('decisions 0075, 0200: the PDF is written in each of the 29 languages (its fonts draw them all)', () => {
    for (const { code } of LANGUAGES) expect(pdfLanguage(code)).toBe(code);
    expect(pdfLanguage(null)).toBe('en');
  });
});

const t = useTestServer();

const setLocale = (key: string, locale: string) =>
  t.server.database.db
    .updateTable('users')
    .set({ locale })
    .where('email', '=', demoEmail(key))
    .execute();

/**
 * The demo user `key`, in `locale`, signs in and asks to change their email to `newEmail`: their
 * session cookie and the confirmation-code mail sent to the new address.
 */
async function emailChangeCodeIn(locale: string, key: string, newEmail: string) {
  await setLocale(key, locale);
  const cookie = await signInAs(t, key);
  const res = await t.request('POST', '/api/v2/users/email/update', {
    cookie,
    body: { new_email: newEmail, password: DEMO_PASSWORD },
  });
  expect(res.status).toBeLessThan(300);
  return { cookie, mail: await latestMailTo(t, newEmail, 'email_change_code') };
}

async function pdfText(cookie: string): Promise<string> {
  const [invoice] = (await t.request('GET', '/api/v2/invoices/', { cookie })).body.invoices;
  const res = await fetch(`${t.url}/api/v2/invoices/${invoice.id}/download`, {
    headers: { cookie, 'x-tenant-id': 'halyard' },
  });
  expect(res.status).toBe(200);
  const file = path.join(t.dataDir, `i18n-${invoice.number}-${Date.now()}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe(`emails and invoice PDFs in the user’s language (${testDatabaseKind})`, () => {
  it('issue 9 item 1: a German user gets a German email and a German invoice PDF', async () => {
    const { cookie, mail } = await emailChangeCodeIn('de', 'basic-us', 'neu@example.com');
    expect(mail.subject).toBe('Ihr Halyard VPN-Bestätigungscode für die E-Mail-Adresse');
    expect(mail.text_body).toMatch(/Ihr Bestätigungscode lautet: \d{6}/);

    const text = await pdfText(cookie);
    for (const expected of [
      'Rechnung',
      'RECHNUNGSEMPFÄNGER',
      'Zwischensumme',
      'Gesamt (USD)',
      'Datum: 14. Oktober 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Datum: \d{1,2}\. [A-Z][a-zä]+ \d{4}/);
    // spec §9 separator rule: comma decimal in German.
    expect(text).toMatch(/\d,\d\d/);
  });

  it('issue 9 item 1: a Japanese user gets a Japanese email; and a Japanese invoice PDF (decision 0200)', async () => {
    const { cookie, mail } = await emailChangeCodeIn('jp', 'premium-us', 'atarashii@example.com');
    expect(mail.subject).toBe('Halyard VPN メールアドレス確認コード');
    expect(mail.text_body).toContain('確認コード：');
    expect(mail.text_body.startsWith('こんにちは。')).toBe(true);

    const text = await pdfText(cookie);
    expect(text).toContain('請求書');
    expect(text).toContain('小計');
    expect(text).toContain('合計（USD）');
    expect(text).not.toContain('Subtotal');
  });

  it('decision 0075: a Russian user gets a Russian invoice PDF (Cyrillic through the embedded Noto Sans)', async () => {
    await setLocale('basic-us', 'ru');
    const cookie = await signInAs(t, 'basic-us');
    const text = await pdfText(cookie);
    const ru = serverCatalogues.ru.invoice;
    expect(text).toContain(ru.title_invoice);
    expect(text).toContain(ru.subtotal);
    expect(text).toMatch(/[А-Яа-яЁё]{4,}/);
  });

  it('decision 0080: a signed-in page view in a language stores it as the user’s locale', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const localeOf = async () =>
      (
        await t.server.database.db
          .selectFrom('users')
          .select('locale')
          .where('email', '=', demoEmail('basic-de'))
          .executeTakeFirstOrThrow()
      ).locale;
    const view = (locale: string, c?: string) =>
      t.request('POST', '/api/page-view', {
        cookie: c,
        body: { locale, timmestamp: 'now', fullUrl: `http://127.0.0.1/${locale}/subscriptions` },
      });
    expect((await view('jp', cookie)).status).toBe(204);
    expect(await localeOf()).toBe('jp');
    // Not one of the 29, or no session: nothing changes.
    expect((await view('xx', cookie)).status).toBe(204);
    expect((await view('de')).status).toBe(204);
    expect(await localeOf()).toBe('jp');
    expect(translator(await localeOf(), 'mail')('greeting')).toBe('こんにちは。');
  });
});
