import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { Button } from '@/ui/button';
import { TitledSection } from '@/ui/titled-section';

/**
 * "Was this helpful?" (issue 17): the answer is recorded as a page event through the tracking
 * call (`POST /api/v1/emit-event`, decision 0006). Tracking never stands in the reader's way: a
 * failed call is only logged, and the thanks are shown either way.
 */
export function ArticleFeedback({
  slug,
  language,
}: {
  readonly slug: string;
  readonly language: string;
}) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(false);
  const answer = (helpful: boolean) => {
    setAnswered(true);
    callApi(routes.emitEvent, {
      body: {
        event: 'help_article_feedback',
        properties: { article: slug, language, helpful, page: window.location.pathname },
      },
    }).catch((error: unknown) => console.error('Tracking call failed:', error));
  };
  return (
    <TitledSection
      title={t('help.feedback.question')}
      className="rounded-card border border-border bg-surface p-5"
      headingClassName="font-semibold"
    >
      <div aria-live="polite">
        {answered ? (
          <p className="mt-2 text-ink-muted">{t('help.feedback.thanks')}</p>
        ) : (
          <div className="mt-3 flex gap-3">
            <Button variant="secondary" onClick={() => answer(true)}>
              {t('help.feedback.yes')}
            </Button>
            <Button variant="secondary" onClick={() => answer(false)}>
              {t('help.feedback.no')}
            </Button>
          </div>
        )}
      </div>
    </TitledSection>
  );
}
