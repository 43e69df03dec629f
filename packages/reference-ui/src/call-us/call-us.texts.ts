import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the Call Us overlay's texts (a contact's own label is `callus.<its i18n key>`). */
export type CallUsTextKey =
  | 'callus.title'
  | 'callus.subtitle'
  | 'callus.alternates'
  | 'callus.available'
  | 'callus.cancel'
  | 'callus.coBrowseOffer'
  | 'callus.coBrowseLink';

/** The Call Us overlay's texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const callUsTexts = {
  en: {
    'callus.title': 'Call Us',
    'callus.subtitle': 'You can reach us at any of the following numbers...',
    'callus.alternates': 'Other numbers',
    'callus.available': 'Available',
    'callus.cancel': 'Cancel',
    'callus.coBrowseOffer': 'Already on a call with us?',
    'callus.coBrowseLink': 'Start Co-browse',
  },
  fr: {
    'callus.title': 'Appelez-nous',
    'callus.subtitle': 'Vous pouvez nous joindre à l’un des numéros suivants...',
    'callus.alternates': 'Autres numéros',
    'callus.available': 'Disponibilité',
    'callus.cancel': 'Annuler',
    'callus.coBrowseOffer': 'Déjà en ligne avec nous ?',
    'callus.coBrowseLink': 'Démarrer la co-navigation',
  },
} as const satisfies AreaTexts<CallUsTextKey>;
