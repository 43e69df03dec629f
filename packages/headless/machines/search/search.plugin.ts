import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import type { SearchMachine } from './search.machine';
import {
  searchManifest,
  type SearchOpenDocumentOptions,
  type SearchOpenOptions,
} from './search.manifest';
import { resolveSearchOptions, SearchConfigError } from './search.options';
import type { SearchPrefill, SearchScope } from './search.types';

/** What the `Search` plugin drives: the search actor. */
export type SearchTarget = Actor<SearchMachine> | ActorRefFrom<SearchMachine>;

const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** What `Search.open` brings, read leniently: values of the wrong type are left out. */
export function searchPrefillOf(options: SearchOpenOptions | undefined): SearchPrefill | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const scope: SearchScope = {
    ...(texts(options.categories) ? { categories: texts(options.categories) } : {}),
    ...(texts(options.knowledgebases) ? { knowledgebases: texts(options.knowledgebases) } : {}),
    ...(typeof options.maxSearchResults === 'number' && options.maxSearchResults > 0
      ? { maxSearchResults: options.maxSearchResults }
      : {}),
    ...(text(options.media) ? { media: options.media } : {}),
    ...(text(options.lang) ? { lang: options.lang } : {}),
    ...(typeof options.junkfree === 'boolean' ? { junkfree: options.junkfree } : {}),
  };
  const prefill: SearchPrefill = {
    ...(typeof options.query === 'string' ? { query: options.query } : {}),
    ...(Object.keys(scope).length > 0 ? { scope } : {}),
    ...(options.hideSearchBar === true ? { hideSearchBar: true } : {}),
    ...(text(options.windowTitle) ? { windowTitle: options.windowTitle } : {}),
  };
  return Object.keys(prefill).length > 0 ? prefill : undefined;
}

/** Whether the window is closed. */
const isClosed = (target: SearchTarget) => target.getSnapshot().matches({ window: 'closed' });

/** The document `Search.openDocument` names, or `undefined` when an id is missing. */
function documentOf(options: SearchOpenDocumentOptions | undefined) {
  const documentId =
    text(options?.documentId) ??
    (typeof options?.documentId === 'number' ? String(options.documentId) : undefined);
  const knowledgeBaseId = text(options?.knowledgeBaseId);
  if (documentId === undefined || knowledgeBaseId === undefined) return undefined;
  return {
    documentId,
    knowledgeBaseId,
    ...(text(options?.langId) ? { lang: options!.langId } : {}),
  };
}

/**
 * The `Search` plugin (protocols 8.3; service-protocols 11): open (a preset query searches at
 * once), openDocument, close, configure and the side button's show and hide drive the window; its
 * `opened` and `closed` go out as `Search.*` events.
 */
export const searchPlugin = definePlugin<SearchTarget, typeof searchManifest>(searchManifest, {
  commands: {
    open: (options, { target }) => {
      target.send({ type: 'window.open', prefill: searchPrefillOf(options) });
      return undefined;
    },
    openDocument: (options, { target, reject }) => {
      const document = documentOf(options);
      if (!document) return reject('missingArguments');
      if (isClosed(target)) target.send({ type: 'window.open', prefill: { document } });
      else {
        target.send({ type: 'window.minimize', minimized: false });
        target.send({ type: 'document.open', document });
      }
      return undefined;
    },
    close: (_options, { target, reject }) => {
      if (isClosed(target)) reject('alreadyClosed');
      target.send({ type: 'window.close' });
      return undefined;
    },
    configure: (options, { target, reject }) => {
      if (typeof options !== 'object' || options === null || Object.keys(options).length === 0)
        reject('invalidConfiguration');
      let resolved;
      try {
        resolved = resolveSearchOptions(options, target.getSnapshot().context.options);
      } catch (error) {
        if (error instanceof SearchConfigError) reject('invalidConfiguration');
        throw error;
      }
      target.send({ type: 'widget.configure', options: resolved });
      return undefined;
    },
    showSearchButton: (_options, { target }) => {
      target.send({ type: 'button.toggle', shown: true });
      return undefined;
    },
    hideSearchButton: (_options, { target }) => {
      target.send({ type: 'button.toggle', shown: false });
      return undefined;
    },
  },
  publish: (target, plugin) => {
    const subscription = target.on('*', (notification) =>
      plugin.publish(notification.type, undefined),
    );
    return () => subscription.unsubscribe();
  },
});
