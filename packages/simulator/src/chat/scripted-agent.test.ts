import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../engine/engine';
import { useSimulators } from '../test-support';
import { startGmsChat } from '../modules/gms-chat/gms-chat.test-support';
import { createChatEngine } from './chat-engine';
import { resolveChatOptions } from './chat.options';
import { waitForEnd, waitForEvent } from './chat.test-support';
import type { TranscriptEvent } from './chat.types';
import { richMediaSamples } from './rich-media-samples';
import {
  DEMO_FILE_NAME,
  DEMO_PUSH_URL,
  noRichMediaText,
  noSurveyText,
  startScriptedAgent,
} from './scripted-agent';

const fast = { agentJoinDelayMs: 1, agentReplyDelayMs: 1, idleCloseMs: 20 };
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function demo(overrides = {}) {
  const engine = createEngine();
  const options = resolveChatOptions({ ...fast, ...overrides });
  const chat = createChatEngine(engine, options);
  const stopAgent = startScriptedAgent('demo', { chat, timers: engine.timers, options });
  stops.push(stopAgent, () => engine.timers.clearAll());
  return { engine, chat };
}

const fromAgent = (type: string, text?: string) => (event: TranscriptEvent) =>
  event.type === type &&
  event.from.type === 'Agent' &&
  (text === undefined || (event.text ?? '').includes(text));

