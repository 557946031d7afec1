import {
  listSupportMessages,
  sendSupportMessage,
  type SupportMessageBody,
} from '@halyard/contract';
import { callApi } from '@/app/api-client';
import { routeQuery, useChangeThenRefresh } from '@/app/route-query';

/** The signed-in user's support thread (decision 0042). */
export const supportThreadQuery = routeQuery(['support', 'thread'], listSupportMessages, {
  select: (data) => data.messages,
});

/** Leaves a message for the support team; a signed-in user's thread shows it at once. */
export function useSendSupportMessage() {
  return useChangeThenRefresh(
    (body: SupportMessageBody) => callApi(sendSupportMessage, { body }),
    supportThreadQuery,
  );
}
