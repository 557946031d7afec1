import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SupportMessageBody } from '@halyard/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ErrorIcon } from '@/ui/error-icon';
import { TextField } from '@/ui/text-field';
import { cx } from '@/ui/cx';
import { sendFailureMessage } from './chat-messages';
import { useSendSupportMessage } from './support-api';

/** The message form: email (the account's when signed in) and the message. */
export function ChatForm({
  email,
  onSent,
}: {
  readonly email: string;
  readonly onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const send = useSendSupportMessage();
  const messageId = useId();
  const form = useForm({
    resolver: zodResolver(SupportMessageBody), // the schema the server validates with
    defaultValues: { email, message: '' },
  });
  const { errors } = form.formState;

  const onValid = async (body: SupportMessageBody) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(body);
      form.reset({ email: body.email, message: '' });
      onSent(body.email);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const messageError = errors.message ? t('chat.errors.message') : undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <TextField
        label={t('chat.email')}
        type="email"
        autoComplete="email"
        error={errors.email ? t('chat.errors.email') : undefined}
        {...form.register('email')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          {t('chat.message')}
        </label>
        <textarea
          id={messageId}
          rows={4}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={cx(
            'rounded-control border bg-surface px-3 py-2 text-base',
            messageError ? 'border-danger-700' : 'border-border-strong',
          )}
          {...form.register('message')}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="flex items-start gap-1.5 text-sm text-danger-700">
            <ErrorIcon />
            {messageError}
          </p>
        ) : null}
      </div>
      {send.isError ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-danger-700">
          <ErrorIcon />
          {sendFailureMessage(t, send.error)}
        </p>
      ) : null}
      <Button type="submit" pending={send.isPending}>
        {send.isPending ? t('chat.sending') : t('chat.send')}
      </Button>
    </form>
  );
}
