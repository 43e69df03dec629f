import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatEngine } from '../../chat/chat-engine.types';
import { guessMimeType } from '../../chat/chat-files';
import { ChatError, type ChatErrorCode } from '../../chat/chat.errors';
import type { Conversation } from '../../chat/chat.types';
import { chatDomain } from '../../chat/chat.domain';
import type { SimulatorModule } from '../../module';
import { tooDeep, withinDepth } from '../../http/json-body';
import {
  acceptFormBodies,
  emptyFormObject,
  FormBodyError,
  nestFormEntries,
  toStringRecord,
  type FormEntries,
  type FormObject,
  type FormValue,
} from '../gms-chat/gms-chat.form';
import { selectEvents, toV3Message, type TranscriptPage } from './rest-v3-chat.messages';
import { issueClientToken, verifyClientToken, type ClientTokenClaims } from './rest-v3-chat.token';
import { CodedRefusal } from '../../http/coded-refusal';

/** Path of the REST v3 chat sessions, relative to the server root. */
export const REST_V3_CHAT_BASE = '/nexus/v3/chat/sessions';

/** Header that carries the client token after start. */
export const CLIENT_KEY_HEADER = 'x-nexus-client-key';

/** The error body of every refused REST v3 request. */
export interface V3ErrorBody {
  /** Why the request was refused. */
  status: {
    /** Machine code (`INVALID_SESSION`, `AUTHENTICATION_REQUIRED`, ...). */
    code: string;
    /** A sentence for people. */
    message: string;
  };
}

/** The image MIME types `/images` accepts. */
export const imageMimeTypes: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

const chatErrors: Record<ChatErrorCode, [number, string]> = {
  'not-found': [404, 'INVALID_SESSION'],
  ended: [400, 'CHAT_ENDED'],
  'service-unavailable': [503, 'SERVICE_UNAVAILABLE'],
  'empty-message': [400, 'INVALID_MESSAGE'],
  'message-too-long': [400, 'MESSAGE_TOO_LONG'],
  'no-agent': [400, 'NO_AGENT'],
  'agent-required': [400, 'AGENT_REQUIRED'],
  'too-many-files': [400, 'LIMIT_FILE_COUNT'],
  'file-too-large': [400, 'LIMIT_FILE_SIZE'],
  'total-size-exceeded': [400, 'LIMIT_FILE_SIZE'],
  'file-type-not-allowed': [400, 'INVALID_FILE_TYPE'],
  'file-not-found': [404, 'FILE_NOT_FOUND'],
  'not-carried': [400, 'INVALID_REQUEST'],
};

/** Route generic: bodies are form entries (URL-encoded, multipart) or a JSON object. */
interface V3Route {
  /** Path parameters. */
  Params: { sessionId?: string; participantId?: string; fileId?: string };
  /** The query string. */
  Querystring: Record<string, string | string[] | undefined>;
  /** The parsed body. */
  Body: FormEntries | FormObject | undefined;
}

type V3Request = FastifyRequest<V3Route>;

// JSON bodies become the same nested string form as bracket-named fields.
function jsonToForm(value: unknown): FormValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object') return String(value);
  const form = emptyFormObject();
  for (const [key, item] of Object.entries(value)) {
    const converted = jsonToForm(item);
    if (converted !== undefined) form[key] = converted;
  }
  return form;
}

function acceptBodies(app: FastifyInstance, multipartLimit: number): void {
  acceptFormBodies(app, multipartLimit);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    try {
      const json: unknown = text === '' ? {} : JSON.parse(text);
      if (!withinDepth(json)) return done(new FormBodyError(`JSON body ${tooDeep}`), undefined);
      const form = jsonToForm(json);
      done(null, typeof form === 'object' && !(form instanceof File) ? form : {});
    } catch {
      done(new FormBodyError('Malformed JSON body'), undefined);
    }
  });
}

function formOf(request: V3Request): FormObject {
  const body = request.body;
  if (body === undefined) return {};
  return Array.isArray(body) ? nestFormEntries(body as FormEntries) : (body as FormObject);
}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function queryValue(request: V3Request, name: string): string | undefined {
  const value = request.query[name];
  return Array.isArray(value) ? value[0] : value;
}

function requireOperationId(request: V3Request, form: FormObject): string {
  const operationId = queryValue(request, 'operationId') ?? text(form.operationId);
  if (!operationId) {
    throw new CodedRefusal(400, 'INVALID_OPERATION_ID', 'operationId is required');
  }
  return operationId;
}

