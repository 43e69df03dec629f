import type { StartChatRequest } from '../chat.types';
import type {
  ChatBatch,
  ChatTransport,
  DownloadRequest,
  SessionKeys,
  TransportResult,
} from '../transport.types';
import {
  answerWithin,
  describeIssues,
  failure,
  guarded,
  lateStartLimitMs,
  notSupported,
  pathSegment,
  protocolFailure,
  startedBefore,
  unsupported,
} from '../transport-results';
import { randomId } from '../../services/random-id/random-id';
import { isRecord } from '../wire-records';
import { createRestV3Http, errorItem } from './rest-v3.http';
import {
  batchOf,
  contentBaseOf,
  type NormaliseContext,
  type RestV3ImageAttachment,
} from './rest-v3.normalise';
import { resolveRestV3Options } from './rest-v3.options';
import {
  ackAnswerSchema,
  decodeClientToken,
  messagesAnswerSchema,
  startAnswerSchema,
} from './rest-v3.schema';
import type { RestV3Issue, RestV3Operation, RestV3TransportOptions } from './rest-v3.types';

type Fields = [name: string, value: string][];

/** The REST v3 transport: the shared interface plus paged history. */
export interface RestV3Transport extends ChatTransport {
  /** Reads up to a page of messages before `position` (`index` and `count` query), for paged history. */
  history(
    session: SessionKeys,
    position: number,
    count?: number,
  ): Promise<TransportResult<ChatBatch>>;
}

/** The image types shown from fetched copies (blob URLs). */
const rasterTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

/** The image types of the extensions `upload` accepts when the file names no MIME type. */
const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

const imageTypeOfName = (fileName: string): string | undefined =>
  imageTypes[/\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? ''];

// Transcript indexes start at 1, so an answer without messages leaves a fresh chat there.
const firstPosition = 1;
// Calls that ask for no transcript have no position to fall back on; 0 never moves a position forward.
const noPosition = 0;

/** Whether a file is an image, by its MIME type or else its name's extension. */
export function isImage(file: Blob, fileName: string): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/');
  return imageTypeOfName(fileName) !== undefined;
}

/** A bracket-form body with its own operation id, as every request of this transport carries one. */
function form(fields: Fields): URLSearchParams {
  return new URLSearchParams([...fields, ['operationId', randomId()]]);
}

