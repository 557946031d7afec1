import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createAdminPromotionCode,
  updateAdminPromotionCode,
  type AdminPromotionCode,
} from '@halyard/contract';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { FieldError } from '@/ui/field-error';
import { FormDialog } from '@/ui/form-dialog';
import { SelectField } from '@/ui/select-field';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
import { ActionTrigger } from './action-dialog';
import { useAdminAction } from './admin-api';
import { ADMIN_NS } from './admin-i18n';
import {
  CODE_FIELDS,
  CreateCodeForm,
  FIELD_PROBLEM,
  LimitsForm,
  SERVER_FIELD_TEXT,
  type CodeField,
  type CreateCodeFormInput,
  type LimitsFormInput,
} from './promotion-code-forms';

type Problem = (field: CodeField) => string | undefined;

/**
 * A field's problem as the page words it: a server 400/409 keeps the text it was given (set
 * below), a problem the contract's schema found in the browser reads the field's own message.
 */
function useProblem(errors: FieldErrors): Problem {
  const { t } = useTranslation(ADMIN_NS);
  return (field) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' && typeof error.message === 'string'
      ? error.message
      : t(FIELD_PROBLEM[field]);
  };
}

/**
 * A dialog's form: open state, and a write whose refusal is placed — each server field under its
 * field (decision 0219 addendum), anything the form has no field for, or a refusal without
 * fields, in the dialog's alert. A success closes the dialog, empties the form and reports.
 */
function useDialogForm<T extends FieldValues>(
  form: { readonly reset: (values: T) => void; readonly setError: UseFormSetError<T> },
  defaults: T,
  onSuccess: () => void,
) {
  const { t } = useTranslation(ADMIN_NS);
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const place = (e: unknown) => {
    if (!isApiError(e)) return setAlert(t('common.failed'));
    const known = SERVER_FIELD_TEXT[e.code];
    const unplaced: string[] = [];
    for (const [field, message] of Object.entries(e.fields)) {
      const text = known ? t(known) : message;
      if ((CODE_FIELDS as readonly string[]).includes(field))
        form.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
      else unplaced.push(text);
    }
    if (unplaced.length > 0 || Object.keys(e.fields).length === 0)
      setAlert(unplaced.join(' ') || e.message);
  };
  return {
    open,
    alert,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      form.reset(defaults);
      setAlert(null);
    },
    run: async (write: () => Promise<unknown>) => {
      setAlert(null);
      try {
        await write();
      } catch (e) {
        place(e);
        return;
      }
      setOpen(false);
      form.reset(defaults);
      onSuccess();
    },
  };
}

function ReasonField<T extends FieldValues>({
  register,
  error,
}: {
  readonly register: UseFormRegister<T>;
  readonly error: string | undefined;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <TextAreaField
      label={t('actions.reason')}
      rows={3}
      maxLength={500}
      error={error}
      {...register('reason' as Path<T>)}
    />
  );
}

