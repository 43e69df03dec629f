import type { AreaTexts } from '../texts';

/** Keys of the chat button's texts. */
export type ChatButtonTextKey = 'webchat.chatButton.label' | 'webchat.chatButton.groupLabel';

/** The chat button's and the side button group's texts, in English and French. */
export const chatButtonTexts: AreaTexts<ChatButtonTextKey> = {
  en: {
    'webchat.chatButton.label': 'Live Chat',
    'webchat.chatButton.groupLabel': 'Contact us',
  },
  fr: {
    'webchat.chatButton.label': 'Chat en direct',
    'webchat.chatButton.groupLabel': 'Nous contacter',
  },
};
