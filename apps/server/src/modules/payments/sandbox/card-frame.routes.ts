import type { FastifyInstance } from 'fastify';
import { createSandboxCardFrameToken } from '@halyard/contract';
import { scriptNonce } from '../../../http/csp';
import { sendHtml } from './page-reply';
import { CARD_FRAME_PATH } from './sandbox-gateway';
import { cardFramePage, cardFramePolicy } from './card-frame.html';

/**
 * GET /sandbox-gateway/card-frame: the sandbox's card fields, as a PSP hosts them for the
 * merchant's pages to frame (decision 0151). Its own CSP: this site may frame it.
 */
export function registerCardFramePage(app: FastifyInstance): void {
  app.get(CARD_FRAME_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const nonce = scriptNonce(reply.raw);
    reply
      .header('content-security-policy', cardFramePolicy(nonce))
      .header('x-frame-options', 'SAMEORIGIN');
    return sendHtml(reply, 200, cardFramePage(nonce, createSandboxCardFrameToken.path));
  });
}
