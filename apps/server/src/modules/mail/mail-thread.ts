import { Worker } from 'node:worker_threads';
import type { SendReply, SendRequest } from './mail-worker';
import type { MailEnvelope, MailTransport, MailTransportOptions } from './mail-transport';

/**
 * A mail transport that sends from a worker thread (decision 0225): building a message with
 * nodemailer and writing its .eml file, or an SMTP session with its TLS handshake, is work the
 * thread that serves requests and runs the billing engine need not do; on a thread of its own it
 * runs beside them. The outbox stays on the main thread: the worker only sends. If the worker
 * dies, every send in flight fails (the outbox delivers those messages again) and the next send
 * starts a new one.
 */
export function createThreadedMailTransport(
  options: MailTransportOptions,
  workerUrl: URL,
): MailTransport {
  let worker: Worker | null = null;
  let seq = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(workerUrl, { workerData: { ...options } });
    started.on('message', ({ seq: n, error }: SendReply) => {
      const waiting = pending.get(n);
      pending.delete(n);
      if (error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(error));
      if (pending.size === 0) started.unref();
    });
    const gone = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', gone);
    started.on('exit', (code) => gone(new Error(`The mail worker exited (code ${code}).`)));
    return started;
  };

  return {
    name: options.smtpUrl ? 'smtp' : 'files',
    send(message: MailEnvelope) {
      worker ??= start();
      // Referenced while a send is in flight, so a stopping process waits for its answer.
      worker.ref();
      const n = ++seq;
      return new Promise<void>((resolve, reject) => {
        pending.set(n, { resolve, reject });
        worker?.postMessage({ seq: n, message } satisfies SendRequest);
      });
    },
    close() {
      const stopping = worker;
      worker = null;
      failAll(new Error('The mail transport was closed.'));
      void stopping?.terminate();
    },
  };
}
