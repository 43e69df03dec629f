import { setup, type DoneActorEvent } from 'xstate';
import type { TransportResult } from '../../transports/transport.types';
import {
  declineSurvey,
  disconnectChat,
  listenForPushes,
  notifyServer,
  readFileLimits,
  readHistory,
  readTranscript,
  sendProbe,
  sendMessage,
  startChat,
  uploadFile,
  watchTabs,
  watchVisibility,
} from './chat-session.actors';
import { applyBatch, pollDelay, readsFrom, timeLeftToAnswer } from './chat-session.logic';
import type {
  ChatErrorDetails,
  ChatErrorScope,
  ChatSessionContext,
  ChatSessionEmitted,
  ChatSessionEvent,
  ChatSessionInput,
  ReceivedBatch,
} from './chat-session.types';

type Outcome<T> = DoneActorEvent<TransportResult<T>>;

/** The transport result a done event of one of the machine's actors carries. */
export function outputOf<T>(event: { type: string }): TransportResult<T> {
  return (event as unknown as Outcome<T>).output;
}

/** Whether a done event carries a successful result. */
export const isOk = ({ event }: { event: { type: string } }) => outputOf(event).ok;
/** The kind of failure a done event carries, or `undefined` when the call succeeded. */
export const failureKind = (event: { type: string }) => {
  const output = outputOf(event);
  return output.ok ? undefined : output.error.kind;
};

/** What a guard receives. */
export interface ChatGuardArgs {
  /** The machine's context. */
  context: ChatSessionContext;
  /** The event being handled. */
  event: ChatSessionEvent;
}

/** What the actions below need of `enqueue`. */
export interface Enqueue {
  assign(changes: Partial<ChatSessionContext>): void;
  emit(event: ChatSessionEmitted): void;
  raise(event: ChatSessionEvent): void;
}

/** Applies a received batch: context changes, notifications, and the end of the chat when it ended. */
export function receive(enqueue: Enqueue, context: ChatSessionContext, received: ReceivedBatch) {
  const outcome = applyBatch(context, received);
  enqueue.assign(outcome.changes);
  for (const notification of outcome.notifications) enqueue.emit(notification);
  // Only a read that holds the transcript from where it asked shows what never arrived.
  if (outcome.ended)
    enqueue.raise({
      type: 'chat.ended',
      read: !received.pushed && readsFrom(received.batch, context.position),
    });
}

/** Records errors for the UI, each with what it is about (and the message it is about, if one), and reports them. */
export function raiseErrors(
  enqueue: Enqueue,
  context: ChatSessionContext,
  scope: ChatErrorScope,
  errors: readonly { error: ChatErrorDetails; clientMessageId?: string }[],
) {
  const time = context.now();
  const raised = errors.map(({ error, clientMessageId }, offset) => ({
    ...error,
    id: context.nextErrorId + offset,
    scope,
    time,
    ...(clientMessageId && { clientMessageId }),
  }));
  enqueue.assign({
    errors: [...context.errors, ...raised],
    nextErrorId: context.nextErrorId + errors.length,
    metadata: { ...context.metadata, errors: context.metadata.errors + errors.length },
  });
  for (const { error } of errors) enqueue.emit({ type: 'error', error });
}

/** Records an error for the UI, with what it is about, and reports it. */
export function raiseError(
  enqueue: Enqueue,
  context: ChatSessionContext,
  error: ChatErrorDetails,
  scope: ChatErrorScope = 'chat',
  clientMessageId?: string,
) {
  raiseErrors(enqueue, context, scope, [{ error, clientMessageId }]);
}

/** Fields a new chat starts from. */
export type ConversationFields = Pick<
  ChatSessionContext,
  | 'session'
  | 'request'
  | 'position'
  | 'seen'
  | 'confirmed'
  | 'echoed'
  | 'messages'
  | 'participants'
  | 'outbox'
  | 'pollInterval'
  | 'unavailableCount'
  | 'connection'
  | 'formErrors'
  | 'idle'
  | 'idleAlerts'
  | 'idleDismissed'
  | 'survey'
  | 'restoring'
  | 'probe'
  | 'uploads'
  | 'fileLimits'
  | 'unread'
  | 'shareLink'
  | 'joining'
  | 'historyExhausted'
  | 'failedPolls'
>;

/** The conversation fields of a new chat. */
export function freshConversation(
  context: Pick<ChatSessionContext, 'transport'>,
): ConversationFields {
  return {
    session: undefined,
    request: undefined,
    position: 1,
    seen: new Set(),
    confirmed: new Set(),
    echoed: new Set(),
    messages: [],
    participants: new Map(),
    outbox: [],
    pollInterval: context.transport.pollPolicy.minInterval,
    unavailableCount: 0,
    connection: 'online',
    formErrors: {},
    idle: undefined,
    idleAlerts: 0,
    idleDismissed: undefined,
    survey: undefined,
    restoring: false,
    probe: undefined,
    uploads: [],
    fileLimits: undefined,
    unread: 0,
    shareLink: undefined,
    joining: undefined,
    historyExhausted: false,
    failedPolls: 0,
  };
}

/** What every call in an active session is given: the transport, the session keys and the deadline. */
export const sessionCall = (context: ChatSessionContext) => ({
  transport: context.transport,
  session: context.session!,
  callTimeout: context.options.callTimeout,
});

/** How long until the sends other pages left unanswered have had their time (see `timeLeftToAnswer`). */
export const answerWait = (context: ChatSessionContext) =>
  timeLeftToAnswer(context.outbox, context.now(), context.transport.requestTimeout);

/** Input of a transcript read from position 1 (restore and verification reads). */
export const readFromStart = ({ context }: { context: ChatSessionContext }) => ({
  ...sessionCall(context),
  position: 1,
});

/**
 * The chat session's types, actors and delays. The machine extends it with the actions and guards of
 * each area (outbox, files, restore), which use its typed `assign` and `enqueueActions`.
 */
export const chatSessionSetup = setup({
  types: {} as {
    context: ChatSessionContext;
    events: ChatSessionEvent;
    input: ChatSessionInput;
    emitted: ChatSessionEmitted;
    children: {
      start: 'startChat';
      poll: 'readTranscript';
      restoreRead: 'readTranscript';
      verify: 'readTranscript';
      settle: 'readTranscript';
      probe: 'sendProbe';
      send: 'sendMessage';
      disconnect: 'disconnectChat';
      visibility: 'watchVisibility';
      tabs: 'watchTabs';
      push: 'listenForPushes';
      history: 'readHistory';
      limits: 'readFileLimits';
      upload: 'uploadFile';
    };
  },
  actors: {
    startChat,
    readTranscript,
    sendMessage,
    sendProbe,
    disconnectChat,
    notifyServer,
    watchVisibility,
    watchTabs,
    listenForPushes,
    readHistory,
    readFileLimits,
    uploadFile,
    declineSurvey,
  },
  delays: {
    pollDelay: ({ context }) => {
      const policy = context.transport.pollPolicy;
      return pollDelay(
        context.pollInterval + context.failedPolls * (policy.errorBackoff ?? 0),
        policy,
      );
    },
    reconnectNotice: ({ context }) => context.options.reconnectNotice,
    verifyRetry: ({ context }) => context.options.verifyRetry,
    answerWait: ({ context }) => answerWait(context),
    // An ended chat the server has not heard end is tried again at the poll's slowest pace.
    closeRetry: ({ context }) => context.transport.pollPolicy.maxInterval,
  },
});
