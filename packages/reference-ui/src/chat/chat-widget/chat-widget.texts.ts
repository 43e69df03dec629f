import type { AreaTexts } from '../texts';

/** Keys of the chat window's own texts. */
export type ChatWidgetTextKey =
  | 'webchat.window.title'
  | 'webchat.window.endChat'
  | 'webchat.window.unreadOne'
  | 'webchat.window.unread'
  | 'webchat.window.closeOverlay';

/** The chat window's texts, in English and French. */
export const chatWidgetTexts: AreaTexts<ChatWidgetTextKey> = {
  en: {
    'webchat.window.title': 'Live Chat',
    'webchat.window.endChat': 'End Chat',
    'webchat.window.unreadOne': '1 unread message',
    'webchat.window.unread': '{count} unread messages',
    'webchat.window.closeOverlay': 'Close the overlay',
  },
  fr: {
    'webchat.window.title': 'Chat en direct',
    'webchat.window.endChat': 'Terminer le chat',
    'webchat.window.unreadOne': '1 message non lu',
    'webchat.window.unread': '{count} messages non lus',
    'webchat.window.closeOverlay': 'Fermer le panneau',
  },
};
