import type { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type WebAuthnCredential,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyAssertionResponse, PasskeyRegistrationResponse } from '@halyard/contract';
import type { Site } from '../../http/site';

type Transport = NonNullable<WebAuthnCredential['transports']>[number];

/**
 * WebAuthn ceremonies through `@simplewebauthn/server` (decision 0112). The relying party is the
 * configured site (decision 0105): its host name is the RP id and only its origins are accepted.
 */
export function createWebAuthn(site: Site) {
  const rpID = new URL(site.url).hostname;
  const expectedOrigin = [...site.origins];
  /** What both ceremonies check a browser's answer against: our challenge, origins and RP id. */
  const expected = (challenge: string) => ({
    expectedChallenge: challenge,
    expectedOrigin,
    expectedRPID: rpID,
  });

  return {
    rpID,

    registrationOptions(input: {
      rpName: string;
      userId: string;
      email: string;
      exclude: { id: string; transports: string[] }[];
    }) {
      return generateRegistrationOptions({
        rpName: input.rpName,
        rpID,
        userName: input.email,
        userID: new TextEncoder().encode(input.userId),
        attestationType: 'none',
        excludeCredentials: input.exclude,
        // A passkey: discoverable, so it can sign in without typing the email.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
    },

    /** The new credential, or null when the browser's answer does not prove it. */
    async verifyRegistration(
      response: z.infer<typeof PasskeyRegistrationResponse>,
      challenge: string,
    ) {
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          ...expected(challenge),
          requireUserVerification: false,
        });
        if (!result.verified) return null;
        const { credential, credentialBackedUp } = result.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (credential.transports ?? response.response.transports ?? []) as string[],
          backedUp: credentialBackedUp,
        };
      } catch {
        return null;
      }
    },

    /** Options for signing in; with `allow`, only those credentials (the second step). */
    authenticationOptions(allow?: { id: string; transports: string[] }[]) {
      return generateAuthenticationOptions({
        rpID,
        userVerification: allow ? 'preferred' : 'required',
        ...(allow && {
          allowCredentials: allow.map((c) => ({
            id: c.id,
            transports: c.transports as Transport[],
          })),
        }),
      });
    },

    /** The credential's new signature counter, or null when the assertion does not verify. */
    async verifyAuthentication(
      response: z.infer<typeof PasskeyAssertionResponse>,
      challenge: string,
      stored: { credentialId: string; publicKey: string; counter: number; transports: string[] },
      requireUserVerification: boolean,
    ): Promise<number | null> {
      try {
        const result = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          ...expected(challenge),
          requireUserVerification,
          credential: {
            id: stored.credentialId,
            publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
            counter: stored.counter,
            transports: stored.transports as Transport[],
          },
        });
        return result.verified ? result.authenticationInfo.newCounter : null;
      } catch {
        return null;
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof createWebAuthn>;
