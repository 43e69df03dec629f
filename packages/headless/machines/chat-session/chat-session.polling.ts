import type { ChatBatch } from '../../transports/transport.types';
import { chatErrorKeys, nextPollInterval } from './chat-session.logic';
import {
  chatSessionSetup,
  failureKind,
  outputOf,
  raiseError,
  receive,
  type ChatGuardArgs,
  type Enqueue,
} from './chat-session.setup';
import type { ChatSessionContext } from './chat-session.types';

/** Guards of polling: what a failed read means for the chat, and whether anyone ever answered it. */
export const pollGuards = {
  isUnanswered: ({ context }: ChatGuardArgs) => context.participants.size === 0,
  isUnavailable: ({ event }: ChatGuardArgs) => failureKind(event) === 'unavailable',
  isFatalRefusal: ({ event }: ChatGuardArgs) => {
    const output = outputOf<ChatBatch>(event);
    // Code 204 (message too long) is ignored on refresh, as the spec says; other refusals end the chat.
    return (
      !output.ok &&
      output.error.kind === 'rejected' &&
      !output.error.errors.some((item) => item.code === 204)
    );
  },
};

/** Takes a batch a poll read or the push channel delivered: the connection is fine, the interval adapts. */
function acceptBatch(
  enqueue: Enqueue,
  context: ChatSessionContext,
  batch: ChatBatch,
  pushed?: boolean,
) {
  const activity = batch.messages.some((message) => !context.seen.has(message.index));
  enqueue.assign({
    pollInterval: nextPollInterval(context.pollInterval, activity, context.transport.pollPolicy),
    unavailableCount: 0,
    failedPolls: 0,
    connection: 'online',
  });
  if (context.connection === 'slow') enqueue.emit({ type: 'chatServerBackOnline' });
  if (context.connection === 'disconnected') {
    enqueue.emit({ type: 'reconnected' });
    enqueue.raise({ type: 'connection.restored' });
  }
  receive(enqueue, context, { batch, restoring: false, pushed });
}

/**
 * Actions of polling: the interval grows while quiet and resets on activity; status 1 streaks make the
 * server count as offline, missing answers as disconnected, and either recovers on the next good read.
 * A chat the server ends before any agent, bot or supervisor joined found no agent.
 */
export const pollActions = {
  receivePolled: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const output = outputOf<ChatBatch>(event);
    if (output.ok) acceptBatch(enqueue, context, output.value);
  }),
  receivePushed: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type === 'transport.pushed') acceptBatch(enqueue, context, event.batch, true);
  }),
  countUnavailable: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
    const count = context.unavailableCount + 1;
    enqueue.assign({
      unavailableCount: count,
      failedPolls: context.failedPolls + 1,
      pollInterval: nextPollInterval(context.pollInterval, false, context.transport.pollPolicy),
    });
    if (count > context.transport.pollPolicy.exceptionLimit && context.connection === 'online') {
      enqueue.assign({ connection: 'slow' });
      enqueue.emit({ type: 'chatServerWentOffline' });
      raiseError(enqueue, context, { key: chatErrorKeys.chatServerWentOffline }, 'connection');
    }
  }),
  reportPollRefusal: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const output = outputOf<ChatBatch>(event);
    // A statusCode 2 answer that also ends the chat is the server's own error; any other refusal is unexplained.
    raiseError(
      enqueue,
      context,
      !output.ok && output.error.kind === 'rejected' && output.error.ended
        ? { key: chatErrorKeys.chatError, serverErrors: output.error.errors }
        : { key: chatErrorKeys.criticalFault },
    );
  }),
  reportAgentUnavailable: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
    raiseError(enqueue, context, { key: chatErrorKeys.agentUnavailable });
  }),
  markDisconnected: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
    enqueue.assign({ failedPolls: context.failedPolls + 1, connection: 'disconnected' });
    if (context.connection !== 'disconnected') enqueue.emit({ type: 'disconnected' });
  }),
};
