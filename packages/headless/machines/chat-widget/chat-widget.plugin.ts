import type { Actor, ActorRefFrom } from 'xstate';
import type { Bus, CommandSpec } from '../../bus/bus.types';
import type { ChatWidgetMachine } from './chat-widget.machine';
import type { ChatWidgetEmitted } from './chat-widget.types';

/** The plugin name the chat widget registers under. */
export const chatWidgetPluginName = 'WebChat';

/** Options of `WebChat.open` (protocols 8.3). */
export interface WebChatOpenOptions {
  /** Open minimized. */
  minimized?: boolean;
  /** The chat is offered proactively (recorded in its metadata). */
  proactive?: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands {
      'WebChat.open': CommandSpec<WebChatOpenOptions | undefined, undefined>;
      'WebChat.close': CommandSpec<undefined, undefined>;
      'WebChat.minimize': CommandSpec<{ minimized?: boolean } | undefined, undefined>;
      'WebChat.endChat': CommandSpec<undefined, undefined>;
      'WebChat.invite': CommandSpec<undefined, undefined>;
      'WebChat.reInvite': CommandSpec<undefined, undefined>;
      'WebChat.showChatButton': CommandSpec<undefined, undefined>;
      'WebChat.hideChatButton': CommandSpec<undefined, undefined>;
    }
    interface Events {
      'WebChat.opened': undefined;
      'WebChat.closed': undefined;
      'WebChat.minimized': undefined;
      'WebChat.unminimized': undefined;
      'WebChat.cancelled': undefined;
      'WebChat.completed': undefined;
      'WebChat.submitted': undefined;
    }
  }
}

/** The `WebChat` events: the widget's notifications that are not requests to the chat session. */
const published = {
  opened: true,
  closed: true,
  minimized: true,
  unminimized: true,
  cancelled: true,
  completed: true,
  submitted: true,
} satisfies Record<Exclude<ChatWidgetEmitted['type'], `chat.${string}`>, true>;

type PublishedName = keyof typeof published;

const isPublished = (type: string): type is PublishedName => Object.hasOwn(published, type);

/**
 * Registers the `WebChat` plugin on the bus for a running widget actor (protocols 8.3): open, close,
 * minimize, endChat (through `WebChatService.endChat`), invite, reInvite, showChatButton and
 * hideChatButton; the widget's notifications go out as `WebChat.*` events. Returns the detach function.
 */
export function attachChatWidgetPlugin(
  bus: Bus,
  widget: Actor<ChatWidgetMachine> | ActorRefFrom<ChatWidgetMachine>,
): () => void {
  const plugin = bus.registerPlugin(chatWidgetPluginName, { commandsBeforeReady: true });
  plugin.registerEvents(Object.keys(published));

  plugin.registerCommand('open', (options) => {
    widget.send({
      type: 'window.open',
      minimized: options?.minimized,
      origin: options?.proactive ? { proactive: true } : undefined,
    });
    return undefined;
  });
  plugin.registerCommand('close', () => {
    widget.send({ type: 'window.close' });
    return undefined;
  });
  plugin.registerCommand('minimize', (options) => {
    widget.send({ type: 'window.minimize', minimized: options?.minimized });
    return undefined;
  });
  plugin.registerCommand('endChat', async () => {
    // By name: the widget works with whichever chat service is on the bus, and its entry does not bundle one.
    await bus.untyped.command('WebChatService.endChat', undefined, chatWidgetPluginName);
    return undefined;
  });
  plugin.registerCommand('invite', () => {
    widget.send({ type: 'invitation.show', kind: 'proactive' });
    return undefined;
  });
  plugin.registerCommand('reInvite', () => {
    widget.send({ type: 'invitation.show', kind: 'reinvite' });
    return undefined;
  });
  plugin.registerCommand('showChatButton', () => {
    widget.send({ type: 'chatButton.show' });
    return undefined;
  });
  plugin.registerCommand('hideChatButton', () => {
    widget.send({ type: 'chatButton.hide' });
    return undefined;
  });

  const subscription = widget.on('*', (notification) => {
    if (isPublished(notification.type)) plugin.publish(notification.type, undefined);
  });
  plugin.ready();
  return () => {
    subscription.unsubscribe();
    bus.unregisterPlugin(chatWidgetPluginName);
  };
}
