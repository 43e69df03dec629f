import type { SnapshotFrom } from 'xstate';
import { partButton, type PartButtonProps } from '../../services/anatomy/create-anatomy';
import type {
  KnowledgeAttachment,
  KnowledgeDocument,
  KnowledgeDocumentRef,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import {
  connect as connectAutocomplete,
  type AutocompleteApi,
} from '../autocomplete/autocomplete.connect';
import type { AutocompleteMachine } from '../autocomplete/autocomplete.machine';
import type { AutocompleteEvent } from '../autocomplete/autocomplete.types';
import { safeUrl } from '../rich-media/rich-media.url';
import { searchAnatomy as anatomy } from './search.anatomy';
import { feedbackOf, maxTrending, ratingStars, snippetOf } from './search.logic';
import type { SearchMachine } from './search.machine';
import type { SearchButtonOptions } from './search.options';
import type {
  SearchEvent,
  SearchFailure,
  SearchFeedback,
  SearchPrefill,
  SearchWindowState,
} from './search.types';

/** What the window's body shows. */
export type SearchStep =
  'closed' | 'trending' | 'searching' | 'results' | 'noResults' | 'document' | 'error';

/** Where a feedback request is: not sent, on its way, or recorded. */
export type SearchFeedbackState = 'asking' | 'sending' | 'done';

/** A document of a list (trending or results): its ids, title and snippet. */
export interface SearchListItem {
  /** The document's id. */
  id: string;
  /** Its knowledge base. */
  kbId: string;
  /** Its title (or question). */
  title: string;
  /** Its text cut at 250 characters plus '...'. */
  snippet: string;
}

/** The slice of the search snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface SearchView {
  /** Base of the elements' ids. */
  id: string;
  /** The window's name (`Search`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Where the window is. */
  window: SearchWindowState;
  /** What the body shows. */
  step: SearchStep;
  /** Whether the step waits on the knowledge centre (trending or the document loading). */
  loading: boolean;
  /** Whether suggestions are being asked for. */
  suggesting: boolean;
  /** The question input's snapshot. */
  autocomplete: SnapshotFrom<AutocompleteMachine> | undefined;
  /** What the open brought (title, hidden search bar). */
  prefill: SearchPrefill | undefined;
  /** The question last asked. */
  query: string;
  /** The trending documents. */
  trending: readonly KnowledgeDocument[] | undefined;
  /** The last search's documents. */
  results: readonly KnowledgeDocument[] | undefined;
  /** The document shown in full. */
  document: KnowledgeDocument | undefined;
  /** What failed, on the error view. */
  failure: SearchFailure | undefined;
  /** Where the vote is. */
  voteState: SearchFeedbackState;
  /** Whether the visitor voted the document relevant (once voted). */
  relevant: boolean | undefined;
  /** Where the rating is. */
  ratingState: SearchFeedbackState;
  /** The stars chosen. */
  rating: number | undefined;
  /** The comment typed. */
  comment: string;
  /** Whether the last feedback request failed. */
  feedbackFailed: boolean;
  /** Whether the side button shows. */
  buttonShown: boolean;
  /** The side button's settings. */
  button: SearchButtonOptions;
}

const stateOf = (snapshot: SnapshotFrom<SearchMachine>, region: 'vote' | 'rating') =>
  snapshot.matches({ view: { document: { shown: { [region]: 'done' } } } })
    ? 'done'
    : snapshot.matches({ view: { document: { shown: { [region]: 'sending' } } } })
      ? 'sending'
      : 'asking';

