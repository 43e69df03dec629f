import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type {
  SendMessageFailure,
  SendMessageSent,
} from '../../services/send-message/send-message-service.manifest';
import type { WindowPartsInput } from '../widget-window/widget-window.types';
import { sendMessageMachine } from './send-message.machine';
import { sendMessageManifest } from './send-message.manifest';
import type { SendMessageOptionsInput } from './send-message.options';
import { sendMessagePlugin } from './send-message.plugin';
import type { SendMessageSender } from './send-message.types';

/** What the SendMessage widget's runtime is made from (the `SendMessageProvider` props, resolved). */
export interface SendMessageRuntimeInput extends Pick<
  WindowPartsInput,
  'dock' | 'group' | 'isMobile' | 'viewport'
> {
  /** Window settings (`_genesys.widgets.sendmessage`'s window keys). */
  options?: SendMessageOptionsInput;
  /** Sends a message. @default the bus's `<servicePlugin>.sendForm`, with its `messageSent` or `error` */
  sendMessage?: SendMessageSender;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An `error` payload read at the boundary: one that does not read is a failure without an answer. */
export function readSendFailure(data: unknown): SendMessageFailure {
  if (!isRecord(data)) return { textStatus: 'error', statusCode: 0 };
  const textStatus =
    data['textStatus'] === 'timeout' || data['textStatus'] === 'success'
      ? data['textStatus']
      : 'error';
  const statusCode = typeof data['statusCode'] === 'number' ? data['statusCode'] : 0;
  return {
    ...(data['result'] === undefined ? {} : { result: data['result'] }),
    textStatus,
    statusCode,
  };
}

/** A `messageSent` payload read at the boundary. */
function readSent(data: unknown): SendMessageSent {
  const id = isRecord(data) ? data['interactionId'] : undefined;
  return { interactionId: typeof id === 'string' || typeof id === 'number' ? String(id) : '' };
}

/**
 * Sends through the bus, by name: `<servicePlugin>.sendForm`, whose outcome is its `messageSent`
 * or its `error` (service-protocols 9); a refusal of the command (its text) ends it too.
 */
export function busSender(bus: Bus): SendMessageSender {
  return (request, servicePlugin) =>
    new Promise((resolve) => {
      const done = (result: Parameters<typeof resolve>[0]) => {
        offSent();
        offError();
        resolve(result);
      };
      const offSent = bus.untyped.subscribe(`${servicePlugin}.messageSent`, (event) =>
        done({ ok: true, sent: readSent(event.data) }),
      );
      const offError = bus.untyped.subscribe(`${servicePlugin}.error`, (event) =>
        done({ ok: false, failure: readSendFailure(event.data) }),
      );
      bus.untyped
        .command(`${servicePlugin}.sendForm`, request, sendMessageManifest.name)
        .catch((error: unknown) => {
          // The service's own failure has published `error` first; only a refusal is left.
          done({ ok: false, refusal: error instanceof Error ? error.message : String(error) });
        });
    });
}

/**
 * The SendMessage widget on the widget kit: the window actor (in the app's window group and dock as
 * `SendMessage`, which it joins itself) and the `SendMessage` plugin.
 */
export const sendMessageWidget = defineWidget({
  name: 'SendMessage',
  machines: { sendMessage: sendMessageMachine },
  inputs: (input: SendMessageRuntimeInput, { bus }) => ({
    sendMessage: {
      options: input.options,
      sendMessage: input.sendMessage ?? busSender(bus),
      ...(input.group ? { group: input.group } : {}),
      ...(input.dock ? { dock: input.dock } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  plugins: ({ sendMessage }) => [bindPlugin(sendMessagePlugin, sendMessage)],
});
