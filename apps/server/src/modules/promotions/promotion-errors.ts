import type { PromotionRefusal } from '@halyard/domain';
import { HttpError } from '../../http/http-error';

type Reason = PromotionRefusal | 'unknown';

/**
 * Issue 22 item 4: each refusal of a code as the checkout answers errors (decision 0017 style:
 * a status, our code, a message, and the body field it is about). The page shows the message
 * for the code in the buyer's language.
 */
const ANSWERS: Record<Reason, [number, string, string]> = {
  unknown: [400, 'promotion_code_unknown', 'This code does not exist. Check it and try again.'],
  expired: [400, 'promotion_code_expired', 'This code has expired.'],
  exhausted: [409, 'promotion_code_exhausted', 'This code has been used as often as it allows.'],
  'not-for-plan': [400, 'promotion_code_not_for_plan', 'This code does not apply to this plan.'],
  'new-customers-only': [
    403,
    'promotion_code_new_customers_only',
    'This code is for new customers only.',
  ],
  'already-used': [409, 'promotion_code_already_used', 'You have already used this code.'],
};

export function promotionRefused(reason: Reason): HttpError {
  const [status, code, message] = ANSWERS[reason];
  return new HttpError(status, code, message, { promotionCode: message });
}