/** Picks the search view out of a snapshot. */
export function selectSearchView(snapshot: SnapshotFrom<SearchMachine>): SearchView {
  const { context } = snapshot;
  const window: SearchWindowState = snapshot.matches({ window: 'open' })
    ? 'open'
    : snapshot.matches({ window: 'minimized' })
      ? 'minimized'
      : 'closed';
  const steps = ['trending', 'searching', 'results', 'noResults', 'document', 'error'] as const;
  const step: SearchStep = steps.find((name) => snapshot.matches({ view: name })) ?? 'closed';
  return {
    id: context.id,
    name: context.name,
    mobile: context.mobile,
    window,
    step,
    loading:
      snapshot.matches({ view: { trending: 'loading' } }) ||
      snapshot.matches({ view: { document: 'loading' } }),
    suggesting: !snapshot.matches({ suggest: 'idle' }),
    autocomplete: context.autocomplete,
    prefill: context.prefill,
    query: context.query,
    trending: context.trending?.documents,
    results: context.result?.documents,
    document: step === 'document' ? context.document : undefined,
    failure: step === 'error' ? context.failure : undefined,
    voteState: stateOf(snapshot, 'vote'),
    relevant: context.vote?.relevant,
    ratingState: stateOf(snapshot, 'rating'),
    rating: context.rating,
    comment: context.comment,
    feedbackFailed: context.feedbackFailed,
    buttonShown: context.buttonShown,
    button: context.options.SearchButton,
  };
}

/** The ids of the window's elements. */
export function searchIds(id: string) {
  return {
    question: `${id}-question`,
    results: `${id}-results`,
    trending: `${id}-trending`,
    title: (documentId: string) => `${id}-title-${documentId}`,
    document: `${id}-document`,
    documentTitle: `${id}-document-title`,
    vote: `${id}-vote`,
    rating: `${id}-rating`,
    ratingLegend: `${id}-rating-legend`,
    comment: `${id}-comment`,
    status: `${id}-status`,
    error: `${id}-error`,
    noResults: `${id}-no-results`,
  };
}

/** What the handlers read of a change event; React's and the DOM's fit. */
export interface SearchChangeEvent {
  /** The element, with its new value. */
  target: { value: string };
}

