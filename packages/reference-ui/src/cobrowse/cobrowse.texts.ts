import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the co-browse texts. */
export type CoBrowseTextKey =
  | 'cobrowse.title'
  | 'cobrowse.warning'
  | 'cobrowse.cancel'
  | 'cobrowse.start'
  | 'cobrowse.loading'
  | 'cobrowse.offline'
  | 'cobrowse.session'
  | 'cobrowse.pending'
  | 'cobrowse.active'
  | 'cobrowse.stop';

/** The co-browse texts in English and French; give them to an app with `packs.add` to override. */
export const coBrowseTexts = {
  en: {
    'cobrowse.title': 'Co-browse',
    'cobrowse.warning':
      'Co-browse lets an agent see and control your desktop, to guide you through this site. It works during a live call with an agent: start co-browse, then read the code it shows you to the agent so they can join. Not on a call yet? Cancel, and call us first.',
    'cobrowse.cancel': 'Cancel',
    'cobrowse.start': 'Start Co-browse',
    'cobrowse.loading': 'Connecting to co-browse…',
    'cobrowse.offline': 'Co-browse is not available right now.',
    'cobrowse.session': 'Co-browse session',
    'cobrowse.pending': 'Starting co-browse…',
    'cobrowse.active': 'Co-browse is on. Read this code to the agent:',
    'cobrowse.stop': 'Stop co-browse',
  },
  fr: {
    'cobrowse.title': 'Co-navigation',
    'cobrowse.warning':
      'La co-navigation permet à un conseiller de voir et de contrôler votre bureau, pour vous guider sur ce site. Elle fonctionne pendant un appel avec un conseiller : lancez la co-navigation, puis lisez au conseiller le code affiché pour qu’il vous rejoigne. Pas encore en ligne ? Annulez, et appelez-nous d’abord.',
    'cobrowse.cancel': 'Annuler',
    'cobrowse.start': 'Lancer la co-navigation',
    'cobrowse.loading': 'Connexion à la co-navigation…',
    'cobrowse.offline': 'La co-navigation n’est pas disponible pour le moment.',
    'cobrowse.session': 'Session de co-navigation',
    'cobrowse.pending': 'Lancement de la co-navigation…',
    'cobrowse.active': 'La co-navigation est active. Lisez ce code au conseiller :',
    'cobrowse.stop': 'Arrêter la co-navigation',
  },
} as const satisfies AreaTexts<CoBrowseTextKey>;
