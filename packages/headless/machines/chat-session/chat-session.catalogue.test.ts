import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { enWebchat } from '../../services/i18n/en.webchat.pack';
import { createTranslator } from '../../services/i18n/translator';
import { createFakeChatTransport, type FakeChatTransport } from '../testing/fake-chat-transport';
import { connect, selectChatView, type ChatApi } from './chat-session.connect';
import { chatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';
import type { ChatErrorScope, ChatSessionInput } from './chat-session.types';

// Spec 2, section 8: every client-side error key, with its exact text where the spec gives one
// (for StartFailed it gives a meaning, 'issue starting; verify connection and required information').
const catalogue = {
  StartFailed: undefined,
  ChatUnavailable:
    "We're sorry but we cannot start a new chat at this time. Please try again later",
  CriticalFault:
    'Your chat session has ended unexpectedly due to an unknown issue. We apologize for the inconvenience',
  MessageFailed: 'Your message was not received successfully. Please try again',
  RestoreFailed: 'Unable to restore session',
  TransferFailed: 'Unable to transfer chat now',
  InviteFailed: 'Unable to generate invite',
  RestoredOffline: 'Messages taking longer than normal',
  ChatServerWentOffline: 'Messages taking longer than normal',
  Disconnected: undefined,
  Reconnected: undefined,
  FileTransferSizeError: 'File larger than allowed size',
  FileSendFailed: 'Unexpected disconnection, try again?',
  ChatError: undefined,
  Generic: 'An unexpected error occurred',
  AgentUnavailable: 'Sorry. There are no agents available. Please try later',
} as const;

type Key = keyof typeof catalogue;

/** Where each raised error belongs (the connection notices are not raised errors). */
const scopes: Partial<Record<Key, ChatErrorScope>> = {
  StartFailed: 'start',
  ChatUnavailable: 'start',
  CriticalFault: 'chat',
  MessageFailed: 'message',
  RestoreFailed: 'restore',
  TransferFailed: 'chat',
  InviteFailed: 'chat',
  RestoredOffline: 'connection',
  ChatServerWentOffline: 'connection',
  FileTransferSizeError: 'file',
  FileSendFailed: 'file',
  ChatError: 'chat',
  Generic: 'message',
  AgentUnavailable: 'chat',
};

let time = 1_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  time = 1_000_000;
});
afterEach(() => vi.useRealTimers());

const settle = async (ms = 0) => {
  time += ms;
  await vi.advanceTimersByTimeAsync(ms);
};

function chat(transport: FakeChatTransport = createFakeChatTransport(() => time)) {
  const input: ChatSessionInput = {
    transport,
    store: createCookieSessionStore(createCookieStore()),
    now: () => time,
  };
  const actor = createActor(chatSessionMachine, { input }).start();
  const api = (): ChatApi => connect(selectChatView(actor.getSnapshot()), actor.send);
  const start = async () => {
    api().start({ firstName: 'Ada', lastName: 'Lovelace' });
    await settle();
  };
  return { actor, api, transport, input, start };
}

/** Every error key the chat api shows now: raised errors, the connection line, failed messages and files. */
function shownKeys(api: ChatApi): string[] {
  return [
    ...api.errors.map((error) => error.key),
    ...(api.connectionNotice ? [api.connectionNotice.key] : []),
    ...api.pending.flatMap((entry) => (entry.error ? [entry.error.key] : [])),
    ...api.uploads.flatMap((upload) => (upload.error ? [upload.error.key] : [])),
  ];
}

