import { createCxApp } from '@cxkit/headless/app';
import { createScriptElementLoader, type ScriptLoader } from '@cxkit/headless/bus';
import { createBrowserViewportSignal } from '@cxkit/headless/services';
import { createCxBusCompat } from '../cxbus/cxbus-compat';
import { legacyReason } from '../cxbus/legacy-promise';
import type {
  EmbedLogger,
  EmbedOptions,
  GenesysEmbed,
  GenesysWidgets,
  GenesysWindow,
  QuickBus,
} from './embed.types';
import { mapMainConfig } from './genesys-config';
import { glueOptionsOf } from './genesys-glue';

const booted = new WeakSet<GenesysWindow>();

function browserWindow(): GenesysWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function scriptLoaderFor(win: GenesysWindow): ScriptLoader {
  // The loader only uses createElement and head, which any window's document has (happy-dom's too).
  return createScriptElementLoader(win.document as unknown as Document);
}

/** Puts a value on an object and returns the function that restores what was there before. */
function install<Target extends object, Key extends keyof Target>(
  target: Target,
  key: Key,
  value: Target[Key],
): () => void {
  const had = Object.prototype.hasOwnProperty.call(target, key);
  const previous = target[key];
  target[key] = value;
  return () => {
    if (target[key] !== value) return;
    if (had) target[key] = previous;
    else delete target[key];
  };
}

function registerExtensions(
  widgets: GenesysWidgets,
  embed: Pick<GenesysEmbed, 'cxbus'>,
  loader: ScriptLoader,
  logger: EmbedLogger,
): Promise<void>[] {
  const scripts: Promise<void>[] = [];
  for (const [name, extension] of Object.entries(widgets.extensions ?? {})) {
    if (typeof extension === 'function') {
      try {
        extension(undefined, embed.cxbus, undefined);
      } catch (error) {
        logger.error(`[cxkit] extension ${name} threw while registering:`, legacyReason(error));
      }
    } else if (typeof extension === 'string') {
      scripts.push(
        loader(extension).catch((error: unknown) =>
          logger.error(
            `[cxkit] extension ${name} could not be loaded from ${extension}:`,
            legacyReason(error),
          ),
        ),
      );
    } else {
      logger.error(`[cxkit] extension ${name} must be a function or a script URL`);
    }
  }
  return scripts;
}

/** The `window._genesys.widgets` keys the embed itself reads or sets. */
const embedOwnKeys = new Set(['main', 'app', 'global', 'extensions', 'onReady', 'bus', 'glue']);

/**
 * Boots cxkit from a page's `window._genesys.widgets` settings, the way the legacy widgets script did:
 * creates the app from `main` (aliases `app`, `global`), exposes `window.CXBus` and the `QuickBus`
 * plugin as `window._genesys.widgets.bus`, registers `extensions` and calls `onReady(CXBus)` after
 * `App.ready`, and registers the page glue from `glue` (a bad one is logged and left out).
 * Throws an `AppConfigError` naming each bad `main` field.
 */
export function bootFromGenesysGlobal(
  win: GenesysWindow | undefined = browserWindow(),
  options: EmbedOptions = {},
): GenesysEmbed {
  if (!win) throw new Error('[cxkit] bootFromGenesysGlobal needs a window');
  const widgets = win._genesys?.widgets;
  if (!widgets) throw new Error('[cxkit] window._genesys.widgets is not defined');
  if (booted.has(win)) throw new Error('[cxkit] already booted on this window');
  const logger = options.logger ?? console;
  const { config, ignored } = mapMainConfig(widgets);
  if (ignored.length > 0) {
    logger.warn(`[cxkit] ignoring main settings cxkit does not support: ${ignored.join(', ')}`);
  }
  const read = new Set([...embedOwnKeys, ...(options.widgetSettings ?? [])]);
  const unread = Object.keys(widgets).filter((key) => !read.has(key));
  if (unread.length > 0) {
    logger.warn(
      `[cxkit] the embed boots the app and bus only and does not read these widget settings: ${unread.join(', ')}; load @cxkit/adapters/widgets for the web chat, or mount the widgets from @cxkit/reference-ui`,
    );
  }
  const loader = options.loader ?? scriptLoaderFor(win);
  const app = createCxApp({
    config,
    loader,
    fetch: options.fetch,
    viewport: options.viewport ?? createBrowserViewportSignal(win),
    logger,
    glue: glueOptionsOf(widgets, win, logger),
  });
  const cxbus = createCxBusCompat(app.bus, { logger, debug: config.debug === true });
  const plugin = cxbus.registerPlugin('QuickBus');
  if (!plugin) {
    app.stop();
    throw new Error('[cxkit] QuickBus could not be registered');
  }
  const quickBus: QuickBus = Object.assign(plugin, { registerPlugin: cxbus.registerPlugin });
  quickBus.ready();
  booted.add(win);
  const restoreCxBus = install(win, 'CXBus', cxbus);
  const restoreQuickBus = install(widgets, 'bus', quickBus);

  let stopped = false;
  let offReady = () => {};
  let abort: (reason: Error) => void = () => {};
  const appReady = new Promise<void>((resolve, reject) => {
    abort = reject;
    offReady = app.bus.subscribe('App.ready', () => {
      offReady();
      resolve();
    });
  });
  const ready = appReady.then(async () => {
    const scripts = registerExtensions(widgets, { cxbus }, loader, logger);
    const onReady = widgets.onReady;
    if (typeof onReady === 'function') {
      try {
        onReady(cxbus);
      } catch (error) {
        logger.error('[cxkit] onReady threw:', legacyReason(error));
      }
    }
    await Promise.all(scripts);
  });
  ready.catch(() => undefined);

  return {
    app,
    cxbus,
    quickBus,
    whenReady: () => ready,
    stop() {
      if (stopped) return;
      stopped = true;
      offReady();
      abort(new Error('[cxkit] the embed was stopped before App.ready'));
      cxbus.dispose();
      app.stop();
      restoreCxBus();
      restoreQuickBus();
      booted.delete(win);
    },
  };
}

/**
 * Boots from `window._genesys.widgets` when the page defines it, for a plain `<script>` include.
 * Returns `undefined` without a window or settings; a failure (e.g. a bad `main` field) is logged, not thrown.
 */
export function autoBoot(
  win: GenesysWindow | undefined = browserWindow(),
  options: EmbedOptions = {},
): GenesysEmbed | undefined {
  if (!win?._genesys?.widgets) return undefined;
  try {
    return bootFromGenesysGlobal(win, options);
  } catch (error) {
    (options.logger ?? console).error('[cxkit] could not boot:', legacyReason(error));
    return undefined;
  }
}
