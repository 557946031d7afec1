import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ScreenReaderAlert } from '@/ui/alert-message';
import { DataTable } from '@/ui/data-table';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { licensesErrorText, useUpdateLicenses, type BusinessSubscription } from './licenses-api';
import { SectionCard } from '@/ui/section-card';
import { OneFieldForm } from '@/ui/one-field-form';

/** Seats and who holds them: assign a free seat by email, free an assigned one. */
export function LicenseTable({ business }: { readonly business: BusinessSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const email = useTextInput();
  const update = useUpdateLicenses();
  const assigned = business.licenses.filter((l) => l.assignee_email !== null);

  const assign = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { assign: [email.value.trim()] },
      { onSuccess: () => email.setValue(''), onError: email.focus },
    );
  };
  const error = update.isError ? licensesErrorText(t, update.error) : undefined;

  return (
    <SectionCard
      title={t('businessLicenses.licenses.title')}
      intro={t('businessLicenses.licenses.free', { count: business.seats - business.assigned })}
    >
      <OneFieldForm
        onSubmit={assign}
        pending={update.isPending}
        submitLabel={t('businessLicenses.licenses.assign')}
        className="mt-4 flex-wrap"
      >
        <TextField
          {...email.props}
          label={t('businessLicenses.licenses.email')}
          type="email"
          autoComplete="off"
          error={error}
          className="min-w-64 flex-1"
        />
      </OneFieldForm>
      <ScreenReaderAlert>{error}</ScreenReaderAlert>
      {assigned.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('businessLicenses.licenses.none')}</p>
      ) : (
        <DataTable
          variant="inline"
          caption={t('businessLicenses.licenses.title')}
          rows={assigned}
          rowKey={(license) => license.id}
          columns={[
            {
              key: 'user',
              header: t('businessLicenses.licenses.user'),
              rowHeader: true,
              className: 'font-normal break-all',
              cell: (license) => license.assignee_email,
            },
            {
              key: 'since',
              header: t('businessLicenses.licenses.since'),
              cell: (license) =>
                license.assigned_at ? formatDate(license.assigned_at, language) : null,
            },
            {
              key: 'actions',
              header: t('businessLicenses.licenses.actions'),
              hiddenHeader: true,
              align: 'end',
              cell: (license) => (
                <Button
                  variant="secondary"
                  pending={update.isPending}
                  onClick={() => update.mutate({ unassign: [license.assignee_email ?? ''] })}
                  aria-label={t('businessLicenses.licenses.unassignLabel', {
                    email: license.assignee_email,
                  })}
                >
                  {t('businessLicenses.licenses.unassign')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
