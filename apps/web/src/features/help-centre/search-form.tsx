import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { HELP_CENTRE_PATH } from '@halyard/domain';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';

/** The help centre's search box: a GET form to `/support?q=…`, so results have an address. */
export function SearchForm({ query = '' }: { readonly query?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Form
      role="search"
      method="get"
      action={localize(HELP_CENTRE_PATH)}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="help-search" className="sr-only">
        {t('help.search.label')}
      </label>
      <input
        id="help-search"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={200}
        placeholder={t('help.search.placeholder')}
        className="min-h-11 flex-1 rounded-control border border-border-strong bg-surface px-3"
      />
      <Button type="submit">{t('help.search.submit')}</Button>
    </Form>
  );
}
