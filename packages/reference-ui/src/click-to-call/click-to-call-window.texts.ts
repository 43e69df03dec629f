import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the ClickToCall window's texts (the form's labels are the machine's `clicktocall.*` keys). */
export type ClickToCallWindowTextKey =
  | 'clicktocall.title'
  | 'clicktocall.firstname'
  | 'clicktocall.lastname'
  | 'clicktocall.phonenumber'
  | 'clicktocall.waitTime'
  | 'clicktocall.waitMinutes'
  | 'clicktocall.cancel'
  | 'clicktocall.submit'
  | 'clicktocall.dialIn'
  | 'clicktocall.accessCode'
  | 'clicktocall.expiresIn'
  | 'clicktocall.expiresAnnouncement'
  | 'clicktocall.close'
  | 'clicktocall.expired'
  | 'clicktocall.requestNew'
  | 'clicktocall.invalidTitle'
  | 'clicktocall.phoneRequired'
  | 'clicktocall.networkTitle'
  | 'clicktocall.networkFailure'
  | 'clicktocall.ok'
  | 'clicktocall.closeConfirmTitle'
  | 'clicktocall.closeConfirm'
  | 'clicktocall.no'
  | 'clicktocall.yes';

/** The ClickToCall window's texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const clickToCallWindowTexts = {
  en: {
    'clicktocall.title': 'ClickToCall',
    'clicktocall.firstname': 'First Name',
    'clicktocall.lastname': 'Last Name',
    'clicktocall.phonenumber': 'Phone Number',
    'clicktocall.waitTime': 'Wait Time',
    'clicktocall.waitMinutes': '{minutes} min',
    'clicktocall.cancel': 'Cancel',
    'clicktocall.submit': 'Request a number',
    'clicktocall.dialIn': 'Dial in now',
    'clicktocall.accessCode': 'Access Code',
    'clicktocall.expiresIn': 'Number Expires in',
    'clicktocall.expiresAnnouncement': 'The number expires in {seconds} seconds',
    'clicktocall.close': 'Close',
    'clicktocall.expired': 'Phone number has expired!',
    'clicktocall.requestNew': 'Request a new number',
    'clicktocall.invalidTitle': 'Check the form',
    'clicktocall.phoneRequired': 'Please enter a phone number',
    'clicktocall.networkTitle': 'No number received',
    'clicktocall.networkFailure':
      'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
    'clicktocall.ok': 'OK',
    'clicktocall.closeConfirmTitle': 'Quit?',
    'clicktocall.closeConfirm': 'You have unsubmitted form data. Are you sure you want to quit?',
    'clicktocall.no': 'No',
    'clicktocall.yes': 'Yes',
  },
  fr: {
    'clicktocall.title': 'Appel immédiat',
    'clicktocall.firstname': 'Prénom',
    'clicktocall.lastname': 'Nom',
    'clicktocall.phonenumber': 'Numéro de téléphone',
    'clicktocall.waitTime': 'Temps d’attente',
    'clicktocall.waitMinutes': '{minutes} min',
    'clicktocall.cancel': 'Annuler',
    'clicktocall.submit': 'Demander un numéro',
    'clicktocall.dialIn': 'Appelez maintenant',
    'clicktocall.accessCode': 'Code d’accès',
    'clicktocall.expiresIn': 'Le numéro expire dans',
    'clicktocall.expiresAnnouncement': 'Le numéro expire dans {seconds} secondes',
    'clicktocall.close': 'Fermer',
    'clicktocall.expired': 'Le numéro de téléphone a expiré !',
    'clicktocall.requestNew': 'Demander un nouveau numéro',
    'clicktocall.invalidTitle': 'Vérifiez le formulaire',
    'clicktocall.phoneRequired': 'Veuillez saisir un numéro de téléphone',
    'clicktocall.networkTitle': 'Aucun numéro reçu',
    'clicktocall.networkFailure':
      'Une erreur s’est produite, veuillez nous en excuser. Vérifiez vos paramètres de connexion et réessayez.',
    'clicktocall.ok': 'OK',
    'clicktocall.closeConfirmTitle': 'Quitter ?',
    'clicktocall.closeConfirm':
      'Certaines données du formulaire n’ont pas été envoyées. Voulez-vous vraiment quitter ?',
    'clicktocall.no': 'Non',
    'clicktocall.yes': 'Oui',
  },
} as const satisfies AreaTexts<ClickToCallWindowTextKey>;
