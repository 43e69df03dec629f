import {
  answerWithin,
  failure,
  guarded,
  lateStartLimitMs,
  pathSegment,
  protocolFailure,
  startedBefore,
} from '../transport-results';
import {
  batchOf,
  fileLimitsOf,
  uploadedFileOf,
  normaliseContexts,
  startedChat,
} from './gms-v2.normalise';
import { resolveGmsOptions } from './gms-v2.options';
import { createGmsHttp } from './gms-v2.http';
import type { StartChatRequest } from '../chat.types';
import type { ChatBatch, ChatTransport, SessionKeys, TransportResult } from '../transport.types';
import type { GmsEnvelope } from './gms-v2.schema';
import type { GmsOperation, GmsTransportOptions } from './gms-v2.types';

type Fields = Record<string, string>;

const userDataFields = (userData: Fields): Fields =>
  Object.fromEntries(Object.entries(userData).map(([key, value]) => [`userData[${key}]`, value]));

const sessionFields = (session: SessionKeys, order = ['alias', 'secureKey', 'userId']): Fields =>
  Object.fromEntries(order.map((name) => [name, session[name] ?? '']));

// Pairs rather than the object itself: two keys that differ only in lone surrogates stay two fields.
const form = (fields: Fields) => new URLSearchParams(Object.entries(fields));

