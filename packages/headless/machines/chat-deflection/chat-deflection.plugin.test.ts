import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { Bus, BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import type { ChatMessage } from '../../transports/chat.types';
import {
  attachFakeKnowledgeCenter,
  createFakeKnowledgeCenter,
  knowledgeDocument,
} from '../testing/fake-knowledge-center';
import { registerLazyChatDeflection } from './chat-deflection.lazy';
import type { ChatDeflectionOptionsInput } from './chat-deflection.options';
import { chatDeflectionWidget } from './chat-deflection.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => vi.advanceTimersByTimeAsync(0);

/** `WebChatService` and `WebChat` as deflection sees them: what they were told, and their events. */
function fakeChat(bus: Bus) {
  const calls: { command: string; options: unknown }[] = [];
  const service = bus.registerPlugin('WebChatService');
  service.registerEvents(['started', 'ended', 'agentConnected', 'messageReceived']);
  for (const name of ['sendCustomNotice', 'updateUserData']) {
    service.registerCommand(name, (options) => {
      calls.push({ command: `WebChatService.${name}`, options });
      return undefined;
    });
  }
  service.ready();
  const widget = bus.registerPlugin('WebChat');
  widget.registerEvents(['closed', 'submitted']);
  widget.registerCommand('injectMessage', (options) => {
    calls.push({ command: 'WebChat.injectMessage', options });
    return { id: `injected-${calls.length}` };
  });
  widget.ready();
  const message = (text: string, type: ChatMessage['from']['type'] = 'Client'): ChatMessage => ({
    index: calls.length,
    type: 'Message',
    text,
    timestamp: 0,
    html: false,
    userData: {},
    from: { id: '1', type, name: type },
    isTyping: false,
    restoring: false,
    eventAttributes: {},
  });
  return {
    calls,
    of: (command: string) => calls.filter((call) => call.command === command),
    noticeKeys: () =>
      calls
        .filter((call) => call.command === 'WebChatService.sendCustomNotice')
        .map((call) => (call.options as { attributes: { gkc: string } }).attributes.gkc),
    submit: (form: Record<string, string>) => widget.publish('submitted', { form }),
    start: () => service.publish('started', { session: { chatId: 'chat-9' } }),
    say: (text: string, type: ChatMessage['from']['type'] = 'Client') =>
      service.publish('messageReceived', { messages: [message(text, type)], restoring: false }),
    restore: (text: string) =>
      service.publish('messageReceived', { messages: [message(text)], restoring: true }),
    agent: () => service.publish('agentConnected', { agents: {}, numAgentsConnected: 1 }),
    end: () => service.publish('ended', undefined),
    close: () => widget.publish('closed', undefined),
  };
}

function page(options: ChatDeflectionOptionsInput = {}) {
  const bus = createBus({ logger: silent });
  const center = createFakeKnowledgeCenter([
    knowledgeDocument('d1', 'How to pay by card'),
    knowledgeDocument('d2', 'Refunds'),
  ]);
  attachFakeKnowledgeCenter(bus, center);
  const chat = fakeChat(bus);
  const events: BusEvent[] = [];
  bus.untyped.subscribe('ChatDeflection.*', (event: BusEvent) => {
    if (event.event !== 'ChatDeflection.ready') events.push(event);
  });
  const start = () => startWidget(chatDeflectionWidget, { options }, { bus });
  return { bus, center, chat, events, start, names: () => events.map((event) => event.event) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ChatDeflection plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus, start } = page();
    start();
    const entry = bus.registry().find((plugin) => plugin.name === 'ChatDeflection');
    expect(entry?.commands).toEqual(['configure', 'enable', 'disable']);
    expect(entry?.events).toEqual(
      expect.arrayContaining(['started', 'ended', 'enabled', 'disabled']),
    );
  });

  it('is disabled by default, and refuses what it is already', async () => {
    const { bus, chat, names, start } = page();
    start();
    chat.start();
    await flush();
    expect(chat.calls).toEqual([]);
    await expect(bus.command('ChatDeflection.disable')).rejects.toThrow(
      'Deflection is disabled already',
    );
    await bus.command('ChatDeflection.enable');
    await expect(bus.command('ChatDeflection.enable')).rejects.toThrow(
      'Deflection is enabled already',
    );
    await bus.command('ChatDeflection.disable');
    await flush();
    expect(names()).toEqual(['ChatDeflection.enabled', 'ChatDeflection.disabled']);
  });

  it('configure checks the settings, naming each bad one, and keeps the state', async () => {
    const { bus, start, names } = page({ enabled: true });
    start();
    await expect(bus.command('ChatDeflection.configure', { name: '' } as never)).rejects.toThrow(
      'chatdeflection.name: Expected a name',
    );
    await bus.command('ChatDeflection.configure', { name: 'Help Centre' });
    await expect(bus.command('ChatDeflection.enable')).rejects.toThrow(
      'Deflection is enabled already',
    );
    await bus.command('ChatDeflection.configure', { enabled: false });
    await flush();
    expect(names()).toEqual(['ChatDeflection.disabled']);
  });

  it('deflects a chat through the bus until an agent connects', async () => {
    const { chat, center, events, start } = page({ enabled: true });
    start();
    chat.submit({ firstname: 'Ada', emailaddress: 'ada@example.com' });
    chat.start();
    await flush();
    expect(events.map(({ event, data }) => [event, data])).toEqual([
      ['ChatDeflection.started', { chatId: 'chat-9' }],
    ]);
    expect(chat.of('WebChat.injectMessage')[0]!.options).toEqual({
      type: 'text',
      name: 'Knowledge Center',
      text: expect.stringContaining('While you wait'),
    });
    chat.say('how to pay');
    chat.say('an agent line', 'Agent');
    chat.restore('an old question');
    await flush();
    expect(center.searches.map((search) => search.query)).toEqual(['how to pay']);
    expect(chat.of('WebChat.injectMessage')[1]!.options).toMatchObject({
      type: 'html',
      name: 'Knowledge Center',
      text: expect.stringContaining(
        '<a href="#cx-kc-article-0" class="cx-kc-article">How to pay by card</a>',
      ),
    });
    expect(chat.noticeKeys()).toEqual(['gkc_welcome', 'gkc_search', 'gkc_suggested']);
    const userData = Object.assign(
      {},
      ...chat.of('WebChatService.updateUserData').map((call) => call.options),
    );
    expect(userData).toMatchObject({
      EmailAddress: 'ada@example.com',
      gks_session: 'kc-session-1',
      gks_lang: 'en',
      gks_question: 'how to pay',
      gks_deflection_searched: '1',
      gks_kbid: 'kb1',
    });
    chat.agent();
    await flush();
    chat.say('refunds');
    await flush();
    expect(center.searches).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      event: 'ChatDeflection.ended',
      data: { reason: 'agent' },
    });
  });

  it('ends when the chat ends or its window closes', async () => {
    const { chat, events, start } = page({ enabled: true });
    start();
    chat.start();
    chat.end();
    chat.start();
    chat.close();
    await flush();
    expect(events.map(({ event, data }) => [event, data])).toEqual([
      ['ChatDeflection.started', { chatId: 'chat-9' }],
      ['ChatDeflection.ended', { reason: 'chat' }],
      ['ChatDeflection.started', { chatId: 'chat-9' }],
      ['ChatDeflection.ended', { reason: 'chat' }],
    ]);
  });

  it('stop() takes the plugin off the bus and stops listening', async () => {
    const { bus, chat, start } = page({ enabled: true });
    const widget = start();
    widget.stop();
    chat.start();
    await flush();
    expect(chat.calls).toEqual([]);
    expect(bus.registry().some((plugin) => plugin.name === 'ChatDeflection')).toBe(false);
  });
});

describe('registerLazyChatDeflection', () => {
  it('loads the code on the first command, which then runs', async () => {
    const { bus, names } = page();
    const load = vi.fn(() => {
      startWidget(chatDeflectionWidget, {}, { bus });
    });
    registerLazyChatDeflection(bus, { load });
    await bus.command('ChatDeflection.enable');
    await flush();
    expect(load).toHaveBeenCalledWith('enable');
    expect(names()).toEqual(['ChatDeflection.enabled']);
  });
});
