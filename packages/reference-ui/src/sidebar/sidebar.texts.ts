import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the sidebar's texts (a channel's own label is `sidebar.channel.<name>` when the pack has one). */
export type SidebarTextKey =
  'sidebar.strip' | 'sidebar.branding' | 'sidebar.menuTitle' | 'sidebar.menuClose';

/** The sidebar's texts in English (the spec's title 'Need help?') and French. */
export const sidebarTexts = {
  en: {
    'sidebar.strip': 'Contact us',
    'sidebar.branding': 'Need help?',
    'sidebar.menuTitle': 'Need help?',
    'sidebar.menuClose': 'Close',
  },
  fr: {
    'sidebar.strip': 'Nous contacter',
    'sidebar.branding': 'Besoin d’aide ?',
    'sidebar.menuTitle': 'Besoin d’aide ?',
    'sidebar.menuClose': 'Fermer',
  },
} as const satisfies AreaTexts<SidebarTextKey>;
