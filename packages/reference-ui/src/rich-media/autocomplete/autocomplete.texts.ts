import type { AreaTexts } from '../../chat/texts';

/** The keys of the autocomplete's texts. */
export type AutocompleteTextKey =
  | 'richmedia.autocomplete.hint'
  | 'richmedia.autocomplete.countOne'
  | 'richmedia.autocomplete.count';

/** The autocomplete's texts in English and French; give them to an app with `packs.add` to change them. */
export const autocompleteTexts = {
  en: {
    'richmedia.autocomplete.hint': 'Type at least {minLength} characters to see suggestions.',
    'richmedia.autocomplete.countOne': '1 suggestion available.',
    'richmedia.autocomplete.count': '{count} suggestions available.',
  },
  fr: {
    'richmedia.autocomplete.hint':
      'Saisissez au moins {minLength} caractères pour voir des suggestions.',
    'richmedia.autocomplete.countOne': '1 suggestion disponible.',
    'richmedia.autocomplete.count': '{count} suggestions disponibles.',
  },
} as const satisfies AreaTexts<AutocompleteTextKey>;
