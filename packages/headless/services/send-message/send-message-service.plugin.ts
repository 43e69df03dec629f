import type { Bus } from '../../bus/bus.types';
import { CommandRejection, definePlugin } from '../../kit/define-plugin';
import {
  createSendMessageService,
  SendMessageRefusal,
  type SendMessageService,
  type SendMessageServiceInput,
} from './send-message.client';
import { sendMessageServiceManifest } from './send-message-service.manifest';
import { SendMessageServiceConfigError } from './send-message.options';

/**
 * The `SendMessageService` bus plugin on a {@link SendMessageService} (service-protocols 9):
 * `sendForm` resolves with the `interactionId` once the message is sent, published as
 * `messageSent`; a failure is published as `error {result, textStatus, statusCode}` and rejects.
 */
export const sendMessageServicePlugin = definePlugin<
  SendMessageService,
  typeof sendMessageServiceManifest
>(sendMessageServiceManifest, {
  commands: {
    configure: (options, { target, reject }) => {
      try {
        target.configure(options);
      } catch (error) {
        if (error instanceof SendMessageRefusal || error instanceof SendMessageServiceConfigError)
          reject('invalidConfiguration');
        throw error;
      }
      return undefined;
    },
    sendForm: async (request, { target, plugin }) => {
      let outcome;
      try {
        outcome = await target.sendForm(request);
      } catch (error) {
        if (error instanceof SendMessageRefusal) {
          throw new CommandRejection(error.code, sendMessageServiceManifest.rejections[error.code]);
        }
        throw error;
      }
      if (outcome.ok) {
        plugin.publish('messageSent', outcome.sent);
        return outcome.sent;
      }
      plugin.publish('error', outcome.failure);
      throw new CommandRejection('notSent', sendMessageServiceManifest.rejections.notSent);
    },
  },
});

/** Creates the send-message service from `input` and puts its plugin on `bus` (or binds the lazy placeholder); returns the detach. */
export function startSendMessageService(
  bus: Bus,
  input: SendMessageServiceInput = {},
): { service: SendMessageService; stop(): void } {
  const service = createSendMessageService(input);
  const stop = sendMessageServicePlugin.attach(bus, service);
  return { service, stop };
}
