import type { TFunction } from 'i18next';
import { isApiError } from '@/app/api-error';

/** The lifecycle refusals of decision 0030 (409 codes) the dashboard explains (exhaustive). */
const LIFECYCLE_CODES = [
  'managed_by_store',
  'autobill_not_supported',
  'subscription_ended',
  'payment_method_required',
  'nothing_to_collect',
  'payment_in_progress',
] as const;
type LifecycleCode = (typeof LIFECYCLE_CODES)[number];

const TEXT: Record<LifecycleCode, (t: TFunction) => string> = {
  managed_by_store: (t) => t('dashboardActions.errors.managed_by_store'),
  autobill_not_supported: (t) => t('dashboardActions.errors.autobill_not_supported'),
  subscription_ended: (t) => t('dashboardActions.errors.subscription_ended'),
  payment_method_required: (t) => t('dashboardActions.errors.payment_method_required'),
  nothing_to_collect: (t) => t('dashboardActions.errors.nothing_to_collect'),
  payment_in_progress: (t) => t('dashboardActions.errors.payment_in_progress'),
};

const isLifecycleCode = (code: string): code is LifecycleCode =>
  (LIFECYCLE_CODES as readonly string[]).includes(code);

/** What went wrong with an auto-renew or renewal call, in the page's language. */
export function actionErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('dashboardActions.errors.general');
  if (isLifecycleCode(error.code)) return TEXT[error.code](t);
  if (error.status === 402) return t('dashboardActions.errors.declined');
  if (error.status === 502) return t('dashboardActions.errors.gateway');
  return t('dashboardActions.errors.general');
}