function pageOf(request: V3Request): TranscriptPage {
  const read = (name: 'index' | 'count') => {
    const raw = queryValue(request, name);
    if (raw === undefined || raw === '') return {};
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      throw new CodedRefusal(400, 'INVALID_PARAMETER', `${name} must be a whole number ≥ 0`);
    }
    return { [name]: value };
  };
  return { ...read('index'), ...read('count') };
}

/** What an authenticated request on a session works with. */
interface SessionCall {
  /** The chat. */
  conversation: Conversation;
  /** The verified token claims. */
  claims: ClientTokenClaims;
  /** The body, nested by bracket names. */
  form: FormObject;
}

function chatEnded(chat: ChatEngine, sessionId: string) {
  return { data: { chatEnded: chat.require(sessionId).state === 'ended' } };
}

/** Genesys Engage chat REST v3 ("Nexus"): start, poll, send, typing, images, user data and end. */
export const restV3ChatModule: SimulatorModule = {
  name: 'rest-v3-chat',
  description: `Genesys Engage chat REST v3 (pureengage-v3-rest) under ${REST_V3_CHAT_BASE}, JWT client tokens.`,
  provides: [chatDomain],
  register(app, context) {
    const chat = context.domain(chatDomain);
    const settings = context.domainOptions(chatDomain);
    // Per run of the process, not per reset: tokens of a reset run then still verify and get INVALID_SESSION.
    const secret = randomBytes(32);
    const mebibyte = 1024 * 1024;
    acceptBodies(app, Math.max(2 * settings.fileLimits.maxFileSize, mebibyte) + mebibyte);

    function refuse(reply: FastifyReply, status: number, code: string, message: string) {
      const body: V3ErrorBody = { status: { code, message } };
      return reply.code(status).send(body);
    }

    app.addHook('onRequest', async (request, reply) => {
      if (settings.apiKey !== undefined && request.headers['x-api-key'] !== settings.apiKey) {
        return refuse(reply, 401, 'INVALID_CONTACT_CENTER', 'Unknown or missing x-api-key');
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      const params = request.params as V3Route['Params'];
      context.emit('rest-v3-chat.called', {
        method: request.method,
        path: request.url,
        sessionId: params.sessionId ?? null,
        status: reply.statusCode,
      });
    });
    app.setErrorHandler<FastifyError>((error, _request, reply) => {
      if (error instanceof CodedRefusal)
        return refuse(reply, error.status, error.code, error.message);
      if (error instanceof ChatError) {
        const [status, code] = chatErrors[error.code];
        return refuse(reply, status, code, error.message);
      }
      const status = error.statusCode ?? 500;
      const code = status === 413 ? 'LIMIT_FILE_SIZE' : 'INVALID_REQUEST';
      return refuse(reply, status, code, error.message);
    });

    // Authentication first (a token this simulator signed), then the session it names.
    function authenticate(request: V3Request): {
      conversation: Conversation;
      claims: ClientTokenClaims;
    } {
      const header = request.headers[CLIENT_KEY_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      const claims = token === undefined ? undefined : verifyClientToken(secret, token);
      if (!claims) {
        throw new CodedRefusal(
          401,
          'AUTHENTICATION_REQUIRED',
          `A valid ${CLIENT_KEY_HEADER} is required`,
        );
      }
      const sessionId = request.params.sessionId ?? '';
      const conversation = chat.get(sessionId);
      if (!conversation || conversation.transport !== 'rest-v3') {
        throw new CodedRefusal(404, 'INVALID_SESSION', `No chat session ${sessionId}`);
      }
      if (claims.sessionId !== sessionId) {
        throw new CodedRefusal(
          401,
          'AUTHENTICATION_REQUIRED',
          'The client token is for another session',
        );
      }
      return { conversation, claims };
    }

    function sessionCall(request: V3Request): SessionCall {
      const form = formOf(request);
      requireOperationId(request, form);
      const { conversation, claims } = authenticate(request);
      if (chat.takeUnavailable(conversation.id)) {
        throw new CodedRefusal(503, 'SERVICE_UNAVAILABLE', 'Temporarily unavailable');
      }
      return { conversation, claims, form };
    }

    app.post<V3Route>(REST_V3_CHAT_BASE, async (request) => {
      const form = formOf(request);
      requireOperationId(request, form);
      const data = typeof form.data === 'object' && !(form.data instanceof File) ? form.data : {};
      const firstName = text(data.firstName) ?? '';
      const nickname = text(data.nickname) ?? '';
      if (nickname.trim() === '' && firstName.trim() === '') {
        throw new CodedRefusal(400, 'INVALID_NICKNAME', 'A nickname or a first name is required');
      }
      const endpoint = text(data.endpoint);
      const conversation = chat.create({
        transport: 'rest-v3',
        // Form fields beyond the names come along in `data` too (protocols 3, "…extra form fields").
        visitor: {
          nickname,
          firstName,
          lastName: text(data.lastName) ?? '',
          emailAddress: text(data.emailAddress) ?? '',
          subject: text(data.subject) ?? '',
        },
        userData: toStringRecord(data.userData),
        origin: `${request.protocol}://${request.host}`,
        details: endpoint ? { endpoint } : {},
      });
      const visitor = conversation.participants[0];
      const clientToken = issueClientToken(secret, {
        sessionId: conversation.id,
        participantId: String(visitor?.participantId ?? 1),
        iat: Math.floor(context.engine.clock.now() / 1000),
      });
      return { data: { clientToken } };
    });

    app.get<V3Route>(`${REST_V3_CHAT_BASE}/:sessionId/messages`, async (request) => {
      const { conversation } = sessionCall(request);
      const events = selectEvents(conversation.events, pageOf(request));
      return {
        data: {
          messages: events.map((event) => toV3Message(conversation, event)),
          chatEnded: conversation.state === 'ended',
        },
      };
    });

    app.post<V3Route>(`${REST_V3_CHAT_BASE}/:sessionId/messages`, async (request) => {
      const { conversation, form } = sessionCall(request);
      const data = typeof form.data === 'object' && !(form.data instanceof File) ? form.data : {};
      const type = text(data.type) ?? 'Text';
      const message = text(data.text);
      if (type === 'Text') {
        chat.visitorMessage(conversation.id, { text: message ?? '' });
      } else if (type === 'TypingStarted' || type === 'TypingStopped') {
        chat.visitorTyping(conversation.id, type === 'TypingStarted', message);
      } else {
        throw new CodedRefusal(400, 'INVALID_MESSAGE_TYPE', `Unsupported message type ${type}`);
      }
      return chatEnded(chat, conversation.id);
    });

    app.post<V3Route>(`${REST_V3_CHAT_BASE}/:sessionId/images`, async (request) => {
      const { conversation, form } = sessionCall(request);
      const file = form.file;
      if (!(file instanceof File)) {
        throw new CodedRefusal(400, 'INVALID_FILE_TYPE', 'file: an image part is required');
      }
      const mimeType = file.type || guessMimeType(file.name);
      if (!imageMimeTypes.includes(mimeType)) {
        throw new CodedRefusal(
          400,
          'INVALID_FILE_TYPE',
          `Only ${imageMimeTypes.join(', ')} images`,
        );
      }
      if (file.size > settings.fileLimits.maxFileSize) {
        throw new CodedRefusal(
          400,
          'LIMIT_FILE_SIZE',
          `Images up to ${settings.fileLimits.maxFileSize} bytes`,
        );
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      chat.uploadFile(conversation.id, 'visitor', { name: file.name, bytes, mimeType });
      return chatEnded(chat, conversation.id);
    });

    // The widget fetches `content[].url` with its auth headers only, so no operationId here.
    app.get<V3Route>(`${REST_V3_CHAT_BASE}/:sessionId/images/:fileId`, async (request, reply) => {
      const { conversation } = authenticate(request);
      const file = chat.readFile(conversation.id, request.params.fileId ?? '');
      return reply.header('content-type', file.mimeType).send(Buffer.from(file.bytes));
    });

    app.put<V3Route>(`${REST_V3_CHAT_BASE}/:sessionId/userdata`, async (request) => {
      const { conversation, form } = sessionCall(request);
      chat.updateData(conversation.id, toStringRecord(form.data));
      return chatEnded(chat, conversation.id);
    });

    app.delete<V3Route>(
      `${REST_V3_CHAT_BASE}/:sessionId/participants/:participantId`,
      async (request) => {
        const { conversation, claims } = sessionCall(request);
        if (request.params.participantId !== claims.participantId) {
          throw new CodedRefusal(404, 'INVALID_PARTICIPANT', 'Only the visitor can be removed');
        }
        chat.visitorLeave(conversation.id);
        return chatEnded(chat, conversation.id);
      },
    );
  },
};
