import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The chat widget's parts and their `data-scope` / `data-part` attributes. */
export const chatWidgetAnatomy = createAnatomy('chat-widget', {
  window: 'window',
  launcher: 'launcher',
  invitation: 'invitation',
});
