import { TENANT_HEADER } from '@halyard/contract';
import type { TestServer } from '../test-server';

export interface JarResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
}

/**
 * A browser's cookies for one client (issue 23 tests): the session, the device id and the
 * short-lived sign-in challenge cookies are kept and sent back, as a browser would.
 */
export function cookieJar(t: TestServer, headers: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const jar = {
    has: (name: string) => cookies.has(name),
    get: (name: string) => cookies.get(name),
    set: (name: string, value: string) => cookies.set(name, value),
    async send(
      method: string,
      path: string,
      options: { body?: unknown } = {},
    ): Promise<JarResponse> {
      const response = await fetch(t.url + path, {
        method,
        headers: {
          accept: 'application/json',
          [TENANT_HEADER]: 'halyard',
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(cookies.size > 0 && {
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          }),
          ...headers,
        },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
        if (!value || expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('application/json');
      return {
        status: response.status,
        headers: response.headers,
        body: json && text ? JSON.parse(text) : text,
      };
    },
  };
  return jar;
}

export type Jar = ReturnType<typeof cookieJar>;

/** The outbox rows of one kind sent to an address. */
export const mailsTo = (t: TestServer, to: string, kind: string) =>
  t.server.database.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'subject'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .execute();
