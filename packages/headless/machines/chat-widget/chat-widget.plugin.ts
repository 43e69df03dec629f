import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import type { ChatWidgetMachine } from './chat-widget.machine';
import { BusError } from '../../bus/bus-errors';
import { parseFormJSON } from '../form/form.json';
import { chatWidgetManifest, type WebChatOpenOptions } from './chat-widget.manifest';
import type { ChatOpenPrefill, ChatWidgetEmitted } from './chat-widget.types';

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

/** What an open brings for the form; a `formJSON` that does not read rejects the open, naming its bad parts. */
function prefillOf(options: WebChatOpenOptions | undefined): ChatOpenPrefill | undefined {
  if (!options?.form && options?.formJSON === undefined && !options?.userData) return undefined;
  const { autoSubmit, ...values } = options.form ?? {};
  const form = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  let fields: ChatOpenPrefill['fields'];
  if (options.formJSON !== undefined) {
    const parsed = parseFormJSON(options.formJSON);
    if (parsed.error !== undefined)
      throw new BusError('invalidOptions', `Invalid formJSON: ${parsed.error}`);
    fields = parsed.fields;
  }
  return {
    ...(options.form ? { form, autoSubmit: autoSubmit === true } : {}),
    ...(options.userData ? { userData: options.userData } : {}),
    ...(fields ? { fields } : {}),
  };
}

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
          prefill: prefillOf(options),
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
    },
    publish: (target, plugin) => {
      const subscription = target.on('*', (notification) => {
        if (notification.type === 'submitted')
          plugin.publish('submitted', { form: byInputName(notification.form) });
        else if (isPublished(notification.type)) plugin.publish(notification.type, undefined);
      });
      return () => subscription.unsubscribe();
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
