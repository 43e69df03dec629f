import type { AutocompleteOptions } from './autocomplete.types';

/** The autocomplete's settings when none are given. */
export const defaultAutocompleteOptions: AutocompleteOptions = { minLength: 2, maxSize: 5 };

/**
 * The suggestions for a typed text: none under `minLength` characters (spaces around the text not
 * counted), else the candidates that contain it, case-insensitively, those that start with it
 * first, each once, at most `maxSize`.
 */
export function matchSuggestions(
  suggestions: readonly string[],
  value: string,
  options: AutocompleteOptions,
): string[] {
  const query = value.trim().toLocaleLowerCase();
  // Counted in code points, so that an emoji is one typed character.
  if (Array.from(query).length < options.minLength || options.maxSize <= 0) return [];
  const leading: string[] = [];
  const inner: string[] = [];
  for (const suggestion of new Set(suggestions)) {
    const text = suggestion.toLocaleLowerCase();
    if (suggestion.trim() === '') continue;
    if (text.startsWith(query)) leading.push(suggestion);
    else if (text.includes(query)) inner.push(suggestion);
    if (leading.length >= options.maxSize) break;
  }
  return [...leading, ...inner].slice(0, options.maxSize);
}
