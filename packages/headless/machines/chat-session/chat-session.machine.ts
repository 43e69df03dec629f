import { assign, emit, enqueueActions, setup, spawnChild, type DoneActorEvent } from 'xstate';
import type { ChatBatch, SessionKeys, TransportResult } from '../../transports/transport.types';
import { checkUpload, serverFileError } from '../../services/chat-files/upload-check';
import type { FileLimits } from '../../transports/chat.types';
import {
  declineSurvey,
  disconnectChat,
  notifyServer,
  readFileLimits,
  readTranscript,
  sendMessage,
  startChat,
  uploadFile,
  watchVisibility,
} from './chat-session.actors';
import {
  applyBatch,
  browserPageFacts,
  buildStartRequest,
  chatErrorKeys,
  defaultChatSessionOptions,
  emptyMetadata,
  nextPollInterval,
  nextQueued,
  pollDelay,
  sendProblem,
  startError,
  startTokenFilter,
  updateEntry,
} from './chat-session.logic';
import type {
  ChatErrorDetails,
  UploadEntry,
  ChatSessionContext,
  ChatSessionEmitted,
  ChatSessionEvent,
  ChatSessionInput,
  ReceivedBatch,
} from './chat-session.types';

type Outcome<T> = DoneActorEvent<TransportResult<T>>;

const ignored: TransportResult<ChatBatch> = {
  ok: false,
  error: { kind: 'protocol', message: 'not sent' },
};

/** The transport result a done event of one of the machine's actors carries. */
function outputOf<T>(event: { type: string }): TransportResult<T> {
  return (event as unknown as Outcome<T>).output;
}

const isOk = ({ event }: { event: { type: string } }) => outputOf(event).ok;
const failureKind = (event: { type: string }) => {
  const output = outputOf(event);
  return output.ok ? undefined : output.error.kind;
};

/** What the actions below need of `enqueue`. */
interface Enqueue {
  assign(changes: Partial<ChatSessionContext>): void;
  emit(event: ChatSessionEmitted): void;
  raise(event: ChatSessionEvent): void;
}

/** Applies a received batch: context changes, notifications, and the end of the chat when it ended. */
function receive(enqueue: Enqueue, context: ChatSessionContext, received: ReceivedBatch) {
  const outcome = applyBatch(context, received);
  enqueue.assign(outcome.changes);
  for (const notification of outcome.notifications) enqueue.emit(notification);
  if (outcome.ended) enqueue.raise({ type: 'chat.ended' });
}

/** Records an error for the UI and reports it. */
function raiseError(enqueue: Enqueue, context: ChatSessionContext, error: ChatErrorDetails) {
  enqueue.assign({
    errors: [...context.errors, { ...error, id: context.nextErrorId, time: context.now() }],
    nextErrorId: context.nextErrorId + 1,
    metadata: { ...context.metadata, errors: context.metadata.errors + 1 },
  });
  enqueue.emit({ type: 'error', error });
}

/** Fields a new chat starts from. */
type ConversationFields = Pick<
  ChatSessionContext,
  | 'session'
  | 'request'
  | 'position'
  | 'seen'
  | 'confirmed'
  | 'messages'
  | 'participants'
  | 'outbox'
  | 'pollInterval'
  | 'unavailableCount'
  | 'connection'
  | 'formErrors'
  | 'idle'
  | 'idleAlerts'
  | 'survey'
  | 'restoring'
  | 'verifyMisses'
  | 'uploads'
  | 'fileLimits'
  | 'unread'
>;

function freshConversation(context: Pick<ChatSessionContext, 'transport'>): ConversationFields {
  return {
    session: undefined,
    request: undefined,
    position: 1,
    seen: new Set(),
    confirmed: new Set(),
    messages: [],
    participants: new Map(),
    outbox: [],
    pollInterval: context.transport.pollPolicy.minInterval,
    unavailableCount: 0,
    connection: 'online',
    formErrors: {},
    idle: undefined,
    idleAlerts: 0,
    survey: undefined,
    restoring: false,
    verifyMisses: 0,
    uploads: [],
    fileLimits: undefined,
    unread: 0,
  };
}

const noLimits: FileLimits = { fileTypes: [], needAgent: false };

