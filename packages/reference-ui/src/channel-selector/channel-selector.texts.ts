import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the channel selector's texts. */
export type ChannelSelectorTextKey =
  | 'channelSelector.title'
  | 'channelSelector.subtitle'
  | 'channelSelector.available'
  | 'channelSelector.unavailable'
  | 'channelSelector.waitTime'
  | 'channelSelector.waitMinutes'
  | 'channelSelector.waitMinute';

/** The channel selector's texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const channelSelectorTexts = {
  en: {
    'channelSelector.title': 'Live Assistance',
    'channelSelector.subtitle': 'How would you like to get in touch?',
    'channelSelector.available': 'Available',
    'channelSelector.unavailable': 'Unavailable',
    'channelSelector.waitTime': 'Wait Time',
    'channelSelector.waitMinutes': '{minutes} mins',
    'channelSelector.waitMinute': '1 min',
  },
  fr: {
    'channelSelector.title': 'Assistance en direct',
    'channelSelector.subtitle': 'Comment souhaitez-vous nous contacter ?',
    'channelSelector.available': 'Disponible',
    'channelSelector.unavailable': 'Indisponible',
    'channelSelector.waitTime': 'Temps d’attente',
    'channelSelector.waitMinutes': '{minutes} min',
    'channelSelector.waitMinute': '1 min',
  },
} as const satisfies AreaTexts<ChannelSelectorTextKey>;
