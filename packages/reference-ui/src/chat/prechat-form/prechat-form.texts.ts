import type { AreaTexts } from '../texts';

/** The keys of the texts the pre-chat form adds (its errors come from the web chat packs). */
export type PrechatFormTextKey =
  | 'webchat.prechat.firstname'
  | 'webchat.prechat.lastname'
  | 'webchat.prechat.nickname'
  | 'webchat.prechat.email'
  | 'webchat.prechat.subject'
  | 'webchat.prechat.required'
  | 'webchat.prechat.optional'
  | 'webchat.prechat.fieldRequired'
  | 'webchat.prechat.fieldInvalid'
  | 'webchat.prechat.cancel'
  | 'webchat.prechat.submit';

/** The pre-chat form's texts in English and French; give them to `useChatTranslate`, or to an app with `packs.add`. */
export const prechatFormTexts = {
  en: {
    'webchat.prechat.firstname': 'First Name',
    'webchat.prechat.lastname': 'Last Name',
    'webchat.prechat.nickname': 'Nickname',
    'webchat.prechat.email': 'Email',
    'webchat.prechat.subject': 'Subject',
    'webchat.prechat.required': 'Required',
    'webchat.prechat.optional': 'Optional',
    'webchat.prechat.fieldRequired': '{label} is required',
    'webchat.prechat.fieldInvalid': '{label} is not valid',
    'webchat.prechat.cancel': 'Cancel',
    'webchat.prechat.submit': 'Start Chat',
  },
  fr: {
    'webchat.prechat.firstname': 'Prénom',
    'webchat.prechat.lastname': 'Nom',
    'webchat.prechat.nickname': 'Pseudonyme',
    'webchat.prechat.email': 'E-mail',
    'webchat.prechat.subject': 'Objet',
    'webchat.prechat.required': 'Obligatoire',
    'webchat.prechat.optional': 'Facultatif',
    'webchat.prechat.fieldRequired': '{label} : champ obligatoire',
    'webchat.prechat.fieldInvalid': '{label} : champ non valide',
    'webchat.prechat.cancel': 'Annuler',
    'webchat.prechat.submit': 'Démarrer le chat',
  },
} as const satisfies AreaTexts<PrechatFormTextKey>;
