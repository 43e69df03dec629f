import type { CxApp } from '@cxkit/headless/app';
import type { PageRoot } from './page-root';

/** Where a widget adapter mounts its widget. */
export interface WidgetHost {
  /** The running app (bus and actor) the widget joins. */
  app: CxApp;
  /** The page's document. */
  document: Document;
  /** The page's one cxkit root: widgets render in it and share its dock and services. */
  root: PageRoot;
}

/** A widget on the page, mounted by its adapter. */
export interface MountedWidget {
  /** Unmounts the widget and removes what it added to the page. */
  unmount(): void;
}

/** What an adapter's `parse` gives: its widget's settings, and the legacy settings it left unread. */
export interface ParsedWidgetSettings {
  /** Settings cxkit does not support, as dotted paths from the settings key; warned about once. */
  ignored?: readonly string[];
}

/** How {@link bootWidgets} reads one widget's legacy settings and mounts it. */
export interface WidgetAdapter<Settings extends ParsedWidgetSettings = ParsedWidgetSettings> {
  /** The widget's name, unique among the adapters, e.g. `webchat`: its key in `BootedWidgets.widgets`. */
  name: string;
  /** Its key under `window._genesys.widgets`, e.g. `webchat`; the embed then counts it as read. */
  settingsKey: string;
  /** Other keys under `window._genesys.widgets` it reads, e.g. `calendar`; the embed counts them as read too. */
  siblingKeys?: readonly string[];
  /** How the logs name it, e.g. `the web chat`. @default `the <name> widget` */
  title?: string;
  /** Boots it even when the page has no settings under its key (the page's overlay and toaster). @default false */
  always?: boolean;
  /**
   * Reads the page's settings (those of its key, and the whole `window._genesys.widgets` for its
   * sibling keys); throws (a `LegacySettingsError`) naming every bad one.
   */
  parse(settings: unknown, widgets: Readonly<Record<string, unknown>>): Settings;
  /** Mounts the widget for its settings. */
  mount(settings: Settings, host: WidgetHost): MountedWidget;
}

/** A registered adapter, with the type of its settings closed over. */
export interface RegisteredWidgetAdapter {
  /** The widget's name. */
  name: string;
  /** Its key under `window._genesys.widgets`. */
  settingsKey: string;
  /** The other keys it reads. */
  siblingKeys: readonly string[];
  /** How the logs name it. */
  title: string;
  /** Whether it boots without settings under its key. */
  always: boolean;
  /** Parses the settings (throwing on bad ones): those left unread, and how to mount the widget. */
  parse(settings: unknown, widgets?: Readonly<Record<string, unknown>>): ParsedWidget;
}

/** A widget whose settings were read, ready to mount. */
export interface ParsedWidget {
  /** Settings cxkit does not support, as dotted paths. */
  ignored: readonly string[];
  /** Mounts the widget. */
  mount(host: WidgetHost): MountedWidget;
}

const registry = new Map<string, RegisteredWidgetAdapter>();

/**
 * Registers a widget adapter, so that {@link bootWidgets} mounts its widget when the page's
 * `window._genesys.widgets` has its settings key. Adapters boot in the order they registered.
 * Throws when another adapter has the name. Returns the function that removes it.
 */
export function registerWidgetAdapter<Settings extends ParsedWidgetSettings>(
  adapter: WidgetAdapter<Settings>,
): () => void {
  if (registry.has(adapter.name)) {
    throw new Error(`[cxkit] a widget adapter named ${adapter.name} is already registered`);
  }
  const registered: RegisteredWidgetAdapter = {
    name: adapter.name,
    settingsKey: adapter.settingsKey,
    siblingKeys: adapter.siblingKeys ?? [],
    title: adapter.title ?? `the ${adapter.name} widget`,
    always: adapter.always ?? false,
    parse(settings, widgets = { [adapter.settingsKey]: settings }) {
      const parsed = adapter.parse(settings, widgets);
      return { ignored: parsed.ignored ?? [], mount: (host) => adapter.mount(parsed, host) };
    },
  };
  registry.set(adapter.name, registered);
  return () => {
    if (registry.get(adapter.name) === registered) registry.delete(adapter.name);
  };
}

/** The registered widget adapters, in the order they registered. */
export function widgetAdapters(): readonly RegisteredWidgetAdapter[] {
  return [...registry.values()];
}
