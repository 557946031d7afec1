import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { adminResendInvoice, downloadAdminInvoice, type AdminCustomer } from '@halyard/contract';
import { callApiForFile } from '@/app/api-client';
import { saveFile } from '@/app/save-file';
import { Button } from '@/ui/button';
import { ActionDialog } from './action-dialog';
import { useAdminAction } from './admin-api';
import { ADMIN_NS } from './admin-i18n';
import { day, money, moment } from './format';
import { AdminTable } from './admin-table';

type SectionComponent = ComponentType<{ title: string; children: ReactNode }>;

/** One kind of record in the page's section of that title: a table of it, or "none". */
function RecordsTable({
  Section,
  title,
  head,
  rows,
}: {
  readonly Section: SectionComponent;
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('common.none')}</p>
      ) : (
        <AdminTable caption={title} headers={head}>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-border">
              {cells.map((cell, j) => (
                <td key={j} className="p-2 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
    </Section>
  );
}

/** The customer's documents, money movements, methods, sessions, emails and activity. */
export function CustomerRecords({
  customer: c,
  canAct,
  onDone,
  Section,
}: {
  readonly customer: AdminCustomer;
  readonly canAct: boolean;
  readonly onDone: (message: string) => void;
  readonly Section: SectionComponent;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const resend = useAdminAction(adminResendInvoice);
  const download = useMutation({
    mutationFn: async (invoice: { id: string; number: string }) =>
      saveFile(
        await callApiForFile(downloadAdminInvoice, {
          params: { customerId: c.id, invoiceId: invoice.id },
        }),
        `${invoice.number}.pdf`,
      ),
  });
  return (
    <>
      <RecordsTable
        Section={Section}
        title={t('records.invoices')}
        head={[t('records.number'), t('records.kind'), t('records.date'), t('records.total'), '']}
        rows={c.invoices.map((i) => [
          i.number,
          i.kind === 'credit_note'
            ? t('records.creditNote', { number: i.related_invoice_number ?? '—' })
            : t('records.invoice'),
          day(i.issued_at),
          money(i.total),
          <div key="actions" className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="min-h-9 px-3 text-sm"
              onClick={() => download.mutate(i)}
            >
              {t('records.pdf', { number: i.number })}
            </Button>
            {canAct ? (
              <ActionDialog
                trigger={t('records.resend')}
                title={t('records.resendTitle', { number: i.number })}
                consequence={t('records.resendConsequence', { email: c.email })}
                confirm={t('records.resend')}
                onDone={onDone}
                onConfirm={(_, reason) =>
                  resend.mutateAsync({
                    params: { customerId: c.id, invoiceId: i.id },
                    body: { reason },
                  })
                }
              />
            ) : null}
          </div>,
        ])}
      />
      <RecordsTable
        Section={Section}
        title={t('records.charges')}
        head={[
          t('records.date'),
          t('records.kind'),
          t('records.status'),
          t('records.total'),
          t('records.document'),
        ]}
        rows={c.charges.map((ch) => [
          moment(ch.at),
          t(`records.charge.${ch.kind}`),
          ch.failure_code ? `${ch.status} (${ch.failure_code})` : ch.status,
          money(ch.amount),
          ch.document ?? '—',
        ])}
      />
      <RecordsTable
        Section={Section}
        title={t('records.methods')}
        head={[t('records.method'), t('records.expires'), t('records.added')]}
        rows={c.payment_methods.map((m) => [m.label, m.expires ?? '—', day(m.created_at)])}
      />
      <RecordsTable
        Section={Section}
        title={t('records.sessions')}
        head={[t('records.device'), t('records.ip'), t('records.started'), t('records.lastSeen')]}
        rows={c.sessions.map((s) => [
          `${s.browser} · ${s.os}`,
          s.ip ?? '—',
          moment(s.created_at),
          moment(s.last_seen_at),
        ])}
      />
      <RecordsTable
        Section={Section}
        title={t('records.emails')}
        head={[t('records.date'), t('records.subject'), t('records.status')]}
        rows={c.emails.map((e) => [moment(e.created_at), e.subject, e.status])}
      />
      <RecordsTable
        Section={Section}
        title={t('records.pageViews')}
        head={[t('records.date'), t('records.page'), t('records.language')]}
        rows={c.page_views.map((v) => [moment(v.at), v.url, v.locale])}
      />
      <RecordsTable
        Section={Section}
        title={t('records.referralsAndGifts')}
        head={[t('records.date'), t('records.kind'), t('records.status')]}
        rows={[
          ...c.referrals.map((r) => [day(r.created_at), t(`records.referral.${r.role}`), r.status]),
          ...c.gift_cards.map((g) => [
            day(g.redeemed_at),
            t('records.giftCard', { code: g.code }),
            `${g.tier} · ${g.months}`,
          ]),
        ]}
      />
    </>
  );
}
