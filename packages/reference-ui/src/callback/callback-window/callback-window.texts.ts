import type { AreaTexts } from '../../chat/texts/chat-texts.types';

/** The keys of the Callback window's texts (the form's labels are the machine's `callback.*` keys). */
export type CallbackWindowTextKey =
  | 'callback.title'
  | 'callback.firstname'
  | 'callback.lastname'
  | 'callback.phonenumber'
  | 'callback.notes'
  | 'callback.country'
  | 'callback.timing'
  | 'callback.asap'
  | 'callback.pickDateTime'
  | 'callback.selectDateTime'
  | 'callback.waitTime'
  | 'callback.waitMinutes'
  | 'callback.cancel'
  | 'callback.confirm'
  | 'callback.errorTitle'
  | 'callback.okay'
  | 'callback.booked'
  | 'callback.bookedText'
  | 'callback.close'
  | 'callback.closeConfirm'
  | 'callback.closeConfirmTitle'
  | 'callback.no'
  | 'callback.yes'
  | 'callback.closeOverlay'
  | 'callback.calendar.title'
  | 'callback.calendar.cancel'
  | 'callback.calendar.visitorTime'
  | 'callback.calendar.today'
  | 'callback.calendar.tomorrow'
  | 'callback.calendar.availabilityError'
  | 'callback.calendar.okay'
  | 'callback.calendar.days'
  | 'callback.calendar.times'
  | 'callback.calendar.loading'
  | 'callback.calendar.noSlots'
  | 'callback.calendar.morning'
  | 'callback.calendar.afternoon'
  | 'callback.calendar.evening'
  | 'callback.calendar.allDay'
  | 'callback.errors.unknown'
  | 'callback.errors.501'
  | 'callback.errors.503'
  | 'callback.errors.1103'
  | 'callback.errors.7030'
  | 'callback.errors.7036'
  | 'callback.errors.7037'
  | 'callback.errors.7040'
  | 'callback.errors.7041'
  | 'callback.errors.7042'
  | 'callback.errors.phoneRequired';

