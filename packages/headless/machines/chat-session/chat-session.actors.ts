import { fromCallback, fromPromise } from 'xstate';
import type { StartChatRequest } from '../../transports/chat.types';
import type {
  ChatBatch,
  ChatTransport,
  SessionKeys,
  TransportResult,
} from '../../transports/transport.types';
import type { VisibilitySignal } from '../../services/signals/signals.types';
import type { ChatSessionEvent, OutboxEntry } from './chat-session.types';

/** Starts a chat through the transport. */
export const startChat = fromPromise<
  TransportResult<{ session: SessionKeys; batch: ChatBatch }>,
  { transport: ChatTransport; request: StartChatRequest }
>(({ input }) => input.transport.start(input.request));

/** Reads the transcript from a position (polls, and restore and verification reads from 1). */
export const readTranscript = fromPromise<
  TransportResult<ChatBatch>,
  { transport: ChatTransport; session: SessionKeys; position: number }
>(({ input }) => input.transport.poll(input.session, input.position, ''));

/** Sends one outbox entry. */
export const sendMessage = fromPromise<
  TransportResult<ChatBatch>,
  { transport: ChatTransport; session: SessionKeys; entry: OutboxEntry; position: number }
>(({ input }) =>
  input.transport.send(
    input.session,
    { text: input.entry.text, clientMessageId: input.entry.clientMessageId },
    input.position,
  ),
);

/** Ends the chat from the visitor's side. */
export const disconnectChat = fromPromise<
  TransportResult<ChatBatch>,
  { transport: ChatTransport; session: SessionKeys }
>(({ input }) => input.transport.disconnect(input.session));

/** Sends a custom notice or a user-data update; the outcome only matters to the server. */
export const notifyServer = fromPromise<
  TransportResult<ChatBatch>,
  { call: () => Promise<TransportResult<ChatBatch>> }
>(({ input }) => input.call());

/** Reports the page becoming visible again, so a throttled background tab polls at once. */
export const watchVisibility = fromCallback<ChatSessionEvent, { visibility?: VisibilitySignal }>(
  ({ input, sendBack }) =>
    input.visibility?.subscribe((visible) => {
      if (visible) sendBack({ type: 'page.visible' });
    }),
);
