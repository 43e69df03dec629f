import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the texts rich-media content adds (the others come from the web chat packs). */
export type RichMediaTextKey =
  'webchat.richMedia.quickReplies' | 'webchat.richMedia.attachment' | 'webchat.richMedia.open';

/** Rich-media texts in English and French; give them to `useAreaTranslate`, or to an app with `packs.add`. */
export const richMediaTexts = {
  en: {
    'webchat.richMedia.quickReplies': 'Quick replies',
    'webchat.richMedia.attachment': 'Attachment',
    'webchat.richMedia.open': 'Open',
  },
  fr: {
    'webchat.richMedia.quickReplies': 'Réponses rapides',
    'webchat.richMedia.attachment': 'Pièce jointe',
    'webchat.richMedia.open': 'Ouvrir',
  },
} as const satisfies AreaTexts<RichMediaTextKey>;
