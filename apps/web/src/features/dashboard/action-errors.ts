import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';
import { codeText, type CodeTexts } from '@/app/code-text';

/** The lifecycle refusals of decision 0030 (409 codes) the dashboard explains, in words. */
const LIFECYCLE_TEXT: CodeTexts<TFunction> = {
  managed_by_store: (t) => t('dashboardActions.errors.managed_by_store'),
  autobill_not_supported: (t) => t('dashboardActions.errors.autobill_not_supported'),
  subscription_ended: (t) => t('dashboardActions.errors.subscription_ended'),
  payment_method_required: (t) => t('dashboardActions.errors.payment_method_required'),
  nothing_to_collect: (t) => t('dashboardActions.errors.nothing_to_collect'),
  payment_in_progress: (t) => t('dashboardActions.errors.payment_in_progress'),
};

/** What went wrong with an auto-renew or renewal call, in the page's language. */
export function actionErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('dashboardActions.errors.general');
  const lifecycle = codeText(LIFECYCLE_TEXT, t, error.code);
  if (lifecycle) return lifecycle;
  if (error.status === 402) return t('dashboardActions.errors.declined');
  if (error.status === 502) return t('dashboardActions.errors.gateway');
  return t('dashboardActions.errors.general');
}
