import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { createFakeChatTransport } from '../testing/fake-chat-transport';
import { transitionCoverage } from '../testing/transition-coverage';
import { chatSessionMachine } from './chat-session.machine';
import { encodeShareToken } from './chat-session.share';
import type { ChatSessionContext, ChatSessionInput, SavedSession } from './chat-session.types';

type Event = EventFromLogic<typeof chatSessionMachine>;

const batch = (index: number, ended: boolean | undefined) => ({
  messages: [
    {
      index,
      type: 'Message' as const,
      text: 'hi',
      timestamp: 0,
      html: false,
      userData: {},
      from: { id: '2', type: 'Agent' as const, name: 'Anna' },
      isTyping: false,
      restoring: false,
      eventAttributes: {},
    },
  ],
  ended,
  nextPosition: index + 1,
});
const surveyBatch = {
  ...batch(7, false),
  messages: [
    {
      ...batch(7, false).messages[0]!,
      type: 'CustomNotice' as const,
      from: { id: '9', type: 'System' as const, name: '_GCTI_GSS' },
      text: JSON.stringify({ Survey_URL: 'https://s.test/s', Cancel_URL: 'https://s.test/c' }),
    },
  ],
};
/** A read from the start that holds the delivery check (the walk's ids are all 'id'). */
const fencedBatch = {
  ...batch(1, false),
  messages: [
    batch(1, false).messages[0]!,
    {
      ...batch(2, false).messages[0]!,
      type: 'CustomNotice' as const,
      text: '',
      from: { id: '1', type: 'Client' as const, name: 'A' },
      eventAttributes: { 'cxkit-delivery-probe': 'id' },
    },
  ],
  nextPosition: 3,
};
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const ok = (value: unknown) => ({ ok: true, value });
const fail = (kind: string) => ({
  ok: false,
  error: { kind, status: 1, message: kind, errors: [] },
});

/** The walk runs actions on shared objects, so the store always holds the same saved session. */
function inputWithSavedSession(
  lastPing: number,
  async = false,
  position = 2,
  outbox: SavedSession['outbox'] = [],
): ChatSessionInput {
  const saved = { session: { chatId: 'c' }, position, lastPing, outbox };
  const store = { load: () => saved, save: () => undefined, clear: () => undefined };
  return {
    transport: createFakeChatTransport(undefined, { async }),
    options: { async },
    store,
    now: () => 0,
    createId: () => 'id',
    page: () => ({ mobile: false, referrer: '', url: '', title: '', browser: '', os: '' }),
  };
}

/** A saved session holding a message without an answer, on a transport without a delivery check. */
function uncheckedInput(): ChatSessionInput {
  const input = inputWithSavedSession(0, false, 2, [
    { clientMessageId: 'm', text: 'sent as the connection went', createdAt: 0 },
  ]);
  Object.assign(input.transport.capabilities, { deliveryCheck: false });
  return input;
}

