import { and, assign, emit, enqueueActions, not, sendTo, setup, stateIn } from 'xstate';
import {
  dockRegistration,
  groupMembership,
  viewportWatch,
} from '../widget-window/widget-window.actors';
import {
  mobileOf,
  windowActionsOf,
  windowInvokes,
  windowTransitions,
} from '../widget-window/widget-window.config';
import { windowGuards, windowPartsOf } from '../widget-window/widget-window.logic';
import {
  autocompleteSession,
  loadDocument,
  loadSuggestions,
  loadTrending,
  runSearch,
  sendRating,
  sendVote,
} from './search.actors';
import {
  feedbackOf,
  isSearchable,
  isStars,
  maxSuggestions,
  maxTrending,
  minSuggestionLength,
  searchIdOf,
  searchRequestOf,
} from './search.logic';
import { resolveSearchOptions } from './search.options';
import type {
  KnowledgeClient,
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchInput,
} from './search.types';

const closedState = '#search.window.closed';

const refuse = () =>
  Promise.reject(new Error('No knowledge centre: give the search machine a `knowledge` client'));

/** A client whose every call fails: the window then shows its error view. */
const noKnowledge: KnowledgeClient = {
  getTrending: refuse,
  search: refuse,
  getSuggestions: refuse,
  getFullContent: refuse,
  vote: refuse,
  rating: refuse,
  addRating: refuse,
};

/** What a done event of an actor carries. */
const outputOf = <T>(event: SearchEvent): T | undefined =>
  (event as unknown as { output?: T }).output;

/** The typed question, as the input holds it. */
const typedOf = (context: SearchContext) => context.autocomplete?.context.value ?? '';

/** The question an event asks: a pick's or Enter's text, else the typed one. */
function askedOf(context: SearchContext, event: SearchEvent): string {
  if (event.type === 'autocomplete.selected' || event.type === 'autocomplete.skipped')
    return event.value;
  if (event.type === 'window.open') return event.prefill?.query ?? '';
  return typedOf(context);
}

