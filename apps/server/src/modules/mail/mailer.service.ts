import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/executor';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { renderMail, type MailKind, type MailVariables } from './mail-templates';
import { metrics } from '../../metrics';
import type { MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface MailRecipient {
  readonly tenantId: string;
  readonly userId: string | null;
  readonly email: string;
  readonly brand: string;
  readonly language?: string | null;
}

/**
 * The mail port: `enqueue` writes a rendered message into the outbox inside the caller's
 * transaction; `deliver` (after each commit, and on a timer) hands pending messages to the
 * transport. A crash between the two loses nothing: the row is delivered by the next run.
 */
export function createMailer(deps: {
  outbox: MailOutboxRepository;
  transport: MailTransport;
  clock: Clock;
  from: string;
  log: FastifyBaseLogger;
}) {
  const worker = randomUUID();
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliverOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await deps.outbox.claim(worker, deps.clock.now(), BATCH);
      if (batch.length === 0) return sent;
      // The batch's sent messages are marked together (a crash before that sends them again:
      // delivery is at least once, as it always was between a send and its mark).
      const delivered: string[] = [];
      try {
        for (const message of batch) {
          try {
            await deps.transport.send({ ...message, from: deps.from });
            delivered.push(message.id);
            metrics.notices.inc({ kind: message.kind });
          } catch (error) {
            deps.log.warn({ err: error, mailId: message.id }, 'mail delivery failed');
            await deps.outbox.markFailed(message.id, String(error), message.attempts, MAX_ATTEMPTS);
          }
        }
      } finally {
        await deps.outbox.markSent(delivered, deps.clock.now());
      }
      sent += delivered.length;
    }
  }

  const mailer = {
    async enqueue<K extends MailKind>(
      executor: Executor,
      recipient: MailRecipient,
      kind: K,
      variables: MailVariables[K],
    ): Promise<void> {
      const rendered = renderMail(kind, variables, {
        brand: recipient.brand,
        language: recipient.language,
      });
      await deps.outbox.enqueue(
        executor,
        {
          tenantId: recipient.tenantId,
          userId: recipient.userId,
          kind,
          to: recipient.email,
          ...rendered,
        },
        deps.clock.now(),
      );
    },

    /** Several messages in one go, inside the caller's transaction. */
    async enqueueMany<K extends MailKind>(
      executor: Executor,
      kind: K,
      messages: readonly { recipient: MailRecipient; variables: MailVariables[K] }[],
    ): Promise<void> {
      if (messages.length === 0) return;
      await deps.outbox.enqueueMany(
        executor,
        messages.map(({ recipient, variables }) => ({
          tenantId: recipient.tenantId,
          userId: recipient.userId,
          kind,
          to: recipient.email,
          ...renderMail(kind, variables, { brand: recipient.brand, language: recipient.language }),
        })),
        deps.clock.now(),
      );
    },

    /** Delivers everything pending; concurrent calls share one run. */
    deliver(): Promise<number> {
      running ??= deliverOnce().finally(() => {
        running = null;
      });
      return running;
    },

    /** Delivers after the current request without making it wait. */
    kick(): void {
      void mailer
        .deliver()
        .catch((error) => deps.log.error({ err: error }, 'mail delivery run failed'));
    },

    start(intervalMs = 5_000): void {
      timer ??= setInterval(() => mailer.kick(), intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      deps.transport.close();
    },
  };
  return mailer;
}

export type Mailer = ReturnType<typeof createMailer>;
