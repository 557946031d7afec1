import type { ContentDocument } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { footerRules, LEGAL_PAGE_IDS, type LegalPage as LegalPageId } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { callApi } from '@/app/api-client';
import { MarkdownDocument } from '@/app/markdown-document';
import { useNow } from '@/app/use-now';
import { usePageTitle } from '@/app/use-page-title';
import { defaultLanguage, languageFromPrefix } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';

interface LegalData {
  readonly page: LegalPageId;
  readonly document: ContentDocument;
}

/** The loader of one legal page (issue 17, decision 0131): its Markdown, rendered by the server. */
export function legalLoader(page: LegalPageId) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<LegalData> => {
    const lang = (languageFromPrefix(params.locale) ?? defaultLanguage).code;
    const document = await callApi(routes.getLegalPage, {
      params: { page },
      query: { lang },
      signal: request.signal,
    });
    return { page, document };
  };
}

/**
 * Privacy policy, terms, refund and cookie policies: the operator's text (`CONTENT_DIR`) or the
 * shipped one, with a note when it is shown in English, and the other legal pages beside it.
 */
export function LegalPage() {
  const { t } = useTranslation();
  const { page, document } = useLoaderData<LegalData>();
  const urls = footerRules(useLanguage().code, useNow()).legalUrls;
  usePageTitle(document.title);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[1fr_14rem]">
      <MarkdownDocument document={document} fallbackNote={t('legal.fallback')} />
      <nav aria-label={t('legal.nav')} className="md:order-last">
        <ul className="space-y-1 text-sm">
          {LEGAL_PAGE_IDS.map((id) => (
            <li key={id}>
              <Link
                to={urls[id]}
                aria-current={id === page ? 'page' : undefined}
                className="flex min-h-10 items-center rounded-control px-3 hover:bg-surface hover:underline aria-[current=page]:bg-surface aria-[current=page]:font-semibold"
              >
                {t(`legal.pages.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