/** Why this file cannot be sent now, or `undefined` when it can. */
function uploadProblem(
  context: ChatSessionContext,
  file: Blob,
  fileName: string,
): ChatErrorDetails | undefined {
  // The limits were read once; files sent since then count against them too.
  const sent = context.uploads.filter((upload) => upload.status !== 'failed');
  const limits = context.fileLimits ?? noLimits;
  const check = checkUpload(
    { name: fileName, size: file.size, type: file.type },
    {
      ...limits,
      usedFiles: (limits.usedFiles ?? 0) + sent.length,
      usedTotalSize:
        (limits.usedTotalSize ?? 0) + sent.reduce((sum, upload) => sum + upload.size, 0),
    },
    {
      agentConnected: [...context.participants.values()].some(
        (participant) => participant.connected,
      ),
    },
  );
  return check.ok ? undefined : { key: check.key, values: check.values };
}

/** Input of a transcript read from position 1 (restore and verification reads). */
const readFromStart = ({ context }: { context: ChatSessionContext }) => ({
  transport: context.transport,
  session: context.session!,
  position: 1,
});

/** A start from a state without a chat: a valid form starts one, malformed user data is refused. */
const startNewChat = [
  {
    guard: 'isStartFormValid',
    target: 'starting',
    actions: ['resetConversation', 'assignRequest'],
  },
  { actions: 'rejectMalformedUserData' },
] as const;