/** The window's commands, booleans and prop getters. */
export interface SearchApi {
  /** Where the window is. */
  window: SearchWindowState;
  /** The window's name (`Search`). */
  name: string;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Whether the window is open (not minimized). */
  isOpen: boolean;
  /** Whether it is minimized. */
  isMinimized: boolean;
  /** What the body shows. */
  step: SearchStep;
  /** Whether the step waits on the knowledge centre (trending, a search, a document). */
  isLoading: boolean;
  /** Whether suggestions are being asked for. */
  isSuggesting: boolean;
  /** The window's title for this open (`Search.open`'s `windowTitle`), if it has one. */
  windowTitle: string | undefined;
  /** Whether the question input is hidden (`hideSearchBar`). */
  isSearchBarHidden: boolean;
  /** The question typed. */
  value: string;
  /** The question last asked. */
  query: string;
  /** The question input: the autocomplete's api (suggestions, prop getters). */
  question: AutocompleteApi | undefined;
  /** The trending documents (at most 5). */
  trending: readonly SearchListItem[];
  /** The last search's documents. */
  results: readonly SearchListItem[];
  /** The document shown in full. */
  document: KnowledgeDocument | undefined;
  /** The feedback the document takes (its knowledge base's `feedbackType`). */
  feedback: SearchFeedback;
  /** Where the vote is. */
  voteState: SearchFeedbackState;
  /** Where the rating is. */
  ratingState: SearchFeedbackState;
  /** The stars chosen. */
  rating: number | undefined;
  /** The comment typed. */
  comment: string;
  /** Whether the last feedback request failed. */
  isFeedbackFailed: boolean;
  /** What failed, on the error view. */
  failure: SearchFailure | undefined;
  /** Whether the side button shows. */
  isButtonShown: boolean;
  /** The side button's settings (delay, effect, duration). */
  button: SearchButtonOptions;
  /** The ids of the window's elements. */
  ids: ReturnType<typeof searchIds>;
  /** Opens the window (minimized on request), with what `Search.open` brings. */
  open(options?: { minimized?: boolean; prefill?: SearchPrefill }): void;
  /** Closes it. */
  close(): void;
  /** Minimizes, or restores with `false`; toggles without it. */
  minimize(minimized?: boolean): void;
  /** Reports the window's measured width (for the dock). */
  resize(width: number): void;
  /** Changes the question as typing does. */
  setValue(value: string): void;
  /** Asks the question typed. */
  ask(): void;
  /** Empties the question and shows the trending documents. */
  clear(): void;
  /** Shows a document in full. */
  openDocument(document: KnowledgeDocumentRef): void;
  /** Back from the document (or the error) to the list. */
  back(): void;
  /** 'Was this helpful?' Yes (`true`) or No. */
  vote(relevant: boolean): void;
  /** Chooses 1 to 5 stars. */
  setRating(rating: number): void;
  /** Changes the comment. */
  setComment(comment: string): void;
  /** Sends the stars and the comment. */
  submitRating(): void;
  /** Props for the window's body root. */
  getRootProps(): typeof anatomy.root.attrs & {
    'data-state': SearchWindowState;
    'data-step': SearchStep;
  };
  /** Props for the question's `<form>` (a search landmark; Ask and Enter submit). */
  getFormProps(): typeof anatomy.form.attrs & {
    role: 'search';
    noValidate: true;
    onSubmit(event: { preventDefault(): void }): void;
  };
  /** Props for Ask. */
  getAskProps(): typeof anatomy.ask.attrs & { type: 'submit'; disabled: true | undefined };
  /** Props for the clear icon (shown while the question holds text). */
  getClearProps(): PartButtonProps<typeof anatomy.clear> & { hidden: boolean };
  /** Props for the list of trending documents. */
  getTrendingProps(): typeof anatomy.trending.attrs & { id: string };
  /** Props for the list of results. */
  getResultsProps(): typeof anatomy.results.attrs & { id: string; 'aria-busy': boolean };
  /** Props for one document of a list. */
  getResultProps(item: SearchListItem): typeof anatomy.result.attrs & {
    'aria-labelledby': string;
  };
  /** Props for a document's title in a list. */
  getResultTitleProps(item: SearchListItem): { id: string };
  /** Props for 'More' of a document in a list: a button that opens it. */
  getMoreProps(item: SearchListItem): PartButtonProps<typeof anatomy.more> & {
    'aria-describedby': string;
  };
  /** Props for 'No Results'. */
  getNoResultsProps(): typeof anatomy.noResults.attrs & { id: string; role: 'status' };
  /** Props for the document in full. */
  getDocumentProps(): typeof anatomy.document.attrs & {
    id: string;
    'aria-labelledby': string;
    'aria-busy': boolean;
  };
  /** Props for the document's title. */
  getDocumentTitleProps(): { id: string };
  /** Props for a link to an attachment: a new tab, without the opener; no `href` for an unsafe URL (`javascript:`...). */
  getAttachmentProps(attachment: KnowledgeAttachment): typeof anatomy.attachment.attrs & {
    href: string | undefined;
    target: '_blank';
    rel: 'noopener noreferrer';
  };
  /** Props for Back. */
  getBackProps(): PartButtonProps<typeof anatomy.back>;
  /** Props for Close of the document. */
  getCloseProps(): PartButtonProps<typeof anatomy.close>;
  /** Props for the feedback area. */
  getFeedbackProps(): typeof anatomy.feedback.attrs & { 'data-feedback': SearchFeedback };
  /** Props for Yes (`true`) or No of 'Was this helpful?'. */
  getVoteProps(relevant: boolean): PartButtonProps<typeof anatomy.vote> & {
    'data-relevant': 'true' | 'false';
    disabled: true | undefined;
  };
  /** Props for the rating's `<fieldset>` (the stars are its native radios). */
  getRatingProps(): typeof anatomy.rating.attrs & {
    id: string;
    'aria-describedby': string | undefined;
    disabled: true | undefined;
  };
  /** Props for the `<input type="radio">` of `stars` (1 to 5). */
  getStarProps(stars: number): typeof anatomy.star.attrs & {
    type: 'radio';
    name: string;
    id: string;
    value: string;
    checked: boolean;
    'data-state': 'on' | 'off';
    onChange(): void;
  };
  /** Props for the comment's `<textarea>`. */
  getCommentProps(): typeof anatomy.comment.attrs & {
    id: string;
    value: string;
    onChange(event: SearchChangeEvent): void;
  };
  /** Props for the button that sends the stars and the comment. */
  getRatingSubmitProps(): PartButtonProps<typeof anatomy.ratingSubmit> & {
    disabled: true | undefined;
  };
  /** Props for the error view. */
  getErrorProps(): typeof anatomy.error.attrs & { id: string; role: 'alert' };
  /** Props for the polite live region (results found, thanks for the feedback). */
  getStatusProps(): typeof anatomy.status.attrs & {
    id: string;
    'aria-live': 'polite';
    'aria-atomic': true;
  };
}

