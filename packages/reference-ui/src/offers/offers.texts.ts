import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the offer's texts (the offer's own title, headline, body and caption win). */
export type OffersTextKey =
  'offers.title' | 'offers.cta' | 'offers.playVideo' | 'offers.videoTitle';

/** The offer's texts in English (the spec's 'Offers') and French; give them to an app with `packs.add` to override. */
export const offersTexts = {
  en: {
    'offers.title': 'Offers',
    'offers.cta': 'Learn more',
    'offers.playVideo': 'Play video',
    'offers.videoTitle': 'Offer video',
  },
  fr: {
    'offers.title': 'Offres',
    'offers.cta': 'En savoir plus',
    'offers.playVideo': 'Lire la vidéo',
    'offers.videoTitle': 'Vidéo de l’offre',
  },
} as const satisfies AreaTexts<OffersTextKey>;
