import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../engine/clock';
import { createEngine } from '../engine/engine';
import { createChatEngine } from './chat-engine';
import type { ChatEngine } from './chat-engine.types';
import { codeOf } from './chat.test-support';
import { resolveChatOptions, type ChatOptions } from './chat.options';
import type { ChatNotice, TranscriptEvent } from './chat.types';

function setup(options: ChatOptions = {}) {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const engine = createEngine({ clock });
  const chat = createChatEngine(engine, resolveChatOptions(options));
  return { clock, engine, chat };
}

function start(chat: ChatEngine, text?: string) {
  return chat.create({
    transport: 'gms-v2',
    visitor: { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' },
    userData: { GCTI_LanguageCode: 'en' },
    ...(text === undefined ? {} : { text }),
  });
}

function nextNotice(chat: ChatEngine, predicate: (notice: ChatNotice) => boolean) {
  return new Promise<ChatNotice>((resolve) => {
    const stop = chat.subscribe((notice) => {
      if (!predicate(notice)) return;
      stop();
      resolve(notice);
    });
  });
}

const types = (events: readonly TranscriptEvent[]) => events.map((event) => event.type);

describe('create', () => {
  it('starts a waiting conversation with the visitor joined at index 1', () => {
    const { chat } = setup();
    const conversation = start(chat);
    expect(conversation).toMatchObject({
      transport: 'gms-v2',
      state: 'waiting',
      visitor: { nickname: '', firstName: 'Ada', subject: '' },
      userData: { GCTI_LanguageCode: 'en' },
      createdAt: Date.UTC(2030, 0, 1),
      participants: [{ participantId: 1, nickname: 'Ada Lovelace', type: 'Client', bot: false }],
    });
    expect(conversation.events).toEqual([
      {
        index: 1,
        type: 'ParticipantJoined',
        utcTime: Date.UTC(2030, 0, 1),
        from: { participantId: 1, nickname: 'Ada Lovelace', type: 'Client' },
      },
    ]);
    expect(chat.get(conversation.id)).toBe(conversation);
    expect(chat.list()).toEqual([conversation]);
  });

  it('adds a non-blank first message and prefers the nickname', () => {
    const { chat } = setup();
    const conversation = chat.create({
      transport: 'gms-v2',
      visitor: { nickname: 'ada' },
      text: 'Hi',
    });
    expect(types(conversation.events)).toEqual(['ParticipantJoined', 'Message']);
    expect(conversation.events[1]).toMatchObject({
      index: 2,
      text: 'Hi',
      from: { nickname: 'ada' },
    });
    expect(types(start(chat, '  ').events)).toEqual(['ParticipantJoined']);
  });

  it('gives every conversation its own id', () => {
    const { chat } = setup();
    const ids = new Set([start(chat).id, start(chat).id, start(chat).id]);
    expect(ids.size).toBe(3);
  });

  it('refuses to start while the service is unavailable', () => {
    const { chat } = setup({ serviceAvailable: false });
    expect(codeOf(() => start(chat))).toBe('service-unavailable');
    chat.setServiceAvailable(true);
    expect(chat.serviceAvailable()).toBe(true);
    expect(start(chat).state).toBe('waiting');
  });
});

describe('visitor operations', () => {
  it('stores the attributes of a message verbatim (the echo rule) with increasing indexes', () => {
    const { chat, clock } = setup();
    const { id } = start(chat);
    clock.advance(5);
    const attributes = { 'cxkit-client-id': 'c-1', nested: { a: [1, 2] } };
    const sent = chat.visitorMessage(id, { text: 'Hello', eventAttributes: attributes });
    expect(sent).toEqual({
      index: 2,
      type: 'Message',
      utcTime: Date.UTC(2030, 0, 1) + 5,
      from: { participantId: 1, nickname: 'Ada Lovelace', type: 'Client' },
      text: 'Hello',
      eventAttributes: attributes,
    });
    expect(chat.visitorMessage(id, { text: 'Again' }).index).toBe(3);
    expect(chat.transcript(id, 2).map((event) => event.eventAttributes)).toEqual([
      attributes,
      undefined,
    ]);
    expect(chat.nextIndex(id)).toBe(4);
  });

  it('refuses blank and too long messages', () => {
    const { chat } = setup({ maxMessageLength: 5 });
    const { id } = start(chat);
    expect(codeOf(() => chat.visitorMessage(id, { text: ' ' }))).toBe('empty-message');
    expect(codeOf(() => chat.visitorMessage(id, { text: '123456' }))).toBe('message-too-long');
    expect(codeOf(() => start(chat, '123456'))).toBe('message-too-long');
    expect(chat.visitorMessage(id, { text: '12345' }).index).toBe(2);
  });

  it('announces typing changes only, keeping the preview', () => {
    const { chat } = setup();
    const { id } = start(chat);
    expect(chat.visitorTyping(id, true, 'Hel')).toMatchObject({
      type: 'TypingStarted',
      text: 'Hel',
    });
    expect(chat.visitorTyping(id, true, 'Hello')).toBeUndefined();
    expect(chat.get(id)?.visitorPreview).toBe('Hello');
    chat.setVisitorPreview(id, 'Hello there');
    expect(chat.get(id)?.visitorPreview).toBe('Hello there');
    expect(chat.visitorTyping(id, false)).toMatchObject({ type: 'TypingStopped' });
    expect(types(chat.transcript(id))).toEqual([
      'ParticipantJoined',
      'TypingStarted',
      'TypingStopped',
    ]);
  });

  it('sends custom notices and merges user data', () => {
    const { chat, engine } = setup();
    const { id } = start(chat);
    const notice = chat.visitorNotice(id, {
      text: '',
      eventAttributes: { purpose: 'cancel-idle-timer' },
    });
    expect(notice).toMatchObject({
      type: 'CustomNotice',
      eventAttributes: { purpose: 'cancel-idle-timer' },
    });
    expect(chat.updateData(id, { Country: 'UK' }).userData).toEqual({
      GCTI_LanguageCode: 'en',
      Country: 'UK',
    });
    expect(engine.events.entries().at(-1)).toMatchObject({
      module: 'chat',
      type: 'chat.dataUpdated',
      data: { chatId: id, userData: { Country: 'UK' } },
    });
  });

  it('ends the conversation when the visitor leaves, once', () => {
    const { chat } = setup();
    const { id } = start(chat);
    const ended = chat.visitorLeave(id);
    expect(ended.state).toBe('ended');
    expect(ended.events.at(-1)).toMatchObject({
      index: 2,
      type: 'ParticipantLeft',
      from: { type: 'Client' },
    });
    expect(chat.visitorLeave(id).events).toHaveLength(2);
    expect(codeOf(() => chat.visitorMessage(id, { text: 'late' }))).toBe('ended');
    expect(codeOf(() => chat.visitorMessage('nope', { text: 'x' }))).toBe('not-found');
  });
});

describe('agent operations', () => {
  it('joins, talks and leaves, moving the state between waiting and active', () => {
    const { chat } = setup();
    const { id } = start(chat);
    expect(codeOf(() => chat.agentMessage(id, { text: 'x' }))).toBe('no-agent');
    const agent = chat.agentJoin(id, { name: 'Anna' });
    expect(agent).toMatchObject({
      participantId: 2,
      nickname: 'Anna',
      type: 'Agent',
      connected: true,
    });
    expect(chat.get(id)?.state).toBe('active');
    expect(chat.agentMessage(id, { text: 'Hi' })).toMatchObject({
      index: 3,
      type: 'Message',
      text: 'Hi',
      from: { participantId: 2, nickname: 'Anna', type: 'Agent' },
    });
    expect(chat.agentMessage(id, { text: 'https://example.com', type: 'PushUrl' }).type).toBe(
      'PushUrl',
    );
    expect(chat.agentLeave(id)).toMatchObject({
      type: 'ParticipantLeft',
      from: { participantId: 2 },
    });
    expect(chat.get(id)?.state).toBe('waiting');
    expect(codeOf(() => chat.agentLeave(id))).toBe('no-agent');
  });

  it('acts as the agent a participant id names, not the one who joined last', () => {
    const { chat } = setup();
    const { id } = start(chat);
    const anna = chat.agentJoin(id, { name: 'Anna' });
    chat.agentJoin(id, { name: 'Sam', type: 'Supervisor' });
    const mine = { participantId: anna.participantId };
    expect(chat.agentMessage(id, { text: 'Anna here', ...mine }).from.nickname).toBe('Anna');
    expect(chat.agentTyping(id, mine).from.nickname).toBe('Anna');
    const bytes = new TextEncoder().encode('hi');
    expect(
      chat.uploadFile(id, 'agent', { name: 'a.txt', bytes, ...mine }).event.from.nickname,
    ).toBe('Anna');
    expect(chat.uploadFile(id, 'agent', { name: 'b.txt', bytes }).event.from.nickname).toBe('Sam');
    expect(chat.agentLeave(id, mine).from.nickname).toBe('Anna');
  });

  it('marks every event of a bot with the BOT party-info style', () => {
    const { chat } = setup();
    const { id } = start(chat);
    chat.agentJoin(id, { name: 'Bo', bot: true });
    const message = chat.agentMessage(id, { text: 'Beep', eventAttributes: { extra: 1 } });
    const bot = { GCTI_SYSTEM: { 'party-info': { style: 'BOT' } } };
    expect(chat.transcript(id, 2)[0]?.eventAttributes).toEqual(bot);
    expect(message.eventAttributes).toEqual({ extra: 1, ...bot });
  });

  it('puts rich media under structured-content', () => {
    const { chat } = setup();
    const { id } = start(chat);
    chat.agentJoin(id);
    const content = { id: 'm', components: [{ type: 'quick-reply', text: 'Yes' }] };
    const event = chat.agentMessage(id, { text: 'Pick', contentType: 'quick-replies', content });
    expect(event.eventAttributes).toEqual({
      'structured-content': {
        'genesys-chat': { content: { contentType: 'quick-replies', content } },
      },
    });
  });

  it('types until the duration of the last notice passes, with a TypingStarted for each notice', async () => {
    const { chat } = setup();
    const { id } = start(chat);
    chat.agentJoin(id);
    const stopped = nextNotice(
      chat,
      (notice) => notice.kind === 'event' && notice.event.type === 'TypingStopped',
    );
    expect(chat.agentTyping(id, { durationMs: 5 }).type).toBe('TypingStarted');
    // A client hides a typist after 3 s without news, so an agent still typing is news again.
    expect(chat.agentTyping(id, { durationMs: 5 }).type).toBe('TypingStarted');
    await stopped;
    expect(types(chat.transcript(id, 3))).toEqual([
      'TypingStarted',
      'TypingStarted',
      'TypingStopped',
    ]);
  });

  it('stops typing before a message', () => {
    const { chat, engine } = setup();
    const { id } = start(chat);
    chat.agentJoin(id);
    chat.agentTyping(id);
    chat.agentMessage(id, { text: 'Done' });
    expect(types(chat.transcript(id, 3))).toEqual(['TypingStarted', 'TypingStopped', 'Message']);
    expect(engine.timers.pending()).toBe(0);
  });

  it('ends with every connected agent leaving, then announces the end', () => {
    const { chat } = setup();
    const { id } = start(chat);
    chat.agentJoin(id, { name: 'A' });
    chat.agentJoin(id, { name: 'S', type: 'Supervisor' });
    const notices: string[] = [];
    chat.subscribe((notice) =>
      notices.push(notice.kind === 'event' ? notice.event.type : notice.kind),
    );
    const ended = chat.end(id);
    expect(ended.state).toBe('ended');
    expect(notices).toEqual(['ParticipantLeft', 'ParticipantLeft', 'ended']);
    expect(ended.participants.every((party) => !party.connected)).toBe(true);
    expect(chat.end(id).events).toHaveLength(5);
    expect(codeOf(() => chat.agentJoin(id))).toBe('ended');
  });
});

describe('system events', () => {
  it('sends idle alerts and closes an idle chat', () => {
    const { chat } = setup();
    const { id } = start(chat);
    chat.agentJoin(id);
    expect(chat.idle(id, { kind: 'alert', nextTimerType: 'CLOSE' })).toMatchObject({
      type: 'IdleAlert',
      text: 'Are you still there?',
      userData: { nextTimerType: 'CLOSE' },
      from: { nickname: 'system', type: 'External' },
    });
    expect(chat.idle(id, { kind: 'close', text: 'Closed' })).toMatchObject({
      type: 'IdleClose',
      text: 'Closed',
    });
    expect(types(chat.transcript(id, 4))).toEqual(['IdleClose', 'ParticipantLeft']);
    expect(chat.get(id)?.state).toBe('ended');
  });

  it('offers a survey from _GCTI_GSS', () => {
    const { chat } = setup();
    const { id } = start(chat);
    const event = chat.survey(id, { surveyUrl: 'https://s/1', cancelUrl: 'https://s/cancel/1' });
    expect(event).toMatchObject({
      type: 'CustomNotice',
      from: { nickname: '_GCTI_GSS', type: 'External' },
    });
    expect(JSON.parse(event.text ?? '')).toEqual({
      Survey_URL: 'https://s/1',
      Cancel_URL: 'https://s/cancel/1',
    });
  });

  it.each(['rest-v3', 'cloud-v2'] as const)(
    'refuses a survey on %s, whose protocol has no custom notice to carry it',
    (transport) => {
      const { chat } = setup();
      const { id } = chat.create({ transport, visitor: { firstName: 'Ada' } });
      const links = { surveyUrl: 'https://s/1', cancelUrl: 'https://s/cancel/1' };
      expect(codeOf(() => chat.survey(id, links))).toBe('not-carried');
      expect(types(chat.transcript(id, 1))).toEqual(['ParticipantJoined']);
    },
  );
});

describe('idle close timer', () => {
  // The engine's timers run on the host's setTimeout and its default clock on Date.now: both faked.
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function live() {
    const engine = createEngine();
    const chat = createChatEngine(engine, resolveChatOptions());
    const { id } = start(chat);
    chat.agentJoin(id);
    return { engine, chat, id };
  }

  it('closes the chat at the time its alert announced, not before', () => {
    const { chat, id } = live();
    const alert = chat.idle(id, { kind: 'alert', nextTimerType: 'CLOSE', closeAfterMs: 45_000 });
    expect(alert.userData).toEqual({ nextTimerType: 'CLOSE' });
    expect(chat.get(id)?.idleClose).toEqual({
      alertIndex: alert.index,
      afterMs: 45_000,
      closesAt: alert.utcTime + 45_000,
    });
    vi.advanceTimersByTime(44_999);
    expect(chat.get(id)?.state).toBe('active');
    vi.advanceTimersByTime(1);
    const [close, left] = chat.transcript(id, alert.index + 1);
    expect(close).toMatchObject({ type: 'IdleClose', utcTime: alert.utcTime + 45_000 });
    expect(left?.type).toBe('ParticipantLeft');
    expect(chat.get(id)?.state).toBe('ended');
    expect(chat.get(id)?.idleClose).toBeUndefined();
  });

  it('says the next timer is the close when only the time is given', () => {
    const { chat, id } = live();
    expect(chat.idle(id, { kind: 'alert', closeAfterMs: 1000 }).userData).toEqual({
      nextTimerType: 'CLOSE',
    });
    expect(() =>
      chat.idle(id, { kind: 'alert', nextTimerType: 'ALERT', closeAfterMs: 1000 }),
    ).toThrow(RangeError);
  });

  it.each([
    ['writes', (chat: ChatEngine, id: string) => chat.visitorMessage(id, { text: 'here' })],
    ['types', (chat: ChatEngine, id: string) => chat.visitorTyping(id, true, 'he')],
    [
      'wakes the chat with a custom notice',
      (chat: ChatEngine, id: string) =>
        chat.visitorNotice(id, { text: '', eventAttributes: { purpose: 'cancel-idle-timer' } }),
    ],
  ])('keeps the chat open when the visitor %s before the close', (_, act) => {
    const { chat, engine, id } = live();
    chat.idle(id, { kind: 'alert', closeAfterMs: 10_000 });
    act(chat, id);
    expect(chat.get(id)?.idleClose).toBeUndefined();
    expect(engine.timers.pending()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(chat.get(id)?.state).toBe('active');
  });

  it('lets a later alert replace the pending close, or drop it when it gives no time', () => {
    const { chat, id } = live();
    chat.idle(id, { kind: 'alert', closeAfterMs: 10_000 });
    vi.advanceTimersByTime(5000);
    const second = chat.idle(id, { kind: 'alert', closeAfterMs: 30_000 });
    expect(chat.get(id)?.idleClose?.alertIndex).toBe(second.index);
    vi.advanceTimersByTime(29_999);
    expect(chat.get(id)?.state).toBe('active');
    vi.advanceTimersByTime(1);
    expect(chat.get(id)?.state).toBe('ended');

    const other = live();
    other.chat.idle(other.id, { kind: 'alert', closeAfterMs: 10_000 });
    other.chat.idle(other.id, { kind: 'alert', nextTimerType: 'CLOSE' });
    expect(other.chat.get(other.id)?.idleClose).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(other.chat.get(other.id)?.state).toBe('active');
  });

  it('forgets the pending close when the chat ends another way', () => {
    const { chat, engine, id } = live();
    chat.idle(id, { kind: 'alert', closeAfterMs: 10_000 });
    chat.end(id);
    expect(chat.get(id)?.idleClose).toBeUndefined();
    expect(engine.timers.pending()).toBe(0);
  });
});

describe('knobs, subscriptions and reset', () => {
  it('counts down a streak of unavailable responses', () => {
    const { chat } = setup();
    const { id } = start(chat);
    chat.setUnavailable(id, 2);
    expect([chat.takeUnavailable(id), chat.takeUnavailable(id), chat.takeUnavailable(id)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('tells subscribers of one chat only its notices, in transcript order', () => {
    const { chat } = setup();
    const first = start(chat);
    const second = start(chat);
    const seen: number[] = [];
    chat.subscribe(
      (notice) => {
        if (
          notice.kind === 'event' &&
          notice.event.type === 'Message' &&
          notice.event.from.type === 'Client'
        ) {
          chat.agentMessage(first.id, { text: 'answer' });
        }
      },
      { chatId: first.id },
    );
    chat.subscribe((notice) => notice.kind === 'event' && seen.push(notice.event.index), {
      chatId: first.id,
    });
    chat.agentJoin(first.id);
    chat.visitorMessage(second.id, { text: 'elsewhere' });
    chat.visitorMessage(first.id, { text: 'question' });
    expect(seen).toEqual([2, 3, 4]);
  });

  it('logs what happens and forgets every conversation on reset', () => {
    const { chat, engine } = setup();
    const { id } = start(chat);
    chat.agentJoin(id);
    chat.agentTyping(id);
    expect(engine.events.entries().map((entry) => entry.type)).toEqual([
      'chat.created',
      'chat.event',
      'chat.event',
      'chat.event',
    ]);
    engine.reset();
    expect(chat.list()).toEqual([]);
    expect(chat.get(id)).toBeUndefined();
    expect(engine.timers.pending()).toBe(0);
    expect(start(chat).id).not.toBe(id);
  });
});