const baseEvents: Event[] = [
  { type: 'session.start', form: { nickname: 'A' } },
  { type: 'session.start', form: { nickname: 'A', userData: '{bad' } },
  { type: 'session.restore' },
  { type: 'session.end' },
  { type: 'poll.now' },
  { type: 'page.visible' },
  { type: 'error.dismiss', id: 1 },
  { type: 'prefilter.add', filters: /x/ },
  { type: 'preProcessor.add', process: (text) => text },
  { type: 'notice.send', text: 'n' },
  {
    type: 'message.inject',
    message: { id: 'i', type: 'text', text: 'From the site', custom: false },
  },
  { type: 'userData.update', userData: { a: 'b' } },
  { type: 'chat.ended' },
  { type: 'messages.read' },
  { type: 'visitor.typing', typing: true, preview: 'h' },
  { type: 'idle.dismiss' },
  { type: 'history.fetch' },
  done('start', ok({ session: { chatId: 'c' }, batch: batch(1, false) })),
  done('start', fail('unavailable')),
  done('restoreRead', ok(batch(1, false))),
  // A read from 1 that starts at 3: an earlier poll's answer again.
  done('restoreRead', ok(batch(3, false))),
  done('restoreRead', ok(batch(1, true))),
  done('restoreRead', fail('unavailable')),
  done('restoreRead', fail('network')),
  done('poll', ok(batch(2, false))),
  done('poll', fail('unavailable')),
  done('poll', fail('network')),
  done('poll', { ok: false, error: { kind: 'rejected', status: 404, errors: [{ code: 404 }] } }),
  done('disconnect', ok(batch(4, true))),
  { type: 'xstate.after.pollDelay.chatSession.active.receiving.waiting' } as unknown as Event,
  { type: 'xstate.after.verifyRetry.chatSession.restoring.pausing' } as unknown as Event,
  { type: 'xstate.after.verifyRetry.chatSession.restoring.pausingToReread' } as unknown as Event,
  {
    type: 'xstate.after.reconnectNotice.chatSession.active.notice.reconnected',
  } as unknown as Event,
  { type: 'connection.restored' },
];

const messagingEvents: Event[] = [
  { type: 'message.send', text: 'hello' },
  { type: 'message.send', text: '' },
  { type: 'message.retry', clientMessageId: 'id' },
  { type: 'message.discard', clientMessageId: 'id' },
  { type: 'tab.gone', owner: 'closed-tab' },
  done('send', ok(batch(3, false))),
  done('send', fail('network')),
  done('send', fail('unavailable')),
  done('probe', ok(batch(6, false))),
  done('probe', fail('network')),
  done('verify', ok(fencedBatch)),
  done('settle', ok(fencedBatch)),
  done('settle', fail('network')),
  done('verify', ok(batch(5, false))),
  {
    type: 'xstate.after.verifyRetry.chatSession.active.sending.verifying.waitingToProbe',
  } as unknown as Event,
  {
    type: 'xstate.after.verifyRetry.chatSession.active.sending.verifying.waitingToRead',
  } as unknown as Event,
];

const fileEvents: Event[] = [
  { type: 'file.upload', file: new Blob(['x']), fileName: 'a.png' },
  { type: 'file.upload', file: new Blob(['x']), fileName: 'a.exe' },
  { type: 'file.retry', id: 'id' },
  { type: 'file.dismiss', id: 'id' },
  done('limits', ok({ fileTypes: ['png'], needAgent: false })),
  done('upload', ok({ fileId: 'f1' })),
  done('upload', fail('network')),
];

const surveyEvents: Event[] = [
  { type: 'survey.accept' },
  { type: 'survey.decline' },
  done('poll', ok(surveyBatch)),
];

const joinedBatch = {
  ...batch(8, false),
  messages: [{ ...batch(8, false).messages[0]!, type: 'ParticipantJoined' as const, text: '' }],
};

const widgetEvents: Event[] = [
  { type: 'widget.opened' },
  { type: 'reinvite.declined' },
  { type: 'language.set', language: 'fr' },
  { type: 'widget.closed' },
  { type: 'form.cancelled' },
  { type: 'coBrowse.started' },
  { type: 'share.create', kind: 'transfer', baseUrl: 'https://shop.test/help' },
  { type: 'share.create', kind: 'invite', baseUrl: 'not a url' },
  { type: 'share.join', token: encodeShareToken({ kind: 'invite', session: { chatId: 'c' } }) },
  { type: 'share.join', token: 'not-a-token' },
  done('poll', ok(joinedBatch)),
];

