import { useState } from 'react';
import { switchLocale } from '@halyard/domain';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { writeLocaleCookie } from '@/app/locale-cookie';
import { languages } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';
import { cx } from '@/ui/cx';
import { DialogContent } from '@/ui/dialog';
import { CheckCircleIcon, GlobeIcon } from '@/ui/icons';

/**
 * spec §2 the language picker: a dialog titled "Choose Language" listing the 29 languages in
 * their own names. Choosing one opens the same page with that language's prefix (none for
 * English, domain `switchLocale`) and stores it in the `locale` cookie; the route change sends
 * the page view (spec §2 "Page-view tracking is sent on each locale change").
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('language.button', { language: current.name })}
        className="inline-flex min-h-10 items-center gap-2 rounded-control px-2 font-medium text-ink hover:bg-surface-muted"
      >
        <GlobeIcon />
        <span className="hidden lg:inline" lang={current.languageCode}>
          {current.name}
        </span>
      </Dialog.Trigger>
      <DialogContent
        title={t('language.title')}
        closeLabel={t('common.close')}
        className="sm:max-w-2xl"
      >
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
          {languages.map((language) => {
            const selected = language.code === current.code;
            return (
              <li key={language.code}>
                <Link
                  to={switchLocale(location.pathname, language.code) + location.search}
                  lang={language.languageCode}
                  hrefLang={language.languageCode}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => {
                    writeLocaleCookie(language);
                    setOpen(false);
                  }}
                  className={cx(
                    'flex min-h-11 items-center justify-between gap-2 rounded-control px-3',
                    selected
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : 'text-ink hover:bg-surface-muted',
                  )}
                >
                  {language.name}
                  {selected ? <CheckCircleIcon className="size-4" /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog.Root>
  );
}
