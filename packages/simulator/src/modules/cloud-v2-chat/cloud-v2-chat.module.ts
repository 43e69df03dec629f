import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ZodType } from 'zod';
import { ChatError, type ChatErrorCode } from '../../chat/chat.errors';
import type { ChatNotice, Conversation, Participant } from '../../chat/chat.types';
import { chatDomain } from '../../chat/chat.domain';
import type { SimulatorModule } from '../../module';
import { createFaultyPush } from '../faults/faults.push';
import {
  issueClientToken,
  verifyClientToken,
  type ClientTokenClaims,
} from '../rest-v3-chat/rest-v3-chat.token';
import {
  CLOUD_V2_CHAT_BASE,
  CLOUD_V2_STREAM_BASE,
  closingLeave,
  conversationUri,
  createRequestSchema,
  errorBody,
  frameOf,
  heartbeatFrame,
  memberIdOf,
  messageRequestSchema,
  messagesOf,
  membersQuerySchema,
  messagesQuerySchema,
  participantOfMember,
  toMember,
  toMessage,
  type CloudMessage,
  type MessagesQuery,
} from './cloud-v2-chat.wire';
import { CodedRefusal } from '../../http/coded-refusal';

/** The name push faults match for the event stream frames of a conversation (`POST /sim/api/faults` `route`). */
export const cloudPushChannel = (conversationId: string) => `/push/cloud-v2/${conversationId}`;

/** How long a customer's typing indicator lasts: the guest API has no "stopped typing". */
export const customerTypingMs = 3000;

const chatErrors: Record<ChatErrorCode, [number, string]> = {
  'not-found': [404, 'not.found'],
  ended: [400, 'chat.error.conversation.state'],
  'service-unavailable': [503, 'service.unavailable'],
  'empty-message': [400, 'bad.request'],
  'message-too-long': [400, 'chat.error.message.too.long'],
  'no-agent': [400, 'bad.request'],
  'agent-required': [400, 'bad.request'],
  'too-many-files': [400, 'bad.request'],
  'file-too-large': [400, 'bad.request'],
  'total-size-exceeded': [400, 'bad.request'],
  'file-type-not-allowed': [400, 'bad.request'],
  'file-not-found': [404, 'not.found'],
  'not-carried': [400, 'bad.request'],
};

/** Route generic of the guest API. */
interface CloudRoute {
  /** Path parameters. */
  Params: { conversationId?: string; memberId?: string; messageId?: string };
  /** The query string. */
  Querystring: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (`undefined` when empty). */
  Body: unknown;
}

type CloudRequest = FastifyRequest<CloudRoute>;

function parse<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  throw new CodedRefusal(
    400,
    'bad.request',
    `Invalid ${what}: ${path ? `${path}: ` : ''}${issue?.message ?? 'malformed'}`,
  );
}

function firstValues(query: CloudRoute['Querystring']): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    // Generated clients send unset parameters as empty values.
    if (first !== undefined && first !== '') values[key] = first;
  }
  return values;
}

