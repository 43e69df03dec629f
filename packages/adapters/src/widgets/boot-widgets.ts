import { bootFromGenesysGlobal } from '../embed/genesys-embed';
import type { EmbedOptions, GenesysEmbed, GenesysWindow } from '../embed/embed.types';
import { legacyReason } from '../cxbus/legacy-promise';
import { mountWebChat, type MountedWebChat } from './mount-webchat';
import { parseWebChatSettings } from './webchat-settings';

/** The widgets booted from a page's `window._genesys.widgets` by {@link bootWidgets}. */
export interface BootedWidgets {
  /** The app, `window.CXBus` and the `QuickBus` plugin. */
  embed: GenesysEmbed;
  /** The web chat, when the settings have a valid `webchat`. */
  webChat?: MountedWebChat;
  /** Unmounts the widgets and stops the embed. */
  stop(): void;
}

/** The widget settings {@link bootWidgets} reads besides the embed's own. */
const widgetSettings = ['webchat'];

/**
 * Boots cxkit from `window._genesys.widgets` as the legacy widgets script did, widgets included:
 * the app and bus from `main`, and the reference web chat from `webchat`. Returns `undefined`
 * without a window or settings. Nothing is thrown: a bad `main` stops the boot and a bad `webchat`
 * leaves the chat out, each logged with every bad field named.
 */
export function bootWidgets(
  win: GenesysWindow | undefined = typeof window === 'undefined' ? undefined : window,
  options: EmbedOptions = {},
): BootedWidgets | undefined {
  const widgets = win?._genesys?.widgets;
  if (!win || !widgets) return undefined;
  const logger = options.logger ?? console;
  let embed: GenesysEmbed;
  try {
    embed = bootFromGenesysGlobal(win, { ...options, widgetSettings });
  } catch (error) {
    logger.error('[cxkit] could not boot:', legacyReason(error));
    return undefined;
  }
  let webChat: MountedWebChat | undefined;
  if ('webchat' in widgets) {
    try {
      const settings = parseWebChatSettings(widgets['webchat']);
      if (settings.ignored.length > 0) {
        logger.warn(
          `[cxkit] ignoring webchat settings cxkit does not support: ${settings.ignored.join(', ')}`,
        );
      }
      webChat = mountWebChat(embed.app, settings, win.document as unknown as Document);
    } catch (error) {
      logger.error(
        `[cxkit] the web chat is not shown: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return {
    embed,
    webChat,
    stop() {
      webChat?.unmount();
      embed.stop();
    },
  };
}
