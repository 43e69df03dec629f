import type { CxApp } from '@cxkit/headless/app';
import type { BusLogger, ScriptLoader } from '@cxkit/headless/bus';
import type { FetchFunction, SignalWindow, ViewportSignal } from '@cxkit/headless/services';
import type { CxBusCompat, LegacyPlugin } from '../cxbus/cxbus.types';

/** A legacy extension, called as `fn($, CXBus, Common)`; cxkit has no jQuery or Common and passes `undefined` for them. */
export type LegacyExtension = (jquery: undefined, cxbus: CxBusCompat, common: undefined) => void;

/** The pre-registered `QuickBus` plugin exposed as `window._genesys.widgets.bus`; it can register plugins too, as the legacy docs show. */
export interface QuickBus extends LegacyPlugin {
  /** Registers a plugin, like `CXBus.registerPlugin`. */
  registerPlugin: CxBusCompat['registerPlugin'];
}

/** The `window._genesys.widgets` object a page defines before the embed script runs. */
export interface GenesysWidgets {
  /** App settings (`theme`, `lang`, `i18n`, `mobileMode`, ...). */
  main?: Record<string, unknown>;
  /** Alias of `main` (`main` wins where both set a field). */
  app?: Record<string, unknown>;
  /** Alias of `main` (`main` and `app` win where they set a field). */
  global?: Record<string, unknown>;
  /** Extensions by plugin name: a setup function, or a script URL loaded after `App.ready`. */
  extensions?: Record<string, LegacyExtension | string>;
  /** Called with the `CXBus` object once `App.ready` is published and the extensions are registered. */
  onReady?: (cxbus: CxBusCompat) => void;
  /** Set by the embed: the pre-registered `QuickBus` plugin. */
  bus?: QuickBus;
  /** The page glue (`createCxApp`'s `glue`): the path or URL of its endpoints, and its plugin name (`'CxKit'`). */
  glue?: { apiBase: string; pluginName?: string };
  /** Per-widget settings (`webchat`, `callback`, ...), read by the widgets themselves. */
  [namespace: string]: unknown;
}

/** The `window._genesys` object. */
export interface GenesysGlobal {
  /** Widget settings. */
  widgets?: GenesysWidgets;
}

/** The window the embed boots in: a browser window, or a happy-dom `Window` in tests. */
export interface GenesysWindow extends SignalWindow {
  /** The page's settings object. */
  _genesys?: GenesysGlobal;
  /** Set by the embed: the legacy-shaped global bus. */
  CXBus?: CxBusCompat;
  /** The page's address, whose path the page glue logs with each action. */
  location?: { pathname: string };
}

/** Where the embed reports problems. */
export interface EmbedLogger extends BusLogger {
  /** Settings the embed ignores. */
  warn(...args: unknown[]): void;
}

/** Options of `bootFromGenesysGlobal`. */
export interface EmbedOptions {
  /** Loads plugin files and extension scripts. @default a `<script>` element loader on the window's document */
  loader?: ScriptLoader;
  /** The `fetch` used for language packs. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Viewport width for mobile mode. @default the window's */
  viewport?: ViewportSignal;
  /** Where warnings and errors go. @default console */
  logger?: EmbedLogger;
  /** Widget settings (e.g. `webchat`) that the caller reads itself, so not reported as unread. */
  widgetSettings?: readonly string[];
}

/** A booted embed. */
export interface GenesysEmbed {
  /** The running app (bus and actor). */
  app: CxApp;
  /** The legacy-shaped bus, also at `window.CXBus`. */
  cxbus: CxBusCompat;
  /** The `QuickBus` plugin, also at `window._genesys.widgets.bus`. */
  quickBus: QuickBus;
  /** Resolves once `App.ready` is published, extensions are registered, `onReady` has run and extension scripts have settled; rejects if stopped first. */
  whenReady(): Promise<void>;
  /** Stops the app, removes what was registered through `CXBus` and restores the window's globals. */
  stop(): void;
}
