import type { AreaTexts } from '../texts';

/** The keys of the texts the chat dialogs add (the others come from the web chat packs). */
export type DialogTextKey =
  | 'webchat.dialogs.cancel'
  | 'webchat.dialogs.ok'
  | 'webchat.dialogs.retry'
  | 'webchat.dialogs.close'
  | 'webchat.dialogs.noThanks'
  | 'webchat.dialogs.startChat'
  | 'webchat.dialogs.endChat.title'
  | 'webchat.dialogs.endChat.message'
  | 'webchat.dialogs.endChat.confirm'
  | 'webchat.dialogs.closeWindow.title'
  | 'webchat.dialogs.closeWindow.message'
  | 'webchat.dialogs.closeWindow.confirm'
  | 'webchat.dialogs.asyncClose.title'
  | 'webchat.dialogs.asyncClose.message'
  | 'webchat.dialogs.asyncClose.endChat'
  | 'webchat.dialogs.asyncClose.closeWindow'
  | 'webchat.dialogs.error.title'
  | 'webchat.dialogs.startError.title'
  | 'webchat.dialogs.startError.message'
  | 'webchat.dialogs.survey.title'
  | 'webchat.dialogs.idle.title'
  | 'webchat.dialogs.idle.closedTitle'
  | 'webchat.dialogs.restoreTimeout.title'
  | 'webchat.dialogs.restoreTimeout.message'
  | 'webchat.dialogs.invitation.title'
  | 'webchat.dialogs.invitation.message';

/** The chat dialogs' texts in English and French; give them to `useChatTranslate`, or to an app with `packs.add`. */
export const dialogTexts = {
  en: {
    'webchat.dialogs.cancel': 'Cancel',
    'webchat.dialogs.ok': 'OK',
    'webchat.dialogs.retry': 'Retry',
    'webchat.dialogs.close': 'Close',
    'webchat.dialogs.noThanks': 'No thanks',
    'webchat.dialogs.startChat': 'Start chat',
    'webchat.dialogs.endChat.title': 'End chat',
    'webchat.dialogs.endChat.message': 'Are you sure you want to end this chat?',
    'webchat.dialogs.endChat.confirm': 'End chat',
    'webchat.dialogs.closeWindow.title': 'Close chat window',
    'webchat.dialogs.closeWindow.message': 'Are you sure you want to close the chat window?',
    'webchat.dialogs.closeWindow.confirm': 'Close',
    'webchat.dialogs.asyncClose.title': 'Close chat',
    'webchat.dialogs.asyncClose.message':
      'End the chat now, or close the window and continue the conversation later.',
    'webchat.dialogs.asyncClose.endChat': 'End Chat',
    'webchat.dialogs.asyncClose.closeWindow': 'Close Window',
    'webchat.dialogs.error.title': 'Something went wrong',
    'webchat.dialogs.startError.title': 'Chat could not start',
    'webchat.dialogs.startError.message':
      'There was a problem starting the chat session. Please Retry.',
    'webchat.dialogs.survey.title': 'Chat survey',
    'webchat.dialogs.idle.title': 'Are you still there?',
    'webchat.dialogs.idle.closedTitle': 'Chat closed',
    'webchat.dialogs.restoreTimeout.title': 'Chat session timed out',
    'webchat.dialogs.restoreTimeout.message':
      'Your previous chat session has ended. Would you like to start a new chat?',
    'webchat.dialogs.invitation.title': 'Need help?',
    'webchat.dialogs.invitation.message': 'An agent is available to chat with you now.',
  },
  fr: {
    'webchat.dialogs.cancel': 'Annuler',
    'webchat.dialogs.ok': 'OK',
    'webchat.dialogs.retry': 'Réessayer',
    'webchat.dialogs.close': 'Fermer',
    'webchat.dialogs.noThanks': 'Non merci',
    'webchat.dialogs.startChat': 'Démarrer le chat',
    'webchat.dialogs.endChat.title': 'Terminer le chat',
    'webchat.dialogs.endChat.message': 'Voulez-vous vraiment terminer ce chat ?',
    'webchat.dialogs.endChat.confirm': 'Terminer le chat',
    'webchat.dialogs.closeWindow.title': 'Fermer la fenêtre de chat',
    'webchat.dialogs.closeWindow.message': 'Voulez-vous vraiment fermer la fenêtre de chat ?',
    'webchat.dialogs.closeWindow.confirm': 'Fermer',
    'webchat.dialogs.asyncClose.title': 'Fermer le chat',
    'webchat.dialogs.asyncClose.message':
      'Terminez le chat maintenant, ou fermez la fenêtre et reprenez la conversation plus tard.',
    'webchat.dialogs.asyncClose.endChat': 'Terminer le chat',
    'webchat.dialogs.asyncClose.closeWindow': 'Fermer la fenêtre',
    'webchat.dialogs.error.title': 'Un problème est survenu',
    'webchat.dialogs.startError.title': "Le chat n'a pas pu démarrer",
    'webchat.dialogs.startError.message':
      'Un problème est survenu au démarrage de la session de chat. Veuillez réessayer.',
    'webchat.dialogs.survey.title': 'Enquête sur le chat',
    'webchat.dialogs.idle.title': 'Êtes-vous toujours là ?',
    'webchat.dialogs.idle.closedTitle': 'Chat fermé',
    'webchat.dialogs.restoreTimeout.title': 'Session de chat expirée',
    'webchat.dialogs.restoreTimeout.message':
      'Votre session de chat précédente est terminée. Voulez-vous démarrer un nouveau chat ?',
    'webchat.dialogs.invitation.title': "Besoin d'aide ?",
    'webchat.dialogs.invitation.message': 'Un conseiller est disponible pour discuter avec vous.',
  },
} as const satisfies AreaTexts<DialogTextKey>;
