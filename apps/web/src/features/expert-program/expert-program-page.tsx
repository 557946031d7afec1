import type { ExpertApplication } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { QueryPage } from '@/app/query-page';
import { useLanguage } from '@/i18n/use-language';
import { CardsSkeleton } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { expertApplicationQuery } from './expert-program-api';
import { ExpertProgramForm } from './expert-program-form';
import { Fact } from '@/ui/fact';

/**
 * spec §2 Expert Program (decision 0064): behind its feature flag, a sign-up form; once signed
 * up, what was sent and when.
 */
export function ExpertProgramPage() {
  const { t } = useTranslation();
  return (
    <QueryPage
      title={t('expertProgram.title')}
      intro={t('expertProgram.intro')}
      read={expertApplicationQuery}
      loading={<CardsSkeleton label={t('app.loading')} count={1} />}
      failed={t('expertProgram.failed')}
    >
      {(data) => (data ? <Received application={data} /> : <ExpertProgramForm />)}
    </QueryPage>
  );
}

function Received({ application }: { readonly application: ExpertApplication }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SectionCard title={t('expertProgram.receivedTitle')}>
      <p className="mt-2">
        {t('expertProgram.receivedBody', {
          name: application.display_name,
          date: formatDate(application.created_at, language),
        })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Fact term={t('expertProgram.areas')} className="font-semibold">
          {application.areas.map((area) => t(`expertProgram.area.${area}`)).join(', ')}
        </Fact>
        <Fact term={t('expertProgram.hours')} className="font-semibold">
          {t('expertProgram.hoursValue', { count: application.hours_per_month })}
        </Fact>
      </dl>
    </SectionCard>
  );
}
