import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the deflection article's texts. */
export type ChatDeflectionTextKey =
  | 'deflection.back'
  | 'deflection.loading'
  | 'deflection.failed'
  | 'deflection.attachments'
  | 'deflection.helpful'
  | 'deflection.yes'
  | 'deflection.no'
  | 'deflection.thanks'
  | 'deflection.voteFailed';

/** The deflection article's texts in English and French; give them to an app with `packs.add` to override. */
export const chatDeflectionTexts = {
  en: {
    'deflection.back': 'Back',
    'deflection.loading': 'Loading the article…',
    'deflection.failed': 'The article could not be loaded. Go back and try again.',
    'deflection.attachments': 'Attachments',
    'deflection.helpful': 'Was this helpful?',
    'deflection.yes': 'Yes',
    'deflection.no': 'No',
    'deflection.thanks': 'Thank you for your feedback!',
    'deflection.voteFailed': 'Your answer could not be recorded. Please try again.',
  },
  fr: {
    'deflection.back': 'Retour',
    'deflection.loading': 'Chargement de l’article…',
    'deflection.failed': 'L’article n’a pas pu être chargé. Revenez en arrière et réessayez.',
    'deflection.attachments': 'Pièces jointes',
    'deflection.helpful': 'Cet article vous a-t-il aidé ?',
    'deflection.yes': 'Oui',
    'deflection.no': 'Non',
    'deflection.thanks': 'Merci pour votre avis !',
    'deflection.voteFailed': 'Votre réponse n’a pas pu être enregistrée. Veuillez réessayer.',
  },
} as const satisfies AreaTexts<ChatDeflectionTextKey>;
