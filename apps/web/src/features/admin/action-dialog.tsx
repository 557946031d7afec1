import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { isApiError } from '@/app/api-error';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';
import { ADMIN_NS } from './admin-i18n';

/**
 * Issue 16 item 3: every action asks for a reason (the audit log keeps it) and confirms in a
 * dialog that states its consequence (DESIGN: money-moving and destructive actions). Extra
 * fields (days, amount, an address) are named inputs of the same form.
 */
export function ActionDialog({
  trigger,
  title,
  consequence,
  confirm,
  children,
  onConfirm,
  onDone,
}: {
  readonly trigger: string;
  readonly title: string;
  readonly consequence: ReactNode;
  readonly confirm: string;
  readonly children?: ReactNode;
  readonly onConfirm: (form: FormData, reason: string) => Promise<unknown>;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="min-h-9 px-3 text-sm">
          {trigger}
        </Button>
      </Dialog.Trigger>
      <DialogContent title={title} description={consequence} closeLabel={t('common.close')}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          {children}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium">
              {t('actions.reason')}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={3}
              required
              minLength={3}
              maxLength={500}
              className="rounded-control border border-border-strong px-3 py-2"
            />
          </div>
          {error ? (
            <p role="alert" className="rounded-control bg-danger-50 p-3 text-sm text-danger-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" pending={busy}>
            {confirm}
          </Button>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
