import type { ChatBatch } from '../../transports/transport.types';
import { chatErrorKeys, mergeHistory, oldestIndex } from './chat-session.logic';
import { chatSessionSetup, outputOf, sessionCall, type ChatGuardArgs } from './chat-session.setup';

/** Guards of history: only an asynchronous chat on a paginating transport reads older pages. */
export const historyGuards = {
  canFetchHistory: ({ context }: ChatGuardArgs) =>
    context.options.async &&
    context.transport.capabilities.async &&
    context.transport.capabilities.pagination &&
    typeof context.transport.history === 'function',
  hasMoreHistory: ({ context }: ChatGuardArgs) =>
    !context.historyExhausted && oldestIndex(context) > 1,
};

/** Actions of history: the rejections with the spec's texts, and the merge of an older page. */
export const historyActions = {
  rejectHistoryAsyncOnly: chatSessionSetup.emit({
    type: 'rejected',
    command: 'fetchHistory',
    error: { key: chatErrorKeys.historyAsyncOnly },
  }),
  rejectNoMoreHistory: chatSessionSetup.emit({
    type: 'rejected',
    command: 'fetchHistory',
    error: { key: chatErrorKeys.noMoreMessages },
  }),
  acceptHistory: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const output = outputOf<ChatBatch>(event);
    // A page without a message older than the oldest the chat has is not this page: a proxy replaying
    // an earlier read of the same address (a poll, or the previous page). Taken as the last page, it
    // would end the history early.
    const oldest = oldestIndex(context);
    if (
      !output.ok ||
      (output.value.messages.length && output.value.messages.every(({ index }) => index >= oldest))
    ) {
      // Nothing changes; the command says so and the visitor can scroll up again.
      enqueue.emit({
        type: 'rejected',
        command: 'fetchHistory',
        error: { key: chatErrorKeys.generic },
      });
      return;
    }
    const merged = mergeHistory(context, output.value.messages);
    enqueue.assign(merged);
    enqueue.emit({
      type: 'historyLoaded',
      count: merged.messages.length - context.messages.length,
      exhausted: merged.historyExhausted,
    });
  }),
};

/**
 * Input of a restore read. An asynchronous chat with paged history reads only its last page (older
 * pages load on request); any other chat reads its whole transcript from the start.
 */
export const restoreReadInput = ({ context }: Pick<ChatGuardArgs, 'context'>) => ({
  ...sessionCall(context),
  position:
    context.options.async && context.transport.capabilities.pagination
      ? Math.max(1, context.position - context.options.historyPageSize)
      : 1,
});

/** Input of a history read: the page that ends just before the oldest message the chat has. */
export const historyInput = ({ context }: Pick<ChatGuardArgs, 'context'>) => ({
  ...sessionCall(context),
  before: oldestIndex(context),
  count: context.options.historyPageSize,
});