/** The Callback window's texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const callbackWindowTexts = {
  en: {
    'callback.title': 'Receive a Call',
    'callback.firstname': 'First Name',
    'callback.lastname': 'Last Name',
    'callback.phonenumber': 'Phone Number',
    'callback.notes': 'Notes',
    'callback.country': 'Country',
    'callback.timing': 'When should we call you?',
    'callback.asap': 'As soon as possible',
    'callback.pickDateTime': 'Pick date & time',
    'callback.selectDateTime': 'Select Date & Time',
    'callback.waitTime': 'Wait Time',
    'callback.waitMinutes': '{minutes} min wait',
    'callback.cancel': 'Cancel',
    'callback.confirm': 'Confirm',
    'callback.errorTitle': 'Your callback was not booked',
    'callback.okay': 'Okay',
    'callback.booked': "You're booked in!",
    'callback.bookedText': 'We will call you at the number provided:',
    'callback.close': 'Close',
    'callback.closeConfirmTitle': 'Cancel this callback?',
    'callback.closeConfirm': 'Are you sure you want to cancel arranging this callback?',
    'callback.no': 'No',
    'callback.yes': 'Yes',
    'callback.closeOverlay': 'Close the message',
    'callback.calendar.title': 'Schedule a Call',
    'callback.calendar.cancel': 'Cancel',
    'callback.calendar.visitorTime': 'your time',
    'callback.calendar.today': 'Today',
    'callback.calendar.tomorrow': 'Tomorrow',
    'callback.calendar.availabilityError': 'Unable to fetch availability details',
    'callback.calendar.okay': 'Okay',
    'callback.calendar.days': 'Select a day',
    'callback.calendar.times': 'Select a time',
    'callback.calendar.loading': 'Checking availability',
    'callback.calendar.noSlots': 'No time slots available',
    'callback.calendar.morning': 'Morning',
    'callback.calendar.afternoon': 'Afternoon',
    'callback.calendar.evening': 'Evening',
    'callback.calendar.allDay': 'All day',
    'callback.errors.unknown':
      'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
    'callback.errors.501':
      'Invalid parameters cannot be accepted, please check supporting server API documentation for valid parameters.',
    'callback.errors.503': 'Missing apikey, please ensure it is configured properly.',
    'callback.errors.1103': 'Missing apikey, please ensure it is configured properly.',
    'callback.errors.7030': 'Please enter a valid phone number.',
    'callback.errors.7036':
      'Callback to this number is not possible. Please retry with another phone number.',
    'callback.errors.7037':
      'Callback to this number is not allowed. Please retry with another phone number.',
    'callback.errors.7040': 'Please configure a valid service name.',
    'callback.errors.7041': 'Too many requests at this time.',
    'callback.errors.7042': 'Office closed. Please try scheduling with in the office hours.',
    'callback.errors.phoneRequired': 'Phone number is required.',
  },
  fr: {
    'callback.title': 'Être rappelé',
    'callback.firstname': 'Prénom',
    'callback.lastname': 'Nom',
    'callback.phonenumber': 'Numéro de téléphone',
    'callback.notes': 'Remarques',
    'callback.country': 'Pays',
    'callback.timing': 'Quand devons-nous vous appeler ?',
    'callback.asap': 'Dès que possible',
    'callback.pickDateTime': 'Choisir la date et l’heure',
    'callback.selectDateTime': 'Sélectionnez la date et l’heure',
    'callback.waitTime': 'Temps d’attente',
    'callback.waitMinutes': '{minutes} min d’attente',
    'callback.cancel': 'Annuler',
    'callback.confirm': 'Confirmer',
    'callback.errorTitle': 'Votre rappel n’a pas été enregistré',
    'callback.okay': 'OK',
    'callback.booked': 'Votre rappel est enregistré !',
    'callback.bookedText': 'Nous vous appellerons au numéro indiqué :',
    'callback.close': 'Fermer',
    'callback.closeConfirmTitle': 'Annuler ce rappel ?',
    'callback.closeConfirm': 'Voulez-vous vraiment annuler la demande de rappel ?',
    'callback.no': 'Non',
    'callback.yes': 'Oui',
    'callback.closeOverlay': 'Fermer le message',
    'callback.calendar.title': 'Planifier un appel',
    'callback.calendar.cancel': 'Annuler',
    'callback.calendar.visitorTime': 'votre heure',
    'callback.calendar.today': 'Aujourd’hui',
    'callback.calendar.tomorrow': 'Demain',
    'callback.calendar.availabilityError': 'Impossible de récupérer les disponibilités',
    'callback.calendar.okay': 'OK',
    'callback.calendar.days': 'Choisissez un jour',
    'callback.calendar.times': 'Choisissez une heure',
    'callback.calendar.loading': 'Vérification des disponibilités',
    'callback.calendar.noSlots': 'Aucun créneau disponible',
    'callback.calendar.morning': 'Matin',
    'callback.calendar.afternoon': 'Après-midi',
    'callback.calendar.evening': 'Soir',
    'callback.calendar.allDay': 'Toute la journée',
    'callback.errors.unknown':
      'Une erreur s’est produite, veuillez nous en excuser. Vérifiez vos paramètres de connexion et réessayez.',
    'callback.errors.501':
      'Paramètres non valides : consultez la documentation de l’API du serveur pour les paramètres acceptés.',
    'callback.errors.503': 'Clé d’API manquante, vérifiez sa configuration.',
    'callback.errors.1103': 'Clé d’API manquante, vérifiez sa configuration.',
    'callback.errors.7030': 'Veuillez saisir un numéro de téléphone valide.',
    'callback.errors.7036':
      'Le rappel vers ce numéro est impossible. Veuillez réessayer avec un autre numéro.',
    'callback.errors.7037':
      'Le rappel vers ce numéro n’est pas autorisé. Veuillez réessayer avec un autre numéro.',
    'callback.errors.7040': 'Veuillez configurer un nom de service valide.',
    'callback.errors.7041': 'Trop de demandes en ce moment.',
    'callback.errors.7042': 'Bureau fermé. Veuillez planifier pendant les heures d’ouverture.',
    'callback.errors.phoneRequired': 'Le numéro de téléphone est obligatoire.',
  },
} as const satisfies AreaTexts<CallbackWindowTextKey>;
