import { fromPromise } from 'xstate';
import type { SendMessageActorInput, SendMessageResult } from './send-message.types';

export { formSession } from '../form/form.session';

/** Sends the message through the injected sender; resolves with how it went (a failure included). */
export const sendMessage = fromPromise<SendMessageResult, SendMessageActorInput>(({ input }) =>
  input.send(input.request, input.servicePlugin),
);
