/**
 * A token as the gateway gave it to this browser: its id and the client secret that goes with it
 * (decision 0101) — the sandbox frame's card token, a wallet token, or a SetupIntent Stripe
 * confirmed. Both travel to our API; the secret is never put in a URL. Card numbers never reach
 * our code: the gateway's own fields hold them (ARCHITECTURE decision 15).
 */
export interface CardSource {
  readonly token: string;
  readonly clientSecret: string;
}
