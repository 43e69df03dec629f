import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the overlay's and the toaster's texts. */
export type ViewsTextKey = 'overlay.label' | 'overlay.close' | 'toaster.label' | 'toaster.close';

/** The overlay's and the toaster's texts in English and French; give them to an app with `packs.add` to override. */
export const viewsTexts = {
  en: {
    'overlay.label': 'Information',
    'overlay.close': 'Close',
    'toaster.label': 'Notification',
    'toaster.close': 'Close',
  },
  fr: {
    'overlay.label': 'Information',
    'overlay.close': 'Fermer',
    'toaster.label': 'Notification',
    'toaster.close': 'Fermer',
  },
} satisfies AreaTexts<ViewsTextKey>;
