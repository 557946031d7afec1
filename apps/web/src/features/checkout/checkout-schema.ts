import {
  checkResidence,
  normaliseGiftCardCode,
  isGiftCardCodeFormat,
  type FieldCheck,
} from '@halyard/domain';
import { z } from 'zod/mini';

/**
 * The checkout's form schemas (STYLE habit 5), built from the domain's spec §5 checks: each issue's
 * message is a form message key or a residence problem, which the page translates. zod/mini keeps
 * the schema code small (decision 0050).
 */
export const PAYMENT_CHOICES = [
  'stored',
  'card',
  'google_pay',
  'apple_pay',
  'paypal',
  'gift_card',
] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

type Ctx = { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void };
const report = (ctx: Ctx, path: string, key: FieldCheck | string | undefined | null) => {
  if (key) ctx.addIssue({ code: 'custom', message: key, path: [path] });
};

const paymentShape = z.object({
  country: z.string(),
  state: z.string(),
  postalCode: z.string(),
  method: z.enum(PAYMENT_CHOICES),
  giftCode: z.string(),
});
export type PaymentValues = z.infer<typeof paymentShape>;

/**
 * The residence (spec §5 country, region, postal code) and the gift code. A new card is checked
 * by the gateway's own fields (decision 0151): this form never holds its number.
 */
export function paymentSchema() {
  return paymentShape.check(
    z.superRefine((value, ctx) => {
      const residence = checkResidence({
        country: value.country,
        region: value.state,
        postalCode: value.postalCode,
      });
      report(ctx, 'country', residence.country);
      report(ctx, 'state', residence.region);
      report(ctx, 'postalCode', residence.postalCode);
      if (
        value.method === 'gift_card' &&
        !isGiftCardCodeFormat(normaliseGiftCardCode(value.giftCode))
      )
        report(ctx, 'giftCode', 'gift_code_invalid');
    }),
  );
}
