import type { AreaTexts } from '../texts';

/** The keys of the texts the actions menu adds (the others come from the web chat packs). */
export type ActionsMenuTextKey =
  | 'webchat.actions.menu'
  | 'webchat.actions.emoji'
  | 'webchat.actions.emoji.smile'
  | 'webchat.actions.emoji.sad'
  | 'webchat.actions.emoji.thumbsUp'
  | 'webchat.actions.upload'
  | 'webchat.actions.cobrowseStart'
  | 'webchat.actions.cobrowseStop';

/** The actions menu's texts in English and French; give them to `useChatTranslate`, or to an app with `packs.add`. */
export const actionsMenuTexts = {
  en: {
    'webchat.actions.menu': 'Chat actions',
    'webchat.actions.emoji': 'Emoji',
    'webchat.actions.emoji.smile': 'Smile',
    'webchat.actions.emoji.sad': 'Sad',
    'webchat.actions.emoji.thumbsUp': 'Thumbs up',
    'webchat.actions.upload': 'Send a file',
    'webchat.actions.cobrowseStart': 'Start co-browse',
    'webchat.actions.cobrowseStop': 'Stop co-browse',
  },
  fr: {
    'webchat.actions.menu': 'Actions du chat',
    'webchat.actions.emoji': 'Émojis',
    'webchat.actions.emoji.smile': 'Sourire',
    'webchat.actions.emoji.sad': 'Triste',
    'webchat.actions.emoji.thumbsUp': 'Pouce levé',
    'webchat.actions.upload': 'Envoyer un fichier',
    'webchat.actions.cobrowseStart': 'Démarrer la co-navigation',
    'webchat.actions.cobrowseStop': 'Arrêter la co-navigation',
  },
} as const satisfies AreaTexts<ActionsMenuTextKey>;