const listItemOf = (document: KnowledgeDocument): SearchListItem => ({
  id: document.id,
  kbId: document.kbId,
  title: document.title,
  snippet: snippetOf(document.answer ?? ''),
});

const autocompleteToSearch = (event: AutocompleteEvent): SearchEvent | undefined => {
  switch (event.type) {
    case 'input.change':
      return { type: 'query.change', value: event.value };
    case 'suggestions.set':
      return undefined;
    default:
      return event;
  }
};

/** Turns a search view and the actor's `send` into the {@link SearchApi}. */
export function connect(view: SearchView, send: (event: SearchEvent) => void): SearchApi {
  const ids = searchIds(view.id);
  const question = view.autocomplete
    ? connectAutocomplete(view.autocomplete, (event) => {
        const mapped = autocompleteToSearch(event);
        if (mapped) send(mapped);
      })
    : undefined;
  const value = question?.value ?? '';
  const close = () => send({ type: 'window.close' });
  const back = () => send({ type: 'document.back' });
  const ask = () => send({ type: 'search.submit' });
  const feedback = feedbackOf(view.document?.feedbackType);
  const list = (documents: readonly KnowledgeDocument[] | undefined, limit?: number) =>
    (limit === undefined ? (documents ?? []) : (documents ?? []).slice(0, limit)).map(listItemOf);
  const openDocument = (document: KnowledgeDocumentRef) =>
    send({ type: 'document.open', document });
  const searching = view.step === 'searching';
  const ratingBusy = view.ratingState !== 'asking' || undefined;
  return {
    window: view.window,
    name: view.name,
    mobile: view.mobile,
    isOpen: view.window === 'open',
    isMinimized: view.window === 'minimized',
    step: view.step,
    isLoading: view.loading || searching,
    isSuggesting: view.suggesting,
    windowTitle: view.prefill?.windowTitle,
    isSearchBarHidden: view.prefill?.hideSearchBar === true,
    value,
    query: view.query,
    question,
    trending: list(view.trending, maxTrending),
    results: list(view.results),
    document: view.document,
    feedback,
    voteState: view.voteState,
    ratingState: view.ratingState,
    rating: view.rating,
    comment: view.comment,
    isFeedbackFailed: view.feedbackFailed,
    failure: view.failure,
    isButtonShown: view.buttonShown,
    button: view.button,
    ids,
    open: (options = {}) =>
      send({
        type: 'window.open',
        ...(options.minimized ? { minimized: true } : {}),
        ...(options.prefill ? { prefill: options.prefill } : {}),
      }),
    close,
    minimize: (minimized) =>
      send({ type: 'window.minimize', ...(minimized === undefined ? {} : { minimized }) }),
    resize: (width) => send({ type: 'window.resize', width }),
    setValue: (text) => send({ type: 'query.change', value: text }),
    ask,
    clear: () => send({ type: 'query.clear' }),
    openDocument,
    back,
    vote: (relevant) => send({ type: 'feedback.vote', relevant }),
    setRating: (rating) => send({ type: 'rating.set', rating }),
    setComment: (comment) => send({ type: 'comment.change', comment }),
    submitRating: () => send({ type: 'rating.submit' }),
    getRootProps: () => ({
      ...anatomy.root.attrs,
      'data-state': view.window,
      'data-step': view.step,
    }),
    getFormProps: () => ({
      ...anatomy.form.attrs,
      role: 'search',
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        ask();
      },
    }),
    getAskProps: () => ({
      ...anatomy.ask.attrs,
      type: 'submit',
      disabled: searching || undefined,
    }),
    getClearProps: () => ({
      ...partButton(anatomy.clear, () => send({ type: 'query.clear' })),
      hidden: value === '',
    }),
    getTrendingProps: () => ({ ...anatomy.trending.attrs, id: ids.trending }),
    getResultsProps: () => ({ ...anatomy.results.attrs, id: ids.results, 'aria-busy': searching }),
    getResultProps: (item) => ({ ...anatomy.result.attrs, 'aria-labelledby': ids.title(item.id) }),
    getResultTitleProps: (item) => ({ id: ids.title(item.id) }),
    getMoreProps: (item) => ({
      ...partButton(anatomy.more, () =>
        openDocument({ documentId: item.id, knowledgeBaseId: item.kbId }),
      ),
      'aria-describedby': ids.title(item.id),
    }),
    getNoResultsProps: () => ({ ...anatomy.noResults.attrs, id: ids.noResults, role: 'status' }),
    getDocumentProps: () => ({
      ...anatomy.document.attrs,
      id: ids.document,
      'aria-labelledby': ids.documentTitle,
      'aria-busy': view.loading,
    }),
    getDocumentTitleProps: () => ({ id: ids.documentTitle }),
    getAttachmentProps: (attachment) => ({
      ...anatomy.attachment.attrs,
      href: safeUrl(attachment.url),
      target: '_blank',
      rel: 'noopener noreferrer',
    }),
    getBackProps: () => partButton(anatomy.back, back),
    getCloseProps: () => partButton(anatomy.close, close),
    getFeedbackProps: () => ({ ...anatomy.feedback.attrs, 'data-feedback': feedback }),
    getVoteProps: (relevant) => ({
      ...partButton(anatomy.vote, () => send({ type: 'feedback.vote', relevant })),
      'data-relevant': relevant ? 'true' : 'false',
      disabled: view.voteState !== 'asking' || undefined,
    }),
    getRatingProps: () => ({
      ...anatomy.rating.attrs,
      id: ids.rating,
      'aria-describedby': view.feedbackFailed ? ids.status : undefined,
      disabled: ratingBusy,
    }),
    getStarProps: (stars) => ({
      ...anatomy.star.attrs,
      type: 'radio',
      name: ids.rating,
      id: `${ids.rating}-${stars}`,
      value: String(stars),
      checked: view.rating === stars,
      'data-state': view.rating !== undefined && stars <= view.rating ? 'on' : 'off',
      onChange: () => send({ type: 'rating.set', rating: stars }),
    }),
    getCommentProps: () => ({
      ...anatomy.comment.attrs,
      id: ids.comment,
      value: view.comment,
      onChange: (event) => send({ type: 'comment.change', comment: event.target.value }),
    }),
    getRatingSubmitProps: () => ({
      ...partButton(anatomy.ratingSubmit, () => send({ type: 'rating.submit' })),
      disabled: ratingBusy ?? (view.rating === undefined || undefined),
    }),
    getErrorProps: () => ({ ...anatomy.error.attrs, id: ids.error, role: 'alert' }),
    getStatusProps: () => ({
      ...anatomy.status.attrs,
      id: ids.status,
      'aria-live': 'polite',
      'aria-atomic': true,
    }),
  };
}

/** The stars of a rating, for a view to render one radio each. */
export const searchRatingStars = ratingStars;
