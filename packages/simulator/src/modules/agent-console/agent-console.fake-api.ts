import type { WebSocket } from 'ws';
import type { SimulatorModule } from '../../module';

/** Who sent a transcript event. */
export interface FakeParticipant {
  /** Participant id within the chat. */
  participantId: number;
  /** Display name. */
  nickname: string;
  /** Role of the participant. */
  type: 'Client' | 'Agent' | 'Supervisor' | 'External';
}

/** One transcript event as `GET /sim/api/chats/:id/transcript` returns it. */
export interface FakeEvent {
  /** Position in the transcript. */
  index: number;
  /** Event type (`Message`, `ParticipantJoined`, ...). */
  type: string;
  /** The sender. */
  from: FakeParticipant;
  /** Text, when the event has any. */
  text?: string;
  /** ISO time of the event. */
  time: string;
  /** User data (file details for `FileUploaded`). */
  userData?: Record<string, string>;
  /** Event attributes (structured content for rich media). */
  eventAttributes?: Record<string, unknown>;
}

/** One chat of the fake control API. */
export interface FakeChat {
  /** Chat id. */
  id: string;
  /** Transport that carries the chat. */
  transport: string;
  /** Lifecycle state. */
  state: 'waiting' | 'active' | 'ended';
  /** What the visitor entered on the form. */
  visitor: {
    /** Nickname. */
    nickname?: string;
    /** First name. */
    firstName?: string;
    /** Last name. */
    lastName?: string;
    /** E-mail address. */
    emailAddress?: string;
    /** Subject. */
    subject?: string;
  };
  /** ISO creation time. */
  createdAt: string;
  /** The transcript. */
  events: FakeEvent[];
}

/** A request the fake received. */
export interface FakeCall {
  /** HTTP method. */
  method: string;
  /** Path after `/sim/api`, e.g. `/chats/chat-1/agent/join`. */
  path: string;
  /** Parsed JSON body, if any. */
  body: unknown;
}

/** An event log entry to announce on the events socket. */
export interface FakeLogEntry {
  /** Module that appended it. */
  module: string;
  /** What happened, as `domain.verb`. */
  type: string;
  /** The entry's payload. */
  data: unknown;
}

/** A fake of the chat control API the agent console talks to, for browser tests. */
export interface FakeChatApi {
  /** The module to load next to the agent console. */
  module: SimulatorModule;
  /** The chats, mutable by the test. */
  chats: FakeChat[];
  /** The callbacks `/callbacks` lists (as the callbacks control API does), mutable by the test. */
  callbacks: Record<string, unknown>[];
  /** The requests `/click-to-call` lists (as the click-to-call control API does), mutable by the test. */
  clickToCall: Record<string, unknown>[];
  /** The co-browse sessions `/cobrowse` lists (as its control API does), mutable by the test. */
  coBrowseSessions: Record<string, unknown>[];
  /** The messages `/send-message` lists (as the send-message control API does), mutable by the test. */
  sendMessages: Record<string, unknown>[];
  /** Every agent command received, oldest first. */
  calls: FakeCall[];
  /** The path (after `/sim/api`) of every chat list and transcript read, oldest first. */
  reads: string[];
  /** Commands to refuse: path after `/sim/api` -> status and message. */
  failures: Map<string, { status: number; message: string }>;
  /** Commands whose answer waits, after the command took effect: path after `/sim/api` -> the promise it waits for. */
  holds: Map<string, Promise<void>>;
  /** Appends an event to a chat's transcript and announces it on the events socket. */
  addEvent(chatId: string, event: Omit<FakeEvent, 'index' | 'time'>): FakeEvent;
  /** Sends a log entry to every events socket whose `modules` query (if any) names its module. */
  announce(entry: FakeLogEntry): void;
}

/** Options of {@link createFakeChatApi}. */
export interface FakeChatApiOptions {
  /** Serve the events WebSocket; without it the console must fall back to polling. @default true */
  websocket?: boolean;
  /** The chats to start with. */
  chats: FakeChat[];
}

const isStaff = (participant: FakeParticipant) =>
  participant.type === 'Agent' || participant.type === 'Supervisor';

/** The agents and supervisors connected now, in the order they joined. */
function presentStaff(chat: FakeChat): FakeParticipant[] {
  const present = new Map<number, FakeParticipant>();
  for (const event of chat.events) {
    if (!isStaff(event.from)) continue;
    if (event.type === 'ParticipantJoined') present.set(event.from.participantId, event.from);
    if (event.type === 'ParticipantLeft') present.delete(event.from.participantId);
  }
  return [...present.values()];
}

/** Who an agent command speaks as: the named participant, else the agent who joined last. */
function speaker(chat: FakeChat, body: Record<string, unknown>): FakeParticipant {
  const present = presentStaff(chat);
  const named = present.find((participant) => participant.participantId === body.participantId);
  return named ?? present.at(-1) ?? { participantId: 2, nickname: 'Alex', type: 'Agent' };
}

