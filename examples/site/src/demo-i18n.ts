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
  'demo.callus.name': 'Call Us',
  'demo.callus.description':
    'The numbers to call and the opening hours, in an overlay. Opening it closes the callback window, and the callback closes it: one contact channel at a time.',
  'demo.callus.open': 'See our phone numbers',
  'callus.demo.customerService': 'Customer service',
  'callus.demo.billing': 'Billing',
  'callus.demo.unitedKingdom': 'From the United Kingdom',
  'demo.channelSelector.name': 'Channel selector',
  'demo.channelSelector.description':
    'Live Assistance: every way to get in touch, each with its wait on the simulator (set them through its control API). A full queue disables or hides its channel; choosing one opens it.',
  'demo.channelSelector.open': 'Get in touch',
  'demo.channel.chat': 'Web Chat',
  'demo.channel.chat.subtitle': 'Chat with an agent now',
  'demo.channel.callback': 'Callback',
  'demo.channel.callback.subtitle': 'We call you back',
  'demo.channel.clickToCall': 'Click to Call',
  'demo.channel.clickToCall.subtitle': 'Get a number to dial',
  'demo.channel.callUs': 'Call Us',
  'demo.channel.callUs.subtitle': 'Our numbers and opening hours',
  'demo.channel.coBrowse': 'Co-browse',
  'demo.channel.coBrowse.subtitle': 'Let an agent see this page with you',
  'demo.cobrowse.name': 'Co-browse',
  'demo.cobrowse.description':
    'Let an agent see this page with you. The simulator serves a stand-in for the co-browse product: its agent console lists the session and can end it.',
  'demo.cobrowse.state': 'Co-browse:',
  'demo.cobrowse.offline': 'offline',
  'demo.cobrowse.online': 'online',
  'demo.cobrowse.pending': 'starting',
  'demo.cobrowse.active': 'session running',
  'demo.cobrowse.ended': 'session ended',
  'demo.cobrowse.open': 'Start co-browse',
  'demo.cobrowse.startNow': 'Ask to start at once (bus command)',
  'demo.cobrowse.asked': 'Start asked.',
  'demo.clicktocall.name': 'Click-to-call',
  'demo.clicktocall.description':
    'Ask for a number to dial: the simulator gives one with an access code that expires in five minutes.',
  'demo.clicktocall.open': 'Request a number to call',
  'demo.sendmessage.name': 'Send Message',
  'demo.sendmessage.description':
    'Write to the contact centre with files attached: the simulator checks the message as GMS does (at most 10 files, 10 MB, images, PDFs, text files and ZIPs) and lists it in its agent console.',
  'demo.sendmessage.open': 'Write a message',
  'demo.search.name': 'Search',
  'demo.search.description':
    'Ask a question of the knowledge centre: suggestions as you type, answers with their full articles, and your feedback on them. The simulator serves a sample knowledge base.',
  'demo.search.open': 'Ask a question',
  'demo.sidebar.name': 'Sidebar',
  'demo.sidebar.description':
    'A strip of channels at the right edge of the page: rest the pointer on it to read their names, and pick one to open it. On a phone it is one button that lists them.',
  'demo.sidebar.toggle': 'Show or hide the sidebar',
  'demo.views.name': 'Overlay and toaster',
  'demo.views.description':
    'Any plugin shows content in the page overlay or the docked toaster through the bus: Overlay.open and Toaster.open, reserved by their commander when immutable.',
  'demo.views.overlay': 'Show an overlay',
  'demo.views.toaster': 'Show a toaster',
  'demo.views.overlayLabel': 'Spring offer',
  'demo.views.toasterTitle': 'Need help?',
  'demo.views.toasterBody': 'An agent is available to chat now.',
  'demo.views.toasterAccept': 'Start chat',
  'demo.views.toasterDecline': 'No thanks',
  'demo.offers.name': 'Offers',
  'demo.offers.description':
    'A promotion shown in an overlay or docked at the bottom, with an image and a call to action that opens the chat.',
  'demo.offers.open': "See this week's offer",
  'demo.offers.openToaster': 'Show it docked',
  'demo.offers.headline': 'Free shipping this week',
  'demo.offers.body':
    'Order before Sunday and we ship for free. Questions about your order? Chat with us.',
  'demo.offers.button': 'Chat with us',
  'demo.offers.countdown': 'Offer closes in {time}',
  'demo.gwe.name': 'Web engagement',
  'demo.gwe.description':
    'GWE, the web-engagement server, watches the visit and invites the visitor to chat. Ask the simulated GWE server to push an invite to this page: accept it and the chat opens with the registration data prefilled.',
  'demo.gwe.invite': 'Push an invite from GWE',
  'demo.gwe.pushed': 'Invite pushed: it shows within a second.',
  'demo.gwe.unavailable': 'GWE is not available',
  'demo.analytics.name': 'Analytics',
  'demo.analytics.description':
    'The page’s tracked events (chat, send message, callback, call us, channel selector, co-browse, knowledge centre, search, deflection) as one stream, the way a site forwards them to its analytics. The timer service tells whether you are using the page.',
  'demo.analytics.log': 'Tracked events, newest first',
  'demo.analytics.empty': 'No tracked event yet: open a widget.',
  'demo.analytics.console': 'Also forward them to the browser console',
  'demo.analytics.remote': 'Open Call Us by a remote command',
  'demo.analytics.active': 'Attention: you are using the page.',
  'demo.analytics.idle': 'Attention: idle (5 s without activity).',
  'demo.analytics.hidden': 'Attention: the window is in the background.',
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
  'demo.callus.name': 'Appelez-nous',
  'demo.callus.description':
    'Les numéros à appeler et les horaires d’ouverture, dans une fenêtre superposée. L’ouvrir ferme la fenêtre de rappel, et le rappel la ferme : un seul canal de contact à la fois.',
  'demo.callus.open': 'Voir nos numéros',
  'callus.demo.customerService': 'Service client',
  'callus.demo.billing': 'Facturation',
  'callus.demo.unitedKingdom': 'Depuis le Royaume-Uni',
  'demo.channelSelector.name': 'Sélecteur de canal',
  'demo.channelSelector.description':
    'Assistance en direct : tous les moyens de nous joindre, chacun avec son attente sur le simulateur (réglez-les par son API de contrôle). Une file pleine désactive ou masque son canal ; en choisir un l’ouvre.',
  'demo.channelSelector.open': 'Nous contacter',
  'demo.channel.chat': 'Chat en ligne',
  'demo.channel.chat.subtitle': 'Discutez avec un agent maintenant',
  'demo.channel.callback': 'Rappel',
  'demo.channel.callback.subtitle': 'Nous vous rappelons',
  'demo.channel.clickToCall': 'Appel en un clic',
  'demo.channel.clickToCall.subtitle': 'Obtenez un numéro à composer',
  'demo.channel.callUs': 'Appelez-nous',
  'demo.channel.callUs.subtitle': 'Nos numéros et horaires',
  'demo.channel.coBrowse': 'Co-navigation',
  'demo.channel.coBrowse.subtitle': 'Un agent voit cette page avec vous',
  'demo.cobrowse.name': 'Co-navigation',
  'demo.cobrowse.description':
    'Laissez un conseiller voir cette page avec vous. Le simulateur sert une doublure du produit de co-navigation : sa console d’agent liste la session et peut y mettre fin.',
  'demo.cobrowse.state': 'Co-navigation :',
  'demo.cobrowse.offline': 'hors ligne',
  'demo.cobrowse.online': 'en ligne',
  'demo.cobrowse.pending': 'lancement',
  'demo.cobrowse.active': 'session en cours',
  'demo.cobrowse.ended': 'session terminée',
  'demo.cobrowse.open': 'Lancer la co-navigation',
  'demo.cobrowse.startNow': 'Demander le lancement tout de suite (commande du bus)',
  'demo.cobrowse.asked': 'Lancement demandé.',
  'demo.clicktocall.name': 'Appel immédiat',
  'demo.clicktocall.description':
    'Demandez un numéro à composer : le simulateur en donne un, avec un code d’accès, qui expire dans cinq minutes.',
  'demo.clicktocall.open': 'Demander un numéro à appeler',
  'demo.sendmessage.name': 'Envoyer un message',
  'demo.sendmessage.description':
    'Écrivez au centre de contact, fichiers joints : le simulateur vérifie le message comme GMS (10 fichiers, 10 Mo, images, PDF, fichiers texte et ZIP au plus) et le liste dans sa console d’agent.',
  'demo.sendmessage.open': 'Écrire un message',
  'demo.search.name': 'Recherche',
  'demo.search.description':
    'Posez une question au centre de connaissances : des suggestions pendant la saisie, des réponses avec leur article complet, et votre avis sur elles. Le simulateur sert une base de connaissances d’exemple.',
  'demo.search.open': 'Poser une question',
  'demo.sidebar.name': 'Barre latérale',
  'demo.sidebar.description':
    'Une bande de canaux au bord droit de la page : posez le pointeur dessus pour lire leurs noms, et choisissez-en un pour l’ouvrir. Sur un téléphone, c’est un bouton qui les liste.',
  'demo.sidebar.toggle': 'Afficher ou masquer la barre latérale',
  'demo.views.name': 'Superposition et notification',
  'demo.views.description':
    'Tout plugin affiche un contenu dans la superposition de la page ou la notification ancrée en bas, par le bus : Overlay.open et Toaster.open, réservées par leur demandeur quand elles sont immuables.',
  'demo.views.overlay': 'Afficher une superposition',
  'demo.views.toaster': 'Afficher une notification',
  'demo.views.overlayLabel': 'Offre de printemps',
  'demo.views.toasterTitle': 'Besoin d’aide ?',
  'demo.views.toasterBody': 'Un conseiller peut discuter avec vous maintenant.',
  'demo.views.toasterAccept': 'Discuter',
  'demo.views.toasterDecline': 'Non merci',
  'demo.offers.name': 'Offres',
  'demo.offers.description':
    'Une promotion affichée en superposition ou ancrée en bas, avec une image et un appel à l’action qui ouvre le chat.',
  'demo.offers.open': 'Voir l’offre de la semaine',
  'demo.offers.openToaster': 'L’afficher ancrée',
  'demo.offers.headline': 'Livraison offerte cette semaine',
  'demo.offers.body':
    'Commandez avant dimanche, la livraison est offerte. Une question ? Écrivez-nous.',
  'demo.offers.button': 'Discuter avec nous',
  'demo.offers.countdown': 'L’offre se ferme dans {time}',
  'demo.gwe.name': 'Engagement web',
  'demo.gwe.description':
    'GWE, le serveur d’engagement web, suit la visite et invite le visiteur à discuter. Demandez au serveur GWE simulé d’envoyer une invitation à cette page : acceptez-la et le chat s’ouvre avec les données d’inscription préremplies.',
  'demo.gwe.invite': 'Envoyer une invitation depuis GWE',
  'demo.gwe.pushed': 'Invitation envoyée : elle s’affiche dans la seconde.',
  'demo.gwe.unavailable': 'GWE n’est pas disponible',
  'demo.analytics.name': 'Statistiques de visite',
  'demo.analytics.description':
    'Les événements suivis de la page (chat, message, rappel, appel, choix du canal, co-navigation, centre de connaissances, recherche, déflexion) en un seul flux, comme un site les transmet à son outil de statistiques. Le service de minuterie indique si vous utilisez la page.',
  'demo.analytics.log': 'Événements suivis, du plus récent au plus ancien',
  'demo.analytics.empty': 'Aucun événement suivi pour l’instant : ouvrez un widget.',
  'demo.analytics.console': 'Les transmettre aussi à la console du navigateur',
  'demo.analytics.remote': 'Ouvrir « Appelez-nous » par une commande à distance',
  'demo.analytics.active': 'Attention : vous utilisez la page.',
  'demo.analytics.idle': 'Attention : inactif (5 s sans activité).',
  'demo.analytics.hidden': 'Attention : la fenêtre est en arrière-plan.',
};

/** The demo's language packs, given to the app config's `i18n`. */
export const demoLanguagePacks = { en, fr };

/** Translates the demo's own texts in the app's active language. */
export function useDemoText(): (key: DemoTextKey, values?: TranslationValues) => string {
  return useApp().translate;
}
