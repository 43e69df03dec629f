import type { AreaTexts } from '../texts';

/** The keys of the texts the message input adds (the others come from the web chat packs). */
export type ChatInputTextKey =
  | 'webchat.input.label'
  | 'webchat.input.placeholder'
  | 'webchat.input.send'
  | 'webchat.input.remaining'
  | 'webchat.input.remainingOne'
  | 'webchat.input.limitReached';

/** The message input's texts in English and French; give them to `useChatTranslate`, or to an app with `packs.add`. */
export const chatInputTexts = {
  en: {
    'webchat.input.label': 'Message',
    'webchat.input.placeholder': 'Type your message',
    'webchat.input.send': 'Send',
    'webchat.input.remaining': '{count} characters left',
    'webchat.input.remainingOne': '1 character left',
    'webchat.input.limitReached': 'No characters left',
  },
  fr: {
    'webchat.input.label': 'Message',
    'webchat.input.placeholder': 'Saisissez votre message',
    'webchat.input.send': 'Envoyer',
    'webchat.input.remaining': '{count} caractères restants',
    'webchat.input.remainingOne': '1 caractère restant',
    'webchat.input.limitReached': 'Plus aucun caractère disponible',
  },
} as const satisfies AreaTexts<ChatInputTextKey>;
