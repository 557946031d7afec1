import { translator } from '../../i18n/i18n';

/**
 * Decision 0196 addendum: the VAT a gross amount contains, for an `inclusive` tenant's consumer in
 * a gross-price country ("This amount includes 19 % VAT (Germany): €15.96"); left out otherwise.
 */
export type IncludedTaxVariables = {
  includedTax?: string;
  taxRate?: string;
  taxCountry?: string;
};

/** Every email the product sends, and the values each one needs. */
export interface MailVariables {
  email_change_code: { code: string; minutes: number };
  email_changed: { newEmail: string };
  password_changed: { date: string; link: string };
  /** Issue 23 alerts (decision 0116): each links to the sessions list. */
  new_device_sign_in: { browser: string; os: string; date: string; ip: string; link: string };
  two_factor_enabled: { link: string };
  two_factor_disabled: { link: string };
  recovery_codes_regenerated: { link: string };
  passkey_added: { name: string; link: string };
  passkey_removed: { name: string; link: string };
  /** Issue 24 item 1 (decision 0160): a single-use link that sets a new password. */
  password_reset: { link: string; minutes: number };
  deletion_requested: { date: string };
  deletion_cancelled: Record<string, never>;
  purchase_receipt: {
    number: string;
    description: string;
    total: string;
    method: string;
    renewalDate: string;
    renewalAmount: string;
    guaranteeDays: number;
    /** A guest buyer's account has no password yet: the receipt links to setting one. */
    setPasswordLink?: string;
    /** Issue 22 item 4: the promotion code applied and what it took off (decision 0219). */
    promotionCode?: string;
    promotionDiscount?: string;
  } & IncludedTaxVariables;
  renewal_receipt: {
    number: string;
    total: string;
    method: string;
    renewalDate: string;
  } & IncludedTaxVariables;
  payment_failed: { total: string; reason: string; retryDate: string; link: string };
  subscription_expired: { date: string; link: string };
  /** `total` went to the card; `balanceTotal`, if any, back to the credit balance (decision 0221). */
  refund: { total: string; method: string; number: string; balanceTotal?: string };
  /** Issue 16: staff refunded part of a payment; the subscription continues (decision 0173). */
  refund_partial: { total: string; method: string; number: string; balanceTotal?: string };
  /** Decision 0221: the whole refund went to the credit balance (subscription ended / kept). */
  refund_balance: { total: string; number: string };
  refund_partial_balance: { total: string; number: string };
  /** Issue 16: staff sent an invoice or credit note again (decision 0173). */
  invoice_copy: { number: string; total: string; date: string; link: string };
  refund_requested: { total: string; date: string };
  /** Issue 24 item 3: with what was charged after the request and is refunded, if any. */
  deletion_completed: { refundTotal?: string; balanceTotal?: string };
  /** Decision 0067: a friend invited from the referrals page. */
  referral_invite: { inviter: string; link: string; freeMonths: number };
  /** Decision 0068: an earned free month paid a renewal instead of a charge. */
  referral_reward_applied: { months: number; invoice: string; renewalDate: string };
  /** Decision 0153, to the operator (OPERATOR_EMAIL): a cardholder disputed a payment. */
  dispute_opened: {
    amount: string;
    reason: string;
    customer: string;
    invoice: string;
    subscription: string;
    charge: string;
    dispute: string;
    provider: string;
  };
  /** … and how the dispute ended. */
  dispute_won: DisputeClosedVariables;
  dispute_lost: DisputeClosedVariables;
  /** Issue 21 notices (decision 0180): amount, date, method and where to change it. */
  trial_ending: RenewalNoticeVariables;
  renewal_upcoming: RenewalNoticeVariables;
  card_expiring: { method: string; expiry: string; date: string; link: string };
  autorenew_off: { product: string; date: string; link: string };
  /** Decision 0181: a hard decline asks for a new card; 0182: the bank asks the customer. */
  payment_method_required: {
    product: string;
    total: string;
    method: string;
    date: string;
    link: string;
  };
  authentication_required: {
    product: string;
    total: string;
    method: string;
    date: string;
    link: string;
  };
  /** Decision 0184: an add-on renewed on its own date, its failures and its end. */
  addon_renewal_receipt: {
    product: string;
    number: string;
    total: string;
    method: string;
    renewalDate: string;
  } & IncludedTaxVariables;
  addon_payment_failed: { product: string; total: string; retryDate: string; link: string };
  addon_ended: { product: string; date: string; link: string };
  /** Issue 24 item 7 (decision 0168): an address from the pool was assigned. */
  dedicated_ip_ready: { region: string; ip: string; date: string; link: string };
  /** Issue 22 item 6 (decision 0195): the data export can be downloaded until `date`. */
  data_export_ready: { date: string; link: string };
}

type RenewalNoticeVariables = {
  product: string;
  date: string;
  total: string;
  method: string;
  link: string;
} & IncludedTaxVariables;

type DisputeClosedVariables = {
  amount: string;
  customer: string;
  invoice: string;
  dispute: string;
  provider: string;
};

export type MailKind = keyof MailVariables;

/**
 * Paragraphs a template adds when a variable is given (issue 24): `${kind}.${part}` is rendered
 * after the body when `variables[variable]` is set.
 */
const OPTIONAL_PARTS: Partial<Record<MailKind, Readonly<Record<string, string>>>> = {
  purchase_receipt: { setPassword: 'setPasswordLink', promotion: 'promotionCode' },
  deletion_completed: { refund: 'refundTotal', balance: 'balanceTotal' },
  refund: { balance: 'balanceTotal' },
  refund_partial: { balance: 'balanceTotal' },
};

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
}

/**
 * Greeting, signature and footer depend on language and brand only, so they are rendered once
 * (decision 0037: the engine renders a receipt per renewal, and i18next showed in its profile).
 */
const frames = new Map<string, { greeting: string; signature: string; footer: string }>();

function frameOf(language: string | null | undefined, brand: string) {
  const key = `${language ?? 'en'}\u0000${brand}`;
  let frame = frames.get(key);
  if (!frame) {
    const t = translator(language, 'mail');
    frame = {
      greeting: t('greeting'),
      signature: t('signature', { brand }),
      footer: t('footer', { brand }),
    };
    if (frames.size > 1000) frames.clear();
    frames.set(key, frame);
  }
  return frame;
}

export function renderMail<K extends MailKind>(
  kind: K,
  variables: MailVariables[K],
  context: { brand: string; language?: string | null },
): RenderedMail {
  const t = translator(context.language, 'mail');
  const values = { ...variables, brand: context.brand };
  const optional: Readonly<Record<string, string>> = OPTIONAL_PARTS[kind] ?? {};
  const parts = Object.entries(optional).flatMap(([part, variable]) =>
    (values as Record<string, unknown>)[variable] ? [t(`${kind}.${part}`, values)] : [],
  );
  // The VAT a gross amount contains follows the body it belongs to (decision 0196 addendum).
  const included = (values as IncludedTaxVariables).includedTax ? [t('included_tax', values)] : [];
  const body = [t(`${kind}.body`, values), ...included, ...parts].join('\n\n');
  const frame = frameOf(context.language, context.brand);
  return {
    subject: t(`${kind}.subject`, values),
    text: [frame.greeting, '', body, '', frame.signature, '', frame.footer].join('\n'),
  };
}
