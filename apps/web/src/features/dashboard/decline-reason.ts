import type { TFunction } from 'i18next';
import type en from '@/i18n/locales/en/translation.json';

type Reason = keyof typeof en.lifecycle.dunning.reasons;

const REASONS = new Set<string>([
  'insufficient_funds',
  'processing_error',
  'issuer_error',
  'generic_decline',
  'lost_card',
  'stolen_card',
  'account_closed',
  'do_not_honor',
  'incorrect_number',
  'fraud_suspected',
  'expired_card',
  'incorrect_cvc',
  'payment_cancelled',
  'authentication_failed',
  'authentication_required',
] satisfies Reason[]);

/** A gateway decline code in the reader's words (issue 21 §2: the code is shown). */
export function declineReason(t: TFunction, code: string | null | undefined): string {
  const key = (REASONS.has(code ?? '') ? code : 'unknown') as Reason;
  return t(`lifecycle.dunning.reasons.${key}`);
}
