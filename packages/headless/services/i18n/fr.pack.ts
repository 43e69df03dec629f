import type { I18nKey } from './i18n.keys';

/** The built-in French core language pack, complete for every core key. */
export const fr = {
  'common.minimize': 'Réduire',
  'common.maximize': 'Agrandir',
  'common.close': 'Fermer',
  'common.poweredBy': 'Propulsé par',
  'common.loading': 'Chargement',
  'common.dialogClose': 'Fermer la boîte de dialogue',
  'common.form.required': '{label} : champ obligatoire',
  'common.form.email': 'Adresse e-mail non valide',
  'common.form.invalid': '{label} : champ non valide',
  'countdown.days': '{days} j',
  'app.errors.invalidTheme': 'Thème spécifié non valide.',
  'app.errors.noLanguageCode': 'Aucun code de langue fourni.',
  'app.errors.noMatchingLanguage':
    'Aucun code de langue correspondant trouvé dans le pack de langues.',
  'app.errors.invalidRequestHeader':
    "Message d'en-tête de requête non valide : aucun en-tête de requête trouvé.",
  'bus.errors.commandDoesNotExist': "La commande n'existe pas",
  'bus.errors.commandCancelled': "La commande a été annulée par une fonction 'before'",
  'bus.errors.nameTaken': "Le nom de l'extension est déjà pris.",
  'bus.errors.registrationLocked':
    "Vous devez attendre la publication de App.ready avant d'enregistrer de nouvelles extensions.",
  'bus.errors.pluginLoadFailed':
    "Impossible de charger le fichier du plugin à l'emplacement indiqué. Vérifiez l'option du chemin des plugins.",
} as const satisfies Record<I18nKey, string>;
