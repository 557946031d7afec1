import { Worker } from 'node:worker_threads';
import type { CheckpointerOptions } from './checkpoint-worker';

/**
 * While the checkpointer runs, the server's own connection checkpoints only when the log has grown
 * this far (SQLite's default is 1 000 pages) — a bound for the case where the checkpointer cannot
 * keep up, not the usual path.
 */
export const SERVER_AUTOCHECKPOINT_PAGES = 10_000;

export interface Checkpointer {
  /** Runs a last checkpoint and ends the thread. */
  stop(): Promise<void>;
}

/** Starts the SQLite checkpointer's thread (decision 0225) on `file`. */
export function startCheckpointer(workerUrl: URL, file: string, intervalMs = 200): Checkpointer {
  const worker = new Worker(workerUrl, {
    workerData: { file, intervalMs } satisfies CheckpointerOptions,
  });
  // It never keeps the process alive, and a failure to start or run only brings back SQLite's own
  // checkpoints at the larger bound above.
  worker.unref();
  worker.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      const late = setTimeout(() => void worker.terminate(), 5_000);
      await ended;
      clearTimeout(late);
    },
  };
}
