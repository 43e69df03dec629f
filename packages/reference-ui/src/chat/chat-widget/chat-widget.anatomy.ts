import { createAnatomy } from '@cxkit/headless/services';

/** The chat window's parts and their `data-scope` / `data-part` attributes. */
export const chatWindowAnatomy = createAnatomy('chat-window', {
  dock: 'dock',
  unread: 'unread',
  unreadText: 'unread-text',
  connection: 'connection',
  connectionStatus: 'connection-status',
  chat: 'chat',
});
