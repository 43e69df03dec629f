import { createAnatomy } from '@cxkit/headless/services';

/**
 * The message input's own parts and their `data-scope` / `data-part` attributes; the textarea and
 * the send button carry the chat's (`chat` / `input`, `chat` / `send-button`) from `useChatComposer`.
 */
export const chatInputAnatomy = createAnatomy('chat-input', {
  root: 'root',
  counter: 'counter',
  description: 'description',
  announcer: 'announcer',
});
