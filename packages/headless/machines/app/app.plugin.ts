import type { Actor } from 'xstate';
import * as z from 'zod/mini';
import { BusError } from '../../bus/bus-errors';
import type {
  Bus,
  BusLogger,
  CommandSpec,
  PluginHandle,
  PluginInfo,
  ScriptLoader,
} from '../../bus/bus.types';
import { en } from '../../services/i18n/en.pack';
import type { ExtensionSetup } from './app.config';
import {
  isKnownTheme,
  languageProblem,
  matchLanguage,
  validHeaderUpdate,
  type RequestHeaderName,
} from './app.logic';
import type { AppMachine } from './app.machine';
import type { AppEmitted, AppErrorCode, PluginLoadFailure } from './app.types';

/** Request headers as the App plugin reports them. */
export type RequestHeaders = Partial<Record<RequestHeaderName, string>>;

/** What `App.info` returns. */
export interface AppInfo {
  /** Whether `App.ready` has been published. */
  ready: boolean;
  /** Active theme name. */
  theme: string;
  /** Active language code. */
  language: string;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Clock format of shown times. */
  timeFormat: 12 | 24;
  /** Registered plugins. */
  plugins: PluginInfo[];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands {
      'App.setTheme': CommandSpec<{ theme: string }, { theme: string; className: string }>;
      'App.getTheme': CommandSpec<undefined, { theme: string; className: string }>;
      'App.setLanguage': CommandSpec<{ lang: string }, { language: string }>;
      'App.updateAJAXHeader': CommandSpec<RequestHeaders, RequestHeaders>;
      'App.removeAJAXHeader': CommandSpec<{ headers: RequestHeaderName[] }, RequestHeaders>;
      'App.closeAll': CommandSpec<undefined, undefined>;
      'App.registerExtension': CommandSpec<
        { name: string; setup: ExtensionSetup },
        { name: string }
      >;
      'App.info': CommandSpec<undefined, AppInfo>;
      'App.registerAutoLoad': CommandSpec<{ plugin: string }, { plugins: string[] }>;
      'App.deregisterAutoLoad': CommandSpec<{ plugin: string }, { plugins: string[] }>;
    }
    interface Events {
      'App.ready': { loadedPlugins: string[]; failedPlugins: PluginLoadFailure[] };
      'App.theme': { theme: string; className: string };
      'App.language': { language: string };
      'App.mobileMode': { mobile: boolean };
      'App.timeFormat': { timeFormat: 12 | 24 };
      'App.requestHeaderUpdated': { headers: RequestHeaders };
      'App.closeAll': undefined;
    }
  }
}

const errorTexts: Record<Exclude<AppErrorCode, 'languagePackFailed'>, string> = {
  invalidTheme: en['app.errors.invalidTheme'],
  noLanguageCode: en['app.errors.noLanguageCode'],
  noMatchingLanguage: en['app.errors.noMatchingLanguage'],
  invalidRequestHeader: en['app.errors.invalidRequestHeader'],
};

/** The application error texts, exactly as the spec's catalogue gives them. */
export class AppError extends Error {
  /** Stable machine-readable reason. */
  readonly code: AppErrorCode;

  /** Creates the error for a code, with the spec's text. */
  constructor(code: AppErrorCode, detail?: string) {
    super(code === 'languagePackFailed' ? (detail ?? code) : errorTexts[code]);
    this.name = 'AppError';
    this.code = code;
  }
}

/** Logs an error the app reports, with the spec's text and what it is about (once: a pack failure's text already says). */
export function logAppError(
  logger: Pick<BusLogger, 'error'>,
  { code, detail }: { code: AppErrorCode; detail?: string },
): void {
  const { message } = new AppError(code, detail);
  logger.error(`[cxkit] ${message}`, detail === undefined || detail === message ? '' : detail);
}

/** Options of {@link attachAppPlugin}. */
export interface AppPluginOptions {
  /** Loads extension scripts given by URL. */
  loadScript: ScriptLoader;
  /** Where refused requests and failures are reported. @default console */
  logger?: Pick<BusLogger, 'error'>;
}

function themeOf(actor: Actor<AppMachine>, theme = actor.getSnapshot().context.theme) {
  return { theme, className: actor.getSnapshot().context.themes[theme] ?? '' };
}

/**
 * Registers the `App` plugin on the bus for a running app actor: its commands drive the actor,
 * and what the actor emits is published as `App.*` events. Returns the function that detaches it.
 */
