import type { createSandboxCardToken } from '@halyard/contract';
import {
  cardTokenError,
  expiryYearOf,
  splitCardExpiry,
  type CardField,
  type FormMessageKey,
  type PaymentErrorKey,
} from '@halyard/domain';
import { callApi } from './api-client';
import { isApiError } from './api-error';
import { routeRef } from './route-ref';

/** The card as a form holds it (checkout's payment step, the portal's card form). */
export interface CardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}

/**
 * A token as the gateway gave it to this browser: its id and the client secret that goes with it
 * (decision 0101). Both travel to our API; the secret is never put in a URL.
 */
export interface CardSource {
  readonly token: string;
  readonly clientSecret: string;
}

export type TokenResult =
  | ({ readonly ok: true } & CardSource)
  | { readonly ok: false; readonly field: CardField; readonly key: FormMessageKey }
  | { readonly ok: false; readonly field: null; readonly key: PaymentErrorKey };

const cardToken = routeRef<typeof createSandboxCardToken>('POST', '/sandbox-gateway/v1/tokens');

/**
 * The card goes to the gateway's tokenise endpoint, never to our API (ARCHITECTURE 5, PCI
 * SAQ-A shape); only the token travels on. A refusal names its field (domain `cardTokenError`).
 */
export async function tokeniseCard(card: CardValues): Promise<TokenResult> {
  const expiry = splitCardExpiry(card.expiry);
  try {
    const token = await callApi(cardToken, {
      body: {
        number: card.number.replace(/\s/g, ''),
        exp_month: Number(expiry?.month ?? 0),
        exp_year: expiryYearOf(expiry?.year ?? '') ?? 0,
        cvc: card.cvc.trim(),
        postal_code: card.postalCode.trim(),
      },
    });
    return { ok: true, token: token.id, clientSecret: token.client_secret };
  } catch (error) {
    if (!isApiError(error, 400)) throw error;
    const refusal = cardTokenError(error.code);
    return refusal.kind === 'field'
      ? { ok: false, field: refusal.field, key: refusal.key }
      : { ok: false, field: null, key: refusal.key };
  }
}
