import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { ChatEngine } from '../../chat/chat-engine.types';
import { ChatError } from '../../chat/chat.errors';
import type { Conversation } from '../../chat/chat.types';
import { chatDomain } from '../../chat/chat.domain';
import type { SimulatorModule } from '../../module';
import {
  attachmentHeader,
  envelope,
  eventsFrom,
  gmsErrorOf,
  gmsSessions,
  limitsUserData,
  type EnvelopeParts,
  type GmsErrorBody,
  type GmsKeys,
} from './gms-chat.envelope';
import {
  acceptFormBodies,
  FormBodyError,
  nestFormEntries,
  type FormEntries,
  type FormObject,
} from './gms-chat.form';
import {
  sessionFieldsSchema,
  startErrors,
  visitorOfStart,
  startFieldsSchema,
  type GmsErrorEntry,
  type SessionFields,
} from './gms-chat.schemas';

/** Path of the GMS chat service, relative to the server root. */
export const GMS_CHAT_BASE = '/genesys/2/chat/:serviceName';

/** What an operation on an existing chat works with. */
export interface GmsOperationInput {
  /** The chat engine. */
  chat: ChatEngine;
  /** The chat. */
  conversation: Conversation;
  /** The parsed session fields. */
  fields: SessionFields;
  /** Every field, nested by bracket names (files included). */
  form: FormObject;
  /** The simulator clock's time, in epoch milliseconds. */
  now: number;
}

/** One GMS operation on an existing chat (`POST .../{chatId}/{name}`). */
export interface GmsOperation {
  /** Position the messages start from when the request names none; none are returned otherwise. */
  defaultPosition?: number;
  /** Performs the operation; may override the messages or add `userData` to the envelope. */
  run(input: GmsOperationInput): EnvelopeParts | void | Promise<EnvelopeParts | void>;
}

/** Route generic of the GMS routes: bodies arrive as form entries (see acceptFormBodies). */
interface ChatRoute {
  /** Path parameters. */
  Params: { serviceName: string; chatId: string; fileId?: string };
  /** The parsed form. */
  Body: FormEntries | undefined;
}

const mebibyte = 1024 * 1024;

/** Accepts the URL-encoded and multipart bodies of GMS requests, files up to twice `maxFileSize` included. */
export function acceptGmsForms(app: FastifyInstance, maxFileSize: number): void {
  acceptFormBodies(app, Math.max(2 * maxFileSize, mebibyte) + mebibyte);
}

/** Answers a GMS refusal: `{ statusCode: 2, errors: [entry] }` with the HTTP `status`. */
export function sendGmsRefusal(reply: FastifyReply, status: number, entry: GmsErrorEntry) {
  const body: GmsErrorBody = { statusCode: 2, errors: [entry] };
  return reply.code(status).send(body);
}

/** Thrown for a request GMS refuses; answered in the chat's envelope on a known session, else as a bare GMS error. */
export class GmsRefusal extends Error {
  /** Builds the refusal from the HTTP status and the GMS error entry. */
  constructor(
    readonly status: number,
    readonly entry: GmsErrorEntry,
  ) {
    super(entry.advice);
  }
}

/** The HTTP status and GMS error entry of a refused request or chat operation; `undefined` for any other error. */
export function gmsFailureOf(error: unknown): { status: number; entry: GmsErrorEntry } | undefined {
  if (error instanceof GmsRefusal) return error;
  if (error instanceof ChatError) return gmsErrorOf(error);
  if (error instanceof FormBodyError)
    return { status: 400, entry: { code: 400, advice: error.message } };
  return undefined;
}

/** Error handler of GMS routes: a refusal with its own status and entry, any other error with its HTTP status. */
export function answerGmsError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const failure = gmsFailureOf(error);
  if (failure) return sendGmsRefusal(reply, failure.status, failure.entry);
  const status = error.statusCode ?? 500;
  return sendGmsRefusal(reply, status, { code: status, advice: error.message });
}