/** Builds the fake chat control API; agent commands change the transcript as the real one would. */
export function createFakeChatApi(options: FakeChatApiOptions): FakeChatApi {
  // Each socket with the modules its `modules` query asked for (undefined: every module).
  const sockets = new Map<WebSocket, Set<string> | undefined>();
  let seq = 0;
  const api: FakeChatApi = {
    chats: options.chats,
    callbacks: [],
    clickToCall: [],
    coBrowseSessions: [],
    sendMessages: [],
    calls: [],
    reads: [],
    failures: new Map(),
    holds: new Map(),
    addEvent(chatId, event) {
      const chat = find(chatId);
      if (!chat) throw new Error(`No chat ${chatId}`);
      const index = (chat.events.at(-1)?.index ?? 0) + 1;
      const added = {
        ...event,
        index,
        time: new Date(Date.UTC(2030, 0, 1, 9, 0, index)).toISOString(),
      };
      chat.events.push(added);
      api.announce({ module: 'chat', type: 'chat.event', data: { chatId, index } });
      return added;
    },
    announce(entry) {
      seq += 1;
      const message = JSON.stringify({ seq, at: new Date().toISOString(), ...entry });
      for (const [socket, modules] of sockets) {
        if (!modules || modules.has(entry.module)) socket.send(message);
      }
    },
    module: {
      name: 'fake-chat-control',
      description: 'Fake chat control API for the agent console tests.',
      register(app, context) {
        const base = context.controlBase;
        // The callbacks the console lists under the chats (not counted in `reads`).
        app.get(`${base}/callbacks`, () => ({ callbacks: api.callbacks }));
        app.get(`${base}/click-to-call`, () => ({ requests: api.clickToCall }));
        app.get(`${base}/send-message`, () => ({ messages: api.sendMessages }));
        // The co-browse sessions the console lists, and the agent's End (not counted in `reads`).
        app.get(`${base}/cobrowse`, () => ({ online: true, sessions: api.coBrowseSessions }));
        app.post<{ Params: { token: string } }>(
          `${base}/cobrowse/sessions/:token/end`,
          (request) => {
            const session = api.coBrowseSessions.find(
              (item) => item['token'] === request.params.token,
            );
            if (session) session['state'] = 'ended';
            api.announce({ module: 'cobrowse', type: 'cobrowse.ended', data: {} });
            return { session };
          },
        );
        app.get(`${base}/chats`, () => {
          api.reads.push('/chats');
          return { chats: api.chats.map(({ events: _events, ...chat }) => chat) };
        });
        app.get<{ Params: { id: string } }>(`${base}/chats/:id/transcript`, (request, reply) => {
          api.reads.push(`/chats/${request.params.id}/transcript`);
          const chat = find(request.params.id);
          if (!chat) return reply.code(404).send({ error: 'Not Found', message: 'No such chat' });
          return { id: chat.id, state: chat.state, events: chat.events };
        });
        app.post<{ Params: { id: string; '*': string } }>(
          `${base}/chats/:id/*`,
          async (request, reply) => {
            const path = request.url.slice(base.length);
            api.calls.push({ method: 'POST', path, body: request.body });
            const failure = api.failures.get(path);
            if (failure) {
              return reply
                .code(failure.status)
                .send({ error: 'Refused', message: failure.message });
            }
            const chat = find(request.params.id);
            if (!chat) return reply.code(404).send({ error: 'Not Found', message: 'No such chat' });
            const answer = apply(
              chat,
              request.params['*'],
              (request.body ?? {}) as Record<string, unknown>,
            );
            await api.holds.get(path);
            return answer;
          },
        );
        if (options.websocket !== false) {
          app.get<{ Querystring: { modules?: string } }>(
            `${base}/events`,
            { websocket: true },
            (socket, request) => {
              const { modules } = request.query;
              sockets.set(socket, modules === undefined ? undefined : new Set(modules.split(',')));
              socket.on('close', () => sockets.delete(socket));
            },
          );
        }
      },
    },
  };

  function find(id: string): FakeChat | undefined {
    return api.chats.find((chat) => chat.id === id);
  }

  /** Applies an agent command as the real API does, answering with what it answers. */
  function apply(chat: FakeChat, command: string, body: Record<string, unknown>): object {
    if (command === 'agent/join') {
      const ids = chat.events.map((event) => event.from.participantId);
      const participant: FakeParticipant = {
        participantId: Math.max(1, ...ids) + 1,
        nickname: typeof body.name === 'string' ? body.name : 'Agent',
        type: 'Agent',
      };
      chat.state = 'active';
      return {
        participant,
        event: api.addEvent(chat.id, { type: 'ParticipantJoined', from: participant }),
      };
    }
    const from = speaker(chat, body);
    if (command === 'agent/leave') {
      return { event: api.addEvent(chat.id, { type: 'ParticipantLeft', from }) };
    } else if (command === 'agent/messages') {
      return { event: api.addEvent(chat.id, { type: 'Message', from, text: String(body.text) }) };
    } else if (command === 'agent/files') {
      const userData = { 'file-name': String(body.name) };
      return { event: api.addEvent(chat.id, { type: 'FileUploaded', from, userData }) };
    } else if (command === 'end') {
      chat.state = 'ended';
      for (const agent of presentStaff(chat)) {
        api.addEvent(chat.id, { type: 'ParticipantLeft', from: agent });
      }
      return { id: chat.id, state: chat.state };
    }
    return { typing: true };
  }

  return api;
}
