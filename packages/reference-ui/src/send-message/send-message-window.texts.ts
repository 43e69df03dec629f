import { sendMessageErrorTexts, type SendMessageErrorKey } from '@cxkit/headless/send-message';
import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the SendMessage window's texts (the form's labels are the machine's `sendmessage.*` keys). */
export type SendMessageWindowTextKey =
  | SendMessageErrorKey
  | 'sendmessage.title'
  | 'sendmessage.button'
  | 'sendmessage.firstname'
  | 'sendmessage.lastname'
  | 'sendmessage.email'
  | 'sendmessage.subject'
  | 'sendmessage.messagebody'
  | 'sendmessage.attachFiles'
  | 'sendmessage.files'
  | 'sendmessage.removeFile'
  | 'sendmessage.totalSize'
  | 'sendmessage.submit'
  | 'sendmessage.sent'
  | 'sendmessage.close'
  | 'sendmessage.failedTitle'
  | 'sendmessage.ok'
  | 'sendmessage.closeConfirmTitle'
  | 'sendmessage.closeConfirm'
  | 'sendmessage.closeConfirmCancel'
  | 'sendmessage.closeConfirmClose';

/** The SendMessage window's texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const sendMessageWindowTexts = {
  en: {
    ...sendMessageErrorTexts,
    'sendmessage.title': 'Send Message',
    'sendmessage.button': 'Send Message',
    'sendmessage.firstname': 'First Name',
    'sendmessage.lastname': 'Last Name',
    'sendmessage.email': 'Email',
    'sendmessage.subject': 'Subject',
    'sendmessage.messagebody': 'Message',
    'sendmessage.attachFiles': 'Attach files',
    'sendmessage.files': 'Files attached',
    'sendmessage.removeFile': 'Remove {name}',
    'sendmessage.totalSize': 'Total size: {size}',
    'sendmessage.submit': 'Send',
    'sendmessage.sent': 'Your message has been sent...',
    'sendmessage.close': 'Close',
    'sendmessage.failedTitle': 'Message not sent',
    'sendmessage.ok': 'OK',
    'sendmessage.closeConfirmTitle': 'Close the form?',
    'sendmessage.closeConfirm':
      'The form still contains values. Are you sure you want to close it?',
    'sendmessage.closeConfirmCancel': 'Cancel',
    'sendmessage.closeConfirmClose': 'Close',
  },
  fr: {
    'sendmessage.error.102': 'Prénom requis',
    'sendmessage.error.103': 'Nom requis',
    'sendmessage.error.104': 'Objet requis',
    'sendmessage.error.181': 'Adresse e-mail requise',
    'sendmessage.error.182': 'Texte du message requis',
    'sendmessage.error.201': 'Le nombre total de pièces jointes dépasse la limite : {limit}',
    'sendmessage.error.202': 'La taille totale des pièces jointes dépasse la limite : {size}',
    'sendmessage.error.203':
      'Type de fichier non pris en charge. Envoyez des images, des PDF, des fichiers texte ou des ZIP.',
    'sendmessage.error.381': 'E-mail non valide - adresse de l’expéditeur.',
    'sendmessage.error.383': 'E-mail non valide - adresse du destinataire.',
    'sendmessage.error.other':
      'Une erreur s’est produite, veuillez nous en excuser. Vérifiez vos paramètres de connexion et réessayez.',
    'sendmessage.error.timeout': 'Impossible de joindre le serveur. Veuillez réessayer.',
    'sendmessage.error.reason': '{reason}',
    'sendmessage.title': 'Envoyer un message',
    'sendmessage.button': 'Envoyer un message',
    'sendmessage.firstname': 'Prénom',
    'sendmessage.lastname': 'Nom',
    'sendmessage.email': 'E-mail',
    'sendmessage.subject': 'Objet',
    'sendmessage.messagebody': 'Message',
    'sendmessage.attachFiles': 'Joindre des fichiers',
    'sendmessage.files': 'Fichiers joints',
    'sendmessage.removeFile': 'Retirer {name}',
    'sendmessage.totalSize': 'Taille totale : {size}',
    'sendmessage.submit': 'Envoyer',
    'sendmessage.sent': 'Votre message a été envoyé...',
    'sendmessage.close': 'Fermer',
    'sendmessage.failedTitle': 'Message non envoyé',
    'sendmessage.ok': 'OK',
    'sendmessage.closeConfirmTitle': 'Fermer le formulaire ?',
    'sendmessage.closeConfirm':
      'Le formulaire contient encore des valeurs. Voulez-vous vraiment le fermer ?',
    'sendmessage.closeConfirmCancel': 'Annuler',
    'sendmessage.closeConfirmClose': 'Fermer',
  },
} as const satisfies AreaTexts<SendMessageWindowTextKey>;
