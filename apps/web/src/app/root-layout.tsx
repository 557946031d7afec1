import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ChatLauncher } from './chat/chat-launcher';
import { usePageViews } from './page-views';
import { NowProvider } from './use-now';

export function RootLayout() {
  usePageViews();
  // The app has taken over the page (hydrated what the server rendered, or rendered it itself).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <NowProvider>
      <Outlet />
      <ChatLauncher />
      <ScrollRestoration />
    </NowProvider>
  );
}
