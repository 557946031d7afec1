import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { sessionQuery } from '@/app/session-query';
import { useLanguage } from '@/i18n/use-language';
import { DialogContent } from '@/ui/dialog';
import { CheckCircleIcon } from '@/ui/icons';
import { ChatForm } from './chat-form';
import { supportThreadQuery } from './support-api';

/** A signed-in user's earlier messages, oldest first. */
function Thread() {
  const { t } = useTranslation();
  const language = useLanguage();
  const thread = useQuery(supportThreadQuery);
  if (!thread.data || thread.data.length === 0) return null;
  return (
    <section aria-labelledby="chat-thread" className="mb-4">
      <h3 id="chat-thread" className="mb-2 text-sm font-semibold text-ink-muted">
        {t('chat.thread')}
      </h3>
      <ol className="space-y-2">
        {thread.data.map((message) => (
          <li key={message.id} className="rounded-control bg-surface-muted p-3">
            <p className="text-sm whitespace-pre-wrap">{message.message}</p>
            <p className="mt-1 text-xs text-ink-muted">
              {formatDate(message.created_at, language)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * spec §2 chat: no agent is online in this product, so the panel leaves a message in the support
 * inbox and says plainly that the reply comes by email (decision 0042).
 */
export function ChatPanel({
  open,
  onOpenChange,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  // Only what is known already: the panel never asks for a session (a visitor has none).
  const user = useQueryClient().getQueryData(sessionQuery.queryKey)?.user;
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('chat.title')}
        description={t('chat.intro')}
        closeLabel={t('common.close')}
        placement="corner"
      >
        {user ? <Thread /> : null}
        {sentTo ? (
          <div role="status" className="rounded-control bg-success-50 p-4 text-success-800">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircleIcon />
              {t('chat.sent.title')}
            </p>
            <p className="mt-1">{t('chat.sent.body', { email: sentTo })}</p>
            <button
              type="button"
              onClick={() => setSentTo(null)}
              className="mt-3 min-h-6 font-semibold underline underline-offset-2"
            >
              {t('chat.sent.another')}
            </button>
          </div>
        ) : (
          <ChatForm email={user?.email ?? ''} onSent={setSentTo} />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
