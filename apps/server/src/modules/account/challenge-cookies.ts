import type { FastifyReply, FastifyRequest } from 'fastify';

/** The pending second step of a sign-in (issue 23), and a WebAuthn ceremony in progress. */
export const CHALLENGE_COOKIES = {
  'second-factor': 'halyard_second_factor',
  webauthn: 'halyard_webauthn',
} as const;
export type ChallengeCookie = keyof typeof CHALLENGE_COOKIES;

export function setChallengeCookie(
  reply: FastifyReply,
  which: ChallengeCookie,
  token: string,
  expires: Date,
  secure: boolean,
): void {
  reply.setCookie(CHALLENGE_COOKIES[which], token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires,
  });
}

export function clearChallengeCookie(
  reply: FastifyReply,
  which: ChallengeCookie,
  secure: boolean,
): void {
  reply.clearCookie(CHALLENGE_COOKIES[which], {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

export const challengeToken = (request: FastifyRequest, which: ChallengeCookie) =>
  request.cookies[CHALLENGE_COOKIES[which]];
