// The support feature's chat panel, loaded on first open by src/app/chat/chat-launcher.tsx.
export { ChatPanel } from './chat-panel';
