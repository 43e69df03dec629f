import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { SearchOptionsInput } from './search.options';

/** Options of `Search.open` (service-protocols 11): a preset `query` (or `categories`) searches at once. */
export interface SearchOpenOptions {
  /** The question to ask at once. */
  query?: string;
  /** Category ids to search within; given alone, they search at once too. */
  categories?: string[];
  /** Hides the question input (a preset search shows its results only). */
  hideSearchBar?: boolean;
  /** The window's title for this open. @default 'Ask a Question' */
  windowTitle?: string;
  /** The knowledge bases searched. @default the service's */
  knowledgebases?: string[];
  /** Most results of a search. @default the service's (3) */
  maxSearchResults?: number;
  /** @default the service's */
  media?: string;
  /** @default the service's */
  lang?: string;
  /** v1 only. */
  junkfree?: boolean;
}

/** Options of `Search.openDocument`: the document to show in full. */
export interface SearchOpenDocumentOptions {
  /** The document's id. */
  documentId: string;
  /** Its knowledge base's id. */
  knowledgeBaseId: string;
  /** The document's language. @default the service's */
  langId?: string;
}

/**
 * The `Search` plugin's table (protocols 8.3; service-protocols 11): the window's commands, its
 * lifecycle events and the rejection texts.
 */
export const searchManifest = declarePlugin({
  name: 'Search',
  commands: {
    open: command<SearchOpenOptions | undefined>(),
    openDocument: command<SearchOpenDocumentOptions>(),
    // Nothing is open before the window's code has loaded: close has nothing to act on.
    close: command({ loads: false }),
    // The whole `_genesys.widgets.knowledgecenter` object: the service's keys are left to the service.
    configure: command<SearchOptionsInput & Record<string, unknown>>(),
    showSearchButton: command(),
    hideSearchButton: command(),
  },
  events: {
    opened: event(),
    closed: event(),
  },
  rejections: {
    alreadyClosed: 'already closed',
    missingArguments: 'All mandatory arguments must be provided',
    invalidConfiguration: 'Invalid configuration',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof searchManifest> {}
    interface Events extends EventsOf<typeof searchManifest> {}
  }
}
