import { useTranslation } from 'react-i18next';
import { QuerySection, type QuerySectionProps } from '@/app/query-section';

/**
 * A section of the security page that shows one read (two-factor, passkeys, sessions): a failed
 * read is the security page's own sentence and retry, on a card.
 */
export function SecurityQuerySection<T>(
  props: Omit<QuerySectionProps<T>, 'failed' | 'retryLabel' | 'failedAs'>,
) {
  const { t } = useTranslation();
  return (
    <QuerySection
      {...props}
      failed={t('security.loadFailed')}
      retryLabel={t('security.retry')}
      failedAs="card"
    />
  );
}
