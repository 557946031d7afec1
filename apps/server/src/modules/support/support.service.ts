import type { SupportMessage, SupportMessageBody } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { SupportRepository } from './support.repository';

/**
 * Decision 0042: within `windowMs`, at most `perEmail` messages from one email of a tenant and
 * `perIp` from one IP (higher: people behind one office or mobile NAT share it).
 */
export interface SupportLimit {
  readonly perEmail: number;
  readonly perIp: number;
  readonly windowMs: number;
}

export const DEFAULT_SUPPORT_LIMIT: SupportLimit = {
  perEmail: 5,
  perIp: 20,
  windowMs: 10 * 60_000,
};

export type SendOutcome =
  | { readonly ok: true; readonly message: SupportMessage }
  | { readonly ok: false; readonly reason: 'rate-limited'; readonly retryAfterMs: number };

export interface Sender {
  readonly tenantId: string;
  readonly userId: string | null;
  readonly ip: string;
}

/** The support inbox: a message is stored for the team, who reply by email (no live agent). */
export function createSupportService(deps: {
  support: SupportRepository;
  clock: Clock;
  limit: SupportLimit;
}) {
  const { support, clock, limit } = deps;

  /** Milliseconds until the sender may write again (0: now). The counts live in the database, so
   * every instance sees the same ones. */
  async function waitFor(sender: Sender, email: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - limit.windowMs);
    const checks = await Promise.all([
      support
        .recentSends({ tenantId: sender.tenantId, email }, since, limit.perEmail)
        .then((sends) => [sends, limit.perEmail] as const),
      support
        .recentSends({ ip: sender.ip }, since, limit.perIp)
        .then((sends) => [sends, limit.perIp] as const),
    ]);
    let wait = 0;
    for (const [sends, max] of checks) {
      const oldest = sends[0];
      if (sends.length >= max && oldest) {
        wait = Math.max(wait, oldest.getTime() + limit.windowMs - now.getTime());
      }
    }
    return wait;
  }

  return {
    async send(sender: Sender, body: SupportMessageBody): Promise<SendOutcome> {
      const now = clock.now();
      const retryAfterMs = await waitFor(sender, body.email, now);
      if (retryAfterMs > 0) return { ok: false, reason: 'rate-limited', retryAfterMs };
      const message = await support.add({ ...sender, ...body, at: now });
      return { ok: true, message };
    },

    thread: (tenantId: string, userId: string) => support.threadOf(tenantId, userId),
  };
}
