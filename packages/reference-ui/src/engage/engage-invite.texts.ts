import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the invite toast's default texts (an invite's own texts are shown as given). */
export type EngageInviteTextKey =
  'engage.title' | 'engage.body' | 'engage.accept' | 'engage.decline';

/** The invite toast's default texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const engageInviteTexts = {
  en: {
    'engage.title': 'Need help?',
    'engage.body': 'Let us know if we can help out.',
    'engage.accept': 'Start chat',
    'engage.decline': 'No thanks',
  },
  fr: {
    'engage.title': 'Besoin d’aide ?',
    'engage.body': 'Dites-nous si nous pouvons vous aider.',
    'engage.accept': 'Démarrer le chat',
    'engage.decline': 'Non merci',
  },
} as const satisfies AreaTexts<EngageInviteTextKey>;
