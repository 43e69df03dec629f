import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { CloudV2SocketEvent, CloudV2WebSocketConstructor } from './cloud-v2.types';

/** API base the tests configure. */
export const dataURL = 'http://cloud.test';

/** Root of the guest conversations. */
export const conversations = `${dataURL}/api/v2/webchat/guest/conversations`;

/** The conversation of the fake server. */
export const conversationId = 'c1';

/** Session keys of the fake server's chat. */
export const session = Object.freeze({
  jwt: 'jwt-1',
  conversationId,
  memberId: 'me',
  eventStreamUri: 'ws://cloud.test/stream?jwt=jwt-1',
  lastMessageId: '',
});

/** Transport options of the tests (validated ones). */
export const baseOptions = {
  dataURL,
  deploymentKey: 'dep-1',
  orgGuid: 'org-1',
  interactionData: { routing: { targetAddress: 'Support' } },
};

/** A wire message. */
export interface WireMessage {
  id: string;
  sender: { id: string };
  body: string;
  bodyType: string;
  timestamp: string;
}

/** A wire member. */
export interface WireMember {
  id: string;
  displayName: string;
  role: string;
  state: string;
}

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** Whether the request may outlive the page (`fetch`'s `keepalive`). */
  keepalive: boolean;
}

/** An in-memory guest chat API served through msw. */
export interface FakeCloud {
  /** The transcript, oldest first. */
  messages: WireMessage[];
  /** Members by id. */
  members: Map<string, WireMember>;
  /** Every request, in order. */
  seen: SeenRequest[];
  /** Adds a message to the transcript and returns it. */
  add(sender: string, bodyType: string, body?: string): WireMessage;
}

let counter = 0;

/** A wire message (ids are unique across a test run). */
export function wireMessage(sender: string, bodyType: string, body = ''): WireMessage {
  counter += 1;
  return {
    id: `msg-${counter}`,
    sender: { id: sender },
    body,
    bodyType,
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, counter)).toISOString(),
  };
}

const errorBody = (status: number, code: string) =>
  HttpResponse.json({ status, code, message: `error ${code}` }, { status });

/** Serves the guest chat API of conversation c1 with the customer `me` from memory. */
export function fakeCloud(server: Pick<SetupServer, 'use'>): FakeCloud {
  const cloud: FakeCloud = {
    messages: [],
    members: new Map([
      ['me', { id: 'me', displayName: 'Ada', role: 'CUSTOMER', state: 'CONNECTED' }],
      ['anna', { id: 'anna', displayName: 'Anna', role: 'AGENT', state: 'CONNECTED' }],
      ['bot', { id: 'bot', displayName: '', role: 'WORKFLOW', state: 'CONNECTED' }],
    ]),
    seen: [],
    add(sender, bodyType, body = '') {
      const message = wireMessage(sender, bodyType, body);
      cloud.messages.push(message);
      return message;
    },
  };
  const base = `${conversations}/${conversationId}`;
  server.use(
    http.all('*', async ({ request }) => {
      cloud.seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.clone().text(),
        keepalive: request.keepalive,
      });
      return undefined;
    }),
    http.post(conversations, () =>
      HttpResponse.json({
        id: conversationId,
        jwt: session.jwt,
        eventStreamUri: session.eventStreamUri,
        member: { id: 'me' },
      }),
    ),
    http.get(`${base}/members/:memberId`, ({ params }) => {
      const member = cloud.members.get(String(params.memberId));
      return member ? HttpResponse.json(member) : errorBody(404, 'not.found');
    }),
    http.delete(`${base}/members/me`, () => {
      const me = cloud.members.get('me');
      if (me) me.state = 'DISCONNECTED';
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/members/me/messages`, async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      return HttpResponse.json(cloud.add('me', 'standard', body));
    }),
    http.post(`${base}/members/me/typing`, () =>
      HttpResponse.json({ id: 'typing-1', sender: { id: 'me' } }),
    ),
    http.get(`${base}/messages`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const all = cloud.messages;
      const position = (id: string | null, fallback: number) =>
        id === null ? fallback : all.findIndex((message) => message.id === id);
      const from = position(query.get('after'), -1) + 1;
      const to = position(query.get('before'), all.length);
      const range = all.slice(from, Math.max(from, to));
      const size = Number(query.get('maxResults') ?? 100);
      const ascending = query.get('sortOrder') === 'ascending';
      const entities = ascending ? range.slice(0, size) : range.slice(-size).reverse();
      const last = entities.at(-1)?.id ?? '';
      const next =
        range.length > size
          ? `/api/v2/webchat/guest/conversations/c1/messages?${ascending ? 'after' : 'before'}=${last}&sortOrder=${ascending ? 'ascending' : 'descending'}&maxResults=${size}`
          : undefined;
      return HttpResponse.json({ entities, pageSize: entities.length, ...(next ? { next } : {}) });
    }),
  );
  return cloud;
}

/** A fake WebSocket the test drives. */
export interface FakeSocket {
  /** The URL it was opened with. */
  url: string;
  /** Whether the transport closed it. */
  closed: boolean;
  /** Reports the socket open. */
  open(): void;
  /** Delivers a frame (an object is sent as JSON text). */
  frame(frame: unknown): void;
  /** Reports an error and a close. */
  fail(): void;
}

/** A WebSocket constructor whose instances the test drives. */
export function fakeWebSockets(): {
  WebSocket: CloudV2WebSocketConstructor;
  sockets: FakeSocket[];
} {
  const sockets: FakeSocket[] = [];
  class Socket implements FakeSocket {
    closed = false;
    private listeners = new Map<string, ((event: CloudV2SocketEvent) => void)[]>();
    constructor(readonly url: string) {
      sockets.push(this);
    }
    addEventListener(type: string, listener: (event: CloudV2SocketEvent) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.closed = true;
    }
    private emit(type: string, event: CloudV2SocketEvent = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
    open() {
      this.emit('open');
    }
    frame(frame: unknown) {
      this.emit('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
    }
    fail() {
      this.emit('error');
      this.emit('close');
    }
  }
  return { WebSocket: Socket, sockets };
}

/** A `message` frame of the conversation. */
export function messageFrame(message: WireMessage): unknown {
  return {
    topicName: `v2.conversations.chats.${conversationId}.messages`,
    eventBody: { ...message, conversation: { id: conversationId } },
    metadata: { correlationId: 'x', type: 'message' },
    version: '2',
  };
}

/** A `member-change` frame. */
export function memberChangeFrame(id: string, state: string): unknown {
  return {
    topicName: `v2.conversations.chats.${conversationId}.members`,
    eventBody: { conversation: { id: conversationId }, member: { id, state } },
    metadata: { correlationId: 'x', type: 'member-change' },
    version: '2',
  };
}

/** A `typing-indicator` frame. */
export function typingFrame(sender: string): unknown {
  return {
    topicName: `v2.conversations.chats.${conversationId}.messages`,
    eventBody: {
      conversation: { id: conversationId },
      sender: { id: sender },
      timestamp: '2026-01-01T00:00:00.000Z',
    },
    metadata: { correlationId: 'x', type: 'typing-indicator' },
    version: '2',
  };
}

/** The heartbeat frame. */
export const heartbeat = {
  topicName: 'channel.metadata',
  eventBody: { message: 'WebSocket Heartbeat' },
};
