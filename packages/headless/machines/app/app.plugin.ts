import type { Actor } from 'xstate';
import * as z from 'zod/mini';
import { BusError } from '../../bus/bus-errors';
import type { Bus, BusLogger, PluginHandle, PluginInfo, ScriptLoader } from '../../bus/bus.types';
import { command, declarePlugin, definePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import { en } from '../../services/i18n/en.pack';
import type { ExtensionSetup } from './app.config';
import {
  isKnownTheme,
  languageProblem,
  matchLanguage,
  validHeaderUpdate,
  type RequestHeaderName,
} from './app.logic';
import type { WindowGroup } from '../widget-window/widget-window.types';
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

const pluginName = z.object({
  plugin: z.string().check(z.minLength(1, 'Expected a plugin name')),
});

/** The `App` plugin's table (protocols 8.3): the app core's commands and events. */
export const appManifest = declarePlugin({
  name: 'App',
  commands: {
    setTheme: command<{ theme: string }, { theme: string; className: string }>(),
    getTheme: command<undefined, { theme: string; className: string }>(),
    reTheme: command<undefined, { theme: string; className: string }>(),
    setLanguage: command<{ lang: string }, { language: string }>(),
    updateAJAXHeader: command<RequestHeaders, RequestHeaders>(),
    removeAJAXHeader: command<{ headers: RequestHeaderName[] }, RequestHeaders>(),
    closeAll: command(),
    registerExtension: command<{ name: string; setup: ExtensionSetup }, { name: string }>(),
    info: command<undefined, AppInfo>(),
    registerAutoLoad: command<{ plugin: string }, { plugins: string[] }>({ options: pluginName }),
    deregisterAutoLoad: command<{ plugin: string }, { plugins: string[] }>({ options: pluginName }),
  },
  events: {
    ready: event<{ loadedPlugins: string[]; failedPlugins: PluginLoadFailure[] }>(),
    theme: event<{ theme: string; className: string }>(),
    language: event<{ language: string }>(),
    mobileMode: event<{ mobile: boolean }>(),
    timeFormat: event<{ timeFormat: 12 | 24 }>(),
    requestHeaderUpdated: event<{ headers: RequestHeaders }>(),
    closeAll: event(),
  },
  // Usable during start-up; `App.ready` is published once the app is ready.
  readyOnAttach: false,
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof appManifest> {}
    interface Events extends EventsOf<typeof appManifest> {}
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
  /** The windows `App.closeAll` closes. @default none */
  windows?: Pick<WindowGroup, 'closeAll'>;
  /** Where refused requests and failures are reported. @default console */
  logger?: Pick<BusLogger, 'error'>;
}

/** What the `App` plugin drives: the app actor, with how it loads and reports. */
interface AppTarget extends AppPluginOptions {
  /** The app actor. */
  actor: Actor<AppMachine>;
  /** The extensions registered through the app, removed with it. */
  extensions: string[];
}

function themeOf(actor: Actor<AppMachine>, theme = actor.getSnapshot().context.theme) {
  return { theme, className: actor.getSnapshot().context.themes[theme] ?? '' };
}

function registerExtension(
  bus: Bus,
  { actor, extensions }: AppTarget,
  name: string,
  setup: ExtensionSetup,
): PluginHandle {
  if (actor.getSnapshot().value !== 'ready') throw new BusError('registrationLocked');
  const extension = bus.registerPlugin(name);
  extensions.push(name);
  setup(extension, bus);
  return extension;
}

async function registerConfiguredExtensions(bus: Bus, target: AppTarget): Promise<void> {
  const logger = target.logger ?? console;
  for (const [name, extension] of Object.entries(
    target.actor.getSnapshot().context.config.extensions,
  )) {
    try {
      if (typeof extension === 'function') registerExtension(bus, target, name, extension);
      else await target.loadScript(extension);
    } catch (error) {
      logger.error(
        `[cxkit] extension ${name} could not be registered:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
}

/** The `App` plugin: its commands drive the app actor; what the actor emits goes out as `App.*` events. */
const appPlugin = definePlugin<AppTarget, typeof appManifest>(appManifest, {
  commands: {
    setTheme: ({ theme }, { target: { actor } }) => {
      if (!isKnownTheme(actor.getSnapshot().context.themes, theme))
        throw new AppError('invalidTheme');
      actor.send({ type: 'theme.set', theme });
      return themeOf(actor, theme);
    },
    getTheme: (_options, { target: { actor } }) => themeOf(actor),
    reTheme: (_options, { target: { actor } }) => {
      actor.send({ type: 'theme.reapply' });
      return themeOf(actor);
    },
    setLanguage: ({ lang }, { target: { actor } }) => {
      const { packs } = actor.getSnapshot().context;
      const problem = languageProblem(packs, lang);
      if (problem) throw new AppError(problem);
      actor.send({ type: 'language.set', language: lang });
      return { language: matchLanguage(packs, lang)! };
    },
    updateAJAXHeader: (headers, { target: { actor } }) => {
      const update = validHeaderUpdate(headers);
      if (!update) throw new AppError('invalidRequestHeader');
      actor.send({ type: 'headers.update', headers: update as Record<string, string> });
      return { ...actor.getSnapshot().context.headers, ...update };
    },
    removeAJAXHeader: ({ headers }, { target: { actor } }) => {
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
    },
    closeAll: (_options, { target: { actor, windows } }) => {
      windows?.closeAll();
      actor.send({ type: 'widgets.closeAll' });
      return undefined;
    },
    registerExtension: ({ name, setup }, { target, bus }) => {
      if (typeof setup !== 'function')
        throw new BusError('invalidOptions', 'registerExtension needs a setup function');
      registerExtension(bus, target, name, setup);
      return { name };
    },
    registerAutoLoad: ({ plugin: name }, { target: { actor } }) => ({
      plugins: actor.getSnapshot().context.services.autoLoad.add(name),
    }),
    deregisterAutoLoad: ({ plugin: name }, { target: { actor } }) => ({
      plugins: actor.getSnapshot().context.services.autoLoad.remove(name),
    }),
    info: (_options, { target: { actor }, bus }) => {
      const snapshot = actor.getSnapshot();
      return {
        ready: snapshot.value === 'ready',
        theme: snapshot.context.theme,
        language: snapshot.context.language,
        mobile: snapshot.context.mobile,
        timeFormat: snapshot.context.timeFormat,
        plugins: bus.registry(),
      };
    },
  },
  publish: (target, plugin, bus) => {
    const { actor } = target;
    const logger = target.logger ?? console;
    const publish = (emitted: AppEmitted) => {
      switch (emitted.type) {
        case 'ready':
          plugin.ready({
            loadedPlugins: emitted.loadedPlugins,
            failedPlugins: emitted.failedPlugins,
          });
          plugin.republish('timeFormat', { timeFormat: actor.getSnapshot().context.timeFormat });
          void registerConfiguredExtensions(bus, target);
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
      for (const name of target.extensions.splice(0)) bus.unregisterPlugin(name);
    };
  },
});

/**
 * Registers the `App` plugin on the bus for a running app actor: its commands drive the actor,
 * and what the actor emits is published as `App.*` events. Returns the function that detaches it.
 */
export function attachAppPlugin(
  bus: Bus,
  actor: Actor<AppMachine>,
  options: AppPluginOptions,
): () => void {
  return appPlugin.attach(bus, { ...options, actor, extensions: [] });
}
