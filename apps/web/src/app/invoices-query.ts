import { downloadInvoice, listInvoices, type Invoice } from '@halyard/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/app/api-client';

/** spec §7 GET /api/v2/invoices/: the payment history, newest first. */
export const invoicesQuery = queryOptions({
  queryKey: ['invoices'],
  queryFn: ({ signal }) => callApi(listInvoices, { signal }),
  select: (data) => data.invoices,
  staleTime: 60_000,
});

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has read the blob once the click's download started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * spec §7 GET /api/v2/invoices/{id}/download. The API needs the tenant header, which a plain link
 * cannot send, so the PDF is fetched with the API client and saved from memory (decision 0044).
 */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Invoice) => {
      const file = await callApiForFile(downloadInvoice, { params: { id: invoice.id } });
      saveFile(file.blob, file.filename ?? `${invoice.number}.pdf`);
    },
  });
}
