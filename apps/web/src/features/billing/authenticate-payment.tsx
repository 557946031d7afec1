import { useEffect, useRef, useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { ResultOf, authenticatePayment } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { errorText } from '@/app/storefront/payment-errors';
import { subscriptionsQuery, type PortalSubscription } from '@/app/subscriptions-query';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { FailureSummary } from '@/ui/error-summary';

type Answer = ResultOf<typeof authenticatePayment>;
export type AuthenticatedPayment = Extract<Answer, { status: 'paid' }>;

/** What waits for the customer's bank check: the plan's renewal, or an add-on's (0182, 0184). */
export function pendingAuthentication(sub: PortalSubscription) {
  if (sub.dunning?.state === 'authentication_required') return { dunning: sub.dunning };
  const addon = sub.addons.find((a) => a.dunning?.state === 'authentication_required');
  return addon?.dunning ? { dunning: addon.dunning } : null;
}

/**
 * Issue 21 item 3 (decision 0182): the bank asked to confirm a renewal off-session. One button
 * takes the customer to the bank's page, which returns here; back, the same charge is completed
 * once (the page sends it again by itself: no second click, and a reload finds nothing to do).
 */
export function AuthenticatePayment({
  sub,
  onPaid,
}: {
  readonly sub: PortalSubscription;
  readonly onPaid: (paid: AuthenticatedPayment) => void;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pendingAuth = pendingAuthentication(sub);
  const returned = new URLSearchParams(location.search).get('three_d_secure');
  const completing = useRef(false);

  const complete = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await callApi(routes.authenticatePayment, {
        params: { id: sub.subscription_id },
        body: { return_path: location.pathname },
      });
      if (answer.status === 'requires_action') {
        window.location.assign(answer.challenge_url);
        return;
      }
      onPaid(answer);
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
      setPending(false);
    } catch (error) {
      setFailure(errorText(tc, error));
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
    }
  };

  // Back from the bank's page: finish the same charge, then drop the bank's query parameters.
  useEffect(() => {
    if (!returned || completing.current) return;
    completing.current = true;
    void navigate(location.pathname, { replace: true });
    void complete();
  });

  if (!pendingAuth) return null;
  const amount = pendingAuth.dunning.attempts[0]?.amount ?? sub.renewal_price;
  const deadline = pendingAuth.dunning.grace_ends_at;
  return (
    <section
      className="rounded-card bg-warning-50 p-5 text-warning-900 shadow-card"
      aria-labelledby="authenticate-title"
    >
      <h2 id="authenticate-title" className="font-semibold">
        {t('lifecycle.authenticate.title')}
      </h2>
      <p className="mt-2">
        {t('lifecycle.authenticate.body', { amount: formatMoney(amount, language.code) })}
      </p>
      {deadline ? (
        <p className="mt-1 text-ink-muted">
          {t('lifecycle.authenticate.deadline', { date: formatDate(deadline, language) })}
        </p>
      ) : null}
      <FailureSummary
        id="authenticate"
        title={t('lifecycle.authenticate.failed')}
        failure={failure}
      />
      <Button className="mt-4" pending={pending} onClick={() => void complete()}>
        {t('lifecycle.authenticate.confirm', { amount: formatMoney(amount, language.code) })}
      </Button>
    </section>
  );
}
