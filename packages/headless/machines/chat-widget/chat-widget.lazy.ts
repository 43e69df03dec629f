import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin } from '../../kit/lazy-plugin';
import { CommandRejection } from '../../kit/define-plugin';
import { chatServiceManifest } from '../chat-session/chat-service.manifest';
import { chatWidgetManifest } from './chat-widget.manifest';

/** The widget's default invite delay (ms): `defaultChatWidgetOptions.inviteDelay` is this one. */
export const defaultInviteDelay = 5000;

/** Options of {@link registerLazyChat}. */
export interface LazyChatOptions {
  /** Loads the chat's code (idempotent); given the command that needs it, e.g. `open`. */
  load(command: string): void;
  /** Invite by itself after `inviteDelay` if the chat has not loaded by then. @default false */
  autoInvite?: boolean;
  /** How long after the page's start the automatic invitation comes (ms). @default 5000 */
  inviteDelay?: number;
  /** Told when the page shows or hides the chat button before the chat has loaded. */
  onChatButton?(shown: boolean): void;
}

/** The chat on the bus before its code. */
export interface LazyChat {
  /** Takes `WebChat` and `WebChatService` off the bus (commands still waiting reject). */
  dispose(): void;
}

/**
 * Puts `WebChat` and `WebChatService` on the bus from their tables before the chat's code has
 * loaded: a command that needs the chat loads it and runs once the loaded plugins take over. Until
 * then the chat button's requests are answered here, and an automatic invitation waits its delay
 * here (the loaded widget machine schedules its own from its start, so the one timer runs at a time).
 */
export function registerLazyChat(bus: Bus, options: LazyChatOptions): LazyChat {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = (command: string) => {
    clearTimeout(timer);
    options.load(command);
  };
  const chatButton = (shown: boolean) => () => {
    options.onChatButton?.(shown);
    return undefined;
  };
  const widget = registerLazyPlugin(bus, chatWidgetManifest, {
    load,
    unloaded: {
      showChatButton: chatButton(true),
      hideChatButton: chatButton(false),
      // Nothing is open and no chat runs before the chat has loaded: these have nothing to act on.
      close: () => undefined,
      minimize: () => undefined,
      endChat: () => undefined,
      show: () => undefined,
      hide: () => undefined,
      hideOverlay: () => undefined,
      injectMessage: () => {
        throw new CommandRejection('noActiveChat', chatWidgetManifest.rejections.noActiveChat);
      },
      showOverlay: () => {
        throw new CommandRejection('notOpen', chatWidgetManifest.rejections.notOpen);
      },
    },
  });
  const service = registerLazyPlugin(bus, chatServiceManifest, { load });
  if (options.autoInvite) {
    timer = setTimeout(() => {
      bus.command('WebChat.invite').catch(() => undefined);
    }, options.inviteDelay ?? defaultInviteDelay);
  }
  return {
    dispose() {
      clearTimeout(timer);
      service.dispose();
      widget.dispose();
    },
  };
}
