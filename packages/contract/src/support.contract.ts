import { z } from 'zod';
import { Email } from './account.contract';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** A message to the support inbox (spec §2 chat button; the chat has no live agent, decision 0042). */
export const SupportMessageBody = z
  .object({
    email: Email,
    message: z.string().trim().min(1, 'Write a message.').max(4000, 'Use at most 4000 characters.'),
  })
  .meta({ id: 'SupportMessageBody' });
export type SupportMessageBody = z.infer<typeof SupportMessageBody>;

/** One message of a support thread: the customer's, or a reply from the support team. */
export const SupportMessage = z
  .object({
    id: z.string(),
    author: z.enum(['customer', 'support']),
    email: z.string(),
    message: z.string(),
    created_at: Instant,
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof SupportMessage>;

export const sendSupportMessage = defineRoute({
  method: 'POST',
  path: '/api/v1/support/messages',
  summary: 'Leave a message for the support team (replied to by email)',
  tags: ['support'],
  auth: false,
  body: SupportMessageBody,
  response: { 201: SupportMessage, ...errors(400, 429) },
});

export const listSupportMessages = defineRoute({
  method: 'GET',
  path: '/api/v1/support/messages',
  summary: "The signed-in user's support thread, oldest first",
  tags: ['support'],
  auth: true,
  response: {
    200: z.object({ messages: z.array(SupportMessage) }).meta({ id: 'SupportThread' }),
    ...errors(400, 401),
  },
});