/** The web chat session: start, poll, send through an outbox, participants, end and restore. */
export const chatSessionMachine = setup({
  types: {
    context: {} as ChatSessionContext,
    events: {} as ChatSessionEvent,
    input: {} as ChatSessionInput,
    emitted: {} as ChatSessionEmitted,
    children: {} as {
      start: 'startChat';
      poll: 'readTranscript';
      restoreRead: 'readTranscript';
      verify: 'readTranscript';
      send: 'sendMessage';
      disconnect: 'disconnectChat';
      visibility: 'watchVisibility';
      limits: 'readFileLimits';
      upload: 'uploadFile';
    },
  },
  actors: {
    startChat,
    readTranscript,
    sendMessage,
    disconnectChat,
    notifyServer,
    watchVisibility,
    readFileLimits,
    uploadFile,
    declineSurvey,
  },
  delays: {
    pollDelay: ({ context }) => pollDelay(context.pollInterval, context.transport.pollPolicy),
    reconnectNotice: ({ context }) => context.options.reconnectNotice,
    verifyRetry: ({ context }) => context.options.verifyRetry,
  },
  guards: {
    isStartFormValid: ({ context, event }) =>
      event.type === 'session.start' &&
      buildStartRequest(event.form, context.page(), context.options).ok,
    isOk,
    isUnavailable: ({ event }) => failureKind(event) === 'unavailable',
    isFatalRefusal: ({ event }) => {
      const output = outputOf<ChatBatch>(event);
      // Code 204 (message too long) is ignored on refresh, as the spec says; other refusals end the chat.
      return (
        !output.ok &&
        output.error.kind === 'rejected' &&
        !output.error.errors.some((item) => item.code === 204)
      );
    },
    isNoAnswer: ({ event }) =>
      failureKind(event) === 'network' || failureKind(event) === 'protocol',
    hasRestorableSession: ({ context }) => {
      const saved = context.store.load();
      return (
        saved !== undefined && context.now() - saved.lastPing <= context.options.restoreTimeout
      );
    },
    isStillOpen: ({ event }) => {
      const output = outputOf<ChatBatch>(event);
      return output.ok && output.value.ended === false;
    },
    isAuthoritativeRead: ({ context, event }) => {
      const output = outputOf<ChatBatch>(event);
      if (!output.ok) return false;
      const indexes = new Set(output.value.messages.map((message) => message.index));
      return indexes.has(1) && [...context.seen].every((index) => indexes.has(index));
    },
    canSend: ({ context, event }) =>
      event.type === 'message.send' &&
      sendProblem(event.text, context.options.maxMessageLength, true) === undefined,
    hasUncertain: ({ context }) => context.outbox.some((entry) => entry.status === 'uncertain'),
    hasQueued: ({ context }) => nextQueued(context.outbox)?.status === 'queued',
    canUpload: ({ context, event }) =>
      event.type === 'file.upload' &&
      uploadProblem(context, event.file, event.fileName) === undefined,
    hasQueuedUpload: ({ context }) => context.uploads.some((upload) => upload.status === 'queued'),
    isRetryableUpload: ({ context, event }) =>
      event.type === 'file.retry' &&
      context.uploads.some(
        (upload) => upload.id === event.id && upload.status === 'failed' && upload.retryable,
      ),
    hasSurvey: ({ context }) => context.survey !== undefined,
    isFailedEntry: ({ context, event }) =>
      event.type === 'message.retry' &&
      context.outbox.some(
        (entry) => entry.clientMessageId === event.clientMessageId && entry.status === 'failed',
      ),
  },
  actions: {
    assignRequest: assign({
      request: ({ context, event }) => {
        if (event.type !== 'session.start') return context.request;
        const built = buildStartRequest(event.form, context.page(), context.options);
        return built.ok ? built.request : context.request;
      },
      metadata: ({ context, event }) => ({
        ...emptyMetadata(),
        ...(event.type === 'session.start' ? event.origin : {}),
        opened: context.metadata.opened,
        form:
          event.type === 'session.start'
            ? Object.fromEntries(
                Object.entries(event.form).filter(
                  (entry): entry is [string, string] => typeof entry[1] === 'string',
                ),
              )
            : undefined,
      }),
    }),
    resetConversation: assign(({ context }) => freshConversation(context)),
    rejectMalformedUserData: emit({
      type: 'rejected',
      command: 'startChat',
      error: { key: chatErrorKeys.malformedUserData },
    }),
    rejectAlreadyActive: emit(({ event }) => ({
      type: 'rejected' as const,
      command: event.type,
      error: { key: chatErrorKeys.alreadyActive },
    })),
    rejectAlreadyRestoring: emit({
      type: 'rejected',
      command: 'restore',
      error: { key: chatErrorKeys.alreadyRestoring },
    }),
    rejectPollNotFinished: emit({
      type: 'rejected',
      command: 'poll',
      error: { key: chatErrorKeys.pollNotFinished },
    }),
    rejectSend: emit(({ context, event }) => ({
      type: 'rejected' as const,
      command: 'sendMessage',
      error: sendProblem(
        event.type === 'message.send' ? event.text : '',
        context.options.maxMessageLength,
        context.session !== undefined,
      ) ?? { key: chatErrorKeys.noActiveSession },
    })),
    rejectNoActiveSession: emit(({ event }) => ({
      type: 'rejected' as const,
      command: event.type,
      error: { key: chatErrorKeys.noActiveSession },
    })),
    acceptStart: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<{ session: SessionKeys; batch: ChatBatch }>(event);
      if (!output.ok) return;
      const started = {
        session: output.value.session,
        metadata: { ...context.metadata, started: context.now(), waitingForAgent: true },
      };
      enqueue.assign(started);
      enqueue.emit({ type: 'started', session: output.value.session });
      receive(enqueue, { ...context, ...started }, { batch: output.value.batch, restoring: false });
    }),
    reportStartFailure: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<unknown>(event);
      if (output.ok) return;
      const { error, formErrors } = startError(output.error);
      enqueue.assign({ formErrors });
      raiseError(enqueue, context, error);
    }),
    sendCustomNotice: spawnChild('notifyServer', {
      input: ({ context, event }) => ({
        call: () =>
          event.type === 'notice.send'
            ? context.transport.customNotice(context.session!, event.text, event.attributes)
            : Promise.resolve(ignored),
      }),
    }),
    sendTyping: spawnChild('notifyServer', {
      input: ({ context, event }) => ({
        call: () =>
          event.type === 'visitor.typing'
            ? context.transport.typing(
                context.session!,
                event.typing,
                event.preview,
                context.position,
              )
            : Promise.resolve(ignored),
      }),
    }),
    clearIdle: assign({ idle: undefined, idleAlerts: 0 }),
    sendUserData: spawnChild('notifyServer', {
      input: ({ context, event }) => ({
        call: () =>
          event.type === 'userData.update'
            ? context.transport.updateData(context.session!, event.userData)
            : Promise.resolve(ignored),
      }),
    }),
    dismissError: assign({
      errors: ({ context, event }) =>
        event.type === 'error.dismiss'
          ? context.errors.filter((error) => error.id !== event.id)
          : context.errors,
    }),
    receivePolled: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<ChatBatch>(event);
      if (!output.ok) return;
      const activity = output.value.messages.some((message) => !context.seen.has(message.index));
      enqueue.assign({
        pollInterval: nextPollInterval(
          context.pollInterval,
          activity,
          context.transport.pollPolicy,
        ),
        unavailableCount: 0,
        connection: 'online',
      });
      if (context.connection === 'slow') enqueue.emit({ type: 'chatServerBackOnline' });
      if (context.connection === 'disconnected') {
        enqueue.emit({ type: 'reconnected' });
        enqueue.raise({ type: 'connection.restored' });
      }
      receive(enqueue, context, { batch: output.value, restoring: false });
    }),
    countUnavailable: enqueueActions(({ context, enqueue }) => {
      const count = context.unavailableCount + 1;
      const limit = context.transport.pollPolicy.exceptionLimit;
      enqueue.assign({
        unavailableCount: count,
        pollInterval: nextPollInterval(context.pollInterval, false, context.transport.pollPolicy),
      });
      if (count > limit && context.connection === 'online') {
        enqueue.assign({ connection: 'slow' });
        enqueue.emit({ type: 'chatServerWentOffline' });
        raiseError(enqueue, context, { key: chatErrorKeys.chatServerWentOffline });
      }
    }),
    reportCriticalFault: enqueueActions(({ context, enqueue }) => {
      raiseError(enqueue, context, { key: chatErrorKeys.criticalFault });
    }),
    markDisconnected: enqueueActions(({ context, enqueue }) => {
      if (context.connection === 'disconnected') return;
      enqueue.assign({ connection: 'disconnected' });
      enqueue.emit({ type: 'disconnected' });
    }),
    restoreSaved: assign(({ context }) => {
      const saved = context.store.load();
      return saved
        ? {
            session: saved.session,
            position: saved.position,
            restoring: true,
            outbox: saved.outbox.map((entry) => ({ ...entry, status: 'uncertain' as const })),
          }
        : {};
    }),
    acceptRestore: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<ChatBatch>(event);
      if (!output.ok || !context.session) return;
      enqueue.emit({ type: 'restored', session: context.session });
      receive(enqueue, context, { batch: output.value, restoring: true });
      enqueue.assign({ restoring: false });
    }),
    acceptRestoreOffline: enqueueActions(({ context, enqueue }) => {
      if (!context.session) return;
      enqueue.assign({ restoring: false, connection: 'slow' });
      enqueue.emit({ type: 'restored', session: context.session });
      raiseError(enqueue, context, { key: chatErrorKeys.restoredOffline });
    }),
    failRestore: enqueueActions(({ context, enqueue }) => {
      context.store.clear();
      enqueue.assign(freshConversation(context));
      enqueue.emit({ type: 'restoreTimeout' });
      raiseError(enqueue, context, { key: chatErrorKeys.restoreFailed });
    }),
    saveSession: ({ context }) => {
      if (!context.session) return;
      context.store.save({
        session: context.session,
        position: context.position,
        lastPing: context.now(),
        outbox: context.outbox
          .filter((entry) => entry.status !== 'failed')
          .map(({ clientMessageId, text, createdAt }) => ({ clientMessageId, text, createdAt })),
      });
    },
    clearSaved: ({ context }) => context.store.clear(),
    enqueueMessage: assign({
      outbox: ({ context, event }) => {
        if (event.type !== 'message.send') return context.outbox;
        const text = context.preProcessors.reduce(
          (current, process) => process(current),
          event.text,
        );
        return [
          ...context.outbox,
          {
            clientMessageId: context.createId(),
            text,
            status: 'queued' as const,
            createdAt: context.now(),
          },
        ];
      },
    }),
    markSending: assign({
      outbox: ({ context }) => {
        const head = nextQueued(context.outbox);
        return head
          ? updateEntry(context.outbox, head.clientMessageId, { status: 'sending' })
          : context.outbox;
      },
    }),
    settleSend: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<ChatBatch>(event);
      const entry = context.outbox.find((item) => item.status === 'sending');
      if (!entry) return;
      if (output.ok) {
        const sent = {
          outbox: context.outbox.filter((item) => item !== entry),
          confirmed: new Set([...context.confirmed, entry.clientMessageId]),
        };
        enqueue.assign(sent);
        receive(enqueue, { ...context, ...sent }, { batch: output.value, restoring: false });
        return;
      }
      if (output.error.kind === 'network' || output.error.kind === 'protocol') {
        enqueue.assign({
          outbox: updateEntry(context.outbox, entry.clientMessageId, { status: 'uncertain' }),
        });
        return;
      }
      const error: ChatErrorDetails =
        output.error.kind === 'rejected' && output.error.errors[0]
          ? {
              key: chatErrorKeys.serverCode(output.error.errors[0].code),
              serverErrors: output.error.errors,
            }
          : { key: chatErrorKeys.messageFailed };
      enqueue.assign({
        outbox: updateEntry(context.outbox, entry.clientMessageId, { status: 'failed', error }),
      });
      enqueue.emit({ type: 'messageFailed', text: entry.text, error });
      raiseError(enqueue, context, error);
    }),
    settleVerification: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<ChatBatch>(event);
      if (!output.ok) return;
      receive(enqueue, context, { batch: output.value, restoring: false });
      const echoed = new Set(
        output.value.messages.flatMap((message) => message.clientMessageId ?? []),
      );
      const outbox = context.outbox.filter((entry) => !echoed.has(entry.clientMessageId));
      const stillUncertain = outbox.some((entry) => entry.status === 'uncertain');
      // A replayed old answer can look complete, so "not delivered" needs two complete reads in a row.
      const misses = stillUncertain ? context.verifyMisses + 1 : 0;
      enqueue.assign({
        verifyMisses: misses >= 2 ? 0 : misses,
        outbox:
          misses >= 2
            ? outbox.map((entry) =>
                entry.status === 'uncertain' ? { ...entry, status: 'queued' as const } : entry,
              )
            : outbox,
      });
    }),
    requeueEntry: assign({
      outbox: ({ context, event }) =>
        event.type === 'message.retry'
          ? updateEntry(context.outbox, event.clientMessageId, {
              status: 'queued',
              error: undefined,
            })
          : context.outbox,
    }),
    discardEntry: assign({
      outbox: ({ context, event }) =>
        event.type === 'message.discard'
          ? context.outbox.filter((entry) => entry.clientMessageId !== event.clientMessageId)
          : context.outbox,
    }),
    assignFileLimits: assign({
      fileLimits: ({ context, event }) => {
        const output = outputOf<FileLimits>(event);
        return output.ok ? output.value : context.fileLimits;
      },
    }),
    enqueueUpload: assign({
      uploads: ({ context, event }) =>
        event.type === 'file.upload'
          ? [
              ...context.uploads,
              {
                id: context.createId(),
                fileName: event.fileName,
                size: event.file.size,
                file: event.file,
                status: 'queued' as const,
                retryable: false,
              },
            ]
          : context.uploads,
    }),
    refuseUpload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'file.upload') return;
      const problem = uploadProblem(context, event.file, event.fileName);
      if (problem) raiseError(enqueue, context, problem);
    }),
    markUploading: assign({
      uploads: ({ context }) => {
        const next = context.uploads.find((upload) => upload.status === 'queued');
        return context.uploads.map((upload) =>
          upload === next ? { ...upload, status: 'uploading' as const } : upload,
        );
      },
    }),
    settleUpload: enqueueActions(({ context, event, enqueue }) => {
      const output = outputOf<{ fileId: string }>(event);
      const current = context.uploads.find((upload) => upload.status === 'uploading');
      if (!current) return;
      let settled: UploadEntry;
      if (output.ok) {
        settled = { ...current, status: 'done', fileId: output.value.fileId };
        enqueue.assign({
          metadata: { ...context.metadata, filesUploaded: context.metadata.filesUploaded + 1 },
        });
        enqueue.emit({ type: 'fileUploaded', upload: settled });
      } else {
        const refusal = output.error.kind === 'rejected' ? output.error.errors[0] : undefined;
        const error: ChatErrorDetails = refusal
          ? serverFileError(refusal.code, refusal.advice)
          : { key: chatErrorKeys.fileSendFailed };
        settled = { ...current, status: 'failed', error, retryable: !refusal };
        enqueue.emit({ type: 'fileFailed', upload: settled });
        raiseError(enqueue, context, error);
      }
      enqueue.assign({
        uploads: context.uploads.map((upload) => (upload === current ? settled : upload)),
      });
    }),
    retryUpload: assign({
      uploads: ({ context, event }) =>
        context.uploads.map((upload) =>
          event.type === 'file.retry' && upload.id === event.id
            ? { ...upload, status: 'queued' as const, error: undefined }
            : upload,
        ),
    }),
    dismissUpload: assign({
      uploads: ({ context, event }) =>
        event.type === 'file.dismiss'
          ? context.uploads.filter((upload) => upload.id !== event.id)
          : context.uploads,
    }),
    reportSurveyDeclined: spawnChild('declineSurvey', {
      input: ({ context }) => ({
        fetch: context.fetch,
        cancelUrl: context.survey?.cancelUrl ?? '',
      }),
    }),
    clearSurvey: assign({ survey: undefined }),
    markRead: assign({ unread: 0 }),
    addPrefilters: assign({
      prefilters: ({ context, event }) =>
        event.type === 'prefilter.add'
          ? [
              ...context.prefilters,
              ...(Array.isArray(event.filters) ? event.filters : [event.filters]),
            ]
          : context.prefilters,
    }),
    addPreProcessor: assign({
      preProcessors: ({ context, event }) =>
        event.type === 'preProcessor.add'
          ? [...context.preProcessors, event.process]
          : context.preProcessors,
    }),
    finishChat: enqueueActions(({ context, enqueue }) => {
      context.store.clear();
      const participants = new Map(context.participants);
      for (const participant of context.participants.values()) {
        if (!participant.connected) continue;
        const left = { ...participant, connected: false, disconnectedTime: context.now() };
        participants.set(participant.id, left);
        enqueue.emit({ type: 'participantDisconnected', participant: left });
      }
      const started = context.metadata.started ?? context.now();
      enqueue.assign({
        participants,
        metadata: {
          ...context.metadata,
          completed: context.now(),
          elapsed: context.now() - started,
          waitingForAgent: false,
        },
      });
      if (context.survey && context.metadata.agentReached) {
        enqueue.emit({ type: 'surveyOffered', survey: context.survey });
      }
      enqueue.emit({ type: 'disconnected' });
      enqueue.emit({ type: 'ended' });
    }),
  },
}).createMachine({
  id: 'chatSession',
  context: ({ input }) => {
    const options = { ...defaultChatSessionOptions, ...input.options };
    return {
      transport: input.transport,
      store: input.store,
      options,
      now: input.now ?? Date.now,
      createId: input.createId ?? (() => crypto.randomUUID()),
      page: input.page ?? browserPageFacts,
      visibility: input.visibility,
      fetch: input.fetch ?? ((resource, init) => globalThis.fetch(resource, init)),
      ...freshConversation(input),
      errors: [],
      nextErrorId: 1,
      prefilters: [startTokenFilter],
      preProcessors: [],
      metadata: emptyMetadata(),
    };
  },
  on: {
    'error.dismiss': { actions: 'dismissError' },
    'messages.read': { actions: 'markRead' },
    'prefilter.add': { actions: 'addPrefilters' },
    'preProcessor.add': { actions: 'addPreProcessor' },
    'message.send': { actions: 'rejectSend' },
    'notice.send': { actions: 'rejectNoActiveSession' },
    'userData.update': { actions: 'rejectNoActiveSession' },
    'file.upload': { actions: 'rejectNoActiveSession' },
    'survey.accept': { actions: 'clearSurvey' },
    'survey.decline': { guard: 'hasSurvey', actions: ['reportSurveyDeclined', 'clearSurvey'] },
  },
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        'session.start': startNewChat,
        'session.restore': [
          {
            guard: 'hasRestorableSession',
            target: 'restoring',
            actions: ['resetConversation', 'restoreSaved'],
          },
          { actions: 'failRestore' },
        ],
      },
    },
    starting: {
      on: { 'session.start': { actions: 'rejectAlreadyActive' } },
      invoke: {
        id: 'start',
        src: 'startChat',
        input: ({ context }) => ({ transport: context.transport, request: context.request! }),
        onDone: [
          { guard: 'isOk', target: 'active', actions: ['acceptStart', 'saveSession'] },
          { target: 'inactive', actions: 'reportStartFailure' },
        ],
      },
    },
    restoring: {
      on: { 'session.restore': { actions: 'rejectAlreadyRestoring' } },
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'restoreRead',
            src: 'readTranscript',
            input: readFromStart,
            onDone: [
              {
                guard: 'isStillOpen',
                target: '#chatSession.active',
                actions: ['acceptRestore', 'saveSession'],
              },
              {
                guard: 'isUnavailable',
                target: '#chatSession.active',
                actions: 'acceptRestoreOffline',
              },
              { guard: 'isNoAnswer', target: 'pausing' },
              { target: '#chatSession.inactive', actions: 'failRestore' },
            ],
          },
        },
        pausing: {
          after: { verifyRetry: 'reading' },
        },
      },
    },
    active: {
      type: 'parallel',
      invoke: {
        id: 'visibility',
        src: 'watchVisibility',
        input: ({ context }) => ({ visibility: context.visibility }),
      },
      on: {
        'session.start': { actions: 'rejectAlreadyActive' },
        'session.restore': { actions: 'rejectAlreadyActive' },
        'session.end': 'ending',
        'chat.ended': 'ended',
        'message.send': [
          { guard: 'canSend', actions: ['enqueueMessage', 'saveSession'] },
          { actions: 'rejectSend' },
        ],
        'message.retry': { guard: 'isFailedEntry', actions: 'requeueEntry' },
        'message.discard': { actions: ['discardEntry', 'saveSession'] },
        'notice.send': { actions: 'sendCustomNotice' },
        'userData.update': { actions: 'sendUserData' },
        'visitor.typing': { actions: ['sendTyping', 'clearIdle'] },
        'file.upload': [
          { guard: 'canUpload', actions: 'enqueueUpload' },
          { actions: 'refuseUpload' },
        ],
        'file.retry': { guard: 'isRetryableUpload', actions: 'retryUpload' },
        'file.dismiss': { actions: 'dismissUpload' },
      },
      states: {
        receiving: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { pollDelay: 'polling' },
              on: { 'page.visible': 'polling', 'poll.now': 'polling' },
            },
            polling: {
              on: { 'poll.now': { actions: 'rejectPollNotFinished' } },
              invoke: {
                id: 'poll',
                src: 'readTranscript',
                input: ({ context }) => ({
                  transport: context.transport,
                  session: context.session!,
                  position: context.position,
                }),
                onDone: [
                  { guard: 'isOk', target: 'waiting', actions: ['receivePolled', 'saveSession'] },
                  { guard: 'isUnavailable', target: 'waiting', actions: 'countUnavailable' },
                  {
                    guard: 'isFatalRefusal',
                    target: '#chatSession.ended',
                    actions: 'reportCriticalFault',
                  },
                  { target: 'waiting', actions: 'markDisconnected' },
                ],
              },
            },
          },
        },
        sending: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'hasUncertain', target: 'verifying' },
                { guard: 'hasQueued', target: 'sending' },
              ],
            },
            sending: {
              entry: 'markSending',
              invoke: {
                id: 'send',
                src: 'sendMessage',
                input: ({ context }) => ({
                  transport: context.transport,
                  session: context.session!,
                  entry: context.outbox.find((entry) => entry.status === 'sending')!,
                  position: context.position,
                }),
                onDone: { target: 'idle', actions: ['settleSend', 'saveSession'] },
              },
            },
            verifying: {
              invoke: {
                id: 'verify',
                src: 'readTranscript',
                input: readFromStart,
                onDone: [
                  {
                    guard: 'isAuthoritativeRead',
                    target: 'idle',
                    actions: ['settleVerification', 'saveSession'],
                  },
                  { target: 'pausing' },
                ],
              },
            },
            pausing: {
              after: { verifyRetry: 'verifying' },
            },
          },
        },
        files: {
          initial: 'loadingLimits',
          states: {
            loadingLimits: {
              invoke: {
                id: 'limits',
                src: 'readFileLimits',
                input: ({ context }) => ({
                  transport: context.transport,
                  session: context.session!,
                }),
                onDone: { target: 'idle', actions: 'assignFileLimits' },
              },
            },
            idle: {
              always: { guard: 'hasQueuedUpload', target: 'uploading' },
            },
            uploading: {
              entry: 'markUploading',
              invoke: {
                id: 'upload',
                src: 'uploadFile',
                input: ({ context }) => ({
                  transport: context.transport,
                  session: context.session!,
                  upload: context.uploads.find((upload) => upload.status === 'uploading')!,
                }),
                onDone: { target: 'idle', actions: 'settleUpload' },
              },
            },
          },
        },
        notice: {
          initial: 'none',
          states: {
            none: { on: { 'connection.restored': 'reconnected' } },
            reconnected: { after: { reconnectNotice: 'none' } },
          },
        },
      },
    },
    ending: {
      invoke: {
        id: 'disconnect',
        src: 'disconnectChat',
        input: ({ context }) => ({ transport: context.transport, session: context.session! }),
        onDone: 'ended',
      },
    },
    ended: {
      entry: 'finishChat',
      on: {
        'session.start': startNewChat,
        'session.restore': { actions: 'failRestore' },
      },
    },
  },
});

/** The chat session machine's type. */
export type ChatSessionMachine = typeof chatSessionMachine;
