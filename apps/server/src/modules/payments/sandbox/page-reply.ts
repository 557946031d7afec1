import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeReturnPath } from '../return-path';
import { messagePage } from './sandbox-pages.html';

export const PageParams = z.object({ id: z.string().max(64) });
export const PageQuery = z.object({ return_url: z.string().max(2048).optional() });

export function sendHtml(reply: FastifyReply, status: number, body: string) {
  // same-origin: the forms' POSTs then carry our Origin (helmet's no-referrer would send "null").
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .send(body);
}

/** The given return_url if it is a path on this site, else the intent's; `false` if unsafe. */
export function returnPath(
  given: string | undefined,
  stored: string | null,
): string | null | false {
  if (given === undefined) return safeReturnPath(stored);
  return safeReturnPath(given) ?? false;
}

export const sendBadReturn = (reply: FastifyReply) =>
  sendHtml(
    reply,
    400,
    messagePage('Invalid return address', 'return_url must be a path on this site.'),
  );

export const sendUnknown = (reply: FastifyReply, what: string) =>
  sendHtml(reply, 404, messagePage(`Unknown ${what}`, `This ${what} does not exist.`));
