import type { TFunction } from 'i18next';

/**
 * The auto-renew switch's state and the words of it and its dialog, the same for a subscription
 * (dashboard, My subscriptions) and the business seats; the consequence is each one's own.
 */
export function autoRenewSwitchTexts(t: TFunction, on: boolean) {
  return {
    checked: on,
    label: t('autoRenew.label'),
    stateText: on ? t('autoRenew.on') : t('autoRenew.off'),
    title: on ? t('autoRenew.offTitle') : t('autoRenew.onTitle'),
    closeLabel: t('common.close'),
    keepLabel: t('autoRenew.keep'),
    confirmLabel: on ? t('autoRenew.confirmOff') : t('autoRenew.confirmOn'),
  };
}
