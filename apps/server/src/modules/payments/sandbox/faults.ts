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
  const failed = (roll: number) => roll < settings.failureRate;
  const dropped = (roll: number) => roll < settings.failureRate + settings.timeoutRate;
  const failure = () =>
    new GatewayUnavailableError(
      'server_error',
      'The sandbox gateway answered 503 (injected fault).',
    );
  const timeout = () =>
    new GatewayUnavailableError(
      'timeout',
      'The sandbox gateway dropped the answer (injected timeout).',
    );

  async function run<T>(call: () => Promise<T>): Promise<T> {
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    const roll = random();
    if (failed(roll)) throw failure();
    const result = await call();
    if (dropped(roll)) {
      await sleep(settings.hangMs);
      throw timeout();
    }
    return result;
  }

  /**
   * A batch call: one latency, and one roll per item, as if each were its own call — a failed
   * item never reaches the gateway, a dropped one takes effect and its answer is lost (the batch
   * answers after the hang).
   */
  async function many<I, T>(
    items: readonly I[],
    call: (items: readonly I[]) => Promise<PromiseSettledResult<T>[]>,
  ): Promise<PromiseSettledResult<T>[]> {
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    const rolls = items.map(() => random());
    const answered = await call(items.filter((_, i) => !failed(rolls[i] as number)));
    let next = 0;
    const results = rolls.map((roll): PromiseSettledResult<T> => {
      if (failed(roll)) return { status: 'rejected', reason: failure() };
      const result = answered[next++] as PromiseSettledResult<T>;
      return dropped(roll) ? { status: 'rejected', reason: timeout() } : result;
    });
    if (rolls.some((roll) => !failed(roll) && dropped(roll))) await sleep(settings.hangMs);
    return results;
  }

  return Object.assign(run, { many });
}
