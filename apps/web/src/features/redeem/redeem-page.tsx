import { useState, type FormEvent } from 'react';
import { isGiftCardCodeFormat, normaliseGiftCardCode, type Tier } from '@halyard/domain';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { useChangeThenRefresh } from '@/app/route-query';
import * as routes from '@halyard/contract/route-refs';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { AlertLine, ScreenReaderAlert } from '@/ui/alert-message';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { TitledPageHeader } from '@/app/titled-page-header';

const TIERS: Record<Tier, 'tiers.basic' | 'tiers.premium' | 'tiers.vip'> = {
  TIER_BASIC: 'tiers.basic',
  TIER_PREMIUM: 'tiers.premium',
  TIER_VIP: 'tiers.vip',
};
const tierName = (t: TFunction, tier: string) => (tier in TIERS ? t(TIERS[tier as Tier]) : tier);

/** The gift-card refusals (decision 0024: 404 unknown, 409 used, 410 expired) in words. */
function redeemErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'gift_card_unknown' || error.status === 404)
      return t('redeemCode.errors.unknown');
    if (error.code === 'gift_card_used') return t('redeemCode.errors.used');
    if (error.code === 'gift_card_expired') return t('redeemCode.errors.expired');
    if (error.status === 429) return t('redeemCode.errors.tooMany');
    if (error.status === 400) return t('redeemCode.errors.format');
  }
  return t('redeemCode.errors.general');
}

/**
 * spec §2 Redeem Code (/redeem): a gift code is looked up (what it gives), then redeemed onto the
 * account: it extends the subscription of its tier, or starts one (decision 0024).
 */
export function RedeemPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const code = useTextInput();
  const [formatProblem, setFormatProblem] = useState(false);

  const check = useMutation({
    mutationFn: (value: string) => callApi(routes.checkGiftCard, { body: { code: value } }),
    onError: code.focus,
  });
  const redeem = useChangeThenRefresh(
    (value: string) => callApi(routes.redeemGiftCard, { body: { code: value } }),
    subscriptionsQuery,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseGiftCardCode(code.value);
    redeem.reset();
    if (!isGiftCardCodeFormat(value)) {
      setFormatProblem(true);
      check.reset();
      code.focus();
      return;
    }
    setFormatProblem(false);
    if (!check.isPending) check.mutate(value);
  };

  const found = check.data;
  const usable = found?.status === 'valid';
  const error = formatProblem
    ? t('redeemCode.errors.format')
    : check.isError
      ? redeemErrorText(t, check.error)
      : found && !usable
        ? t(found.status === 'used' ? 'redeemCode.errors.used' : 'redeemCode.errors.expired')
        : undefined;

  return (
    <div className="max-w-xl space-y-6">
      <TitledPageHeader title={t('pages.redeem')} intro={t('redeemCode.intro')} />
      {redeem.isSuccess ? (
        <div role="status" className="rounded-card bg-success-50 p-5 text-success-800">
          <p className="font-semibold">
            {redeem.data.kind === 'upgrade'
              ? t('redeemCode.upgraded', {
                  plan: tierName(t, redeem.data.tier),
                  date: formatDate(redeem.data.nextPaymentDate, language),
                })
              : t(redeem.data.extended ? 'redeemCode.extended' : 'redeemCode.started', {
                  plan: tierName(t, redeem.data.tier),
                  count: redeem.data.months,
                  date: formatDate(redeem.data.nextPaymentDate, language),
                })}
          </p>
          <Link className="mt-2 inline-block font-medium underline" to={localize('/subscriptions')}>
            {t('paymentMethod.backToDashboard')}
          </Link>
        </div>
      ) : (
        <div className="rounded-card bg-surface p-5 shadow-card">
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              {...code.props}
              label={t('redeemCode.code')}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(e) => {
                code.setValue(e.target.value);
                check.reset();
              }}
              error={error}
            />
            <ScreenReaderAlert>{error}</ScreenReaderAlert>
            <Button
              type="submit"
              variant={usable ? 'secondary' : 'primary'}
              pending={check.isPending}
            >
              {t('redeemCode.check')}
            </Button>
          </form>
          {found && usable ? (
            <div className="mt-5 space-y-3 border-t border-border pt-4">
              <p role="status">
                {t('redeemCode.gives', { plan: tierName(t, found.tier), count: found.months })}
              </p>
              {found.preview ? (
                <p>
                  {found.preview.kind === 'upgrade'
                    ? t('redeemCode.previewUpgrade', {
                        from: tierName(t, found.preview.fromTier ?? ''),
                        plan: tierName(t, found.tier),
                        date: formatDate(found.preview.nextPaymentDate, language),
                      })
                    : t(
                        found.preview.kind === 'extend'
                          ? 'redeemCode.previewExtend'
                          : 'redeemCode.previewCreate',
                        {
                          plan: tierName(t, found.preview.fromTier ?? found.tier),
                          date: formatDate(found.preview.nextPaymentDate, language),
                        },
                      )}
                </p>
              ) : null}
              <AlertLine message={redeem.isError ? redeemErrorText(t, redeem.error) : null} />
              <Button pending={redeem.isPending} onClick={() => redeem.mutate(found.code)}>
                {t('redeemCode.redeem')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
