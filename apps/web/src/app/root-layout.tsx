import { Outlet, ScrollRestoration } from 'react-router';
import { ChatLauncher } from './chat/chat-launcher';
import { usePageViews } from './page-views';
import { NowProvider } from './use-now';

export function RootLayout() {
  usePageViews();
  return (
    <NowProvider>
      <Outlet />
      <ChatLauncher />
      <ScrollRestoration />
    </NowProvider>
  );
}