function pageOfMessages(
  all: CloudMessage[],
  query: MessagesQuery,
): { entities: CloudMessage[]; next?: string } {
  const positionOf = (id: string) => {
    const position = all.findIndex((message) => message.id === id);
    if (position === -1) throw new CodedRefusal(400, 'bad.request', `Unknown message id ${id}`);
    return position;
  };
  const from = query.after === undefined ? 0 : positionOf(query.after) + 1;
  const to = query.before === undefined ? all.length : positionOf(query.before);
  const range = all.slice(from, Math.max(from, to));
  const ascending = query.sortOrder === 'ascending';
  const entities = ascending
    ? range.slice(0, query.maxResults)
    : range.slice(-query.maxResults).reverse();
  if (range.length <= query.maxResults) return { entities };
  const last = entities.at(-1)?.id ?? '';
  const params = new URLSearchParams(
    ascending
      ? { after: last, ...(query.before ? { before: query.before } : {}) }
      : { before: last, ...(query.after ? { after: query.after } : {}) },
  );
  params.set('sortOrder', query.sortOrder);
  params.set('maxResults', String(query.maxResults));
  return { entities, next: `${conversationUri(all[0]?.conversation.id ?? '')}/messages?${params}` };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Genesys Cloud guest chat API v2 (purecloud-v2-sockets): REST and the event stream WebSocket.
 * Push faults strike a stream's frames (not its heartbeats) on the channel
 * `/push/cloud-v2/{conversationId}`; `close` terminates the socket.
 */
export const cloudV2ChatModule: SimulatorModule = {
  name: 'cloud-v2-chat',
  description: `Genesys Cloud guest chat API v2 (purecloud-v2-sockets) under ${CLOUD_V2_CHAT_BASE}, with its event stream WebSocket; push faults match /push/cloud-v2/{conversationId}.`,
  provides: [chatDomain],
  register(app, context) {
    const { engine } = context;
    const chat = context.domain(chatDomain);
    const settings = context.domainOptions(chatDomain);
    // Per run of the process, not per reset: tokens of a reset run still verify and then find no conversation.
    const secret = randomBytes(32);
    const sockets = new Set<WebSocket>();
    const typingStops = new Map<string, () => void>();

    function refuse(reply: FastifyReply, status: number, code: string, message: string) {
      return reply.code(status).send(errorBody(status, code, message));
    }

    // The typing POST has no body but a JSON content type; Fastify's own parser refuses that.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const raw = String(body).trim();
      if (raw === '') return done(null, undefined);
      try {
        done(null, JSON.parse(raw) as unknown);
      } catch {
        done(new CodedRefusal(400, 'bad.request', 'Malformed JSON body'), undefined);
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      const params = request.params as CloudRoute['Params'];
      context.emit('cloud-v2-chat.called', {
        method: request.method,
        path: pathOf(request.url),
        conversationId: params.conversationId ?? null,
        status: reply.statusCode,
      });
    });
    app.setErrorHandler<FastifyError>((error, _request, reply) => {
      if (error instanceof CodedRefusal) {
        return refuse(reply, error.status, error.code, error.message);
      }
      if (error instanceof ChatError) {
        const [status, code] = chatErrors[error.code];
        return refuse(reply, status, code, error.message);
      }
      const status = error.statusCode ?? 500;
      return refuse(
        reply,
        status,
        status >= 500 ? 'internal.server.error' : 'bad.request',
        error.message,
      );
    });
    app.addHook('onClose', async () => {
      for (const socket of sockets) socket.terminate();
      for (const stop of typingStops.values()) stop();
    });

    function claimsOf(token: string | undefined): ClientTokenClaims | undefined {
      return token === undefined ? undefined : verifyClientToken(secret, token);
    }

    // A JWT this simulator signed for this conversation, then the conversation it names.
    function authenticate(request: CloudRequest): {
      conversation: Conversation;
      member: Participant;
    } {
      const header = request.headers.authorization;
      const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
      const claims = claimsOf(token);
      const conversationId = request.params.conversationId ?? '';
      if (!claims || claims.sessionId !== conversationId) {
        throw new CodedRefusal(401, 'bad.credentials', 'Invalid login credentials.');
      }
      const conversation = chat.get(conversationId);
      if (!conversation || conversation.transport !== 'cloud-v2') {
        throw new CodedRefusal(404, 'not.found', `No conversation ${conversationId}`);
      }
      if (chat.takeUnavailable(conversation.id)) {
        throw new CodedRefusal(503, 'service.unavailable', 'Temporarily unavailable');
      }
      const member = participantOfMember(conversation, claims.participantId);
      if (!member) throw new CodedRefusal(401, 'bad.credentials', 'Invalid login credentials.');
      return { conversation, member };
    }

    function memberOf(conversation: Conversation, memberId: string): Participant {
      const member = participantOfMember(conversation, memberId);
      if (!member) throw new CodedRefusal(404, 'not.found', `No member ${memberId}`);
      return member;
    }

    // The member named in the path must be the caller for what only the caller may do.
    function requireSelf(request: CloudRequest, self: Participant, conversation: Conversation) {
      const named = memberOf(conversation, request.params.memberId ?? '');
      if (named !== self) {
        throw new CodedRefusal(403, 'not.authorized', 'Only your own member can do that');
      }
    }

    app.post<CloudRoute>(CLOUD_V2_CHAT_BASE, async (request) => {
      const body = parse(createRequestSchema, request.body, 'CreateWebChatConversationRequest');
      const { memberInfo, routingTarget } = body;
      const fields = memberInfo.customFields ?? {};
      const conversation = chat.create({
        transport: 'cloud-v2',
        visitor: {
          nickname: memberInfo.displayName,
          firstName: memberInfo.firstName ?? fields.firstName ?? '',
          lastName: memberInfo.lastName ?? fields.lastName ?? '',
          emailAddress: memberInfo.email ?? fields.email ?? '',
          subject: fields.subject ?? fields.Subject ?? '',
        },
        userData: fields,
        origin: `${request.protocol}://${request.host}`,
        details: {
          organizationId: body.organizationId,
          deploymentId: body.deploymentId,
          targetAddress: routingTarget.targetAddress,
          ...(routingTarget.skills?.length ? { skills: routingTarget.skills.join(', ') } : {}),
          ...(routingTarget.language ? { language: routingTarget.language } : {}),
          ...(body.journeyContext?.customer ? { customer: body.journeyContext.customer.id } : {}),
        },
      });
      const customer = conversation.participants[0];
      const memberId = memberIdOf(conversation.id, customer?.participantId ?? 1);
      const jwt = issueClientToken(secret, {
        sessionId: conversation.id,
        participantId: memberId,
        iat: Math.floor(engine.clock.now() / 1000),
      });
      const ws = `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
      return {
        id: conversation.id,
        jwt,
        eventStreamUri: `${ws}${CLOUD_V2_STREAM_BASE}/${encodeURIComponent(conversation.id)}?jwt=${encodeURIComponent(jwt)}`,
        member: { id: memberId },
      };
    });

    const conversationPath = `${CLOUD_V2_CHAT_BASE}/:conversationId`;

    app.get<CloudRoute>(`${conversationPath}/members`, async (request) => {
      const { conversation } = authenticate(request);
      const query = parse(membersQuerySchema, firstValues(request.query), 'query');
      const members = conversation.participants
        .filter((party) => !query.excludeDisconnectedMembers || party.connected)
        .map((party) => toMember(conversation, party));
      const pageCount = Math.max(1, Math.ceil(members.length / query.pageSize));
      const uri = (pageNumber: number) =>
        `${conversationUri(conversation.id)}/members?pageSize=${query.pageSize}&pageNumber=${pageNumber}${query.excludeDisconnectedMembers ? '&excludeDisconnectedMembers=true' : ''}`;
      const start = (query.pageNumber - 1) * query.pageSize;
      return {
        entities: members.slice(start, start + query.pageSize),
        pageSize: query.pageSize,
        pageNumber: query.pageNumber,
        total: members.length,
        pageCount,
        firstUri: uri(1),
        lastUri: uri(pageCount),
        selfUri: uri(query.pageNumber),
        ...(query.pageNumber < pageCount ? { nextUri: uri(query.pageNumber + 1) } : {}),
        ...(query.pageNumber > 1 ? { previousUri: uri(query.pageNumber - 1) } : {}),
      };
    });

    app.get<CloudRoute>(`${conversationPath}/members/:memberId`, async (request) => {
      const { conversation } = authenticate(request);
      return toMember(conversation, memberOf(conversation, request.params.memberId ?? ''));
    });

    app.delete<CloudRoute>(`${conversationPath}/members/:memberId`, async (request, reply) => {
      const { conversation, member } = authenticate(request);
      requireSelf(request, member, conversation);
      chat.visitorLeave(conversation.id);
      return reply.code(204).send();
    });

    app.post<CloudRoute>(`${conversationPath}/members/:memberId/messages`, async (request) => {
      const { conversation, member } = authenticate(request);
      requireSelf(request, member, conversation);
      const body = parse(messageRequestSchema, request.body, 'CreateWebChatMessageRequest');
      const event = chat.visitorMessage(conversation.id, { text: body.body });
      return toMessage(conversation, event);
    });

    app.post<CloudRoute>(`${conversationPath}/members/:memberId/typing`, async (request) => {
      const { conversation, member } = authenticate(request);
      requireSelf(request, member, conversation);
      if (conversation.state === 'ended') {
        throw new CodedRefusal(400, 'chat.error.conversation.state', 'The conversation has ended');
      }
      chat.visitorTyping(conversation.id, true);
      typingStops.get(conversation.id)?.();
      typingStops.set(
        conversation.id,
        engine.timers.set(() => {
          typingStops.delete(conversation.id);
          if (chat.get(conversation.id)?.state !== 'ended')
            chat.visitorTyping(conversation.id, false);
        }, customerTypingMs),
      );
      const uri = conversationUri(conversation.id);
      return {
        id: crypto.randomUUID(),
        conversation: { id: conversation.id, selfUri: uri },
        sender: { id: memberIdOf(conversation.id, member.participantId) },
        timestamp: new Date(engine.clock.now()).toISOString(),
      };
    });

    app.get<CloudRoute>(`${conversationPath}/messages`, async (request) => {
      const { conversation } = authenticate(request);
      const query = parse(messagesQuerySchema, firstValues(request.query), 'query');
      const page = pageOfMessages(messagesOf(conversation), query);
      return {
        entities: page.entities,
        pageSize: page.entities.length,
        selfUri: request.url,
        ...(page.next ? { next: page.next } : {}),
      };
    });

    app.get<CloudRoute>(`${conversationPath}/messages/:messageId`, async (request) => {
      const { conversation } = authenticate(request);
      const message = messagesOf(conversation).find((item) => item.id === request.params.messageId);
      if (!message) {
        throw new CodedRefusal(404, 'not.found', `No message ${request.params.messageId ?? ''}`);
      }
      return message;
    });

    app.get<CloudRoute>(
      `${CLOUD_V2_STREAM_BASE}/:conversationId`,
      {
        websocket: true,
        // Runs before the upgrade, so a bad token is answered with a plain HTTP 401.
        preValidation: async (request, reply) => {
          const jwt = firstValues(request.query).jwt;
          const claims = claimsOf(jwt);
          const conversationId = request.params.conversationId ?? '';
          if (!claims || claims.sessionId !== conversationId) {
            await refuse(reply, 401, 'bad.credentials', 'Invalid login credentials.');
          } else if (chat.get(conversationId)?.transport !== 'cloud-v2') {
            await refuse(reply, 404, 'not.found', `No conversation ${conversationId}`);
          }
        },
      },
      (socket, request) => {
        const conversationId = request.params.conversationId ?? '';
        sockets.add(socket);
        const sendNow = (frame: string) => {
          if (socket.readyState === socket.OPEN) socket.send(frame);
        };
        const faulty = createFaultyPush({
          context,
          channel: cloudPushChannel(conversationId),
          send: sendNow,
          close: () => socket.terminate(),
        });
        const send = (frame: object) => faulty.send(JSON.stringify(frame));
        const memberChange = (party: Participant) =>
          send(
            frameOf(conversationId, 'member-change', {
              conversation: { id: conversationId },
              member: {
                id: memberIdOf(conversationId, party.participantId),
                state: party.connected ? 'CONNECTED' : 'DISCONNECTED',
              },
              timestamp: new Date(engine.clock.now()).toISOString(),
            }),
          );
        const onNotice = (notice: ChatNotice) => {
          const { conversation } = notice;
          if (notice.kind === 'ended') {
            const leave = closingLeave(conversation);
            if (leave) send(frameOf(conversationId, 'message', { ...leave }));
            const customer = conversation.participants.find((party) => party.type === 'Client');
            if (leave && customer) memberChange(customer);
            return;
          }
          const { event } = notice;
          if (event.type === 'TypingStarted') {
            send(
              frameOf(conversationId, 'typing-indicator', {
                conversation: { id: conversationId },
                sender: { id: memberIdOf(conversationId, event.from.participantId) },
                timestamp: new Date(event.utcTime).toISOString(),
              }),
            );
            return;
          }
          const message = toMessage(conversation, event);
          if (!message) return;
          send(frameOf(conversationId, 'message', { ...message }));
          const party = conversation.participants.find(
            (item) => item.participantId === event.from.participantId,
          );
          if (party && message.bodyType.startsWith('member-')) memberChange(party);
        };
        const unsubscribe = chat.subscribe(onNotice, { chatId: conversationId });
        const beat = JSON.stringify(heartbeatFrame);
        const heartbeat = setInterval(() => sendNow(beat), settings.cloudHeartbeatMs);
        socket.on('close', () => {
          faulty.dispose();
          clearInterval(heartbeat);
          unsubscribe();
          sockets.delete(socket);
        });
        sendNow(beat);
      },
    );
  },
};
