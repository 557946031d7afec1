import type { FormMessageKey, ResidenceProblem } from '@halyard/domain';
import type { TFunction } from 'i18next';

type Text = (t: TFunction<'checkout'>) => string;

/** spec §5 form message keys ("their wording: not shown"): ours, one per key, exhaustive. */
const FORM_TEXT: Record<FormMessageKey, Text> = {
  email_missing: (t) => t('formMessages.email_missing'),
  email_incorrect: (t) => t('formMessages.email_incorrect'),
  first_name_missing: (t) => t('formMessages.first_name_missing'),
  first_name_incorrect: (t) => t('formMessages.first_name_incorrect'),
  last_name_missing: (t) => t('formMessages.last_name_missing'),
  last_name_incorrect: (t) => t('formMessages.last_name_incorrect'),
  card_number_missing: (t) => t('formMessages.card_number_missing'),
  card_number_incorrect: (t) => t('formMessages.card_number_incorrect'),
  expiry_month_missing: (t) => t('formMessages.expiry_month_missing'),
  expiry_month_incorrect: (t) => t('formMessages.expiry_month_incorrect'),
  expiry_year_missing: (t) => t('formMessages.expiry_year_missing'),
  expiry_year_incorrect: (t) => t('formMessages.expiry_year_incorrect'),
  expiry_date_missing: (t) => t('formMessages.expiry_date_missing'),
  expiry_date_incorrect: (t) => t('formMessages.expiry_date_incorrect'),
  cvv_missing: (t) => t('formMessages.cvv_missing'),
  cvv_incorrect: (t) => t('formMessages.cvv_incorrect'),
  only_digits: (t) => t('formMessages.only_digits'),
  postal_code_invalid: (t) => t('formMessages.postal_code_invalid'),
};

/** The spec §5 residence problems (domain `checkResidence`). */
const RESIDENCE_TEXT: Record<Exclude<ResidenceProblem, 'postal_code_invalid'>, Text> = {
  country_missing: (t) => t('residence.country_missing'),
  country_incorrect: (t) => t('residence.country_incorrect'),
  region_missing: (t) => t('residence.region_missing'),
  region_incorrect: (t) => t('residence.region_incorrect'),
};

const OTHER_TEXT: Record<'gift_code_invalid', Text> = {
  gift_code_invalid: (t) => t('giftCard.codeInvalid'),
};

const TEXTS: Record<string, Text> = { ...FORM_TEXT, ...RESIDENCE_TEXT, ...OTHER_TEXT };

/** A field's message in the page's language; a message from elsewhere (the server) as it is. */
export function fieldMessageText(
  t: TFunction<'checkout'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  return TEXTS[message]?.(t) ?? message;
}
