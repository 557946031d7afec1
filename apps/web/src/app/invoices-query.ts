import { downloadInvoice, listInvoices, reissueInvoice, type Invoice } from '@halyard/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/app/api-client';
import { saveFile } from '@/app/save-file';
import { routeQuery, useChangeThenRefresh } from './route-query';

/** spec §7 GET /api/v2/invoices/: the payment history, newest first. */
export const invoicesQuery = routeQuery(['invoices'], listInvoices, {
  select: (data) => data.invoices,
  staleTime: 60_000,
});

/**
 * spec §7 GET /api/v2/invoices/{id}/download. The API needs the tenant header, which a plain link
 * cannot send, so the PDF is fetched with the API client and saved from memory (decision 0044).
 */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Invoice) =>
      saveFile(
        await callApiForFile(downloadInvoice, { params: { id: invoice.id } }),
        `${invoice.number}.pdf`,
      ),
  });
}

/** Issue 22 item 2: re-issue with the current billing details (same number, new PDF). */
export function useReissueInvoice() {
  return useChangeThenRefresh(
    (invoice: Invoice) => callApi(reissueInvoice, { params: { id: invoice.id } }),
    invoicesQuery,
  );
}
