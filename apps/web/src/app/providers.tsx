import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';

/** Radix primitives follow the language's reading direction (Arabic and Hebrew are rtl). */
function LanguageDirection({ children }: { readonly children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <Direction.Provider dir={instance.dir()}>{children}</Direction.Provider>;
}

/**
 * What every page needs. The query cache is not here: the pages that read queries bring its
 * provider with them (`withQueryClient`, decision 0050).
 */
export function AppProviders({
  children,
  i18n: instance = i18n,
}: {
  readonly children: ReactNode;
  /** The server renders each request with its own instance of the catalogues (decision 0140). */
  readonly i18n?: typeof i18n;
}) {
  return (
    <I18nextProvider i18n={instance}>
      <LanguageDirection>{children}</LanguageDirection>
    </I18nextProvider>
  );
}
