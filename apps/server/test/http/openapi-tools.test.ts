import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '@halyard/contract';
import { startTestServer, type TestServer } from '../test-server';

// Issue 20 item 5: the served OpenAPI document is a contract other tools can use.
const root = path.resolve(import.meta.dirname, '../../../..');

/** Spec §7 names these paths with a trailing slash; Redocly's rule against it is excepted there. */
const SPEC_TRAILING_SLASH_PATHS = [
  '/api/v2/subscriptions/',
  '/api/v2/invoices/',
  '/api/v2/licenses/',
  '/api/v2/checkout/',
];

interface RedoclyProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

let t: TestServer;
let document: Record<string, unknown>;
let workDir: string;
beforeAll(async () => {
  t = await startTestServer();
  document = (await t.request('GET', '/api/openapi.json', { tenant: null })).body;
  // Under the repository so the generated client resolves openapi-fetch from node_modules.
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  workDir = fs.mkdtempSync(path.join(root, '.tmp', 'openapi-client-'));
}, 60_000);
afterAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  await t.close();
});

describe('the OpenAPI document for other tools', () => {
  it('passes Redocly’s recommended lint, the spec’s trailing-slash paths excepted', () => {
    const file = path.join(workDir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--format=json',
        `--config=${path.join(root, 'redocly.yaml')}`,
        '--max-problems=1000',
      ],
      { encoding: 'utf8', cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
    );
    const start = run.stdout.indexOf('{');
    expect(start, run.stderr).toBeGreaterThanOrEqual(0);
    const report = JSON.parse(run.stdout.slice(start)) as { problems: RedoclyProblem[] };
    const problems = report.problems.filter(
      (problem) =>
        !(
          problem.ruleId === 'no-path-trailing-slash' &&
          SPEC_TRAILING_SLASH_PATHS.some((p) =>
            problem.message.startsWith(`\`${p}\` should not have a trailing slash`),
          )
        ),
    );
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    // The exception is exactly the spec's paths: each still appears, nothing else was excepted.
    expect(report.problems.length - problems.length).toBe(SPEC_TRAILING_SLASH_PATHS.length);
  }, 60_000);

  it('generates a typed client that compiles, refuses a wrong call and talks to the server', async () => {
    const types = astToString(await openapiTS(document as never));
    fs.writeFileSync(path.join(workDir, 'schema.d.ts'), types);
    fs.writeFileSync(
      path.join(workDir, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './schema';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' });

export async function offerTotal(): Promise<number> {
  const { data } = await client.GET('/api/v1/offers/{offerId}', {
    params: { path: { offerId: 'regular' } },
  });
  // @ts-expect-error the document has no such path
  await client.GET('/api/v1/no-such-path');
  // @ts-expect-error the path parameter is required
  await client.GET('/api/v1/offers/{offerId}', {});
  const { data: me } = await client.GET('/api/v1/auth/me');
  return (data?.products.length ?? 0) + (me?.user.email.length ?? 0);
}
`,
    );
    const tsc = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--target',
        'es2022',
        path.join(workDir, 'client.ts'),
      ],
      { encoding: 'utf8', cwd: workDir },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    // The same paths at run time, through openapi-fetch against this server.
    const client = createClient<never>({
      baseUrl: t.url,
      headers: { [TENANT_HEADER]: 'halyard' },
    }) as unknown as {
      GET(
        path: string,
        init: object,
      ): Promise<{ data?: { products: unknown[] }; response: Response }>;
    };
    const { data, response } = await client.GET('/api/v1/offers/{offerId}', {
      params: { path: { offerId: 'regular' } },
    });
    expect(response.status).toBe(200);
    expect(data?.products.length).toBeGreaterThan(0);
  }, 60_000);
});