function multipart(fields: Fields, data = new FormData()): FormData {
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The GMS chat v2 transport: the shared interface plus paged history. */
export interface GmsTransport extends ChatTransport {
  /**
   * Reads up to `count` messages before index `before`, oldest first: a `refresh` from the lower
   * `transcriptPosition` (protocols 1.2), cut to the page. An empty page means there is nothing older.
   */
  history(
    session: SessionKeys,
    before: number,
    count?: number,
  ): Promise<TransportResult<ChatBatch>>;
}

// Transcript indexes start at 1.
const firstPosition = 1;

/** Creates the GMS chat API v2 transport (protocols section 1); throws a `GmsConfigError` for bad options. */
export function createGmsTransport(options: GmsTransportOptions): GmsTransport {
  const config = resolveGmsOptions(options);
  const http = createGmsHttp(config);
  const context = normaliseContexts(config);
  const replayedStart = startedBefore();

  const sessionURL = (session: SessionKeys, path: string) =>
    `${config.base}/${pathSegment(session.chatId ?? '')}/${path}`;

  const call = async (
    session: SessionKeys,
    operation: GmsOperation,
    body: URLSearchParams | FormData,
  ): Promise<TransportResult<GmsEnvelope>> =>
    session.chatId
      ? http.post(operation, sessionURL(session, operation), body)
      : failure({
          kind: 'protocol',
          message: `Cannot ${operation}: the session keys lack a chatId`,
        });

  // Calls that ask for no transcript have no position to fall back on; 0 never moves a position forward.
  // The fields are made inside `guarded`, so that one that cannot be made (unserialisable attributes) answers.
  const batchCall = (
    session: SessionKeys,
    operation: GmsOperation,
    fields: () => Fields = () => ({}),
    position = 0,
  ) =>
    guarded(async () => {
      const extra = fields();
      const result = await call(session, operation, form({ ...sessionFields(session), ...extra }));
      return result.ok
        ? { ok: true, value: batchOf(result.value, position, context(operation)) }
        : result;
    });

  /** Starts a chat, waiting for the answer past the visitor's timeout (`answerWithin` ends a late one). */
  const startChat = (request: StartChatRequest) =>
    guarded(async () => {
      const fields = sessionFields({});
      for (const name of [
        'nickname',
        'firstName',
        'lastName',
        'emailAddress',
        'subject',
      ] as const) {
        const value = request[name];
        if (value !== undefined) fields[name] = value;
      }
      fields.text = request.text ?? '';
      if (request.endpoint) fields.endpoint = request.endpoint;
      const result = await http.post(
        'start',
        config.startURL,
        form({ ...fields, ...userDataFields(request.userData) }),
        lateStartLimitMs,
      );
      if (!result.ok) return result;
      const chat = startedChat(result.value, context('start'));
      if (!chat.ok) return chat;
      return replayedStart(chat.value.session.chatId!) ?? chat;
    });

  /**
   * A history page. GMS has no count: a refresh answers the transcript from `transcriptPosition` to its
   * end, so the page is cut here. An answer with no message of the page is not this read's (a proxy
   * replaying a poll or the previous page): taken as empty, it would end the history early. The
   * refresh names no `message`, so the typing preview the polls report stays as it is.
   */
  const readHistory = (session: SessionKeys, before: number, count: number) =>
    guarded(async (): Promise<TransportResult<ChatBatch>> => {
      const from = Math.max(firstPosition, before - count);
      if (from >= before) {
        return { ok: true, value: { messages: [], ended: undefined, nextPosition: 0 } };
      }
      const fields = { ...sessionFields(session), transcriptPosition: String(from) };
      const result = await call(session, 'refresh', form(fields));
      if (!result.ok) return result;
      const batch = batchOf(result.value, before, context('refresh'));
      const messages = batch.messages.filter(({ index }) => index >= from && index < before);
      if (messages.length === 0) {
        return protocolFailure('refresh', `no message from ${from} to ${before - 1} for history`);
      }
      return { ok: true, value: { ...batch, messages } };
    });

  const transport: GmsTransport = {
    name: 'gms-v2',
    capabilities: Object.freeze({
      async: config.async,
      asyncClose: config.async ? 'hideChat' : 'endChat',
      pagination: config.async,
      fileUpload: true,
    }),
    pollPolicy: config.pollPolicy,
    requestTimeout: config.timeoutMs,

    start: (request) =>
      answerWithin(startChat(request), config.timeoutMs, (started) =>
        transport.disconnect(started.session),
      ),

    poll: (session, position, typingPreview) =>
      batchCall(
        session,
        'refresh',
        () => ({ transcriptPosition: String(position), message: typingPreview }),
        position,
      ),

    send: (session, message, position) =>
      batchCall(
        session,
        'send',
        () => ({
          message: message.text,
          messageType: message.messageType ?? 'text',
          transcriptPosition: String(position),
          eventAttributes: JSON.stringify({ [config.clientIdAttribute]: message.clientMessageId }),
        }),
        position,
      ),

    typing: (session, typing, preview, position) =>
      batchCall(
        session,
        typing ? 'startTyping' : 'stopTyping',
        () => ({ message: preview, transcriptPosition: String(position) }),
        position,
      ),

    history: (session, before, count = config.pageSize) => readHistory(session, before, count),

    disconnect: (session) => batchCall(session, 'disconnect'),

    customNotice: (session, text, attributes) =>
      batchCall(session, 'customNotice', () => ({
        message: text,
        ...(attributes === undefined ? {} : { eventAttributes: JSON.stringify(attributes) }),
      })),

    updateData: (session, userData) =>
      batchCall(session, 'updateData', () => userDataFields(userData)),

    fileLimits: (session) =>
      guarded(async () => {
        const result = await call(session, 'file/limits', multipart(sessionFields(session)));
        return result.ok ? { ok: true, value: fileLimitsOf(result.value) } : result;
      }),

    upload: (session, file, fileName) =>
      guarded(async () => {
        const fields = sessionFields(session, ['alias', 'userId', 'secureKey']);
        const body = new FormData();
        body.append('file', file, fileName);
        const result = await call(session, 'file', multipart(fields, body));
        return result.ok ? uploadedFileOf(result.value) : result;
      }),

    downloadRequest: (session, fileId) => ({
      url: sessionURL(session, `file/${pathSegment(fileId)}/download`),
      fields: sessionFields(session),
    }),
  };
  return transport;
}
