import type { DataExport } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, callApiForFile } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { useFormatDate } from '@/app/storefront/format';
import { saveFile } from '@/app/save-file';
import { Button } from '@/ui/button';
import { QuerySection } from '@/app/query-section';
import { dataExportQuery } from './account-api';
import { AlertLine } from '@/ui/alert-message';

/**
 * Issue 22 item 6 (decision 0195): "Download my data". Asking creates a request the server
 * prepares in the background; the section shows none / preparing / ready (download, until when) /
 * expired or failed (ask again). A new copy can be asked for once a day.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery(dataExportQuery);
  const date = useFormatDate();
  const ask = useMutation({
    mutationFn: () => callApi(routes.requestDataExport, { body: {} }),
    onSuccess: (data) => queryClient.setQueryData(dataExportQuery.queryKey, data),
    // A refusal (asked again too soon) comes with a state worth reading again.
    onError: () => void queryClient.invalidateQueries({ queryKey: dataExportQuery.queryKey }),
  });
  const download = useMutation({
    mutationFn: async (found: DataExport) =>
      saveFile(
        await callApiForFile(routes.downloadDataExport, { params: { id: found.id } }),
        'data-export.json',
      ),
  });
  const found = current.data?.export ?? null;
  const askError = ask.isError
    ? isApiError(ask.error) && ask.error.status === 429 && found?.next_request_at
      ? t('accountBilling.dataExport.tooSoon', { date: date(found.next_request_at) })
      : t('accountBilling.errors.general')
    : null;
  const askButton = (label: string) => (
    <Button pending={ask.isPending} onClick={() => ask.mutate()}>
      {label}
    </Button>
  );

  return (
    <QuerySection
      title={t('accountBilling.dataExport.title')}
      intro={t('accountBilling.dataExport.intro')}
      query={current}
      skeleton="mt-3 h-12"
      failed={t('accountBilling.dataExport.loadFailed')}
    >
      {() => (
        <div className="mt-3 space-y-3" data-export-state={found?.state ?? 'none'}>
          {found?.state === 'preparing' ? (
            <>
              <p role="status" className="rounded-control bg-brand-50 p-3">
                {t('accountBilling.dataExport.preparing', { date: date(found.requested_at) })}
              </p>
              <Button variant="secondary" onClick={() => void current.refetch()}>
                {t('accountBilling.dataExport.checkAgain')}
              </Button>
            </>
          ) : found?.state === 'ready' && found.expires_at ? (
            <>
              <p role="status" className="font-semibold text-success-800">
                {t('accountBilling.dataExport.ready', { date: date(found.expires_at) })}
              </p>
              <Button pending={download.isPending} onClick={() => download.mutate(found)}>
                {t('accountBilling.dataExport.download')}
              </Button>
              <AlertLine
                message={download.isError ? t('accountBilling.dataExport.downloadFailed') : null}
              />
              {found.next_request_at ? (
                <p className="text-sm text-ink-muted">
                  {t('accountBilling.dataExport.nextRequest', {
                    date: date(found.next_request_at),
                  })}
                </p>
              ) : (
                <div>{askButton(t('accountBilling.dataExport.requestAgain'))}</div>
              )}
            </>
          ) : (
            <>
              {found?.state === 'expired' && found.expires_at ? (
                <p role="status">
                  {t('accountBilling.dataExport.expired', { date: date(found.expires_at) })}
                </p>
              ) : found?.state === 'failed' ? (
                <p role="status" className="text-danger-700">
                  {t('accountBilling.dataExport.failed')}
                </p>
              ) : null}
              {askButton(
                found
                  ? t('accountBilling.dataExport.requestAgain')
                  : t('accountBilling.dataExport.request'),
              )}
            </>
          )}
          <AlertLine message={askError} />
        </div>
      )}
    </QuerySection>
  );
}