/** Creates the Genesys Engage chat REST v3 transport (protocols section 3); throws a `RestV3ConfigError` for bad options. */
export function createRestV3Transport(options: RestV3TransportOptions): RestV3Transport {
  const config = resolveRestV3Options(options);
  const http = createRestV3Http(config);
  const contentBase = contentBaseOf(config.base);
  // Sessions this transport has had an answer for; a 401 on any other one is a restored session that is gone.
  const confirmed = new WeakSet<SessionKeys>();
  const replayedStart = startedBefore();

  function report(issue: RestV3Issue): void {
    try {
      config.onIssue?.(issue);
    } catch {
      // A failing observer must not turn a good answer into a failed call.
    }
  }

  // Fetched images by address, as blob URLs: the server answers them only with the client key, and a
  // poll may list the whole transcript again.
  const images = new Map<string, Promise<string | undefined>>();

  function localImage(session: SessionKeys, url: string): Promise<string | undefined> {
    let local = images.get(url);
    if (!local) {
      local = http.image(url, session.clientToken ?? '').then((blob) => {
        // Raster images only: an SVG opened from a blob URL would run its scripts in the page's origin.
        if (blob && rasterTypes.has(blob.type)) return URL.createObjectURL(blob);
        images.delete(url);
        return undefined;
      });
      images.set(url, local);
    }
    return local;
  }

  /** The batch with each image of its messages fetched: an image that cannot be is named without a picture. */
  async function withImages(session: SessionKeys, batch: ChatBatch): Promise<ChatBatch> {
    if (!batch.messages.some((message) => message.richMedia)) return batch;
    const messages = await Promise.all(
      batch.messages.map(async (message) => {
        if (!message.richMedia) return message;
        const { components } = message.richMedia.content as { components: RestV3ImageAttachment[] };
        const fetched = await Promise.all(
          components.map(async ({ url, text }) => {
            const local = await localImage(session, url);
            const named = text ? { text } : {};
            return local
              ? { type: 'attachment', url: local, image: local, ...named }
              : { type: 'attachment', ...named };
          }),
        );
        return {
          ...message,
          richMedia: { ...message.richMedia, content: { components: fetched } },
        };
      }),
    );
    return { ...batch, messages };
  }

  function context(operation: RestV3Operation): NormaliseContext {
    return { operation, contentBase, report };
  }

  function sessionURL(session: SessionKeys, path: string): string {
    return `${config.base}/${pathSegment(session.sessionId ?? '')}/${path}`;
  }

  function startFields(request: StartChatRequest): Fields {
    const fields: Fields = [];
    for (const name of [
      'firstName',
      'lastName',
      'nickname',
      'emailAddress',
      'subject',
      'text',
    ] as const) {
      const value = request[name];
      if (value !== undefined) fields.push([`data[${name}]`, value]);
    }
    const endpoint = request.endpoint ?? config.endpoint;
    if (endpoint) fields.push(['data[endpoint]', endpoint]);
    for (const [key, value] of Object.entries(request.userData))
      fields.push([`data[userData][${key}]`, value]);
    if (config.clientType) fields.push(['data[clientType]', config.clientType]);
    if (config.stream) fields.push(['data[stream]', config.stream]);
    return fields;
  }

  async function call(
    session: SessionKeys,
    operation: RestV3Operation,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: URLSearchParams | FormData,
  ): Promise<TransportResult<unknown>> {
    if (!session.sessionId || !session.clientToken) {
      return failure({
        kind: 'protocol',
        message: `Cannot ${operation}: the session keys lack a sessionId or clientToken`,
      });
    }
    const result = await http.send({
      operation,
      method,
      url: sessionURL(session, path),
      clientToken: session.clientToken,
      restoring: !confirmed.has(session),
      ...(body ? { body } : {}),
    });
    if (result.ok) confirmed.add(session);
    return result;
  }

  async function readMessages(
    session: SessionKeys,
    operation: 'poll' | 'history',
    query: Fields,
    position: number,
  ): Promise<TransportResult<ChatBatch>> {
    const search = new URLSearchParams([...query, ['operationId', randomId()]]);
    const result = await call(session, operation, 'GET', `messages?${search}`);
    if (!result.ok) return result;
    const parsed = messagesAnswerSchema.safeParse(result.value);
    if (!parsed.success) return protocolFailure(operation, describeIssues(parsed.error));
    return {
      ok: true,
      value: await withImages(session, batchOf(parsed.data.data, position, context(operation))),
    };
  }

  async function acknowledged(
    session: SessionKeys,
    operation: RestV3Operation,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: URLSearchParams | FormData,
    position: number,
  ): Promise<TransportResult<ChatBatch>> {
    const result = await call(session, operation, method, path, body);
    if (!result.ok) return result;
    if (result.value === undefined)
      return { ok: true, value: { messages: [], ended: undefined, nextPosition: position } };
    const parsed = ackAnswerSchema.safeParse(result.value);
    if (!parsed.success) return protocolFailure(operation, describeIssues(parsed.error));
    const { data, chatEnded } = parsed.data;
    return {
      ok: true,
      value: await withImages(
        session,
        batchOf(
          { messages: data?.messages, chatEnded: data?.chatEnded ?? chatEnded },
          position,
          context(operation),
        ),
      ),
    };
  }

  /** Starts a chat, waiting for the answer past the visitor's timeout (`answerWithin` ends a late one). */
  const startChat = (request: StartChatRequest) =>
    guarded(async (): Promise<TransportResult<{ session: SessionKeys; batch: ChatBatch }>> => {
      const result = await http.send({
        operation: 'start',
        method: 'POST',
        url: config.base,
        body: form(startFields(request)),
        timeoutMs: lateStartLimitMs,
      });
      if (!result.ok) return result;
      const parsed = startAnswerSchema.safeParse(result.value);
      if (!parsed.success) return protocolFailure('start', describeIssues(parsed.error));
      const { clientToken } = parsed.data.data;
      const claims = decodeClientToken(clientToken);
      if ('problem' in claims) return protocolFailure('start', claims.problem);
      const replayed = replayedStart(claims.sessionId);
      if (replayed) return replayed;
      const session: SessionKeys = Object.freeze({ clientToken, ...claims });
      confirmed.add(session);
      return {
        ok: true,
        value: {
          session,
          batch: { messages: [], ended: undefined, nextPosition: firstPosition },
        },
      };
    });

  const transport: RestV3Transport = {
    name: 'pureengage-v3-rest',
    capabilities: Object.freeze({
      async: config.async,
      asyncClose: config.async ? 'hideChat' : 'endChat',
      pagination: config.async,
      fileUpload: true,
      // No custom notices to fence a transcript read: a doubtful send goes again.
      deliveryCheck: false,
      customNotice: false,
    }),
    pollPolicy: config.pollPolicy,

    start: (request) =>
      answerWithin(startChat(request), config.timeoutMs, (started) =>
        transport.disconnect(started.session),
      ),

    // The index is optional (protocols 3): it spares resending the transcript; a server that ignores it
    // sends everything, which the session de-duplicates.
    poll: (session, position) =>
      guarded(() =>
        readMessages(
          session,
          'poll',
          position > firstPosition ? [['index', String(position)]] : [],
          position,
        ),
      ),

    history: (session, position, count = config.pageSize) =>
      guarded(() => {
        const start = Math.max(firstPosition, position - count);
        const size = Math.max(0, position - start);
        return readMessages(
          session,
          'history',
          [
            ['index', String(start)],
            ['count', String(size)],
          ],
          noPosition,
        );
      }),

    send: (session, message, position) =>
      guarded(() =>
        acknowledged(
          session,
          'send',
          'POST',
          'messages',
          form([
            ['data[type]', 'Text'],
            ['data[text]', message.text],
          ]),
          position,
        ),
      ),

    typing: (session, typing, _preview, position) =>
      guarded(() =>
        acknowledged(
          session,
          'typing',
          'POST',
          'messages',
          form([['data[type]', typing ? 'TypingStarted' : 'TypingStopped']]),
          position,
        ),
      ),

    disconnect: (session) =>
      guarded(async () => {
        const result = await acknowledged(
          session,
          'disconnect',
          'DELETE',
          `participants/${pathSegment(session.participantId ?? '')}`,
          form([]),
          noPosition,
        );
        // The visitor has left once the server accepts the DELETE, whatever its body says.
        return result.ok ? { ok: true, value: { ...result.value, ended: true } } : result;
      }),

    customNotice: () => notSupported('custom notices'),

    updateData: (session, userData) =>
      guarded(() =>
        acknowledged(
          session,
          'userdata',
          'PUT',
          'userdata',
          form(Object.entries(userData).map(([key, value]) => [`data[${key}]`, value])),
          noPosition,
        ),
      ),

    // The API has no limits call; what the client knows is that it takes images only.
    fileLimits: () =>
      Promise.resolve({
        ok: true,
        value: { fileTypes: Object.keys(imageTypes), needAgent: false },
      }),

    upload: (session, file, fileName) =>
      guarded(async () => {
        if (!isImage(file, fileName)) {
          return failure({
            kind: 'rejected',
            status: 0,
            errors: [errorItem(415, 'INVALID_FILE_TYPE')],
          });
        }
        const operationId = randomId();
        const body = new FormData();
        // The server checks the part's type: a blob without one goes as the type its name says.
        const typed = file.type ? file : new Blob([file], { type: imageTypeOfName(fileName) });
        body.append('file', typed, fileName);
        body.append('operationId', operationId);
        const result = await call(session, 'images', 'POST', 'images', body);
        if (!result.ok) return result;
        const data = isRecord(result.value) ? result.value.data : undefined;
        const id = isRecord(data) ? (data.id ?? data.fileId) : undefined;
        return {
          ok: true,
          value: {
            fileId: typeof id === 'string' || typeof id === 'number' ? String(id) : operationId,
          },
        };
      }),

    downloadRequest: (): DownloadRequest => {
      throw new Error(unsupported('file download'));
    },
  };
  return transport;
}
