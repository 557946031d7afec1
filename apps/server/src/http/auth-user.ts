/**
 * The signed-in user as every layer sees it (decision 0212). It lives in the platform layer so that
 * ledger, billing and feature services can take it without importing the account module, which
 * owns sessions (modules/account/session.service.ts) and sits above them.
 */
export interface AuthUser {
  readonly id: string;
  readonly tenantId: string;
  readonly sessionId: string;
}
