import type {
  checkPasswordReset,
  completePasswordReset,
  requestPasswordReset,
} from '@halyard/contract';
import { routeRef } from '@/app/route-ref';

/** Account recovery calls (issue 24 item 1, decision 0160). */
export const recoveryApi = {
  request: routeRef<typeof requestPasswordReset>('POST', '/api/v1/auth/password-reset'),
  check: routeRef<typeof checkPasswordReset>('POST', '/api/v1/auth/password-reset/check'),
  complete: routeRef<typeof completePasswordReset>('POST', '/api/v1/auth/password-reset/complete'),
};
