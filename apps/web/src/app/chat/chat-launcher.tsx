import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEnglishCatalogue } from '@/i18n/i18n';
import { ChatIcon } from '@/ui/icons';
import { closeChat, openChat, useChatOpen } from './chat-state';

// The panel (form, thread, its API calls) loads on first open: pages do not pay for it.
// It reads queries, so it brings the query cache's provider with it (decision 0050).
const ChatPanel = lazy(async () => {
  const [{ ChatPanel: Panel }, { withQueryClient }] = await Promise.all([
    import('@/features/support/support.routes'),
    import('../with-query-client'),
    loadEnglishCatalogue(), // on a storefront page only the shell's strings are loaded (0050)
  ]);
  return { default: withQueryClient(Panel) };
});

/**
 * spec §2 the floating chat button. The panel it opens leaves a message for the support team, who
 * reply by email (decision 0042), so the button says that — "Need help? Message us" with "Replies
 * by email", "Message us" on small screens — not "Chat with us! Online" (issue 24 item 9,
 * decision 0167).
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const open = useChatOpen();
  // Mounted once opened, so closing plays no reload and reopening keeps the draft.
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  return (
    <>
      <button
        type="button"
        onClick={openChat}
        aria-haspopup="dialog"
        className="fixed end-4 bottom-4 z-30 inline-flex min-h-12 items-center gap-3 rounded-full bg-brand-700 px-4 py-2 text-start text-white shadow-card hover:bg-brand-800 print:hidden"
      >
        <ChatIcon className="size-6 shrink-0" />
        <span className="sm:hidden font-semibold">{t('chat.button.short')}</span>
        <span className="hidden sm:flex sm:flex-col sm:leading-tight">
          <span className="font-semibold">{t('chat.button.long')}</span>
          <span className="text-sm">{t('chat.button.online')}</span>
        </span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onOpenChange={(next) => (next ? openChat() : closeChat())} />
        </Suspense>
      ) : null}
    </>
  );
}
