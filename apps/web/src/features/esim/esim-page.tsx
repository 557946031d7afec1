import type { HolidayEsim } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/ui/qr-code';
import { formatDate } from '@/app/format';
import { copyWords } from '@/app/copy-words';
import { QueryPage } from '@/app/query-page';
import { useLanguage } from '@/i18n/use-language';
import { AddonCard } from '@/ui/addon-card';
import { CopyButton } from '@/ui/copy-button';
import { EmptyCard } from '@/ui/query-states';
import { esimsQuery } from './esim-query';

/**
 * spec §2 eSIM: the holiday eSIM (data allowance, validity, expiry) with its activation QR code;
 * earlier or lapsed ones in their expired state, without a code to install.
 */
export function EsimPage() {
  const { t } = useTranslation();
  return (
    <QueryPage
      title={t('esim.title')}
      intro={t('esim.intro')}
      read={esimsQuery}
      failed={t('esim.failed')}
      empty={<EmptyCard>{t('esim.none')}</EmptyCard>}
    >
      {(data) => data.map((esim) => <EsimCard key={esim.id} esim={esim} />)}
    </QueryPage>
  );
}

function EsimCard({ esim }: { readonly esim: HolidayEsim }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const expires = formatDate(esim.expires, language);
  const active = esim.status === 'active';
  const facts: [string, string][] = [
    [t('esim.data'), t('esim.dataValue', { count: esim.data_gb })],
    [t('esim.validity'), t('esim.validityValue', { count: esim.validity_days })],
    [active ? t('esim.expires') : t('esim.expiredOn'), expires],
  ];
  return (
    <AddonCard
      label={t(active ? 'esim.activeLabel' : 'esim.expiredLabel', { date: expires })}
      title={t('esim.cardTitle')}
      active={active}
      status={active ? t('esim.active') : t('esim.expired')}
      facts={facts}
      columnsClass="sm:grid-cols-3"
    >
      {active && esim.activation_code ? (
        <div className="mt-6 flex flex-wrap items-start gap-6">
          <QrCode code={esim.activation_code} label={t('esim.qrLabel')} />
          <div className="min-w-0 flex-1 space-y-3">
            <h3 className="font-semibold">{t('esim.installTitle')}</h3>
            <ol className="list-decimal space-y-1 ps-5 text-sm">
              <li>{t('esim.step1')}</li>
              <li>{t('esim.step2')}</li>
              <li>{t('esim.step3')}</li>
            </ol>
            <p className="text-sm text-ink-muted">{t('esim.manual')}</p>
            <code className="block rounded-control bg-surface-muted px-3 py-2 font-mono text-sm break-all">
              {esim.activation_code}
            </code>
            <CopyButton text={esim.activation_code} words={copyWords(t, t('esim.copyLabel'))} />
          </div>
        </div>
      ) : (
        <p className="mt-4 text-ink-muted">{t('esim.expiredBody')}</p>
      )}
    </AddonCard>
  );
}