function LimitFields<T extends LimitsFormInput>({
  register,
  problem,
}: {
  readonly register: UseFormRegister<T>;
  readonly problem: Problem;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const field = (name: keyof LimitsFormInput) => register(name as Path<T>);
  return (
    <>
      <TextField
        label={t('promotions.expires')}
        type="date"
        error={problem('expires_at')}
        {...field('expires_at')}
      />
      <TextField
        label={t('promotions.maxRedemptions')}
        inputMode="numeric"
        error={problem('max_redemptions')}
        {...field('max_redemptions')}
      />
      <TextField
        label={t('promotions.perCustomer')}
        inputMode="numeric"
        error={problem('per_customer_limit')}
        {...field('per_customer_limit')}
      />
    </>
  );
}

const emptyLimits = { expires_at: '', max_redemptions: '', per_customer_limit: '', reason: '' };

/** Issue 22 item 4: a new code for an offer; the contract's schema checks it before it is sent. */
export function CreateCodeDialog({
  offers,
  plans,
  onDone,
}: {
  readonly offers: readonly { readonly id: string; readonly name: string }[];
  readonly plans: readonly (readonly [string, string])[];
  readonly onDone: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useAdminAction(createAdminPromotionCode);
  const defaults: CreateCodeFormInput = {
    ...emptyLimits,
    code: '',
    offer_id: offers[0]?.id ?? '',
    percent_off_bp: '',
    plan_product_ids: [],
    new_customers_only: false,
  };
  const form = useForm({ resolver: zodResolver(CreateCodeForm), defaultValues: defaults });
  const problem = useProblem(form.formState.errors);
  const title = t('promotions.new');
  const dialog = useDialogForm(form, defaults, () => onDone(t('actions.done', { action: title })));
  return (
    <FormDialog
      trigger={<ActionTrigger>{title}</ActionTrigger>}
      title={title}
      description={t('promotions.newConsequence')}
      closeLabel={t('common.close')}
      submitLabel={t('promotions.create')}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={form.handleSubmit((body) => dialog.run(() => create.mutateAsync({ body })))}
      alert={dialog.alert}
      pending={form.formState.isSubmitting}
    >
      <TextField
        label={t('promotions.code')}
        maxLength={32}
        autoCapitalize="characters"
        error={problem('code')}
        {...form.register('code')}
      />
      <SelectField
        label={t('promotions.offer')}
        error={problem('offer_id')}
        {...form.register('offer_id')}

        options={offers.map((o) => ({ value: o.id, label: `${o.name} (${o.id})` }))}
      />
      <TextField
        label={t('promotions.percent')}
        inputMode="decimal"
        error={problem('percent_off_bp')}
        {...form.register('percent_off_bp')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t('promotions.plans')}</legend>
        <p className="text-xs text-ink-muted">{t('promotions.plansHint')}</p>
        {plans.map(([id, name]) => (
          <label key={id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={id} {...form.register('plan_product_ids')} />
            {name}
          </label>
        ))}
        {problem('plan_product_ids') ? (
          <FieldError>{problem('plan_product_ids')}</FieldError>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('new_customers_only')} />
        {t('promotions.newOnly')}
      </label>
      <LimitFields register={form.register} problem={problem} />
      <ReasonField register={form.register} error={problem('reason')} />
    </FormDialog>
  );
}

/** Expiry and limits of an existing code; the server refuses a total below its redemptions. */
export function LimitsDialog({
  code,
  onDone,
}: {
  readonly code: AdminPromotionCode;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const update = useAdminAction(updateAdminPromotionCode);
  const defaults: LimitsFormInput = {
    expires_at: code.expires_at?.slice(0, 10) ?? '',
    max_redemptions: code.max_redemptions === null ? '' : String(code.max_redemptions),
    per_customer_limit: code.per_customer_limit === null ? '' : String(code.per_customer_limit),
    reason: '',
  };
  const form = useForm({ resolver: zodResolver(LimitsForm), defaultValues: defaults });
  const problem = useProblem(form.formState.errors);
  const title = t('promotions.changeLimitsTitle', { code: code.code });
  const dialog = useDialogForm(form, defaults, () => onDone(t('actions.done', { action: title })));
  const params = { codeId: code.id };
  return (
    <FormDialog
      trigger={<ActionTrigger>{t('promotions.changeLimits')}</ActionTrigger>}
      title={title}
      description={t('promotions.changeLimitsConsequence')}
      closeLabel={t('common.close')}
      submitLabel={t('promotions.save')}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={form.handleSubmit((body) => dialog.run(() => update.mutateAsync({ params, body })))}
      alert={dialog.alert}
      pending={form.formState.isSubmitting}
    >
      <LimitFields register={form.register} problem={problem} />
      <ReasonField register={form.register} error={problem('reason')} />
    </FormDialog>
  );
}
