import {
  fromCallback,
  fromPromise,
  type AnyEventObject,
  type CallbackLogicFunction,
  type EventObject,
} from 'xstate';
import type { FileLimits, StartChatRequest } from '../../transports/chat.types';
import type {
  ChatBatch,
  ChatTransport,
  SessionKeys,
  TransportResult,
} from '../../transports/transport.types';
import type { VisibilitySignal } from '../../services/signals/signals.types';
import type { TabPresence } from '../../services/tab-presence/tab-presence';
import { answerWithin } from '../../transports/transport-results';
import { deliveryProbeAttribute, quietly } from './chat-session.logic';
import type {
  ChatSessionEvent,
  OutboxEntry,
  SessionStore,
  UploadEntry,
} from './chat-session.types';

/** The input of a call with a deadline: unanswered after `callTimeout` ms, it counts as a network failure. */
export interface Deadline {
  /** Milliseconds to wait for the answer; none waits without limit. */
  callTimeout?: number;
}

/**
 * An actor over one transport call. Transports return their failures; one that throws or rejects
 * anyway (a site's own transport with a bug), or never answers within the input's `callTimeout`,
 * counts as a call without an answer, so the chat goes on. A success that comes after that, or after
 * the actor stopped, goes to `late`.
 */
function transportCall<Output, Input extends object>(
  call: (input: Input) => Promise<TransportResult<Output>>,
  late?: (input: Input, value: Output) => unknown,
) {
  return fromPromise<TransportResult<Output>, Input>(({ input, signal }) =>
    answerWithin(
      Promise.resolve(input).then(call),
      (input as Deadline).callTimeout || undefined,
      late && ((value) => late(input, value)),
      signal,
    ),
  );
}

/** Starts a chat through the transport. */
export const startChat = transportCall<
  { session: SessionKeys; batch: ChatBatch },
  { transport: ChatTransport; request: StartChatRequest } & Deadline
>(
  (input) => input.transport.start(input.request),
  // The visitor was told the start failed (or has gone): no agent should wait for them.
  (input, started) => input.transport.disconnect(started.session),
);

/** Reads the transcript from a position (polls, and restore and verification reads from 1). */
export const readTranscript = transportCall<
  ChatBatch,
  { transport: ChatTransport; session: SessionKeys; position: number } & Deadline
>((input) => input.transport.poll(input.session, input.position, ''));

/** Sends one outbox entry. */
export const sendMessage = transportCall<
  ChatBatch,
  {
    transport: ChatTransport;
    session: SessionKeys;
    entry: OutboxEntry;
    position: number;
  } & Deadline
>((input) =>
  input.transport.send(
    input.session,
    { text: input.entry.text, clientMessageId: input.entry.clientMessageId },
    input.position,
  ),
);

/** Sends the custom notice of a delivery check (see `DeliveryProbe`). */
export const sendProbe = transportCall<
  ChatBatch,
  { transport: ChatTransport; session: SessionKeys; probeId: string } & Deadline
>((input) =>
  input.transport.customNotice(input.session, '', { [deliveryProbeAttribute]: input.probeId }),
);

/** Reads the session's file limits. */
export const readFileLimits = transportCall<
  FileLimits,
  { transport: ChatTransport; session: SessionKeys } & Deadline
>((input) => input.transport.fileLimits(input.session));

/** Uploads one file. */
export const uploadFile = transportCall<
  { fileId: string },
  { transport: ChatTransport; session: SessionKeys; upload: UploadEntry }
>((input) => input.transport.upload(input.session, input.upload.file, input.upload.fileName));

/**
 * Reports a declined survey to its cancel URL; failures only matter to the survey server. A fetch
 * that throws at once fails inside the chain too: a spawned actor's error would stop the session.
 */
export const declineSurvey = fromPromise<void, { fetch: typeof fetch; cancelUrl: string }>(
  ({ input }) =>
    Promise.resolve(input)
      .then(({ fetch, cancelUrl }) => fetch(cancelUrl, { method: 'POST' }))
      .then(
        () => undefined,
        () => undefined,
      ),
);

/** Ends the chat from the visitor's side. */
export const disconnectChat = transportCall<
  ChatBatch,
  { transport: ChatTransport; session: SessionKeys } & Deadline
>((input) => input.transport.disconnect(input.session));

/** Sends a custom notice or a user-data update; the outcome only matters to the server. */
export const notifyServer = transportCall<
  ChatBatch,
  { call: () => Promise<TransportResult<ChatBatch>> }
>((input) => input.call());

/** Reads a page of older messages (asynchronous chat history; `canFetchHistory` made sure the transport pages). */
export const readHistory = transportCall<
  ChatBatch,
  { transport: ChatTransport; session: SessionKeys; before: number; count: number } & Deadline
>((input) => input.transport.history!(input.session, input.before, input.count));

/**
 * A callback actor over site code (a transport's channel, a product team's signals): one that throws
 * as it starts or as it lets go does without it, rather than the error stopping the session.
 */
function siteCallback<Received extends EventObject, Input>(
  logic: CallbackLogicFunction<Received, AnyEventObject, Input>,
) {
  return fromCallback<Received, Input>((args) => {
    const stop = quietly(() => logic(args));
    return () => quietly(() => stop?.());
  });
}

/** Listens on the transport's push channel, when it has one, for as long as the chat is active; one that throws leaves the chat to its polls. */
export const listenForPushes = siteCallback<
  ChatSessionEvent,
  { transport: ChatTransport; session: SessionKeys; position: number }
>(({ input, sendBack }) =>
  input.transport.listen?.(input.session, input.position, {
    batch: (batch) => sendBack({ type: 'transport.pushed', batch }),
    lost: (message) => sendBack({ type: 'transport.lost', message }),
    restored: () => sendBack({ type: 'transport.restored' }),
  }),
);

/** Reports the page becoming visible again, so a throttled background tab polls at once. */
export const watchVisibility = siteCallback<ChatSessionEvent, { visibility?: VisibilitySignal }>(
  ({ input, sendBack }) =>
    input.visibility?.subscribe((visible) => {
      if (visible) sendBack({ type: 'page.visible' });
    }),
);

/**
 * Keeps this tab marked open (in the back/forward cache too while the saved session holds messages of
 * this tab), and waits for each other tab with messages in the saved session to close (`tab.gone`), so
 * this tab sends or shows what that tab could not. It looks at the saved session when it starts and on
 * each `tabs.check` (after each read); a tab that came back may be waited for again.
 */
export const watchTabs = siteCallback<
  { type: 'tabs.check' },
  { presence?: TabPresence; store: SessionStore }
>(({ input: { presence, store }, sendBack, receive }) => {
  if (!presence) return undefined;
  const saved = () => store.load()?.outbox ?? [];
  const release = presence.hold(() => saved().some(({ owner }) => owner === presence.id));
  const watched = new Map<string, () => void>();
  const check = () => {
    for (const { owner } of saved()) {
      if (owner === undefined || owner === presence.id || watched.has(owner)) continue;
      const stop = quietly(() =>
        presence.whenGone(owner, () => {
          quietly(() => watched.get(owner)?.());
          watched.delete(owner);
          sendBack({ type: 'tab.gone', owner });
        }),
      );
      if (stop) watched.set(owner, stop);
    }
  };
  check();
  receive(check);
  return () => {
    release();
    for (const stop of watched.values()) quietly(stop);
  };
});
