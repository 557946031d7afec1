import { Outlet, ScrollRestoration } from 'react-router';
import { ChatLauncher } from './chat/chat-launcher';
import { usePageViews } from './page-views';
import { useMarkHydrated } from './use-mark-hydrated';
import { NowProvider } from './use-now';

export function RootLayout() {
  usePageViews();
  useMarkHydrated();
  return (
    <NowProvider>
      <Outlet />
      <ChatLauncher />
      <ScrollRestoration />
    </NowProvider>
  );
}