export function attachAppPlugin(
  bus: Bus,
  actor: Actor<AppMachine>,
  options: AppPluginOptions,
): () => void {
  const logger = options.logger ?? console;
  const plugin = bus.registerPlugin('App', { commandsBeforeReady: true });
  plugin.registerEvents([
    'theme',
    'language',
    'mobileMode',
    'timeFormat',
    'requestHeaderUpdated',
    'closeAll',
  ]);

  const extensions: string[] = [];
  const registerExtension = (name: string, setup: ExtensionSetup): PluginHandle => {
    if (actor.getSnapshot().value !== 'ready') throw new BusError('registrationLocked');
    const extension = bus.registerPlugin(name);
    extensions.push(name);
    setup(extension, bus);
    return extension;
  };

  plugin.registerCommand('setTheme', ({ theme }) => {
    if (!isKnownTheme(actor.getSnapshot().context.themes, theme))
      throw new AppError('invalidTheme');
    actor.send({ type: 'theme.set', theme });
    return themeOf(actor, theme);
  });
  plugin.registerCommand('getTheme', () => themeOf(actor));
  plugin.registerCommand('setLanguage', ({ lang }) => {
    const { packs } = actor.getSnapshot().context;
    const problem = languageProblem(packs, lang);
    if (problem) throw new AppError(problem);
    actor.send({ type: 'language.set', language: lang });
    return { language: matchLanguage(packs, lang)! };
  });
  plugin.registerCommand('updateAJAXHeader', (headers) => {
    const update = validHeaderUpdate(headers);
    if (!update) throw new AppError('invalidRequestHeader');
    actor.send({ type: 'headers.update', headers: update as Record<string, string> });
    return { ...actor.getSnapshot().context.headers, ...update };
  });
  plugin.registerCommand('removeAJAXHeader', ({ headers }) => {
    if (
      !Array.isArray(headers) ||
      headers.length === 0 ||
      !headers.every((name) => name === 'Authorization' || name === 'apikey')
    ) {
      throw new AppError('invalidRequestHeader');
    }
    actor.send({ type: 'headers.remove', names: headers });
    return Object.fromEntries(
      Object.entries(actor.getSnapshot().context.headers).filter(
        ([name]) => !headers.includes(name as RequestHeaderName),
      ),
    );
  });
  plugin.registerCommand('closeAll', () => {
    actor.send({ type: 'widgets.closeAll' });
    return undefined;
  });
  plugin.registerCommand('registerExtension', ({ name, setup }) => {
    if (typeof setup !== 'function')
      throw new BusError('invalidOptions', 'registerExtension needs a setup function');
    registerExtension(name, setup);
    return { name };
  });
  const autoLoad = actor.getSnapshot().context.services.autoLoad;
  const pluginName = z.object({
    plugin: z.string().check(z.minLength(1, 'Expected a plugin name')),
  });
  plugin.registerCommand(
    'registerAutoLoad',
    ({ plugin: name }) => ({ plugins: autoLoad.add(name) }),
    {
      options: pluginName,
    },
  );
  plugin.registerCommand(
    'deregisterAutoLoad',
    ({ plugin: name }) => ({ plugins: autoLoad.remove(name) }),
    {
      options: pluginName,
    },
  );
  plugin.registerCommand('info', () => {
    const snapshot = actor.getSnapshot();
    return {
      ready: snapshot.value === 'ready',
      theme: snapshot.context.theme,
      language: snapshot.context.language,
      mobile: snapshot.context.mobile,
      timeFormat: snapshot.context.timeFormat,
      plugins: bus.registry(),
    };
  });

  const registerConfiguredExtensions = async () => {
    for (const [name, extension] of Object.entries(actor.getSnapshot().context.config.extensions)) {
      try {
        if (typeof extension === 'function') registerExtension(name, extension);
        else await options.loadScript(extension);
      } catch (error) {
        logger.error(
          `[cxkit] extension ${name} could not be registered:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
  };

  const publish = (emitted: AppEmitted) => {
    switch (emitted.type) {
      case 'ready':
        plugin.ready({
          loadedPlugins: emitted.loadedPlugins,
          failedPlugins: emitted.failedPlugins,
        });
        plugin.republish('timeFormat', { timeFormat: actor.getSnapshot().context.timeFormat });
        void registerConfiguredExtensions();
        return;
      case 'theme':
        plugin.publish('theme', { theme: emitted.theme, className: emitted.className });
        return;
      case 'language':
        plugin.publish('language', { language: emitted.language });
        return;
      case 'mobileMode':
        plugin.publish('mobileMode', { mobile: emitted.mobile });
        return;
      case 'requestHeaderUpdated':
        plugin.publish('requestHeaderUpdated', { headers: emitted.headers });
        return;
      case 'closeAll':
        plugin.publish('closeAll', undefined);
        return;
      case 'error':
        logAppError(logger, emitted);
        return;
    }
  };

  const subscription = actor.on('*', publish);
  if (actor.getSnapshot().value === 'ready') {
    publish({
      type: 'ready',
      loadedPlugins: actor.getSnapshot().context.loadedPlugins,
      failedPlugins: actor.getSnapshot().context.failedPlugins,
    });
  }
  return () => {
    subscription.unsubscribe();
    for (const name of extensions.splice(0)) bus.unregisterPlugin(name);
    bus.unregisterPlugin('App');
  };
}
