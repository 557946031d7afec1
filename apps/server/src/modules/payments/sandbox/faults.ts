import { GatewayUnavailableError } from '../gateway-errors';

/** Fault injection for tests and demos (docs/payments-sandbox.md). All off by default. */
export interface FaultSettings {
  /** Share (0–1) of server-side calls answered with a 5xx before anything happens. */
  readonly failureRate: number;
  /** Share (0–1) of server-side calls that take effect but whose answer never arrives in time. */
  readonly timeoutRate: number;
  /** Latency added to every server-side call. */
  readonly latencyMs: number;
  /** How long a "timed out" call hangs before failing: longer than the caller's timeout. */
  readonly hangMs: number;
}

export const NO_FAULTS: FaultSettings = {
  failureRate: 0,
  timeoutRate: 0,
  latencyMs: 0,
  hangMs: 30_000,
};

/** mulberry32: a small seedable generator, so a fault sequence repeats exactly. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    // unref: a hanging sandbox call must not keep the process (or a test run) alive.
    setTimeout(resolve, ms).unref();
  });

/**
 * Wraps each server-side call. One roll per call decides: below failureRate the call fails at
 * once (nothing happened); within the next timeoutRate it takes effect and then hangs — the case
 * idempotency keys exist for.
 */
export function createFaultInjector(settings: FaultSettings, random: () => number) {
  return async function run<T>(call: () => Promise<T>): Promise<T> {
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    const roll = random();
    if (roll < settings.failureRate)
      throw new GatewayUnavailableError(
        'server_error',
        'The sandbox gateway answered 503 (injected fault).',
      );
    const result = await call();
    if (roll < settings.failureRate + settings.timeoutRate) {
      await sleep(settings.hangMs);
      throw new GatewayUnavailableError(
        'timeout',
        'The sandbox gateway dropped the answer (injected timeout).',
      );
    }
    return result;
  };
}