describe('the demo scenario', () => {
  it('joins after the delay, types, then greets the visitor by name', async () => {
    const { chat } = demo({ agentName: 'Sam' });
    const { id } = chat.create({
      transport: 'gms-v2',
      visitor: { firstName: 'Ada', lastName: 'L' },
    });
    expect(chat.transcript(id)).toHaveLength(1);
    await waitForEvent(chat, id, fromAgent('Message', 'my name is Sam'));
    expect(chat.transcript(id).map((event) => event.type)).toEqual([
      'ParticipantJoined',
      'ParticipantJoined',
      'TypingStarted',
      'TypingStopped',
      'Message',
    ]);
    expect(chat.get(id)?.state).toBe('active');
  });

  it('answers keywords: hello, file, link, menu and anything else', async () => {
    const { chat } = demo();
    const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
    await waitForEvent(chat, id, fromAgent('Message', 'How can I help'));
    chat.visitorMessage(id, { text: 'Hello there' });
    await waitForEvent(chat, id, fromAgent('Message', 'Hello ada!'));
    chat.visitorMessage(id, { text: 'Can I have the file?' });
    const file = await waitForEvent(chat, id, fromAgent('FileUploaded'));
    expect(file.userData?.['file-name']).toBe(DEMO_FILE_NAME);
    expect(
      new TextDecoder().decode(chat.readFile(id, file.userData?.['file-id'] ?? '').bytes),
    ).toMatch(/demo agent/);
    chat.visitorMessage(id, { text: 'a link please' });
    expect((await waitForEvent(chat, id, fromAgent('PushUrl'))).text).toBe(DEMO_PUSH_URL);
    chat.visitorMessage(id, { text: 'menu' });
    const menu = await waitForEvent(
      chat,
      id,
      (event) => event.eventAttributes?.['structured-content'] !== undefined,
    );
    expect(menu.eventAttributes).toMatchObject({
      'structured-content': { 'genesys-chat': { content: { contentType: 'quick-replies' } } },
    });
    chat.visitorMessage(id, { text: 'What is 42?' });
    await waitForEvent(chat, id, fromAgent('Message', 'I got your message: "What is 42?"'));
  });

  it('shows every rich-media kind in turn on "show me", each after typing', async () => {
    const { chat } = demo();
    const { id } = chat.create({
      transport: 'gms-v2',
      visitor: { nickname: 'ada' },
      origin: 'http://sim:1',
    });
    await waitForEvent(chat, id, fromAgent('Message'));
    const asked = chat.visitorMessage(id, { text: 'Please SHOW ME what you can do' });
    const samples = richMediaSamples('http://sim:1');
    await waitForEvent(chat, id, fromAgent('Message', samples.at(-1)?.text));
    const replies = chat.transcript(id, asked.index + 1);
    expect(replies.map((event) => event.type)).toEqual(
      Array.from({ length: samples.length + 1 }, () => [
        'TypingStarted',
        'TypingStopped',
        'Message',
      ]).flat(),
    );
    const [intro, ...shown] = replies.filter((event) => event.type === 'Message');
    expect(intro?.text).toMatch(/^Here is the rich media I can send/);
    expect(intro?.eventAttributes).toBeUndefined();
    expect(
      shown.map((event) => {
        const structured = event.eventAttributes?.['structured-content'] as {
          'genesys-chat': { content: { contentType: string; content: unknown } };
        };
        return { text: event.text, ...structured['genesys-chat'].content };
      }),
    ).toEqual(samples.map(({ text, contentType, content }) => ({ text, contentType, content })));
    expect(samples.map((sample) => sample.contentType)).toEqual([
      'quick-replies',
      'generic',
      'generic',
      'generic',
      'generic',
      'list-vertical',
      'attachments',
    ]);
    expect(samples[1]?.content.image).toBe('http://sim:1/sim/assets/store-front.svg');
  });

  it('stops showing rich media when the chat ends midway', async () => {
    const { chat, engine } = demo();
    const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
    await waitForEvent(chat, id, fromAgent('Message'));
    chat.visitorMessage(id, { text: 'show me' });
    await waitForEvent(
      chat,
      id,
      (event) => event.eventAttributes?.['structured-content'] !== undefined,
    );
    chat.visitorLeave(id);
    await new Promise<void>((resolve) => engine.timers.set(resolve, 10));
    expect(engine.timers.pending()).toBe(0);
    expect(chat.transcript(id).at(-1)?.type).toBe('ParticipantLeft');
  });

  it('sends an idle alert, then closes the chat unless the visitor acts', async () => {
    const { chat } = demo();
    const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
    await waitForEvent(chat, id, fromAgent('Message'));
    chat.visitorMessage(id, { text: 'idle' });
    const alert = await waitForEvent(chat, id, (event) => event.type === 'IdleAlert');
    expect(alert.userData).toEqual({ nextTimerType: 'CLOSE' });
    await waitForEnd(chat, id);
    expect(
      chat
        .transcript(id)
        .map((event) => event.type)
        .slice(-2),
    ).toEqual(['IdleClose', 'ParticipantLeft']);
  });

  it('announces the close of an idle chat with its alert and closes it then', async () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    try {
      const { chat } = demo({ idleCloseMs: 45_000 });
      const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
      await vi.advanceTimersByTimeAsync(10);
      chat.visitorMessage(id, { text: 'idle' });
      await vi.advanceTimersByTimeAsync(10);
      const alert = chat.transcript(id).find((event) => event.type === 'IdleAlert');
      expect(alert?.userData).toEqual({ nextTimerType: 'CLOSE' });
      const closesAt = (alert?.utcTime ?? 0) + 45_000;
      expect(chat.get(id)?.idleClose).toEqual({
        alertIndex: alert?.index,
        afterMs: 45_000,
        closesAt,
      });
      await vi.advanceTimersByTimeAsync(closesAt - Date.now() - 1);
      expect(chat.get(id)?.state).toBe('active');
      await vi.advanceTimersByTimeAsync(1);
      expect(chat.get(id)?.state).toBe('ended');
      const close = chat.transcript(id).find((event) => event.type === 'IdleClose');
      expect(close?.utcTime).toBe(closesAt);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an idle chat open when the visitor types after the alert', async () => {
    const { chat, engine } = demo({ idleCloseMs: 60_000 });
    const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
    await waitForEvent(chat, id, fromAgent('Message'));
    chat.visitorMessage(id, { text: 'idle' });
    await waitForEvent(chat, id, (event) => event.type === 'IdleAlert');
    const before = engine.timers.pending();
    chat.visitorTyping(id, true, 'I am');
    expect(engine.timers.pending()).toBe(before - 1);
    expect(chat.get(id)?.state).toBe('active');
  });

  it('offers the survey, then ends the chat', async () => {
    const { chat } = demo();
    const { id } = chat.create({
      transport: 'gms-v2',
      visitor: { nickname: 'ada' },
      origin: 'http://sim:1',
    });
    await waitForEvent(chat, id, fromAgent('Message'));
    chat.visitorMessage(id, { text: 'survey please' });
    await waitForEnd(chat, id);
    const notice = chat.transcript(id).find((event) => event.type === 'CustomNotice');
    expect(JSON.parse(notice?.text ?? '')).toEqual({
      Survey_URL: `http://sim:1/sim/api/survey/${id}`,
      Cancel_URL: `http://sim:1/sim/api/survey/cancel/${id}`,
    });
  });

  it.each(['rest-v3', 'cloud-v2'] as const)(
    'on %s, which has no custom notices, explains instead of offering the survey',
    async (transport) => {
      const { chat } = demo();
      const { id } = chat.create({
        transport,
        visitor: { nickname: 'ada' },
        origin: 'http://sim:1',
      });
      await waitForEvent(chat, id, fromAgent('Message'));
      chat.visitorMessage(id, { text: 'survey please' });
      await waitForEvent(
        chat,
        id,
        (event) => fromAgent('Message')(event) && event.text === noSurveyText,
      );
      expect(chat.transcript(id).some((event) => event.type === 'CustomNotice')).toBe(false);
      expect(chat.get(id)?.state).toBe('active');
    },
  );

  it.each(['rest-v3', 'cloud-v2'] as const)(
    'on %s, which has no rich media, explains instead of showing it and lists the menu as text',
    async (transport) => {
      const { chat } = demo();
      const { id } = chat.create({ transport, visitor: { nickname: 'ada' } });
      await waitForEvent(chat, id, fromAgent('Message'));
      chat.visitorMessage(id, { text: 'show me' });
      await waitForEvent(
        chat,
        id,
        (event) => fromAgent('Message')(event) && event.text === noRichMediaText,
      );
      chat.visitorMessage(id, { text: 'menu' });
      await waitForEvent(chat, id, fromAgent('Message', 'Try typing: show me, file'));
      const structured = chat
        .transcript(id)
        .filter((event) => event.eventAttributes?.['structured-content'] !== undefined);
      expect(structured).toEqual([]);
    },
  );

  it('says goodbye and leaves on bye, leaving the chat open', async () => {
    const { chat } = demo();
    const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
    await waitForEvent(chat, id, fromAgent('Message'));
    chat.visitorMessage(id, { text: 'ok bye' });
    await waitForEvent(chat, id, (event) => event.type === 'ParticipantLeft');
    expect(chat.get(id)?.state).toBe('waiting');
    chat.visitorMessage(id, { text: 'hello?' });
    expect(chat.transcript(id).at(-1)?.from.type).toBe('Client');
  });

  it('gives up quietly when the chat ended before a step', async () => {
    const { chat, engine } = demo({ agentJoinDelayMs: 5 });
    const { id } = chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
    chat.visitorLeave(id);
    await new Promise<void>((resolve) => engine.timers.set(resolve, 10));
    expect(chat.transcript(id).map((event) => event.type)).toEqual([
      'ParticipantJoined',
      'ParticipantLeft',
    ]);
  });
});

