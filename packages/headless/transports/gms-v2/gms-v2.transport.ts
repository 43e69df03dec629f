import type { StartChatRequest } from '../chat.types';
import type { ChatBatch, ChatTransport, SessionKeys, TransportResult } from '../transport.types';
import { failure, guarded, pathSegment } from '../transport-results';
import { createGmsHttp } from './gms-v2.http';
import {
  batchOf,
  fileLimitsOf,
  uploadedFileOf,
  normaliseContexts,
  startedChat,
} from './gms-v2.normalise';
import { resolveGmsOptions } from './gms-v2.options';
import type { GmsEnvelope } from './gms-v2.schema';
import type { GmsOperation, GmsTransportOptions } from './gms-v2.types';

type Fields = [name: string, value: string][];

// Calls that ask for no transcript have no position to fall back on; 0 never moves a position forward.
const noPosition = 0;

function userDataFields(userData: Record<string, string>): Fields {
  return Object.entries(userData).map(([key, value]) => [`userData[${key}]`, value]);
}

function startFields(request: StartChatRequest): Fields {
  const fields: Fields = [
    ['alias', ''],
    ['secureKey', ''],
    ['userId', ''],
  ];
  for (const name of ['nickname', 'firstName', 'lastName', 'emailAddress', 'subject'] as const) {
    const value = request[name];
    if (value !== undefined) fields.push([name, value]);
  }
  fields.push(['text', request.text ?? '']);
  if (request.endpoint) fields.push(['endpoint', request.endpoint]);
  return [...fields, ...userDataFields(request.userData)];
}

type SessionField = 'alias' | 'secureKey' | 'userId';

function sessionFields(
  session: SessionKeys,
  order: readonly SessionField[] = ['alias', 'secureKey', 'userId'],
): Fields {
  return order.map((name) => [name, session[name] ?? '']);
}

function form(fields: Fields): URLSearchParams {
  return new URLSearchParams(fields);
}

function multipart(fields: Fields, file?: { blob: Blob; name: string }): FormData {
  const data = new FormData();
  if (file) data.append('file', file.blob, file.name);
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** Creates the GMS chat API v2 transport (protocols section 1); throws a `GmsConfigError` for bad options. */
export function createGmsTransport(options: GmsTransportOptions): ChatTransport {
  const config = resolveGmsOptions(options);
  const http = createGmsHttp(config);

  const context = normaliseContexts(config);

  function sessionURL(session: SessionKeys, path: string): string {
    return `${config.base}/${pathSegment(session.chatId ?? '')}/${path}`;
  }

  async function call(
    session: SessionKeys,
    operation: GmsOperation,
    body: URLSearchParams | FormData,
  ): Promise<TransportResult<GmsEnvelope>> {
    if (!session.chatId) {
      return failure({
        kind: 'protocol',
        message: `Cannot ${operation}: the session keys lack a chatId`,
      });
    }
    return http.post(operation, sessionURL(session, operation), body);
  }

  async function batchCall(
    session: SessionKeys,
    operation: GmsOperation,
    fields: Fields,
    position: number,
  ): Promise<TransportResult<ChatBatch>> {
    const result = await call(session, operation, form([...sessionFields(session), ...fields]));
    if (!result.ok) return result;
    return { ok: true, value: batchOf(result.value, position, context(operation)) };
  }

  return {
    name: 'gms-v2',
    capabilities: Object.freeze({
      async: config.async,
      asyncClose: config.async ? 'hideChat' : 'endChat',
      pagination: config.async,
      fileUpload: true,
    }),
    pollPolicy: config.pollPolicy,

    start: (request) =>
      guarded(async () => {
        const result = await http.post('start', config.startURL, form(startFields(request)));
        return result.ok ? startedChat(result.value, context('start')) : result;
      }),

    poll: (session, position, typingPreview) =>
      guarded(() =>
        batchCall(
          session,
          'refresh',
          [
            ['transcriptPosition', String(position)],
            ['message', typingPreview],
          ],
          position,
        ),
      ),

    send: (session, message, position) =>
      guarded(() =>
        batchCall(
          session,
          'send',
          [
            ['message', message.text],
            ['messageType', message.messageType ?? 'text'],
            ['transcriptPosition', String(position)],
            [
              'eventAttributes',
              JSON.stringify({ [config.clientIdAttribute]: message.clientMessageId }),
            ],
          ],
          position,
        ),
      ),

    typing: (session, typing, preview, position) =>
      guarded(() =>
        batchCall(
          session,
          typing ? 'startTyping' : 'stopTyping',
          [
            ['message', preview],
            ['transcriptPosition', String(position)],
          ],
          position,
        ),
      ),

    disconnect: (session) => guarded(() => batchCall(session, 'disconnect', [], noPosition)),

    customNotice: (session, text, attributes) =>
      guarded(() => {
        const fields: Fields = [['message', text]];
        if (attributes !== undefined) fields.push(['eventAttributes', JSON.stringify(attributes)]);
        return batchCall(session, 'customNotice', fields, noPosition);
      }),

    updateData: (session, userData) =>
      guarded(() => batchCall(session, 'updateData', userDataFields(userData), noPosition)),

    fileLimits: (session) =>
      guarded(async () => {
        const result = await call(session, 'file/limits', multipart(sessionFields(session)));
        return result.ok ? { ok: true, value: fileLimitsOf(result.value) } : result;
      }),

    upload: (session, file, fileName) =>
      guarded(async () => {
        const body = multipart(sessionFields(session, ['alias', 'userId', 'secureKey']), {
          blob: file,
          name: fileName,
        });
        const result = await call(session, 'file', body);
        return result.ok ? uploadedFileOf(result.value) : result;
      }),

    downloadRequest: (session, fileId) => ({
      url: sessionURL(session, `file/${pathSegment(fileId)}/download`),
      fields: Object.fromEntries(sessionFields(session)),
    }),
  };
}
