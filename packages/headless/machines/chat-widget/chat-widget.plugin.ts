import type { Actor, ActorRefFrom } from 'xstate';
import * as z from 'zod/mini';
import { definePlugin } from '../../kit/define-plugin';
import type { ChatWidgetMachine } from './chat-widget.machine';
import { invalidOptionsError } from '../../bus/bus-errors';
import type { BusEvent } from '../../bus/bus.types';
import { chatWidgetOptions } from '../../services/chat-options/chat-options';
import type { ChatMessage } from '../../transports/chat.types';
import { formPrefillOf } from '../form/form.open';
import { chatWidgetManifest } from './chat-widget.manifest';
import type { ChatWidgetEmitted } from './chat-widget.types';

/** The plugin name the chat widget registers under. */
export const chatWidgetPluginName = chatWidgetManifest.name;

/** What the `WebChat` plugin drives: the chat widget actor. */
export type ChatWidgetTarget = Actor<ChatWidgetMachine> | ActorRefFrom<ChatWidgetMachine>;

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

const injectOptions = z.object({
  type: z.optional(z.enum(['text', 'html'], { error: "Expected 'text' or 'html'" })),
  name: z.optional(z.string({ error: 'Expected a name' })),
  text: z
    .string({ error: 'Expected the message text' })
    .check(z.refine((text) => text.trim() !== '', { error: 'Expected the message text' })),
  custom: z.optional(z.boolean({ error: 'Expected true or false' })),
  bubble: z.optional(z.record(z.string(), z.unknown(), { error: 'Expected an object' })),
});

const overlayOptions = z.object({
  html: z.string({ error: 'Expected the overlay HTML' }),
  hideFooter: z.optional(z.boolean({ error: 'Expected true or false' })),
});

/** The options checked by `schema`, or the bus's invalid-options error naming each bad one. */
function checked<T>(schema: z.ZodMiniType<T>, options: unknown, command: string): T {
  const parsed = schema.safeParse(options ?? {});
  if (!parsed.success) throw invalidOptionsError(`WebChat.${command}`, parsed.error.issues);
  return parsed.data;
}

let injected = 0;

/** The form by the legacy form's input names (`firstName` as `firstname`), as the page glue reads it. */
const byInputName = (form: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(form).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * The `WebChat` plugin (protocols 8.3): open, close, minimize, endChat (through
 * `WebChatService.endChat`), invite, reInvite, showChatButton and hideChatButton drive the widget;
 * its notifications go out as `WebChat.*` events.
 */
export const chatWidgetPlugin = definePlugin<ChatWidgetTarget, typeof chatWidgetManifest>(
  chatWidgetManifest,
  {
    commands: {
      open: (options, { target }) => {
        target.send({
          type: 'window.open',
          minimized: options?.minimized,
          origin: options?.proactive ? { proactive: true } : undefined,
          prefill: formPrefillOf(options),
        });
        return undefined;
      },
      close: (_options, { target }) => {
        target.send({ type: 'window.close' });
        return undefined;
      },
      minimize: (options, { target }) => {
        target.send({ type: 'window.minimize', minimized: options?.minimized });
        return undefined;
      },
      endChat: async (_options, { bus }) => {
        // By name: the widget works with whichever chat service is on the bus, and its entry does not bundle one.
        await bus.untyped.command('WebChatService.endChat', undefined, chatWidgetPluginName);
        return undefined;
      },
      invite: (_options, { target }) => {
        target.send({ type: 'invitation.show', kind: 'proactive' });
        return undefined;
      },
      reInvite: (_options, { target }) => {
        target.send({ type: 'invitation.show', kind: 'reinvite' });
        return undefined;
      },
      showChatButton: (_options, { target }) => {
        target.send({ type: 'chatButton.show' });
        return undefined;
      },
      hideChatButton: (_options, { target }) => {
        target.send({ type: 'chatButton.hide' });
        return undefined;
      },
      configure: (options, { target }) => {
        target.send({
          type: 'widget.configure',
          options: checked(chatWidgetOptions.schema, options, 'configure'),
        });
        return undefined;
      },
      injectMessage: (options, { target, reject }) => {
        const message = checked(injectOptions, options, 'injectMessage');
        if (target.getSnapshot().context.chatStatus !== 'active') reject('noActiveChat');
        injected += 1;
        const id = `injected-${Date.now().toString(36)}-${injected}`;
        target.send({
          type: 'message.inject',
          message: {
            id,
            type: message.type ?? 'text',
            text: message.text,
            custom: message.custom === true,
            ...(message.name !== undefined ? { name: message.name } : {}),
            ...(message.bubble ? { bubble: message.bubble } : {}),
          },
        });
        return { id };
      },
      show: (_options, { target }) => {
        target.send({ type: 'window.show' });
        return undefined;
      },
      hide: (_options, { target }) => {
        target.send({ type: 'window.hide' });
        return undefined;
      },
      showOverlay: (options, { target, reject }) => {
        const overlay = checked(overlayOptions, options, 'showOverlay');
        if (target.getSnapshot().matches({ window: 'closed' })) reject('notOpen');
        target.send({
          type: 'overlay.show',
          overlay: { html: overlay.html, hideFooter: overlay.hideFooter === true },
        });
        return undefined;
      },
      hideOverlay: (_options, { target }) => {
        target.send({ type: 'overlay.hide' });
        return undefined;
      },
    },
    publish: (target, plugin, bus) => {
      const subscription = target.on('*', (notification) => {
        if (notification.type === 'submitted')
          plugin.publish('submitted', { form: byInputName(notification.form) });
        else if (isPublished(notification.type)) plugin.publish(notification.type, undefined);
      });
      // By name, like `endChat`: whichever chat service is on the bus tells what the transcript gained.
      const unsubscribe = bus.untyped.subscribe(
        'WebChatService.messageReceived',
        (event: BusEvent) => {
          const { messages } = event.data as { messages: ChatMessage[] };
          for (const message of messages) plugin.publish('messageAdded', { message });
        },
      );
      return () => {
        subscription.unsubscribe();
        unsubscribe();
      };
    },
  },
);

/** Registers the `WebChat` plugin on the bus for a running widget actor; returns the detach function. */
export function attachChatWidgetPlugin(
  bus: Parameters<typeof chatWidgetPlugin.attach>[0],
  widget: ChatWidgetTarget,
): () => void {
  return chatWidgetPlugin.attach(bus, widget);
}
