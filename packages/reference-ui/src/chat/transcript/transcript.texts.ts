import type { AreaTexts } from '../texts';

/** The keys the transcript adds to the web chat texts. */
export type TranscriptTextKey =
  | 'webchat.transcript.label'
  | 'webchat.transcript.today'
  | 'webchat.transcript.youSaid'
  | 'webchat.transcript.said'
  | 'webchat.transcript.systemSaid'
  | 'webchat.transcript.newMessages'
  | 'webchat.transcript.loadingHistory'
  | 'webchat.transcript.sending'
  | 'webchat.transcript.notSent'
  | 'webchat.transcript.unconfirmed'
  | 'webchat.transcript.retry'
  | 'webchat.transcript.discard'
  | 'webchat.transcript.youHaveSent'
  | 'webchat.transcript.severalTyping'
  | 'webchat.transcript.fileDeleted';

/** The transcript's texts; the sender names, notices and file captions come from the web chat pack. */
export const transcriptTexts: AreaTexts<TranscriptTextKey> = {
  en: {
    'webchat.transcript.label': 'Chat transcript',
    'webchat.transcript.today': 'Today',
    'webchat.transcript.youSaid': 'You said',
    'webchat.transcript.said': '{name} said',
    'webchat.transcript.systemSaid': 'System said',
    'webchat.transcript.newMessages': 'New messages',
    'webchat.transcript.loadingHistory': 'Loading earlier messages',
    'webchat.transcript.sending': 'Sending…',
    'webchat.transcript.notSent': 'Not sent',
    'webchat.transcript.unconfirmed': 'Not confirmed',
    'webchat.transcript.retry': 'Retry',
    'webchat.transcript.discard': 'Discard',
    'webchat.transcript.youHaveSent': 'You have sent:',
    'webchat.transcript.severalTyping': '{names} are typing',
    'webchat.transcript.fileDeleted': '{fileName} was deleted',
  },
  fr: {
    'webchat.transcript.label': 'Transcription du chat',
    'webchat.transcript.today': "Aujourd'hui",
    'webchat.transcript.youSaid': 'Vous avez dit',
    'webchat.transcript.said': '{name} a dit',
    'webchat.transcript.systemSaid': 'Le système a dit',
    'webchat.transcript.newMessages': 'Nouveaux messages',
    'webchat.transcript.loadingHistory': 'Chargement des messages précédents',
    'webchat.transcript.sending': 'Envoi…',
    'webchat.transcript.notSent': 'Non envoyé',
    'webchat.transcript.unconfirmed': 'Non confirmé',
    'webchat.transcript.retry': 'Réessayer',
    'webchat.transcript.discard': 'Supprimer',
    'webchat.transcript.youHaveSent': 'Vous avez envoyé :',
    'webchat.transcript.severalTyping': "{names} sont en train d'écrire",
    'webchat.transcript.fileDeleted': '{fileName} a été supprimé',
  },
};
