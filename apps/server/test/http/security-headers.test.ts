import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../src/http/csp';
import { securityHeaders } from '../../src/http/security-headers';

// Issue 19 (decision 0210 addendum): the headers are worked out once at start; each answer must
// still get exactly what helmet itself sets with decision 0092's policy, with its own nonce.

function helmetHeaders(upgrade: boolean, gateway: 'sandbox' | 'stripe', nonce: string) {
  const directives = cspDirectives(upgrade, gateway);
  const headers = new Map<string, string>();
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet({
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        ...directives,
        scriptSrc: directives.scriptSrc.map((e) =>
          typeof e === 'function' ? `'nonce-${nonce}'` : e,
        ),
      },
    },
  })({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return { headers, removed };
}

describe('security headers computed once (issue 19)', () => {
  for (const [upgrade, gateway] of [
    [false, 'sandbox'],
    [true, 'stripe'],
  ] as const) {
    it(`equal helmet's own with the answer's nonce (upgrade ${upgrade}, ${gateway})`, () => {
      const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
      const expected = helmetHeaders(upgrade, gateway, nonce);
      const computed = securityHeaders(upgrade, gateway);
      const actual = new Map(computed.set);
      actual.set('Content-Security-Policy', `${computed.csp[0]}nonce-${nonce}${computed.csp[1]}`);
      expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected.headers));
      expect(computed.removed).toEqual(expected.removed);
      expect(actual.get('Content-Security-Policy')).toContain(
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      );
    });
  }
});
