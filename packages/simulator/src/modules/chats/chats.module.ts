import type { FastifyReply } from 'fastify';
import type * as z from 'zod';
import { ChatError } from '../../chat/chat.errors';
import { simulatorSurveyLinks } from '../../chat/survey-links';
import { bodyError, readJsonBody, toBodyIssues } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import { chatDomain } from '../../chat/chat.domain';
import type { SimulatorModule } from '../../module';
import {
  agentFileSchema,
  agentIdleSchema,
  agentJoinSchema,
  agentLeaveSchema,
  agentMessageSchema,
  agentSurveySchema,
  agentTypingSchema,
  serviceSchema,
  transcriptQuerySchema,
  unavailableSchema,
} from './chats.schemas';
import { surveyCancellations, toControlEvent, toSummary } from './chats.views';

/** Route generic of the chat control routes: bodies arrive as raw text (see acceptRawBodies). */
interface ChatRoute {
  /** Path parameters. */
  Params: { id: string };
  /** The raw body. */
  Body: string | undefined;
}

/** Thrown for a control request whose body or query does not validate; answered with HTTP 400. */
class InvalidRequest extends Error {
  /** Builds the error from the 400 payload. */
  constructor(readonly payload: ReturnType<typeof bodyError>) {
    super(payload.message);
  }
}

function read<S extends z.ZodType>(
  raw: string | undefined,
  schema: S,
  optional = false,
): z.output<S> {
  const result = readJsonBody(raw, schema, { optional });
  if (!result.ok) throw new InvalidRequest(bodyError(result.issues));
  return result.value;
}

function statusOf(error: ChatError): [number, string] {
  switch (error.code) {
    case 'not-found':
    case 'file-not-found':
      return [404, 'Not Found'];
    case 'ended':
    case 'no-agent':
    case 'not-carried':
      return [409, 'Conflict'];
    default:
      return [400, 'Bad Request'];
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Chat control: list and read chats, act as the agent, and turn the chat service's knobs. */
export const chatsModule: SimulatorModule = {
  name: 'chats',
  description:
    'Chat control: list chats and transcripts, act as the agent (join, messages, typing, files, idle, survey, leave, end) and turn the service knobs.',
  provides: [chatDomain],
  register(app, context) {
    const { engine, controlBase } = context;
    const chat = context.domain(chatDomain);
    acceptRawBodies(app);
    app.setErrorHandler((error, _request, reply: FastifyReply) => {
      if (error instanceof InvalidRequest) return reply.code(400).send(error.payload);
      if (error instanceof ChatError) {
        const [status, text] = statusOf(error);
        return reply.code(status).send({ error: text, code: error.code, message: error.message });
      }
      return reply.send(error);
    });

    const chats = `${controlBase}/chats`;
    const origin = (request: { protocol: string; host: string }) =>
      `${request.protocol}://${request.host}`;

    app.get(chats, () => ({ chats: chat.list().map(toSummary) }));
    app.get<ChatRoute>(`${chats}/:id`, (request) => toSummary(chat.require(request.params.id)));
    app.get<ChatRoute>(`${chats}/:id/transcript`, (request) => {
      const query = transcriptQuerySchema.safeParse(request.query);
      if (!query.success) {
        throw new InvalidRequest(bodyError(toBodyIssues(query.error.issues, 'query'), 'query'));
      }
      const conversation = chat.require(request.params.id);
      return {
        id: conversation.id,
        state: conversation.state,
        nextIndex: conversation.events.length + 1,
        events: chat.transcript(conversation.id, query.data.from).map(toControlEvent),
      };
    });

    app.post<ChatRoute>(`${chats}/:id/agent/join`, (request) => {
      const body = read(request.body, agentJoinSchema, true);
      const participant = chat.agentJoin(request.params.id, body);
      const event = chat
        .transcript(request.params.id)
        .findLast(
          (entry) =>
            entry.type === 'ParticipantJoined' &&
            entry.from.participantId === participant.participantId,
        );
      return { participant, event: event && toControlEvent(event) };
    });
    app.post<ChatRoute>(`${chats}/:id/agent/messages`, (request) => {
      const body = read(request.body, agentMessageSchema);
      return { event: toControlEvent(chat.agentMessage(request.params.id, body)) };
    });
    app.post<ChatRoute>(`${chats}/:id/agent/typing`, (request) => {
      const body = read(request.body, agentTypingSchema, true);
      const event = chat.agentTyping(request.params.id, body);
      return { typing: true, event: toControlEvent(event) };
    });
    app.post<ChatRoute>(`${chats}/:id/agent/leave`, (request) => {
      const body = read(request.body, agentLeaveSchema, true);
      return { event: toControlEvent(chat.agentLeave(request.params.id, body)) };
    });
    app.post<ChatRoute>(`${chats}/:id/agent/files`, (request) => {
      const body = read(request.body, agentFileSchema);
      const { file, event } = chat.uploadFile(request.params.id, 'agent', {
        name: body.name,
        bytes: new Uint8Array(Buffer.from(body.contentBase64, 'base64')),
        mimeType: body.mimeType,
        participantId: body.participantId,
      });
      const { bytes: _bytes, ...record } = file;
      return {
        file: { ...record, uploadedAt: new Date(record.uploadedAt).toISOString() },
        event: toControlEvent(event),
      };
    });
    app.post<ChatRoute>(`${chats}/:id/agent/idle`, (request) => {
      const body = read(request.body, agentIdleSchema);
      return { event: toControlEvent(chat.idle(request.params.id, body)) };
    });
    app.post<ChatRoute>(`${chats}/:id/agent/survey`, (request) => {
      const body = read(request.body, agentSurveySchema, true);
      const links = simulatorSurveyLinks(origin(request), request.params.id);
      const event = chat.survey(request.params.id, {
        surveyUrl: body.surveyUrl ?? links.surveyUrl,
        cancelUrl: body.cancelUrl ?? links.cancelUrl,
      });
      return { event: toControlEvent(event) };
    });
    app.post<ChatRoute>(`${chats}/:id/end`, (request) => toSummary(chat.end(request.params.id)));
    app.post<ChatRoute>(`${chats}/:id/unavailable`, (request) => {
      const { count } = read(request.body, unavailableSchema);
      return { id: request.params.id, remaining: chat.setUnavailable(request.params.id, count) };
    });

    app.get(`${controlBase}/chat/service`, () => ({ available: chat.serviceAvailable() }));
    app.post<ChatRoute>(`${controlBase}/chat/service`, (request) => {
      const { available } = read(request.body, serviceSchema);
      chat.setServiceAvailable(available);
      return { available };
    });

    app.get(`${controlBase}/survey/cancellations`, () => ({
      cancellations: engine.store.get(surveyCancellations),
    }));
    app.get<ChatRoute>(`${controlBase}/survey/:id`, (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Chat survey</title>` +
            `<h1>How did we do?</h1><p>Survey for chat ${escapeHtml(request.params.id)}, served by the cxkit simulator.</p></html>`,
        ),
    );
    app.post<ChatRoute>(`${controlBase}/survey/cancel/:id`, (request) => {
      const cancellation = {
        chatId: request.params.id,
        receivedAt: new Date(engine.clock.now()).toISOString(),
        body: request.body ?? '',
      };
      engine.store.get(surveyCancellations).push(cancellation);
      context.emit('chats.surveyCancelled', cancellation);
      return {};
    });
  },
};
