import type { TranslationValues } from '@cxkit/headless/services';
import { useApp } from '@cxkit/headless/react';

/** The demo page's own texts in English; they are merged onto cxkit's built-in packs. */
const en = {
  'demo.title': 'cxkit demo',
  'demo.intro':
    'The reference UI of cxkit, running against the cxkit simulator. Each widget has a section below, whose button opens its window in the bottom-right dock.',
  'demo.settings': 'Display settings',
  'demo.theme': 'Theme',
  'demo.theme.dark': 'Dark',
  'demo.theme.light': 'Light',
  'demo.theme.forest': 'Forest (a custom theme)',
  'demo.language': 'Language',
  'demo.backEnd': 'Chat back end',
  'demo.backEnd.unknown': 'There is no chat back end “{name}”: the chat runs on {fallback}.',
  'demo.widgets': 'Widgets',
  'demo.widget.open': 'The window is open in the dock.',
  'demo.widget.closed': 'The window is closed.',
  'demo.widget.openWindow': 'Open {name}',
  'demo.welcome.name': 'Welcome',
  'demo.welcome.description':
    'The common widget window: title bar with minimize and close, body, button area, footer and a modal dialog.',
  'demo.welcome.body':
    'Hello! This window is the container every cxkit widget uses. Minimize it, close it, or open its dialog.',
  'demo.welcome.openDialog': 'Open dialog',
  'demo.welcome.dialogTitle': 'About this demo',
  'demo.welcome.dialogBody':
    'Dialogs keep the keyboard focus inside until they close. Press Escape or choose OK to close this one.',
  'demo.welcome.dialogOk': 'OK',
  'demo.chat.name': 'Web chat',
  'demo.chat.description':
    'Chat with the simulator’s scripted agent (type “help” to see what it answers), or play the agent yourself in the agent console whose address npm start prints. Reload the page during a chat: it comes back.',
  'demo.chat.open': 'Open the chat',
  'demo.callback.name': 'Callback',
  'demo.callback.description':
    'Ask to be called back, as soon as possible or at a time you pick. The simulator books it (its control API lists the callbacks) and tells the wait time.',
  'demo.callback.api': 'Callback API',
  'demo.callback.open': 'Request a callback',
  'demo.clicktocall.name': 'Click-to-call',
  'demo.clicktocall.description':
    'Ask for a number to dial: the simulator gives one with an access code that expires in five minutes.',
  'demo.clicktocall.open': 'Request a number to call',
} as const;

/** A key of the demo page's texts. */
export type DemoTextKey = keyof typeof en;

const fr: Record<DemoTextKey, string> = {
  'demo.title': 'Démo cxkit',
  'demo.intro':
    'L’interface de référence de cxkit, reliée au simulateur cxkit. Chaque widget a une section ci-dessous, dont le bouton ouvre sa fenêtre dans le dock en bas à droite.',
  'demo.settings': 'Réglages d’affichage',
  'demo.theme': 'Thème',
  'demo.theme.dark': 'Sombre',
  'demo.theme.light': 'Clair',
  'demo.theme.forest': 'Forêt (thème personnalisé)',
  'demo.language': 'Langue',
  'demo.backEnd': 'Serveur de chat',
  'demo.backEnd.unknown':
    'Il n’y a pas de serveur de chat « {name} » : le chat utilise {fallback}.',
  'demo.widgets': 'Widgets',
  'demo.widget.open': 'La fenêtre est ouverte dans le dock.',
  'demo.widget.closed': 'La fenêtre est fermée.',
  'demo.widget.openWindow': 'Ouvrir {name}',
  'demo.welcome.name': 'Bienvenue',
  'demo.welcome.description':
    'La fenêtre commune des widgets : barre de titre avec réduction et fermeture, corps, zone de boutons, pied de page et boîte de dialogue modale.',
  'demo.welcome.body':
    'Bonjour ! Cette fenêtre est le conteneur de tous les widgets cxkit. Réduisez-la, fermez-la ou ouvrez sa boîte de dialogue.',
  'demo.welcome.openDialog': 'Ouvrir la boîte de dialogue',
  'demo.welcome.dialogTitle': 'À propos de cette démo',
  'demo.welcome.dialogBody':
    'Une boîte de dialogue garde le focus clavier jusqu’à sa fermeture. Appuyez sur Échap ou choisissez OK pour fermer celle-ci.',
  'demo.welcome.dialogOk': 'OK',
  'demo.chat.name': 'Chat en ligne',
  'demo.chat.description':
    'Discutez avec l’agent scripté du simulateur (tapez « help » pour voir ce qu’il sait répondre), ou jouez vous-même l’agent dans la console agent dont npm start affiche l’adresse. Rechargez la page pendant un chat : il revient.',
  'demo.chat.open': 'Ouvrir le chat',
  'demo.callback.name': 'Rappel',
  'demo.callback.description':
    'Demandez à être rappelé, dès que possible ou à l’heure choisie. Le simulateur réserve le rappel (son API de contrôle liste les rappels) et donne le temps d’attente.',
  'demo.callback.api': 'API de rappel',
  'demo.callback.open': 'Demander un rappel',
  'demo.clicktocall.name': 'Appel immédiat',
  'demo.clicktocall.description':
    'Demandez un numéro à composer : le simulateur en donne un, avec un code d’accès, qui expire dans cinq minutes.',
  'demo.clicktocall.open': 'Demander un numéro à appeler',
};

/** The demo's language packs, given to the app config's `i18n`. */
export const demoLanguagePacks = { en, fr };

/** Translates the demo's own texts in the app's active language. */
export function useDemoText(): (key: DemoTextKey, values?: TranslationValues) => string {
  return useApp().translate;
}