describe('the simulator with a scenario', () => {
  const start = useSimulators();

  it('runs the demo agent against a GMS chat', async () => {
    const simulator = await start({ chat: { scenario: 'demo', ...fast } });
    const session = await startGmsChat(simulator);
    await waitForEvent(simulator.chat, session.chatId, fromAgent('Message', 'Anna'));
    await session.call('send', { message: 'hello' });
    await waitForEvent(simulator.chat, session.chatId, fromAgent('Message', 'Hello Ada!'));
    const { body } = await session.call('refresh', { transcriptPosition: '1' });
    expect(body.chatEnded).toBe(false);
    expect(
      body.messages.filter((message) => (message as TranscriptEvent).type === 'Message'),
    ).toHaveLength(3);
  });

  it('shows rich media whose images and files the simulator serves', async () => {
    const simulator = await start({ chat: { scenario: 'demo', ...fast } });
    const session = await startGmsChat(simulator);
    await waitForEvent(simulator.chat, session.chatId, fromAgent('Message', 'Anna'));
    await session.call('send', { message: 'show me' });
    await waitForEvent(simulator.chat, session.chatId, fromAgent('Message', 'Attachments'));
    const { body } = await session.call('refresh', { transcriptPosition: '1' });
    const urls = JSON.stringify(body.messages).match(/http:\/\/[^"]+/g) ?? [];
    const assets = [...new Set(urls)].filter((url) => url.startsWith(simulator.url));
    expect(assets.length).toBeGreaterThanOrEqual(7);
    for (const url of assets) {
      const response = await fetch(url);
      expect([url, response.status]).toEqual([url, 200]);
    }
  });

  it('cancels the agent timers on close', async () => {
    const simulator = await start({ chat: { scenario: 'demo', agentJoinDelayMs: 60_000 } });
    await startGmsChat(simulator);
    expect(simulator.state.timers.pending()).toBe(1);
    await simulator.close();
    expect(simulator.state.timers.pending()).toBe(0);
  });

  it('has no agent without a scenario', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    expect(simulator.state.timers.pending()).toBe(0);
    expect(simulator.chat.transcript(session.chatId)).toHaveLength(1);
  });
});
