import type { SnapshotFrom } from 'xstate';
import {
  createTranslator,
  type LanguagePacks,
  type Translate,
} from '../../services/i18n/translator';
import type { AppConfig } from './app.config';
import { animationSpeeds } from './app.logic';
import { appAnatomy } from './app.anatomy';
import type { AppMachine } from './app.machine';
import type { AppEvent } from './app.types';

/** The slice of the app snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface AppView {
  /** Whether the app is ready. */
  ready: boolean;
  /** Active theme name. */
  theme: string;
  /** Known themes: name to CSS class. */
  themes: Record<string, string>;
  /** Active language code. */
  language: string;
  /** All language packs. */
  packs: LanguagePacks;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Clock format of shown times. */
  timeFormat: 12 | 24;
  /** Animations (`transitions` in the config): on, off, or an effect and speed per widget. */
  transitions: AppConfig['transitions'];
}

/** How a widget's window appears: `effect` over `duration` ms. */
export interface WidgetTransition {
  /** Fades in, slides in, or shows at once. */
  effect: 'fade' | 'slide' | 'none';
  /** How long the effect lasts (ms). */
  duration: number;
}

/** What views use of the app: state, commands and prop getters. */
export interface AppApi {
  /** Whether `App.ready` has been published. */
  isReady: boolean;
  /** Active theme name. */
  theme: string;
  /** CSS class of the active theme. */
  themeClassName: string;
  /** Names of the known themes. */
  themeNames: string[];
  /** Active language code. */
  language: string;
  /** Codes of the languages with a pack. */
  languages: string[];
  /** Whether mobile mode applies. */
  isMobile: boolean;
  /** Clock format of shown times. */
  timeFormat: 12 | 24;
  /** Translates a key in the active language, falling back to English, then to the key. */
  translate: Translate;
  /**
   * How the named widget's window appears (`transitions.<widget>` in the config); none when animations
   * are off; `undefined` when the config leaves it to the widget's own default.
   */
  transitionOf(widget: string): WidgetTransition | undefined;
  /** Switches theme (unknown themes are refused and reported). */
  setTheme(theme: string): void;
  /** Switches language (languages without a pack are refused and reported). */
  setLanguage(language: string): void;
  /** Asks every widget to close. */
  closeAll(): void;
  /** Props for the element that scopes the widgets: theme class, language and data attributes. */
  getRootProps(): {
    className: string;
    lang: string;
    'data-scope': string;
    'data-part': string;
    'data-theme': string;
    'data-mobile': boolean | undefined;
    'data-motion': 'off' | undefined;
  };
}

/** Picks the {@link AppView} out of an app snapshot. */
export function selectAppView(snapshot: SnapshotFrom<AppMachine>): AppView {
  const { theme, themes, language, packs, mobile, timeFormat } = snapshot.context;
  const { transitions } = snapshot.context.config;
  return {
    ready: snapshot.value === 'ready',
    theme,
    themes,
    language,
    packs,
    mobile,
    timeFormat,
    transitions,
  };
}

const translators = new WeakMap<LanguagePacks, Map<string, Translate>>();

function translatorFor(packs: LanguagePacks, language: string): Translate {
  let byLanguage = translators.get(packs);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(packs, byLanguage);
  }
  let translate = byLanguage.get(language);
  if (!translate) {
    translate = createTranslator({ ...packs.en, ...packs[language] });
    byLanguage.set(language, translate);
  }
  return translate;
}

/** Turns the app view and the actor's `send` into the {@link AppApi}. */
export function connect(view: AppView, send: (event: AppEvent) => void): AppApi {
  const themeClassName = view.themes[view.theme] ?? '';
  return {
    isReady: view.ready,
    theme: view.theme,
    themeClassName,
    themeNames: Object.keys(view.themes),
    language: view.language,
    languages: Object.keys(view.packs),
    isMobile: view.mobile,
    timeFormat: view.timeFormat,
    translate: translatorFor(view.packs, view.language),
    transitionOf: (widget) => {
      const { transitions } = view;
      if (transitions === false) return { effect: 'none', duration: 0 };
      const own = transitions === true ? undefined : transitions[widget];
      if (!own) return undefined;
      const { effect, speed } = own;
      return { effect, duration: typeof speed === 'number' ? speed : animationSpeeds[speed] };
    },
    setTheme: (theme) => send({ type: 'theme.set', theme }),
    setLanguage: (language) => send({ type: 'language.set', language }),
    closeAll: () => send({ type: 'widgets.closeAll' }),
    getRootProps: () => ({
      ...appAnatomy.root.attrs,
      className: themeClassName,
      lang: view.language,
      'data-theme': view.theme,
      'data-mobile': view.mobile || undefined,
      // `transitions: false` in the config: every animation ends at once, as with reduced motion.
      'data-motion': view.transitions === false ? 'off' : undefined,
    }),
  };
}
