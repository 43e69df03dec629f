import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createBus } from '../../bus/bus';
import { createCookieStore } from '../../services/cookies/cookie-store';
import type { ChatMessage } from '../../transports/chat.types';
import { attachChatPlugin } from '../chat-session/chat-session.plugin';
import { chatSessionMachine } from '../chat-session/chat-session.machine';
import { createCookieSessionStore } from '../chat-session/chat-session.store';
import { createFakeChatTransport } from '../testing/fake-chat-transport';
import { connect, selectChatWidgetView } from './chat-widget.connect';
import { linkChatWidget } from './chat-widget.link';
import { chatWidgetMachine } from './chat-widget.machine';
import { attachChatWidgetPlugin } from './chat-widget.plugin';

const silent = { debug: () => undefined, error: () => undefined };
const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };
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

/** A chat session and its widget on one bus, as a page has them once the chat has loaded. */
function setup() {
  const bus = createBus({ logger: silent });
  const transport = createFakeChatTransport(() => time);
  const chat = createActor(chatSessionMachine, {
    input: { transport, store: createCookieSessionStore(createCookieStore()), now: () => time },
  }).start();
  const widget = createActor(chatWidgetMachine, { input: {} }).start();
  linkChatWidget(widget, chat);
  attachChatPlugin(bus, chat);
  attachChatWidgetPlugin(bus, widget);
  const api = () => connect(selectChatWidgetView(widget.getSnapshot()), widget.send);
  const added: ChatMessage[] = [];
  bus.subscribe('WebChat.messageAdded', (event) => added.push(event.data.message));
  const transcript = () => chat.getSnapshot().context.messages;
  return { bus, chat, widget, api, transport, added, transcript };
}

async function startChat(context: ReturnType<typeof setup>) {
  await context.bus.command('WebChat.open');
  context.chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
  await settle();
  context.transport.add('ParticipantJoined', agent);
  context.transport.add('Message', agent, 'Hello Ada');
  await settle(500);
}

describe('WebChat.injectMessage', () => {
  it('puts the site’s message into the transcript after the last one, never sends it, and tells messageAdded', async () => {
    const context = setup();
    await startChat(context);
    const calls = context.transport.calls.length;
    const result = await context.bus.command('WebChat.injectMessage', {
      type: 'text',
      name: 'Acme',
      text: 'Our offices close at 6 pm.',
      custom: true,
      bubble: { fill: '#fee' },
    });
    expect(result.id).toMatch(/^injected-/);
    const injected = context.transcript().at(-1)!;
    expect(injected).toMatchObject({
      text: 'Our offices close at 6 pm.',
      html: false,
      from: { type: 'System', name: 'Acme' },
      injected: { custom: true },
      bubble: { fill: '#fee' },
      eventAttributes: { injectedId: result.id },
    });
    expect(context.transport.calls.length).toBe(calls);
    // Every message the transcript gained, the joins too, in order.
    expect(context.added.map((message) => `${message.type}:${message.text}`).slice(-3)).toEqual([
      'ParticipantJoined:',
      'Message:Hello Ada',
      'Message:Our offices close at 6 pm.',
    ]);

    // The agent's next message comes after it, and a second injection after that one.
    context.transport.add('Message', agent, 'Anything else?');
    await settle(500);
    await context.bus.command('WebChat.injectMessage', { text: 'Second', type: 'html' });
    expect(
      context
        .transcript()
        .map((message) => message.text)
        .slice(-3),
    ).toEqual(['Our offices close at 6 pm.', 'Anything else?', 'Second']);
    const indexes = context.transcript().map((message) => message.index);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
    expect(context.transcript().at(-1)!.html).toBe(true);
  });

  it('keeps several injections in a row in order', async () => {
    const context = setup();
    await startChat(context);
    for (const text of ['one', 'two', 'three'])
      await context.bus.command('WebChat.injectMessage', { text });
    context.transport.add('Message', agent, 'four');
    await settle(500);
    expect(
      context
        .transcript()
        .map((message) => message.text)
        .slice(-4),
    ).toEqual(['one', 'two', 'three', 'four']);
  });

  it('refuses without a running chat, and refuses options without a text', async () => {
    const context = setup();
    await expect(context.bus.command('WebChat.injectMessage', { text: 'Hi' })).rejects.toThrow(
      'There is no active chat session',
    );
    await startChat(context);
    await expect(
      context.bus.untyped.command('WebChat.injectMessage', { text: '  ' }),
    ).rejects.toThrow('Invalid options for WebChat.injectMessage: text: Expected the message text');
    await expect(
      context.bus.untyped.command('WebChat.injectMessage', { text: 'Hi', type: 'markdown' }),
    ).rejects.toThrow("type: Expected 'text' or 'html'");
  });
});

describe('WebChat.configure, show, hide and the overlay', () => {
  it('changes the widget’s settings, refusing a bad one by name', async () => {
    const { bus, widget } = setup();
    await bus.command('WebChat.configure', { inviteTimeout: 10_000, chatButton: false });
    expect(widget.getSnapshot().context.options).toMatchObject({
      inviteTimeout: 10_000,
      chatButton: false,
      inviteDelay: 5000,
    });
    await expect(
      bus.untyped.command('WebChat.configure', { inviteTimeout: 'soon' }),
    ).rejects.toThrow(/^Invalid options for WebChat\.configure: inviteTimeout: /);
    await expect(bus.untyped.command('WebChat.configure', { colour: 'red' })).rejects.toThrow(
      'Invalid options for WebChat.configure',
    );
  });

  it('hides the shown window without closing it, and shows it again; a hide while closed does nothing', async () => {
    const { bus, api } = setup();
    await bus.command('WebChat.hide');
    expect(api().hidden).toBe(false);
    await bus.command('WebChat.open');
    await bus.command('WebChat.hide');
    expect(api()).toMatchObject({ window: 'open', hidden: true });
    await bus.command('WebChat.show');
    expect(api()).toMatchObject({ window: 'open', hidden: false });
    await bus.command('WebChat.hide');
    await bus.command('WebChat.close');
    await bus.command('WebChat.open');
    expect(api().hidden).toBe(false);
  });

  it('shows the site’s overlay over the open window until hidden or closed, and refuses it while closed', async () => {
    const { bus, api } = setup();
    await expect(bus.command('WebChat.showOverlay', { html: '<p>Hi</p>' })).rejects.toThrow(
      'WebChat is not currently open. Ignoring command.',
    );
    await bus.command('WebChat.open');
    await bus.command('WebChat.showOverlay', { html: '<p>Terms</p>', hideFooter: true });
    expect(api().overlay).toEqual({ html: '<p>Terms</p>', hideFooter: true });
    await bus.command('WebChat.hideOverlay');
    expect(api().overlay).toBeUndefined();
    await bus.command('WebChat.showOverlay', { html: '<p>Terms</p>' });
    expect(api().overlay).toEqual({ html: '<p>Terms</p>', hideFooter: false });
    api().hideOverlay();
    expect(api().overlay).toBeUndefined();
    await bus.command('WebChat.showOverlay', { html: '<p>Again</p>' });
    await bus.command('WebChat.close');
    expect(api().overlay).toBeUndefined();
    await expect(bus.untyped.command('WebChat.showOverlay', {})).rejects.toThrow(
      'html: Expected the overlay HTML',
    );
  });
});
