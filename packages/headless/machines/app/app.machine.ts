import { assign, emit, enqueueActions, fromCallback, fromPromise, not, setup } from 'xstate';
import { sortByLoadOrder } from '../../bus/load-order';
import { builtInLanguagePacks } from '../../services/i18n/built-in-packs';
import { mergeLanguagePacks, type LanguagePacks } from '../../services/i18n/translator';
import {
  allThemes,
  isKnownTheme,
  isMobile,
  readViewport,
  languageProblem,
  matchLanguage,
  validHeaderUpdate,
  isAllowedHeaderList,
  withoutHeaders,
} from './app.logic';
import type {
  AppContext,
  AppEmitted,
  AppEvent,
  AppInput,
  AppServices,
  PluginLoadFailure,
} from './app.types';

const fallbackLanguage = 'en';

/** Loads the start-up plugins one after another in the suite's load order; failures are collected, not thrown. */
const loadPlugins = fromPromise<
  { loaded: string[]; failed: PluginLoadFailure[] },
  { names: string[]; loadPlugin: AppServices['loadPlugin'] }
>(async ({ input }) => {
  const loaded: string[] = [];
  const failed: PluginLoadFailure[] = [];
  for (const name of sortByLoadOrder(input.names)) {
    try {
      await input.loadPlugin(name);
      loaded.push(name);
    } catch (error) {
      failed.push({ name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { loaded, failed };
});

/** Fetches the language packs named by the config URL. */
const fetchLanguagePacks = fromPromise<
  LanguagePacks,
  { url: string; fetchLanguagePacks: AppServices['fetchLanguagePacks'] }
>(({ input }) => input.fetchLanguagePacks(input.url));

/** Reports each change of the viewport's size as a `viewport.resize` event with the size and pointer. */
const watchViewport = fromCallback<AppEvent, { viewport: AppServices['viewport'] }>(
  ({ input, sendBack }) =>
    input.viewport?.subscribe((width) =>
      sendBack({ type: 'viewport.resize', ...readViewport(input.viewport!), width }),
    ),
);

/** The application core: not ready, then ready once the language pack and the start-up plugins have loaded. */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
    children: {} as {
      viewport: 'watchViewport';
      languagePacks: 'fetchLanguagePacks';
      plugins: 'loadPlugins';
    },
  },
  actors: { loadPlugins, fetchLanguagePacks, watchViewport },
  delays: {
    pluginLoadDelay: ({ context }) => context.config.pluginLoadDelay,
  },
  guards: {
    hasLanguagePackUrl: ({ context }) => typeof context.config.i18n === 'string',
    isKnownTheme: ({ context, event }) =>
      event.type === 'theme.set' && isKnownTheme(context.themes, event.theme),
    isUsableLanguage: ({ context, event }) =>
      event.type === 'language.set' && languageProblem(context.packs, event.language) === undefined,
    isValidHeaderUpdate: ({ event }) =>
      event.type === 'headers.update' && validHeaderUpdate(event.headers) !== undefined,
    hasOnlyKnownHeaderNames: ({ event }) =>
      event.type === 'headers.remove' && isAllowedHeaderList(event.names),
  },
  actions: {
    assignFetchedPacks: assign({
      packs: ({ context }, packs: LanguagePacks) => mergeLanguagePacks(context.packs, packs),
    }),
    // Added packs go under the current ones so a text the site set keeps winning: inline config
    // texts are already here, and fetched ones merge on top whenever they arrive. For a key
    // two added packs share, the first one added stays.
    addPacks: assign({
      packs: ({ context, event }) =>
        event.type === 'packs.add' ? mergeLanguagePacks(event.packs, context.packs) : context.packs,
    }),
    reportLanguagePackFailure: emit((_, detail: string) => ({
      type: 'error' as const,
      code: 'languagePackFailed' as const,
      detail,
    })),
    applyConfiguredLanguage: enqueueActions(({ context, enqueue }) => {
      const problem = languageProblem(context.packs, context.config.lang);
      if (problem === undefined) {
        enqueue.assign({ language: matchLanguage(context.packs, context.config.lang)! });
        return;
      }
      enqueue.assign({ language: fallbackLanguage });
      enqueue.emit({ type: 'error', code: problem, detail: context.config.lang });
    }),
    assignPluginResults: assign((_, output: { loaded: string[]; failed: PluginLoadFailure[] }) => ({
      loadedPlugins: output.loaded,
      failedPlugins: output.failed,
    })),
    notifyReady: emit(({ context }) => ({
      type: 'ready' as const,
      loadedPlugins: context.loadedPlugins,
      failedPlugins: context.failedPlugins,
    })),
    assignTheme: assign({
      theme: ({ context, event }) => (event.type === 'theme.set' ? event.theme : context.theme),
    }),
    notifyTheme: emit(({ context }) => ({
      type: 'theme' as const,
      theme: context.theme,
      className: context.themes[context.theme] ?? '',
    })),
    reportInvalidTheme: emit(({ event }) => ({
      type: 'error' as const,
      code: 'invalidTheme' as const,
      detail: event.type === 'theme.set' ? String(event.theme) : undefined,
    })),
    assignLanguage: assign({
      language: ({ context, event }) =>
        event.type === 'language.set'
          ? (matchLanguage(context.packs, event.language) ?? context.language)
          : context.language,
    }),
    notifyLanguage: emit(({ context }) => ({
      type: 'language' as const,
      language: context.language,
    })),
    reportLanguageProblem: emit(({ context, event }) => {
      const language = event.type === 'language.set' ? event.language : undefined;
      return {
        type: 'error' as const,
        code: languageProblem(context.packs, language) ?? 'noMatchingLanguage',
        detail: language,
      };
    }),
    assignHeaders: assign({
      headers: ({ context, event }) =>
        event.type === 'headers.update'
          ? { ...context.headers, ...validHeaderUpdate(event.headers) }
          : context.headers,
    }),
    removeHeaders: assign({
      headers: ({ context, event }) =>
        event.type === 'headers.remove'
          ? withoutHeaders(context.headers, event.names)
          : context.headers,
    }),
    notifyHeaders: emit(({ context }) => ({
      type: 'requestHeaderUpdated' as const,
      headers: context.headers,
    })),
    reportInvalidHeader: emit({ type: 'error', code: 'invalidRequestHeader' }),
    applyViewport: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'viewport.resize') return;
      const mobile = isMobile(
        context.config.mobileMode,
        event,
        context.config.mobileModeBreakpoint,
      );
      enqueue.assign({ viewportWidth: event.width, mobile });
      if (mobile !== context.mobile) enqueue.emit({ type: 'mobileMode', mobile });
    }),
    notifyCloseAll: emit({ type: 'closeAll' }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => {
    const { viewport } = input.services;
    const viewportState = viewport && readViewport(viewport);
    const packs =
      typeof input.config.i18n === 'object'
        ? mergeLanguagePacks(builtInLanguagePacks, input.config.i18n)
        : { ...builtInLanguagePacks };
    return {
      config: input.config,
      services: input.services,
      themes: allThemes(input.config.themes),
      theme: input.config.theme,
      packs,
      language: fallbackLanguage,
      headers: { ...input.config.header },
      viewportWidth: viewportState?.width,
      mobile: isMobile(input.config.mobileMode, viewportState, input.config.mobileModeBreakpoint),
      timeFormat: input.config.timeFormat,
      loadedPlugins: [],
      failedPlugins: [],
    };
  },
  invoke: {
    id: 'viewport',
    src: 'watchViewport',
    input: ({ context }) => ({ viewport: context.services.viewport }),
  },
  on: {
    'theme.set': [
      { guard: 'isKnownTheme', actions: ['assignTheme', 'notifyTheme'] },
      { actions: 'reportInvalidTheme' },
    ],
    'theme.reapply': { actions: 'notifyTheme' },
    'language.set': [
      { guard: 'isUsableLanguage', actions: ['assignLanguage', 'notifyLanguage'] },
      { actions: 'reportLanguageProblem' },
    ],
    'headers.update': [
      { guard: 'isValidHeaderUpdate', actions: ['assignHeaders', 'notifyHeaders'] },
      { actions: 'reportInvalidHeader' },
    ],
    'headers.remove': [
      { guard: 'hasOnlyKnownHeaderNames', actions: ['removeHeaders', 'notifyHeaders'] },
      { actions: 'reportInvalidHeader' },
    ],
    'viewport.resize': { actions: 'applyViewport' },
    'widgets.closeAll': { actions: 'notifyCloseAll' },
    'packs.add': { actions: 'addPacks' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasLanguagePackUrl', target: 'loadingLanguage' },
        {
          guard: not('hasLanguagePackUrl'),
          target: 'waitingForPlugins',
          actions: 'applyConfiguredLanguage',
        },
      ],
    },
    loadingLanguage: {
      invoke: {
        id: 'languagePacks',
        src: 'fetchLanguagePacks',
        input: ({ context }) => ({
          url: String(context.config.i18n),
          fetchLanguagePacks: context.services.fetchLanguagePacks,
        }),
        onDone: {
          target: 'waitingForPlugins',
          actions: [
            { type: 'assignFetchedPacks', params: ({ event }) => event.output },
            'applyConfiguredLanguage',
          ],
        },
        onError: {
          target: 'waitingForPlugins',
          actions: [
            {
              type: 'reportLanguagePackFailure',
              params: ({ event }) =>
                event.error instanceof Error ? event.error.message : String(event.error),
            },
            'applyConfiguredLanguage',
          ],
        },
      },
    },
    waitingForPlugins: {
      after: { pluginLoadDelay: 'loadingPlugins' },
    },
    loadingPlugins: {
      invoke: {
        id: 'plugins',
        src: 'loadPlugins',
        input: ({ context }) => ({
          names: [...new Set([...context.config.preload, ...context.services.autoLoad.list()])],
          loadPlugin: context.services.loadPlugin,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPluginResults', params: ({ event }) => event.output },
        },
      },
    },
    ready: {
      entry: 'notifyReady',
    },
  },
});

/** The app machine's type, for typing actors and snapshots. */
export type AppMachine = typeof appMachine;
