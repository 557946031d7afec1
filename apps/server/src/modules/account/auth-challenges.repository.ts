import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { sessionIdOf } from './sessions.repository';

/**
 * What a challenge is for (issue 23): a password sign-in waiting for its second factor, a
 * WebAuthn sign-in, or adding a passkey. The cookie holds a random token; the row its hash.
 */
export type ChallengePurpose = 'second-factor' | 'passkey-sign-in' | 'passkey-register';

export interface StoredChallenge {
  readonly id: string;
  readonly userId: string | null;
  readonly challenge: string | null;
  readonly expiresAt: string;
}

export function createAuthChallengesRepository(db: Db) {
  return {
    async create(input: {
      tenantId: string;
      userId: string | null;
      purpose: ChallengePurpose;
      challenge: string | null;
      now: Date;
      ttlMs: number;
    }): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(input.now.getTime() + input.ttlMs);
      await db
        .insertInto('auth_challenges')
        .values({
          id: sessionIdOf(token),
          tenant_id: input.tenantId,
          user_id: input.userId,
          purpose: input.purpose,
          challenge: input.challenge,
          created_at: input.now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      // Expired challenges of anyone are cleared as new ones are made.
      await db
        .deleteFrom('auth_challenges')
        .where('expires_at', '<', input.now.toISOString())
        .execute();
      return { token, expiresAt };
    },

    async find(
      tenantId: string,
      token: string,
      purpose: ChallengePurpose,
      now: Date,
    ): Promise<StoredChallenge | null> {
      const row = await db
        .selectFrom('auth_challenges')
        .select(['id', 'user_id', 'challenge', 'expires_at'])
        .where('id', '=', sessionIdOf(token))
        .where('tenant_id', '=', tenantId)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row
        ? { id: row.id, userId: row.user_id, challenge: row.challenge, expiresAt: row.expires_at }
        : null;
    },

    /** A WebAuthn challenge for a pending second step (a passkey instead of a code). */
    async setChallenge(id: string, challenge: string): Promise<void> {
      await db.updateTable('auth_challenges').set({ challenge }).where('id', '=', id).execute();
    },

    /** Uses the challenge up; false when another request already did. */
    async consume(id: string): Promise<boolean> {
      const result = await db.deleteFrom('auth_challenges').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type AuthChallengesRepository = ReturnType<typeof createAuthChallengesRepository>;