/**
 * The Search window 'Ask a Question' (spec 3, sections 2, 4, 5 and 9; service-protocols 11): the
 * widget window's lifecycle (closed, open, minimized), the question input with its suggestions
 * (the autocomplete primitive, from 1 character, at most 5, asked of the service as the visitor
 * types), the trending documents before a search, the search and its results or 'No Results',
 * the document in full with its feedback (a vote, and stars with a comment where the knowledge
 * base takes them), the error view, and the side button's visibility.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    emitted: {} as SearchEmitted,
  },
  actors: {
    autocompleteSession,
    loadTrending,
    runSearch,
    loadSuggestions,
    loadDocument,
    sendVote,
    sendRating,
    dockRegistration,
    groupMembership,
    viewportWatch,
  },
  delays: {
    // Typing fast asks once for the text where the visitor paused.
    suggestDelay: 150,
  },
  guards: {
    ...windowGuards,
    isWindowShown: not(stateIn(closedState)),
    hasTrending: ({ context }) => context.trending !== undefined,
    isAsked: ({ context, event }) => isSearchable(askedOf(context, event), context.prefill?.scope),
    opensDocument: ({ event }) => event.type === 'window.open' && !!event.prefill?.document,
    opensSearch: ({ context, event }) =>
      event.type === 'window.open' &&
      (event.prefill?.query !== undefined || event.prefill?.scope?.categories !== undefined) &&
      isSearchable(event.prefill?.query ?? '', event.prefill?.scope ?? context.prefill?.scope),
    hasDocuments: ({ event }) =>
      (outputOf<{ documents?: unknown[] }>(event)?.documents?.length ?? 0) > 0,
    hasResults: ({ context }) => (context.result?.documents.length ?? 0) > 0,
    hasSearched: ({ context }) => context.result !== undefined,
    wantsSuggestions: ({ event }) =>
      event.type === 'query.change' && Array.from(event.value.trim()).length >= minSuggestionLength,
    takesVote: ({ context }) => feedbackOf(context.document?.feedbackType) !== 'none',
    canRate: ({ context }) =>
      feedbackOf(context.document?.feedbackType) === 'either' && isStars(context.rating),
  },
  actions: {
    claimGroup: windowActionsOf<SearchContext, SearchEvent>().claimGroup,
    joinDock: windowActionsOf<SearchContext, SearchEvent>().joinDock,
    resizeDock: windowActionsOf<SearchContext, SearchEvent>().resizeDock,
    assignWidth: windowActionsOf<SearchContext, SearchEvent>().assignWidth,
    readMobile: assign({ mobile: mobileOf }),
    notifyOpened: emit({ type: 'opened' }),
    notifyMinimized: () => undefined,
    notifyUnminimized: () => undefined,
    assignPrefill: assign(({ context, event }) => {
      if (event.type !== 'window.open' || !event.prefill) return {};
      return { prefill: { ...context.prefill, ...event.prefill } };
    }),
    fillQuestion: sendTo('autocomplete', ({ event }) => ({
      type: 'input.change' as const,
      value: event.type === 'window.open' ? (event.prefill?.query ?? '') : '',
    })),
    forwardToInput: sendTo('autocomplete', ({ event }) => {
      if (event.type === 'query.change')
        return { type: 'input.change' as const, value: event.value };
      return event as Extract<SearchEvent, { type: 'highlight.next' }>;
    }),
    clearQuestion: sendTo('autocomplete', { type: 'input.change', value: '' }),
    closeSuggestions: sendTo('autocomplete', { type: 'list.close' }),
    assignAutocomplete: assign({
      autocomplete: ({ context, event }) =>
        event.type === 'autocomplete.snapshot' ? event.snapshot : context.autocomplete,
    }),
    assignSuggestions: sendTo('autocomplete', ({ event }) => ({
      type: 'suggestions.set' as const,
      suggestions: outputOf<string[]>(event) ?? [],
    })),
    assignQuery: assign(({ context, event }) => ({
      query: askedOf(context, event).trim(),
      failure: undefined,
    })),
    assignTrending: assign({
      trending: ({ event }) => outputOf(event),
      failure: undefined,
    }),
    assignResult: assign({ result: ({ event }) => outputOf(event) }),
    assignDocumentRef: assign(({ context, event }) => {
      const ref =
        event.type === 'document.open'
          ? event.document
          : event.type === 'window.open'
            ? event.prefill?.document
            : context.documentRef;
      const searchId = ref?.searchId ?? context.result?.searchId;
      return {
        documentRef: ref && { ...ref, ...(searchId ? { searchId } : {}), query: context.query },
        document: undefined,
        vote: undefined,
        rating: undefined,
        comment: '',
        feedbackFailed: false,
        failure: undefined,
      };
    }),
    assignDocument: assign({ document: ({ event }) => outputOf(event) }),
    assignTrendingFailure: assign({ failure: 'trending' }),
    assignSearchFailure: assign({ failure: 'search' }),
    assignDocumentFailure: assign({ failure: 'document' }),
    assignVote: assign({ vote: ({ event }) => outputOf(event), feedbackFailed: false }),
    assignRating: assign({
      rating: ({ context, event }) =>
        event.type === 'rating.set' && isStars(event.rating) ? event.rating : context.rating,
    }),
    assignComment: assign({
      comment: ({ context, event }) =>
        event.type === 'comment.change' ? event.comment : context.comment,
    }),
    markFeedbackFailed: assign({ feedbackFailed: true }),
    clearFeedbackFailed: assign({ feedbackFailed: false }),
    assignOptions: assign(({ context, event }) =>
      event.type === 'widget.configure'
        ? { options: event.options, buttonShown: event.options.SearchButton.enabled }
        : { options: context.options },
    ),
    toggleButton: assign({
      buttonShown: ({ context, event }) =>
        event.type === 'button.toggle' ? event.shown : context.buttonShown,
    }),
    closeWindow: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'closed' });
      enqueue.sendTo('dock', { type: 'dock.leave' });
      enqueue.sendTo('autocomplete', { type: 'input.change', value: '' });
      enqueue.sendTo('autocomplete', { type: 'suggestions.set', suggestions: [] });
      enqueue.assign({
        prefill: undefined,
        query: '',
        trending: undefined,
        result: undefined,
        documentRef: undefined,
        document: undefined,
        failure: undefined,
        vote: undefined,
        rating: undefined,
        comment: '',
        feedbackFailed: false,
      });
    }),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => {
    const options = resolveSearchOptions(input.options);
    return {
      ...windowPartsOf({ ...input, name: 'Search' }),
      id: input.id ?? 'cx-search',
      options,
      knowledge: input.knowledge ?? noKnowledge,
      buttonShown: options.SearchButton.enabled,
      prefill: undefined,
      autocomplete: undefined,
      query: '',
      trending: undefined,
      result: undefined,
      documentRef: undefined,
      document: undefined,
      failure: undefined,
      vote: undefined,
      rating: undefined,
      comment: '',
      feedbackFailed: false,
    };
  },
  invoke: [
    ...windowInvokes,
    {
      id: 'autocomplete',
      src: 'autocompleteSession',
      input: ({ context }) => ({
        id: `${context.id}-question`,
        suggestions: [],
        minLength: minSuggestionLength,
        maxSize: maxSuggestions,
      }),
    },
  ],
  on: {
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: 'readMobile' },
    'autocomplete.snapshot': { actions: 'assignAutocomplete' },
    'widget.configure': { actions: 'assignOptions' },
    'button.toggle': { actions: 'toggleButton' },
    'highlight.next': { guard: 'isWindowShown', actions: 'forwardToInput' },
    'highlight.prev': { guard: 'isWindowShown', actions: 'forwardToInput' },
    'highlight.set': { guard: 'isWindowShown', actions: 'forwardToInput' },
    'suggestion.select': { guard: 'isWindowShown', actions: 'forwardToInput' },
    'list.close': { guard: 'isWindowShown', actions: 'forwardToInput' },
    'input.submit': { guard: 'isWindowShown', actions: 'forwardToInput' },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'window.open': windowTransitions.open(['readMobile', 'claimGroup']),
          },
        },
        open: {
          entry: 'joinDock',
          on: {
            'window.minimize': windowTransitions.minimize,
            'window.close': { target: closedState, actions: 'closeWindow' },
          },
        },
        minimized: {
          entry: 'joinDock',
          on: {
            'window.minimize': windowTransitions.restore,
            'window.open': windowTransitions.reopen,
            'window.close': { target: closedState, actions: 'closeWindow' },
          },
        },
      },
    },
    suggest: {
      initial: 'idle',
      on: {
        'query.change': [
          {
            guard: and(['isWindowShown', 'wantsSuggestions']),
            target: '.waiting',
            actions: 'forwardToInput',
          },
          { guard: 'isWindowShown', target: '.idle', actions: 'forwardToInput' },
        ],
        'window.close': '.idle',
        'autocomplete.selected': '.idle',
        'autocomplete.skipped': '.idle',
        'search.submit': '.idle',
      },
      states: {
        idle: {},
        waiting: {
          on: {
            'query.change': [
              {
                guard: and(['isWindowShown', 'wantsSuggestions']),
                target: 'waiting',
                reenter: true,
                actions: 'forwardToInput',
              },
              { guard: 'isWindowShown', target: 'idle', actions: 'forwardToInput' },
            ],
          },
          after: { suggestDelay: 'fetching' },
        },
        fetching: {
          invoke: {
            id: 'suggestions',
            src: 'loadSuggestions',
            input: ({ context }) => ({
              knowledge: context.knowledge,
              servicePlugin: context.options.servicePlugin,
              options: { ...context.prefill?.scope, text: typedOf(context).trim() },
            }),
            onDone: { target: 'idle', actions: 'assignSuggestions' },
            // No suggestions is no failure of the window: the visitor can still ask.
            onError: 'idle',
          },
        },
      },
    },
    view: {
      initial: 'inactive',
      on: {
        'window.close': '.inactive',
        'window.open': [
          {
            guard: and(['isWindowShown', 'opensDocument']),
            target: '.document',
            actions: ['assignPrefill', 'assignDocumentRef'],
          },
          {
            guard: and(['isWindowShown', 'opensSearch']),
            target: '.searching',
            actions: ['assignPrefill', 'fillQuestion', 'assignQuery'],
          },
        ],
        'search.submit': {
          guard: and(['isWindowShown', 'isAsked']),
          target: '.searching',
          actions: ['closeSuggestions', 'assignQuery'],
        },
        'autocomplete.selected': {
          guard: and(['isWindowShown', 'isAsked']),
          target: '.searching',
          actions: 'assignQuery',
        },
        'autocomplete.skipped': {
          guard: and(['isWindowShown', 'isAsked']),
          target: '.searching',
          actions: 'assignQuery',
        },
        'document.open': {
          guard: 'isWindowShown',
          target: '.document',
          actions: 'assignDocumentRef',
        },
        'query.clear': {
          guard: 'isWindowShown',
          target: '.trending',
          actions: 'clearQuestion',
        },
      },
      states: {
        inactive: {
          on: {
            'window.open': [
              {
                guard: 'opensDocument',
                target: 'document',
                actions: ['assignPrefill', 'assignDocumentRef'],
              },
              {
                guard: 'opensSearch',
                target: 'searching',
                actions: ['assignPrefill', 'fillQuestion', 'assignQuery'],
              },
              { target: 'trending', actions: 'assignPrefill' },
            ],
          },
        },
        trending: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasTrending', target: 'shown' }, { target: 'loading' }],
            },
            loading: {
              invoke: {
                id: 'trending',
                src: 'loadTrending',
                input: ({ context }) => ({
                  knowledge: context.knowledge,
                  servicePlugin: context.options.servicePlugin,
                  options: {
                    ...context.prefill?.scope,
                    maxTrendingResults: maxTrending,
                  },
                }),
                onDone: { target: 'shown', actions: 'assignTrending' },
                onError: {
                  target: '#search.view.error',
                  actions: 'assignTrendingFailure',
                },
              },
            },
            shown: {},
          },
        },
        searching: {
          // A new question while one is on its way asks the new one.
          on: {
            'window.open': {
              guard: 'opensSearch',
              target: 'searching',
              reenter: true,
              actions: ['assignPrefill', 'fillQuestion', 'assignQuery'],
            },
            'search.submit': {
              guard: 'isAsked',
              target: 'searching',
              reenter: true,
              actions: ['closeSuggestions', 'assignQuery'],
            },
            'autocomplete.selected': {
              guard: 'isAsked',
              target: 'searching',
              reenter: true,
              actions: 'assignQuery',
            },
            'autocomplete.skipped': {
              guard: 'isAsked',
              target: 'searching',
              reenter: true,
              actions: 'assignQuery',
            },
          },
          invoke: {
            id: 'search',
            src: 'runSearch',
            input: ({ context }) => ({
              knowledge: context.knowledge,
              servicePlugin: context.options.servicePlugin,
              options: searchRequestOf(context.query, context.prefill?.scope),
            }),
            onDone: [
              { guard: 'hasDocuments', target: 'results', actions: 'assignResult' },
              { target: 'noResults', actions: 'assignResult' },
            ],
            onError: { target: 'error', actions: 'assignSearchFailure' },
          },
        },
        results: {},
        noResults: {},
        document: {
          initial: 'loading',
          on: {
            'window.open': {
              guard: 'opensDocument',
              target: 'document',
              reenter: true,
              actions: ['assignPrefill', 'assignDocumentRef'],
            },
            'document.open': { target: 'document', reenter: true, actions: 'assignDocumentRef' },
            'document.back': [
              { guard: 'hasResults', target: 'results' },
              { guard: 'hasSearched', target: 'noResults' },
              { target: 'trending' },
            ],
          },
          states: {
            loading: {
              invoke: {
                id: 'document',
                src: 'loadDocument',
                input: ({ context }) => ({
                  knowledge: context.knowledge,
                  servicePlugin: context.options.servicePlugin,
                  options: context.documentRef ?? { documentId: '', knowledgeBaseId: '' },
                }),
                onDone: { target: 'shown', actions: 'assignDocument' },
                onError: { target: '#search.view.error', actions: 'assignDocumentFailure' },
              },
            },
            shown: {
              type: 'parallel',
              states: {
                vote: {
                  initial: 'asking',
                  states: {
                    asking: {
                      on: { 'feedback.vote': { guard: 'takesVote', target: 'sending' } },
                    },
                    sending: {
                      entry: 'clearFeedbackFailed',
                      invoke: {
                        id: 'vote',
                        src: 'sendVote',
                        input: ({ context, event }) => ({
                          knowledge: context.knowledge,
                          servicePlugin: context.options.servicePlugin,
                          options: {
                            documentId: context.document?.id ?? '',
                            knowledgeBaseId: context.document?.kbId ?? '',
                            relevant: event.type === 'feedback.vote' && event.relevant,
                            ...(context.documentRef?.lang
                              ? { lang: context.documentRef.lang }
                              : {}),
                            ...(searchIdOf(context.document, context.documentRef?.searchId)
                              ? {
                                  searchId: searchIdOf(
                                    context.document,
                                    context.documentRef?.searchId,
                                  ),
                                }
                              : {}),
                            ...(context.query ? { query: context.query } : {}),
                          },
                        }),
                        onDone: { target: 'done', actions: 'assignVote' },
                        onError: { target: 'asking', actions: 'markFeedbackFailed' },
                      },
                    },
                    done: {},
                  },
                },
                rating: {
                  initial: 'editing',
                  states: {
                    editing: {
                      on: {
                        'rating.set': { actions: 'assignRating' },
                        'comment.change': { actions: 'assignComment' },
                        'rating.submit': { guard: 'canRate', target: 'sending' },
                      },
                    },
                    sending: {
                      entry: 'clearFeedbackFailed',
                      invoke: {
                        id: 'rating',
                        src: 'sendRating',
                        input: ({ context }) => ({
                          knowledge: context.knowledge,
                          servicePlugin: context.options.servicePlugin,
                          rating: context.rating ?? 0,
                          comment: context.comment,
                          voteId: context.vote?.recordId,
                          document: {
                            documentId: context.document?.id ?? '',
                            knowledgeBaseId: context.document?.kbId ?? '',
                            ...(context.documentRef?.lang
                              ? { lang: context.documentRef.lang }
                              : {}),
                          },
                        }),
                        onDone: 'done',
                        onError: { target: 'editing', actions: 'markFeedbackFailed' },
                      },
                    },
                    done: {},
                  },
                },
              },
            },
          },
        },
        error: {
          on: {
            'document.back': [
              { guard: 'hasResults', target: 'results' },
              { guard: 'hasSearched', target: 'noResults' },
              { target: 'trending' },
            ],
          },
        },
      },
    },
  },
});

/** The search machine's type. */
export type SearchMachine = typeof searchMachine;
