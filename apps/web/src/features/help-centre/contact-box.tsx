import { findHelpArticle, helpPath } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openChat } from '@/app/chat/chat-state';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { TitledSection } from '@/ui/titled-section';

const CONTACT = findHelpArticle(null, 'contact');

/** "Still need help?": the live chat, and the contact article. */
export function ContactBox() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <TitledSection
      as="aside"
      title={t('help.contact.title')}
      className="rounded-card bg-surface p-5 shadow-card"
      headingClassName="text-lg font-bold"
    >
      <p className="mt-1 text-ink-muted">{t('help.contact.body')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={openChat}>{t('help.contact.chat')}</Button>
        {CONTACT ? (
          <Button asChild variant="secondary">
            <Link to={localize(helpPath(CONTACT))}>{t('help.contact.link')}</Link>
          </Button>
        ) : null}
      </div>
    </TitledSection>
  );
}
