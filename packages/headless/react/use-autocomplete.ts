import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  type AutocompleteApi,
  type AutocompleteInputProps,
  type AutocompleteLabelProps,
  type AutocompleteListboxProps,
  type AutocompleteOptionProps,
  type AutocompleteOptionPropsInput,
  type AutocompleteRootProps,
} from '../machines/autocomplete/autocomplete.connect';
import {
  autocompleteMachine,
  type AutocompleteMachine,
} from '../machines/autocomplete/autocomplete.machine';
import type {
  AutocompleteInput,
  AutocompleteOptions,
  AutocompleteSelectDetails,
  AutocompleteSkipDetails,
} from '../machines/autocomplete/autocomplete.types';
import { mergeProps } from './merge-props';

type AutocompleteSnapshot = SnapshotFrom<AutocompleteMachine>;

/** Details of a change of the typed text. */
export interface AutocompleteValueChangeDetails {
  /** The new text. */
  value: string;
}

/** Options of {@link useAutocomplete}; the settings, id and defaults are read on mount. */
export interface UseAutocompleteOptions extends Partial<AutocompleteOptions> {
  /** The candidates to suggest from; a list with other entries replaces them. */
  suggestions: readonly string[];
  /** Base of the elements' ids. @default React's `useId()` */
  id?: string;
  /** Controlled text; a new value is taken as typed (the list follows it). */
  value?: string;
  /** Text at start when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with `{ value }` when the text changes (typing, or a picked suggestion). */
  onValueChange?: (details: AutocompleteValueChangeDetails) => void;
  /** Option highlighted at start, if the starting text opens the list. */
  defaultHighlightedIndex?: number;
  /** Called with `{ value, index }` when a suggestion is picked (Enter on it, or a click). */
  onSelect?: (details: AutocompleteSelectDetails) => void;
  /** Called with `{ value }`, the typed text, on Enter with no suggestion highlighted. */
  onSkip?: (details: AutocompleteSkipDetails) => void;
}

/** Props a prop getter gives once the caller's are merged in: the caller's win, handlers chain. */
type MergedProps<Ours, Theirs> = Omit<Ours, keyof Theirs> & Theirs;

/** What {@link useAutocomplete} returns: the api with prop getters that merge the caller's props, plus escape hatches. */
export interface UseAutocompleteReturn extends Omit<
  AutocompleteApi,
  'getRootProps' | 'getLabelProps' | 'getInputProps' | 'getListboxProps' | 'getOptionProps'
> {
  /** Props for the element around the label, input and listbox, merged with the caller's. */
  getRootProps<P extends object = object>(props?: P): MergedProps<AutocompleteRootProps, P>;
  /** Props for the label, merged with the caller's. */
  getLabelProps<P extends object = object>(props?: P): MergedProps<AutocompleteLabelProps, P>;
  /** Props for the input, merged with the caller's (their `onKeyDown` may `preventDefault()` ours). */
  getInputProps<P extends object = object>(props?: P): MergedProps<AutocompleteInputProps, P>;
  /** Props for the listbox, merged with the caller's. */
  getListboxProps<P extends object = object>(props?: P): MergedProps<AutocompleteListboxProps, P>;
  /** Props for the option at `index`, merged with the caller's. */
  getOptionProps<P extends object = object>(
    input: AutocompleteOptionPropsInput,
    props?: P,
  ): MergedProps<AutocompleteOptionProps, P>;
  /** The autocomplete snapshot the api was built from. */
  snapshot: AutocompleteSnapshot;
  /** Sends an event to the autocomplete actor. */
  send: ActorRefFrom<AutocompleteMachine>['send'];
  /** The autocomplete actor. */
  actorRef: ActorRefFrom<AutocompleteMachine>;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => item === b[index]));
}

/**
 * An autocomplete input (APG combobox, list autocomplete): suggestions from 2 typed characters, at
 * most 5, arrows that wrap around, Enter that picks the highlighted suggestion or reports a skip.
 */
export function useAutocomplete(options: UseAutocompleteOptions): UseAutocompleteReturn {
  const generatedId = useId();
  const [input] = useState<AutocompleteInput>(() => ({
    suggestions: options.suggestions,
    minLength: options.minLength,
    maxSize: options.maxSize,
    id: options.id ?? generatedId,
    value: options.value ?? options.defaultValue,
    highlightedIndex: options.defaultHighlightedIndex,
  }));
  const actorRef = useActorRef(autocompleteMachine, { input });
  const snapshot = useSelector(actorRef, (current: AutocompleteSnapshot) => current);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Listeners run inside `send`, so a parent's state update lands in the same render as the actor's.
  useLayoutEffect(() => {
    let reported = actorRef.getSnapshot().context.value;
    const subscriptions = [
      actorRef.on('selected', ({ value, index }) => latest.current.onSelect?.({ value, index })),
      actorRef.on('skipped', ({ value }) => latest.current.onSkip?.({ value })),
      actorRef.subscribe(({ context: { value } }) => {
        if (value === reported) return;
        reported = value;
        if (value !== latest.current.value) latest.current.onValueChange?.({ value });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const { suggestions, value } = options;
  useEffect(() => {
    if (!sameList(suggestions, actorRef.getSnapshot().context.suggestions)) {
      actorRef.send({ type: 'suggestions.set', suggestions });
    }
  }, [actorRef, suggestions]);
  const typed = snapshot.context.value;
  useEffect(() => {
    if (value !== undefined && value !== typed) actorRef.send({ type: 'input.change', value });
  }, [actorRef, value, typed]);

  const api = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  return {
    ...api,
    getRootProps: (props = {} as never) => mergeProps(api.getRootProps(), props),
    getLabelProps: (props = {} as never) => mergeProps(api.getLabelProps(), props),
    getInputProps: (props = {} as never) => mergeProps(api.getInputProps(), props),
    getListboxProps: (props = {} as never) => mergeProps(api.getListboxProps(), props),
    getOptionProps: (optionInput, props = {} as never) =>
      mergeProps(api.getOptionProps(optionInput), props),
    snapshot,
    send: actorRef.send,
    actorRef,
  };
}
