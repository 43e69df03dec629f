import type { LanguagePacks } from '../../services/i18n/translator';
import type { ViewportSignal } from '../../services/signals/signals.types';
import type { AutoLoadList } from './app.auto-load';
import type { AppConfig } from './app.config';
import type { LanguageProblem, RequestHeaderName } from './app.logic';

/** A plugin that failed to load at start-up. */
export interface PluginLoadFailure {
  /** Plugin name. */
  name: string;
  /** Why it failed. */
  reason: string;
}

/** What the app machine needs from the outside world. */
export interface AppServices {
  /** Loads a plugin file by plugin name (the bus's lazy loader). */
  loadPlugin(name: string): Promise<void>;
  /** Fetches language packs (by language code) from a URL. */
  fetchLanguagePacks(url: string): Promise<LanguagePacks>;
  /** Plugins to load at every start-up besides `preload`, kept in a cookie. */
  autoLoad: AutoLoadList;
  /** Viewport width and its changes (mobile mode); absent means no viewport, e.g. on a server. */
  viewport?: ViewportSignal;
}

/** Input of the app machine. */
export interface AppInput {
  /** Validated config. */
  config: AppConfig;
  /** Injected services. */
  services: AppServices;
}

/** Context of the app machine. */
export interface AppContext {
  /** Validated config. */
  config: AppConfig;
  /** Injected services. */
  services: AppServices;
  /** Known themes: name to CSS class. */
  themes: Record<string, string>;
  /** Active theme name. */
  theme: string;
  /** Language packs: built-in core and any `packs.add` ones, under those from the config or URL. */
  packs: LanguagePacks;
  /** Active language code. */
  language: string;
  /** Request headers for service calls. */
  headers: Partial<Record<RequestHeaderName, string>>;
  /** Last known viewport width (CSS px), if any. */
  viewportWidth: number | undefined;
  /** Whether mobile mode applies now. */
  mobile: boolean;
  /** Clock format of shown times. */
  timeFormat: 12 | 24;
  /** Plugins loaded at start-up. */
  loadedPlugins: string[];
  /** Plugins that failed to load at start-up. */
  failedPlugins: PluginLoadFailure[];
}

/** Events the app machine accepts. */
export type AppEvent =
  | { type: 'theme.set'; theme: string }
  /** Applies the current theme again (`App.reTheme`): widgets that render later take it up. */
  | { type: 'theme.reapply' }
  | { type: 'language.set'; language: string }
  | { type: 'headers.update'; headers: Record<string, string> }
  | { type: 'headers.remove'; names: string[] }
  | { type: 'viewport.resize'; width: number; height?: number; coarsePointer?: boolean }
  | { type: 'widgets.closeAll' }
  /** Adds a widget area's built-in texts (e.g. `webchatLanguagePacks`) below the site's texts. */
  | { type: 'packs.add'; packs: LanguagePacks };

/** Why the app refused something, keyed like the i18n texts `app.errors.*`. */
export type AppErrorCode =
  'invalidTheme' | LanguageProblem | 'invalidRequestHeader' | 'languagePackFailed';

/** Notifications the app machine emits (the App plugin republishes them on the bus). */
export type AppEmitted =
  | { type: 'ready'; loadedPlugins: string[]; failedPlugins: PluginLoadFailure[] }
  | { type: 'theme'; theme: string; className: string }
  | { type: 'language'; language: string }
  | { type: 'mobileMode'; mobile: boolean }
  | { type: 'requestHeaderUpdated'; headers: Partial<Record<RequestHeaderName, string>> }
  | { type: 'closeAll' }
  | { type: 'error'; code: AppErrorCode; detail?: string };
