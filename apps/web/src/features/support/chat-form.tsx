import { zodResolver } from '@hookform/resolvers/zod';
import { SupportMessageBody } from '@halyard/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ErrorIcon } from '@/ui/icons';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
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
      <TextAreaField
        label={t('chat.message')}
        rows={4}
        error={messageError}
        {...form.register('message')}
      />
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
