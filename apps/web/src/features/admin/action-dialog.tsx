import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { Button } from '@/ui/button';
import { FormDialog } from '@/ui/form-dialog';
import { TextAreaField } from '@/ui/text-area-field';
import { ADMIN_NS } from './admin-i18n';

/**
 * Issue 16 item 3: every action asks for a reason (the audit log keeps it) and confirms in a
 * dialog that states its consequence (DESIGN: money-moving and destructive actions). Extra
 * fields (days, amount, an address) are named inputs of the same form.
 */
export function ActionDialog({
  trigger,
  title = trigger,
  consequence,
  confirm,
  children,
  onConfirm,
  onDone,
}: {
  readonly trigger: string;
  /** The dialog's title, when it says more than the button's words (which it is otherwise). */
  readonly title?: string;
  readonly consequence: ReactNode;
  /** The confirming button's words: "Confirm" unless the action has its own. */
  readonly confirm?: string;
  readonly children?: ReactNode;
  readonly onConfirm: (form: FormData, reason: string) => Promise<unknown>;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    if (reason.length < 3) {
      setError(t('actions.reasonNeeded'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(form, reason);
      setOpen(false);
      onDone(t('actions.done', { action: title }));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      trigger={<ActionTrigger>{trigger}</ActionTrigger>}
      title={title}
      description={consequence}
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      onSubmit={(event) => void submit(event)}
      alert={error}
      pending={busy}
      submitLabel={confirm ?? t('actions.confirm')}
    >
      {children}
      <TextAreaField
        label={t('actions.reason')}
        name="reason"
        rows={3}
        required
        minLength={3}
        maxLength={500}
      />
    </FormDialog>
  );
}

/**
 * The button that opens a back-office dialog, the size of a row's other actions. It passes on
 * what `Dialog.Trigger asChild` gives it (the click, the ref, the open state).
 */
export function ActionTrigger(props: ComponentProps<typeof Button>) {
  return <Button variant="secondary" className="min-h-9 px-3 text-sm" {...props} />;
}

/** What the last action did ("Done: …"), announced politely; it keeps its line when empty. */
export function ActionStatus({ message }: { readonly message: string }) {
  return (
    <p role="status" className="min-h-6 font-medium text-success-800">
      {message}
    </p>
  );
}
