import { bootFromGenesysGlobal } from '../embed/genesys-embed';
import type { EmbedOptions, GenesysEmbed, GenesysWindow } from '../embed/embed.types';
import { legacyReason } from '../cxbus/legacy-promise';
import type { MountedWebChat } from './mount-webchat';
import { callbackAdapter } from './callback-adapter';
import { callUsAdapter } from './callus-adapter';
import { channelSelectorAdapter } from './channel-selector-adapter';
import { coBrowseAdapter } from './cobrowse-adapter';
import { clickToCallAdapter } from './clicktocall-adapter';
import { isMountedWebChat, webChatAdapter } from './webchat-adapter';
import { sendMessageAdapter } from './sendmessage-adapter';
import { createPageRoot } from './page-root';
import { registerWidgetAdapter, widgetAdapters, type MountedWidget } from './widget-adapters';
import { searchAdapter } from './search-adapter';
import { offersAdapter } from './offers-adapter';
import { sidebarAdapter } from './sidebar-adapter';
import { overlayAdapter, toasterAdapter } from './views-adapter';
import { gweAdapter } from './gwe-adapter';
import { startPageServices, type PageServices } from './page-services';

// The web chat is built in, and first: the suite's plugin load order starts with the chat.
registerWidgetAdapter(webChatAdapter);
registerWidgetAdapter(callbackAdapter);
// Then in the suite's plugin load order (spec 1, section 1).
registerWidgetAdapter(callUsAdapter);
registerWidgetAdapter(clickToCallAdapter);
registerWidgetAdapter(coBrowseAdapter);
registerWidgetAdapter(channelSelectorAdapter);
registerWidgetAdapter(sendMessageAdapter);
registerWidgetAdapter(searchAdapter);
registerWidgetAdapter(offersAdapter);
registerWidgetAdapter(sidebarAdapter);
// The page's overlay and toaster boot on every page: they have no settings of their own.
registerWidgetAdapter(overlayAdapter);
registerWidgetAdapter(toasterAdapter);
registerWidgetAdapter(gweAdapter);

/** The widgets booted from a page's `window._genesys.widgets` by {@link bootWidgets}. */
export interface BootedWidgets {
  /** The app, `window.CXBus` and the `QuickBus` plugin. */
  embed: GenesysEmbed;
  /** The web chat, when the settings have a valid `webchat`. */
  webChat?: MountedWebChat;
  /** Every widget mounted, by its adapter's name, in the order they mounted. */
  widgets: ReadonlyMap<string, MountedWidget>;
  /** Unmounts the widgets and stops the embed. */
  stop(): void;
  /** The page services without settings of their own: `Timer` and `Remote`. */
  services: PageServices;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Boots cxkit from `window._genesys.widgets` as the legacy widgets script did, widgets included:
 * the app and bus from `main`, and every registered widget (the reference web chat from `webchat`,
 * the Callback from `callback`, and those of `registerWidgetAdapter`) whose settings key the page has. Returns `undefined`
 * without a window or settings. Nothing is thrown: a bad `main` stops the boot, and a widget with
 * bad settings (or one that fails to mount) is left out, each logged with every bad field named.
 */
export function bootWidgets(
  win: GenesysWindow | undefined = typeof window === 'undefined' ? undefined : window,
  options: EmbedOptions = {},
): BootedWidgets | undefined {
  const settings = win?._genesys?.widgets;
  if (!win || !settings) return undefined;
  const logger = options.logger ?? console;
  const adapters = widgetAdapters();
  const widgetSettings = [
    ...(options.widgetSettings ?? []),
    // An adapter's sibling keys (the callback's `calendar`) are read only beside its own key.
    ...adapters.flatMap((adapter) =>
      Object.hasOwn(settings, adapter.settingsKey)
        ? [adapter.settingsKey, ...adapter.siblingKeys]
        : [adapter.settingsKey],
    ),
  ];
  let embed: GenesysEmbed;
  try {
    embed = bootFromGenesysGlobal(win, { ...options, widgetSettings });
  } catch (error) {
    logger.error('[cxkit] could not boot:', legacyReason(error));
    return undefined;
  }
  const document = win.document as unknown as Document;
  const host = { app: embed.app, document, root: createPageRoot(embed.app, document) };
  const services = startPageServices(embed.app.bus);
  const widgets = new Map<string, MountedWidget>();
  for (const adapter of adapters) {
    if (!adapter.always && !Object.hasOwn(settings, adapter.settingsKey)) continue;
    try {
      const parsed = adapter.parse(settings[adapter.settingsKey], settings);
      if (parsed.ignored.length > 0) {
        logger.warn(
          `[cxkit] ignoring ${adapter.settingsKey} settings cxkit does not support: ${parsed.ignored.join(', ')}`,
        );
      }
      widgets.set(adapter.name, parsed.mount(host));
    } catch (error) {
      logger.error(`[cxkit] ${adapter.title} is not shown: ${messageOf(error)}`);
    }
  }
  const webChat = widgets.get(webChatAdapter.name);
  return {
    embed,
    webChat: isMountedWebChat(webChat) ? webChat : undefined,
    widgets,
    services,
    stop() {
      for (const [name, widget] of [...widgets].reverse()) {
        try {
          widget.unmount();
        } catch (error) {
          logger.error(`[cxkit] the ${name} widget could not be unmounted: ${messageOf(error)}`);
        }
      }
      widgets.clear();
      services.stop();
      host.root.unmount();
      embed.stop();
    },
  };
}
