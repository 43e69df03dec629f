import { createAppViews, type AppViews } from '../view-reservation/view-arbiter';
import { createActor, waitFor, type Actor } from 'xstate';
import { createBus } from '../../bus/bus';
import type { Bus, BusLogger, ScriptLoader } from '../../bus/bus.types';
import { createScriptElementLoader } from '../../bus/script-loader';
import {
  createDocumentCookieBackend,
  createMemoryCookieBackend,
} from '../../services/cookies/cookie-backend';
import { createCookieStore, type CookieStore } from '../../services/cookies/cookie-store';
import type { FetchFunction } from '../../services/http/http-client';
import { applyCustomStylesheet } from '../../services/custom-stylesheet/custom-stylesheet';
import { registerPageGlue, type PageGlueOptions } from '../../services/page-glue/page-glue';
import { fetchLanguagePacks } from '../../services/i18n/fetch-language-pack';
import { createBrowserViewportSignal } from '../../services/signals/browser-signals';
import type { ViewportSignal } from '../../services/signals/signals.types';
import { createWindowGroup } from '../widget-window/widget-window.group';
import type { WindowGroup } from '../widget-window/widget-window.types';
import { createAutoLoadList } from './app.auto-load';
import { parseAppConfig, type AppConfigInput } from './app.config';
import { appMachine, type AppMachine } from './app.machine';
import { attachAppPlugin } from './app.plugin';
import type { AppInput } from './app.types';

/** Options shared by {@link createCxApp} and the React provider. */
export interface CxAppOptions {
  /** Page settings of the app (validated; a bad field throws an `AppConfigError`). */
  config?: AppConfigInput;
  /** An existing bus to use. @default a new bus */
  bus?: Bus;
  /** Loads plugin and extension scripts. @default a `<script>` element loader */
  loader?: ScriptLoader;
  /** The `fetch` used for language packs. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Viewport width for mobile mode. @default the browser window's, none on a server */
  viewport?: ViewportSignal;
  /** Where the bus and the app report errors. @default console */
  logger?: BusLogger;
  /** Cookies of the suite (the auto-load list). @default the page's cookies, in memory on a server */
  cookies?: CookieStore;
  /** The page glue (channel exclusivity, contact storage, action log); registered at `App.ready`. @default off */
  glue?: PageGlueOptions;
}

/** The pieces an app actor is built from. */
export interface PreparedApp {
  /** The bus the App plugin registers on. */
  bus: Bus;
  /** The app machine's input. */
  input: AppInput;
  /** Loads extension scripts. */
  loadScript: ScriptLoader;
  /** Where errors go. */
  logger: BusLogger;
  /** Registers the page glue when configured; returns its removal. */
  attachGlue(): () => void;
  /** Applies the site's own stylesheet (`customStylesheetID`) when configured; returns its removal. */
  attachStylesheet(): () => void;
  /** The app's windows: one contact channel open at a time, all closed by `App.closeAll`. */
  windows: WindowGroup;
  /** The page's overlay and toaster, each reserved through its one arbiter. */
  views: AppViews;
}

/** Validates the config and assembles the bus and the machine input, without starting anything. */
export function prepareApp(options: CxAppOptions = {}): PreparedApp {
  const config = parseAppConfig(options.config ?? {});
  const logger = options.logger ?? console;
  const loadScript = options.loader ?? createScriptElementLoader();
  const bus =
    options.bus ??
    createBus({
      loader: loadScript,
      debug: config.debug,
      logger,
      pluginsPath: config.pluginsPath,
      pluginFilenameFormat: config.pluginFilenameFormat,
      pluginMap: config.pluginMap,
    });
  const viewport =
    options.viewport ?? (typeof window === 'undefined' ? undefined : createBrowserViewportSignal());
  const glue = options.glue;
  return {
    bus,
    loadScript,
    logger,
    windows: createWindowGroup(),
    views: createAppViews(),
    attachGlue: () =>
      glue ? registerPageGlue(bus, { fetch: options.fetch, logger, ...glue }) : () => undefined,
    attachStylesheet: () =>
      config.customStylesheetID === undefined
        ? () => undefined
        : applyCustomStylesheet(config.customStylesheetID, { logger: { warn: logger.error } }),
    input: {
      config,
      services: {
        loadPlugin: (name) => bus.loadPlugin(name),
        autoLoad: createAutoLoadList(
          options.cookies ??
            createCookieStore({
              backend:
                typeof document === 'undefined'
                  ? createMemoryCookieBackend()
                  : createDocumentCookieBackend(),
            }),
        ),
        fetchLanguagePacks: (url) => fetchLanguagePacks(url, { fetch: options.fetch }),
        viewport,
      },
    },
  };
}

/** A running app outside React: its bus and its actor. */
export interface CxApp {
  /** The bus. */
  bus: Bus;
  /** The app actor. */
  actor: Actor<AppMachine>;
  /** The app's windows (a widget started with `startWidget` joins it). */
  windows: WindowGroup;
  /** The page's overlay and toaster arbiters (Call Us, Offers, invites and the view plugins share them). */
  views: AppViews;
  /** Resolves once `App.ready` has been published. */
  whenReady(): Promise<void>;
  /** Stops the actor and removes the App plugin. */
  stop(): void;
}

/** Creates and starts an app (bus, App plugin, app actor) for hosts that do not use React. */
export function createCxApp(options: CxAppOptions = {}): CxApp {
  const prepared = prepareApp(options);
  const actor = createActor(appMachine, { input: prepared.input });
  const detach = attachAppPlugin(prepared.bus, actor, prepared);
  const detachGlue = prepared.attachGlue();
  const detachStylesheet = prepared.attachStylesheet();
  actor.start();
  return {
    bus: prepared.bus,
    actor,
    windows: prepared.windows,
    views: prepared.views,
    whenReady: async () => {
      await waitFor(actor, (snapshot) => snapshot.value === 'ready', { timeout: Infinity });
    },
    stop() {
      detachStylesheet();
      detachGlue();
      detach();
      actor.stop();
    },
  };
}
