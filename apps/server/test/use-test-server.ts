import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * A file's test server, started before its tests and closed after them, in place of the
 * `let t; beforeAll(start); afterAll(close)` lines. What it returns stands for the running server
 * (helpers that take a TestServer take it as it is); like those lines' `t`, it is there only once
 * the tests run, so a file reads it in tests, hooks and the functions they call. `start` makes the
 * server (a plain `startTestServer()` by default). A `beforeAll` the file registers after this call
 * runs with the server started.
 */
export function useTestServer(start: () => Promise<TestServer> = () => startTestServer()) {
  return serverOfHooks(start, beforeAll, afterAll);
}

/** As `useTestServer`, but a server of its own for each test (its own database and clock). */
export function useTestServerPerTest(start: () => Promise<TestServer> = () => startTestServer()) {
  return serverOfHooks(start, beforeEach, afterEach);
}

function serverOfHooks(
  start: () => Promise<TestServer>,
  before: (hook: () => Promise<void>) => void,
  after: (hook: () => Promise<void>) => void,
): TestServer {
  let running: TestServer | undefined;
  before(async () => {
    running = await start();
  });
  after(async () => {
    const closing = running;
    running = undefined;
    await closing?.close();
  });
  const current = () => {
    if (!running) throw new Error('The test server runs only while the tests do.');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    get clock() {
      return current().clock;
    },
    get server() {
      return current().server;
    },
    get config() {
      return current().config;
    },
    request: (method, path, options) => current().request(method, path, options),
    close: () => current().close(),
  };
}
