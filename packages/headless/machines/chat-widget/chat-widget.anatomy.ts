/** The chat widget's parts and their `data-scope` / `data-part` attributes. */
export const chatWidgetAnatomy = {
  window: { attrs: { 'data-scope': 'chat-widget', 'data-part': 'window' } },
  launcher: { attrs: { 'data-scope': 'chat-widget', 'data-part': 'launcher' } },
  invitation: { attrs: { 'data-scope': 'chat-widget', 'data-part': 'invitation' } },
} as const;
