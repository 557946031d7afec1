import { useSyncExternalStore } from 'react';

/** Whether the chat panel is open: the floating button and the header's "Message support" both open it. */
let open = false;
const listeners = new Set<() => void>();

function setChatOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export const openChat = () => setChatOpen(true);
export const closeChat = () => setChatOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatOpen(): boolean {
  // A page rendered on the server has the chat closed (decision 0140).
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
