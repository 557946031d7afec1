import type { BodyOf, BusinessSubscription, updateLicenses } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { codeText, type CodeTexts } from '@/app/code-text';
import { invoicesQuery } from '@/app/invoices-query';

export type { BusinessSubscription };

export const licensesQuery = queryOptions({
  queryKey: ['licenses'],
  queryFn: ({ signal }) => callApi(routes.getLicenses, { signal }),
  select: (data) => data.business_subscription,
});

/** Every change answers the whole business subscription: it replaces the cached one. */
function useStore() {
  const queryClient = useQueryClient();
  return (data: { readonly business_subscription: BusinessSubscription }) =>
    queryClient.setQueryData(licensesQuery.queryKey, data);
}

export function useUpdateLicenses() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateLicenses>) => callApi(routes.updateLicenses, { body }),
    onSuccess: (data) => {
      store(data);
      // Added seats are invoiced (issue 24 item 6).
      void queryClient.invalidateQueries({ queryKey: invoicesQuery.queryKey });
    },
  });
}

/** Issue 24 item 6: what a seat count costs now and at the renewal, before it is confirmed. */
export function useSeatEstimate() {
  return useMutation({
    mutationFn: (seats: number) => callApi(routes.estimateLicenses, { body: { seats } }),
  });
}

export function useLicensesAutobill() {
  const store = useStore();
  return useMutation({
    mutationFn: (enable: boolean) =>
      callApi(enable ? routes.licensesAutobillOn : routes.licensesAutobillOff, { body: {} }),
    onSuccess: store,
  });
}

/** The seat refusals of decision 0034 (422 codes), in words. */
const SEAT_TEXT: CodeTexts<TFunction> = {
  seats_below_assigned: (t) => t('businessLicenses.errors.seats_below_assigned'),
  no_free_seats: (t) => t('businessLicenses.errors.no_free_seats'),
  already_assigned: (t) => t('businessLicenses.errors.already_assigned'),
  not_assigned: (t) => t('businessLicenses.errors.not_assigned'),
  duplicate_email: (t) => t('businessLicenses.errors.duplicate_email'),
  seats_changed: (t) => t('businessLicenses.errors.seats_changed'),
};

export function licensesErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const seats = codeText(SEAT_TEXT, t, error.code);
    if (seats) return seats;
    if (error.status === 400) return t('businessLicenses.errors.invalid');
    if (error.status === 402) return t('businessLicenses.errors.declined');
    if (error.code === 'no_stored_payment_method') return t('businessLicenses.errors.noCard');
  }
  return t('businessLicenses.errors.general');
}