/** History pages of an asynchronous chat, and the push channel of a transport that has one. */
const historyAndPushEvents: Event[] = [
  { type: 'session.restore' },
  { type: 'session.start', form: { nickname: 'A' } },
  done('start', ok({ session: { chatId: 'c' }, batch: batch(1, false) })),
  // The last page of a chat saved at position 30.
  done('restoreRead', ok(batch(10, false))),
  { type: 'history.fetch' },
  { type: 'poll.now' },
  done('poll', fail('network')),
  { type: 'xstate.after.pollDelay.chatSession.active.receiving.waiting' } as unknown as Event,
  { type: 'session.end' },
  done('history', ok(batch(3, false))),
  done('history', ok({ messages: [], ended: false, nextPosition: 6 })),
  done('history', fail('network')),
  { type: 'transport.pushed', batch: batch(9, false) },
  { type: 'transport.lost', message: 'socket closed' },
  { type: 'transport.restored' },
];

/** An end the server never heard, tried again until it answers. */
const closingEvents: Event[] = [
  done('disconnect', fail('network')),
  { type: 'xstate.after.closeRetry.chatSession.ended.closing.waiting' } as unknown as Event,
  done('settle', ok(batch(2, false))),
  done('settle', fail('network')),
];

/** A message the page before sent as it went, whose answer may still come. */
const inFlightEvents: Event[] = [
  { type: 'session.restore' },
  done('restoreRead', ok(batch(1, false))),
  {
    type: 'xstate.after.answerWait.chatSession.active.sending.awaitingAnswers',
  } as unknown as Event,
];

/** A message the page before left without an answer, on a transport that cannot check delivery: it goes again after a pause. */
const uncheckedEvents: Event[] = [
  { type: 'session.restore' },
  done('restoreRead', ok(batch(1, false))),
  {
    type: 'xstate.after.verifyRetry.chatSession.active.sending.waitingToResend',
  } as unknown as Event,
  done('send', fail('network')),
  done('send', ok(batch(3, false))),
];

/** Polls stopped, asleep and resumed, options changed, and a poll refused with the session gone. */
const controlEvents: Event[] = [
  { type: 'session.start', form: { nickname: 'A' } },
  done('start', ok({ session: { chatId: 'c' }, batch: batch(1, false) })),
  { type: 'poll.now' },
  { type: 'poll.stop' },
  { type: 'poll.start' },
  { type: 'session.sleep' },
  { type: 'session.wake' },
  { type: 'session.configure', options: { maxMessageLength: 100 } },
  done('poll', {
    ok: false,
    error: { kind: 'rejected', status: 404, errors: [{ code: 404 }], ended: true },
  }),
];

/** The state value, plus what the guards read: the outbox's statuses, the connection and the saved session. */
const digest = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ChatSessionContext;
  const statuses = [...new Set(context.outbox.map((entry) => entry.status))].sort();
  const uploads = [
    ...new Set(context.uploads.map((upload) => `${upload.status}:${upload.retryable}`)),
  ].sort();
  return JSON.stringify([
    snapshot.value,
    statuses,
    uploads,
    context.connection,
    context.survey !== undefined,
    context.fileLimits !== undefined,
    context.participants.size > 0,
    context.probe?.staleReads,
    context.historyExhausted,
    [...context.seen].some((index) => index < 2),
  ]);
};

describe('chat session machine paths', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    // One walk per concern keeps each state space small; together they cover the machine.
    const coverage = transitionCoverage(chatSessionMachine, [
      {
        input: inputWithSavedSession(0),
        events: [...baseEvents, ...messagingEvents],
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(-1_000_000),
        events: [...baseEvents, { type: 'widget.opened' }],
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(0),
        events: [...baseEvents, ...fileEvents],
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(0),
        events: [...baseEvents, ...surveyEvents],
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(0),
        events: [...baseEvents, ...widgetEvents],
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(0),
        events: [...baseEvents, ...closingEvents],
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(0, true, 30),
        events: historyAndPushEvents,
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(0, false, 2, [
          { clientMessageId: 'm', text: 'sent as the page went', createdAt: 0, sentAt: 0 },
        ]),
        events: inFlightEvents,
        serializeState: digest,
      },
      {
        input: uncheckedInput(),
        events: uncheckedEvents,
        serializeState: digest,
      },
      {
        input: inputWithSavedSession(-1_000_000),
        events: controlEvents,
        serializeState: digest,
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
