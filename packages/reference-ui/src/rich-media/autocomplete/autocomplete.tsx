import { useAutocomplete, type UseAutocompleteOptions } from '@cxkit/headless/react/autocomplete';
import { useId, type ComponentPropsWithRef } from 'react';
import { useAreaTranslate } from '../../chat/texts';
import { useShell } from '../../shell/shell-context';
import { visuallyHidden } from '../../shell/internal/visually-hidden';
import { autocompleteAnatomy as anatomy } from './autocomplete.anatomy';
import { autocompleteTexts } from './autocomplete.texts';

/** Props of {@link Autocomplete}; other props go to its root `<div>`. */
export interface AutocompleteProps
  extends
    Omit<ComponentPropsWithRef<'div'>, 'children' | 'defaultValue' | 'id' | 'onSelect'>,
    UseAutocompleteOptions {
  /** The input's visible label. */
  label: string;
  /** Example text shown in the empty input. */
  placeholder?: string;
  /** The input's name, for forms. */
  name?: string;
}

/**
 * The rich-media autocomplete: a labelled input (APG combobox with list autocomplete) whose
 * suggestions show from 2 typed characters, at most 5. The arrows move the highlight with
 * wraparound, Enter picks the highlighted suggestion (`onSelect`) or else sends the typed text as a
 * skip (`onSkip`), Escape closes the list. The number of suggestions is announced politely.
 */
export function Autocomplete({
  label,
  placeholder,
  name,
  suggestions,
  minLength,
  maxSize,
  id,
  value,
  defaultValue,
  onValueChange,
  defaultHighlightedIndex,
  onSelect,
  onSkip,
  ...props
}: AutocompleteProps) {
  const t = useAreaTranslate(autocompleteTexts);
  const { isMobile } = useShell();
  const autocomplete = useAutocomplete({
    suggestions,
    minLength,
    maxSize,
    id,
    value,
    defaultValue,
    onValueChange,
    defaultHighlightedIndex,
    onSelect,
    onSkip,
  });
  const hintId = useId();
  const count = autocomplete.suggestions.length;
  const status = autocomplete.isOpen
    ? t(count === 1 ? 'richmedia.autocomplete.countOne' : 'richmedia.autocomplete.count', {
        count,
      })
    : '';

  return (
    <div {...autocomplete.getRootProps(props)}>
      <label {...autocomplete.getLabelProps()}>{label}</label>
      <input
        {...autocomplete.getInputProps({
          name,
          placeholder,
          'aria-describedby': hintId,
          'data-layout': isMobile ? 'mobile' : 'desktop',
        })}
      />
      <ul {...autocomplete.getListboxProps()}>
        {autocomplete.suggestions.map((suggestion, index) => (
          <li key={suggestion} {...autocomplete.getOptionProps({ index })}>
            {suggestion}
          </li>
        ))}
      </ul>
      <span {...anatomy.hint.attrs} id={hintId} hidden>
        {t('richmedia.autocomplete.hint', { minLength: autocomplete.minLength })}
      </span>
      <span {...anatomy.status.attrs} role="status" style={visuallyHidden}>
        {status}
      </span>
    </div>
  );
}
