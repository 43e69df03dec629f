import { defineDomain } from '../domain';
import { createSendMessageBackEnd } from './send-message-engine';
import {
  resolveSendMessageOptions,
  sendMessageOptionsSchema,
  type ResolvedSendMessageOptions,
  type SendMessageOptions,
} from './send-message.options';

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Send-message behaviour: key, file count, total size and types accepted. */
    sendmessage?: SendMessageOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Send-message behaviour with every default filled in, when a send-message module is loaded. */
    sendmessage?: ResolvedSendMessageOptions;
  }
}

/**
 * The send-message domain: the messages the GMS Email API received (and their files), its limits
 * and forced failures, served by the gms-email module and listed by the control API. Its options
 * are the `sendmessage` field of the simulator options.
 */
export const sendMessageDomain = defineDomain({
  name: 'sendmessage',
  description:
    'Send-message e-mails (GMS Email API v2): the messages and files received, the limits on files, forced failures.',
  options: sendMessageOptionsSchema
    .optional()
    .transform((options) => resolveSendMessageOptions(options)),
  create: createSendMessageBackEnd,
});
