import { HttpError } from '../../../http/http-error';
import type { BuyersRepository } from './buyers.repository';
import { validationFailed } from '../checkout-errors';
import type {
  OwnedSubscription,
  SubscriptionFactsRepository,
} from './subscription-facts.repository';

/** Who a checkout buys for: a signed-in account, an account to create, never someone else's. */
export interface Buyer {
  /** Null: a new email; the account is created when the purchase commits. */
  readonly userId: string | null;
  readonly email: string;
  readonly locale: string | null;
  readonly freeTrialStatus: string | null;
  readonly subscriptions: readonly OwnedSubscription[];
}

/**
 * Sign-up at checkout (decision 0020): a signed-in buyer buys for their account (a different
 * email is refused, 409); a new email creates an account at commit; an email that has an
 * account needs its owner to sign in first (409), so nobody buys onto a stranger's account.
 */
export async function resolveBuyer(
  deps: { buyers: BuyersRepository; facts: SubscriptionFactsRepository },
  input: {
    tenantId: string;
    sessionUserId: string | null;
    email: string | undefined;
    locale: string | null;
  },
): Promise<Buyer> {
  const { tenantId, sessionUserId, email } = input;
  if (sessionUserId) {
    const account = await deps.buyers.findById(tenantId, sessionUserId);
    if (!account) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
    if (email && email !== account.email)
      throw new HttpError(
        409,
        'signed_in_as_another_account',
        `You are signed in as ${account.email}. Sign out to buy for another email address.`,
        { 'customer.email': 'This is not the email of the signed-in account.' },
      );
    return {
      userId: account.id,
      email: account.email,
      locale: account.locale ?? input.locale,
      freeTrialStatus: account.freeTrialStatus,
      subscriptions: await deps.facts.forUser(tenantId, account.id),
    };
  }
  if (!email) throw validationFailed({ 'customer.email': 'Enter your email address.' });
  if (await deps.buyers.findByEmail(tenantId, email))
    throw new HttpError(
      409,
      'account_exists',
      'An account with this email already exists. Sign in to continue your purchase.',
      { 'customer.email': 'Sign in with this email to buy.' },
    );
  return { userId: null, email, locale: input.locale, freeTrialStatus: null, subscriptions: [] };
}