/** The HTTP status and answer of a refusal on a known session: its envelope with `statusCode` 2 and the error (protocols 10); rethrows any other error. */
export function refusalInSession(conversation: Conversation, keys: GmsKeys, error: unknown) {
  const failure = gmsFailureOf(error);
  if (!failure) throw error;
  const errors = [failure.entry];
  return {
    status: failure.status,
    body: envelope(conversation, keys, { statusCode: 2, errors }),
  };
}

/** Answers a refusal on a known session with {@link refusalInSession}; rethrows any other error. */
export function refuseInSession(
  reply: FastifyReply,
  conversation: Conversation,
  keys: GmsKeys,
  error: unknown,
) {
  const { status, body } = refusalInSession(conversation, keys, error);
  return reply.code(status).send(body);
}

function parseFields<S extends z.ZodType>(schema: S, form: FormObject): z.output<S> {
  const result = schema.safeParse(form);
  if (result.success) return result.data;
  const advice = result.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  throw new GmsRefusal(400, { code: 400, advice });
}

function describeEntries(entries: FormEntries | undefined): Record<string, string> {
  return Object.fromEntries(
    (entries ?? []).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`,
    ]),
  );
}

/** The secure key a form names, read from its fields as sent so that a session is known before they are parsed. */
function secureKeyOf(entries: FormEntries): string | undefined {
  const value = entries.findLast(([name]) => name === 'secureKey')?.[1];
  return typeof value === 'string' ? value : undefined;
}

/** The session fields of a request on a chat; throws a GMS 400 refusal naming the bad ones. */
export function parseSessionFields(form: FormObject): SessionFields {
  return parseFields(sessionFieldsSchema, form);
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The operations on an existing chat, by their path after `{chatId}/`. */
export const gmsOperations: Record<string, GmsOperation> = {
  refresh: {
    defaultPosition: 1,
    run({ chat, conversation, fields }) {
      if (fields.message !== undefined) chat.setVisitorPreview(conversation.id, fields.message);
    },
  },
  send: {
    run({ chat, conversation, fields }) {
      if (fields.message === undefined) {
        throw new GmsRefusal(400, { code: 400, advice: 'message: is required' });
      }
      chat.visitorMessage(conversation.id, {
        text: fields.message,
        eventAttributes: fields.eventAttributes,
      });
    },
  },
  startTyping: {
    run({ chat, conversation, fields }) {
      chat.visitorTyping(conversation.id, true, fields.message);
    },
  },
  stopTyping: {
    run({ chat, conversation, fields }) {
      chat.visitorTyping(conversation.id, false, fields.message);
    },
  },
  disconnect: {
    run({ chat, conversation }) {
      chat.visitorLeave(conversation.id);
    },
  },
  customNotice: {
    run({ chat, conversation, fields }) {
      chat.visitorNotice(conversation.id, {
        text: fields.message ?? '',
        eventAttributes: fields.eventAttributes,
      });
    },
  },
  updateData: {
    run({ chat, conversation, fields }) {
      chat.updateData(conversation.id, fields.userData ?? {});
    },
  },
  requestNotifications: {
    defaultPosition: 1,
    run({ chat, conversation, fields }) {
      const userData = fields.userData ?? {};
      if (Object.keys(userData).length > 0) chat.updateData(conversation.id, userData);
      if (fields.message !== undefined) chat.setVisitorPreview(conversation.id, fields.message);
    },
  },
  file: {
    async run({ chat, conversation, form }) {
      const file = form.file;
      if (!(file instanceof File)) {
        throw new GmsRefusal(400, { code: 400, advice: 'file: a file part is required' });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const uploaded = chat.uploadFile(conversation.id, 'visitor', {
        name: file.name,
        bytes,
        mimeType: file.type,
      });
      return { userData: { 'file-id': uploaded.file.fileId } };
    },
  },
  'file/limits': {
    run({ chat, conversation, now }) {
      const userData = limitsUserData(chat.fileLimits(conversation.id));
      return { messages: [{ type: 'Notice', utcTime: now, userData }] };
    },
  },
};

/** GMS Chat API v2: start, poll, send, typing, notices, user data, files and disconnect. */
export const gmsChatModule: SimulatorModule = {
  name: 'gms-chat',
  description:
    'GMS Chat API v2: every POST under /genesys/2/chat/{service}, URL-encoded or multipart.',
  provides: [chatDomain],
  register(app, context) {
    const { engine } = context;
    const chat = context.domain(chatDomain);
    const settings = context.domainOptions(chatDomain);
    acceptGmsForms(app, settings.fileLimits.maxFileSize);

    app.addHook('onRequest', async (request, reply) => {
      if (settings.apiKey !== undefined && request.headers.apikey !== settings.apiKey) {
        return sendGmsRefusal(reply, 401, { code: 401, advice: 'Not authorised: apikey header' });
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      const params = request.params as Partial<ChatRoute['Params']>;
      context.emit('gms-chat.called', {
        path: request.url,
        chatId: params.chatId ?? null,
        fields: describeEntries(request.body as FormEntries | undefined),
        status: reply.statusCode,
      });
    });
    app.setErrorHandler(answerGmsError);

    // Looked up before the fields are parsed: a refusal on a known session carries its envelope (protocols 10).
    function session(request: FastifyRequest<ChatRoute>) {
      const { chatId } = request.params;
      const conversation = chat.get(chatId);
      const keys = engine.store.get(gmsSessions).get(chatId);
      if (!conversation || !keys || secureKeyOf(request.body ?? []) !== keys.secureKey) {
        throw new GmsRefusal(404, { code: 404, advice: 'Previous session not found' });
      }
      return { conversation, keys };
    }

    function readSessionFields(request: FastifyRequest<ChatRoute>) {
      const form = nestFormEntries(request.body ?? []);
      return { form, fields: parseSessionFields(form) };
    }

    app.post<ChatRoute>(GMS_CHAT_BASE, async (request, reply) => {
      const fields = parseFields(startFieldsSchema, nestFormEntries(request.body ?? []));
      if (!chat.serviceAvailable()) {
        return sendGmsRefusal(reply, 400, {
          code: 240,
          advice: 'Cannot start a new chat at this time',
        });
      }
      const errors = startErrors(fields);
      if (errors.length > 0) return reply.code(400).send({ statusCode: 2, errors });
      const conversation = chat.create({
        transport: 'gms-v2',
        visitor: visitorOfStart(fields),
        userData: fields.userData ?? {},
        text: fields.text,
        origin: `${request.protocol}://${request.host}`,
        details: {
          serviceName: request.params.serviceName,
          ...(fields.endpoint ? { endpoint: fields.endpoint } : {}),
        },
      });
      const keys: GmsKeys = {
        secureKey: hex(8),
        alias: settings.alias,
        userId: hex(8).toUpperCase(),
      };
      engine.store.get(gmsSessions).set(conversation.id, keys);
      return envelope(conversation, keys, { messages: eventsFrom(conversation, 1) });
    });

    for (const [name, operation] of Object.entries(gmsOperations)) {
      app.post<ChatRoute>(`${GMS_CHAT_BASE}/:chatId/${name}`, async (request, reply) => {
        const { conversation, keys } = session(request);
        try {
          const { form, fields } = readSessionFields(request);
          if (chat.takeUnavailable(conversation.id)) {
            return envelope(conversation, keys, { statusCode: 1 });
          }
          const now = engine.clock.now();
          const parts = await operation.run({ chat, conversation, fields, form, now });
          const position = fields.transcriptPosition ?? operation.defaultPosition;
          return envelope(conversation, keys, {
            messages: eventsFrom(conversation, position),
            ...parts,
          });
        } catch (error) {
          return refuseInSession(reply, conversation, keys, error);
        }
      });
    }

    app.post<ChatRoute>(
      `${GMS_CHAT_BASE}/:chatId/file/:fileId/download`,
      async (request, reply) => {
        const { conversation, keys } = session(request);
        try {
          readSessionFields(request);
          if (chat.takeUnavailable(conversation.id)) {
            return envelope(conversation, keys, { statusCode: 1 });
          }
          const file = chat.readFile(conversation.id, request.params.fileId ?? '');
          return reply
            .header('content-type', file.mimeType)
            .header('content-disposition', attachmentHeader(file.name))
            .send(Buffer.from(file.bytes));
        } catch (error) {
          return refuseInSession(reply, conversation, keys, error);
        }
      },
    );
  },
};