const scenarios: Record<Key, () => Promise<ChatApi>> = {
  async StartFailed() {
    const c = chat();
    c.transport.fail('start', { kind: 'network', message: 'offline' });
    await c.start();
    return c.api();
  },
  async ChatUnavailable() {
    const c = chat();
    c.transport.fail('start', { kind: 'unavailable', status: 1 });
    await c.start();
    return c.api();
  },
  async CriticalFault() {
    const c = chat();
    await c.start();
    c.transport.fail('poll', { kind: 'rejected', status: 404, errors: [{ code: 404 }] });
    await settle(500);
    return c.api();
  },
  async MessageFailed() {
    const c = chat();
    await c.start();
    c.transport.fail('send', { kind: 'unavailable', status: 1 });
    c.api().sendMessage('hello');
    await settle();
    return c.api();
  },
  async RestoreFailed() {
    const c = chat();
    await c.start();
    c.actor.stop();
    time += 60_001;
    const next = createActor(chatSessionMachine, { input: c.input }).start();
    next.send({ type: 'session.restore' });
    return connect(selectChatView(next.getSnapshot()), next.send);
  },
  async TransferFailed() {
    const c = chat();
    c.api().createTransferLink('https://shop.test/');
    return c.api();
  },
  async InviteFailed() {
    const c = chat();
    await c.start();
    c.api().createInviteLink('javascript:alert(1)');
    return c.api();
  },
  async RestoredOffline() {
    const c = chat();
    await c.start();
    c.actor.stop();
    c.transport.fail('poll', { kind: 'unavailable', status: 1 });
    const next = createActor(chatSessionMachine, { input: c.input }).start();
    next.send({ type: 'session.restore' });
    await settle();
    return connect(selectChatView(next.getSnapshot()), next.send);
  },
  async ChatServerWentOffline() {
    const c = chat();
    await c.start();
    c.transport.fail(
      'poll',
      ...Array.from({ length: 6 }, () => ({ kind: 'unavailable', status: 1 }) as const),
    );
    for (let poll = 0; poll < 6; poll += 1) {
      c.actor.send({ type: 'poll.now' });
      await settle();
    }
    return c.api();
  },
  async Disconnected() {
    const c = chat();
    await c.start();
    c.transport.fail('poll', { kind: 'network', message: 'offline' });
    c.actor.send({ type: 'poll.now' });
    await settle();
    return c.api();
  },
  async Reconnected() {
    const c = chat();
    await c.start();
    c.transport.fail('poll', { kind: 'network', message: 'offline' });
    c.actor.send({ type: 'poll.now' });
    await settle();
    c.actor.send({ type: 'poll.now' });
    await settle();
    return c.api();
  },
  async FileTransferSizeError() {
    const c = chat();
    await c.start();
    c.api().upload(new Blob([new Uint8Array(5000)]), 'big.png');
    await settle();
    return c.api();
  },
  async FileSendFailed() {
    const c = chat();
    await c.start();
    c.transport.fail('upload', { kind: 'network', message: 'offline' });
    c.api().upload(new Blob(['x']), 'photo.png');
    await settle();
    return c.api();
  },
  async ChatError() {
    const c = chat();
    await c.start();
    c.transport.fail('poll', { kind: 'rejected', status: 2, errors: [{ code: 401 }], ended: true });
    c.actor.send({ type: 'poll.now' });
    await settle();
    return c.api();
  },
  async Generic() {
    const c = chat();
    await c.start();
    c.transport.fail('send', { kind: 'rejected', status: 400, errors: [{ code: 999 }] });
    c.api().sendMessage('hello');
    await settle();
    return c.api();
  },
  async AgentUnavailable() {
    const c = chat();
    await c.start();
    c.transport.endChat();
    await settle(500);
    return c.api();
  },
};

describe('the error catalogue (spec 2, section 8)', () => {
  const translate = createTranslator(enWebchat);

  it.each(Object.keys(catalogue) as Key[])('%s is reachable through the chat api', async (name) => {
    const api = await scenarios[name]();
    expect(shownKeys(api)).toContain(`webchat.errors.${name}`);
  });

  it.each(Object.entries(scopes))('%s is raised with scope %s', async (name, scope) => {
    const api = await scenarios[name as Key]();
    expect(api.errors.find((error) => error.key === `webchat.errors.${name}`)?.scope).toBe(scope);
  });

  it.each(Object.entries(catalogue).filter(([, text]) => text !== undefined))(
    '%s has the spec text in the English pack',
    (name, text) => {
      expect(translate(`webchat.errors.${name}`)).toBe(text);
    },
  );

  it.each(Object.keys(catalogue))('%s has a text of its own', (name) => {
    expect(translate(`webchat.errors.${name}`)).not.toBe(`webchat.errors.${name}`);
  });
});
