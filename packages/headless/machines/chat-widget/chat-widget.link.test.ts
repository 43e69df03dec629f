import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { chatSessionMachine } from '../chat-session/chat-session.machine';
import { createCookieSessionStore } from '../chat-session/chat-session.store';
import { createFakeChatTransport } from '../testing/fake-chat-transport';
import { connect, selectChatWidgetView } from './chat-widget.connect';
import { linkChatWidget } from './chat-widget.link';
import { chatWidgetMachine } from './chat-widget.machine';
import { createCookieWindowStore } from './chat-widget.store';
import type { ChatWidgetOptions } from './chat-widget.types';

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

function setup(
  cookies = createCookieStore(),
  transport = createFakeChatTransport(() => time),
  options?: Partial<ChatWidgetOptions>,
) {
  const chat = createActor(chatSessionMachine, {
    input: { transport, store: createCookieSessionStore(cookies), now: () => time },
  }).start();
  const widget = createActor(chatWidgetMachine, {
    input: { store: createCookieWindowStore(cookies), options },
  }).start();
  const unlink = linkChatWidget(widget, chat);
  const api = () => connect(selectChatWidgetView(widget.getSnapshot()), widget.send);
  return { chat, widget, api, unlink, cookies, transport };
}

describe('linkChatWidget', () => {
  it('shows the chat once started, marks it read while open, and ends it through the close question', async () => {
    const { chat, api, transport } = setup();
    api().open();
    expect(api().screen).toBe('form');
    chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    expect(chat.getSnapshot().matches('starting')).toBe(true);
    expect(api().screen).toBe('form');
    await settle();
    expect(api().screen).toBe('chat');
    transport.add('ParticipantJoined', agent);
    transport.add('Message', agent, 'Hello Ada');
    await settle(500);
    expect(chat.getSnapshot().context.unread).toBe(0);
    expect(chat.getSnapshot().context.metadata.opened).toBe(1_000_000);

    api().close();
    expect(api().dialog).toBe('confirmClose');
    api().confirm();
    await settle();
    expect(chat.getSnapshot().matches('ended')).toBe(true);
    expect(api().window).toBe('closed');
    expect(chat.getSnapshot().context.metadata.closed).toBeDefined();
  });

  it('reports the submission with the values of the form the chat started from', async () => {
    const { chat, widget, api } = setup();
    const submitted: unknown[] = [];
    widget.on('submitted', (event) => submitted.push(event.form));
    api().open();
    chat.send({
      type: 'session.start',
      form: { nickname: 'Ada', emailAddress: 'ada@example.com' },
    });
    await settle();
    expect(submitted).toEqual([{ nickname: 'Ada', emailAddress: 'ada@example.com' }]);
  });

  /** A chat started, then minimized while the agent joins and asks a question. */
  async function minimizedWithAgentMessage(options?: Partial<ChatWidgetOptions>) {
    const linked = setup(createCookieStore(), undefined, options);
    linked.api().open();
    linked.chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    linked.api().minimize();
    linked.transport.add('ParticipantJoined', agent);
    linked.transport.add('Message', agent, 'Are you there?');
    await settle(500);
    return linked;
  }

  it('counts messages unread while minimized and reads them when shown again', async () => {
    const { chat, api } = await minimizedWithAgentMessage();
    expect(chat.getSnapshot().context.unread).toBe(1);
    api().minimize(false);
    expect(chat.getSnapshot().context.unread).toBe(0);
  });

  it('with unminimizeOnAlert, opens a minimized window when an idle alert comes, not on a message', async () => {
    const system = { id: '9', type: 'System' as const, name: 'System' };
    for (const unminimizeOnAlert of [true, false]) {
      const { chat, api, transport } = await minimizedWithAgentMessage({ unminimizeOnAlert });
      expect(api().window).toBe('minimized');
      transport.add('IdleAlert', system, 'Still there? The chat closes soon.');
      await settle(1000);
      expect(chat.getSnapshot().context.idle?.kind).toBe('alert');
      expect(api().window, `unminimizeOnAlert ${unminimizeOnAlert}`).toBe(
        unminimizeOnAlert ? 'open' : 'minimized',
      );
    }
  });

  it('records a form closed without starting as cancelled', () => {
    const { chat, api } = setup();
    api().open();
    api().close();
    expect(chat.getSnapshot().context.metadata.cancelled).toBe(1_000_000);
  });

  /** A chat started as Ada whose window was then minimized. */
  async function startedMinimized() {
    const linked = setup();
    linked.api().open();
    linked.chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    linked.api().minimize();
    return linked;
  }

  /** The page of `first` goes away; a new one on the same cookies and back end. */
  function reload(first: ReturnType<typeof setup>) {
    first.unlink();
    first.chat.stop();
    first.widget.stop();
    return setup(first.cookies, first.transport);
  }

  it('reopens a restored chat as it was, from the cookies of the last page', async () => {
    const second = reload(await startedMinimized());
    expect(second.api().window).toBe('closed');
    second.chat.send({ type: 'session.restore' });
    await settle();
    expect(second.api()).toMatchObject({ window: 'minimized', screen: 'chat' });
  });

  it('counts agent files and pushed URLs as unread, and keeps the count across a reload', async () => {
    const first = await startedMinimized();
    first.transport.add('ParticipantJoined', agent);
    first.transport.add('Message', agent, 'Here is your invoice');
    await settle(500);
    expect(first.api().unread).toBe(1);
    first.transport.add('FileUploaded', agent, '', {
      fileDetails: { fileId: 'f1', fileName: 'invoice.pdf', fileSize: 10 },
    });
    first.transport.add('PushUrl', agent, 'https://example.test/pay');
    await settle(3000);
    expect(first.api().unread).toBe(3);

    const second = reload(first);
    second.chat.send({ type: 'session.restore' });
    await settle();
    expect(second.api()).toMatchObject({ window: 'minimized', unread: 3 });
    second.transport.add('Message', agent, 'Anything else?');
    await settle(3000);
    expect(second.api().unread).toBe(4);
    second.api().minimize(false);
    expect(second.api().unread).toBe(0);
  });

  it('offers a new chat when the saved session cannot be restored', async () => {
    const first = setup();
    first.chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    first.transport.endChat();
    first.unlink();
    first.chat.stop();

    const second = setup(first.cookies, first.transport);
    second.chat.send({ type: 'session.restore' });
    await settle();
    expect(second.api()).toMatchObject({ window: 'closed', invitation: 'reinvite' });
  });

  it("offers a new chat on each page while the ended chat's unsent message waits, until the visitor declines; then the message waits for the next chat without one", async () => {
    const first = setup();
    first.chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    const down = { kind: 'network', message: 'down' } as const;
    first.transport.fail('send', down);
    first.transport.fail('customNotice', ...Array<typeof down>(20).fill(down));
    first.chat.send({ type: 'message.send', text: 'typed on a train' });
    await settle(100);
    first.unlink();
    first.chat.stop();
    first.transport.endChat();
    const nextPage = async () => {
      const page = setup(first.cookies, first.transport);
      page.chat.send({ type: 'session.restore' });
      await settle();
      return page;
    };
    const leave = (page: ReturnType<typeof setup>) => {
      page.unlink();
      page.chat.stop();
    };

    const second = await nextPage();
    expect(second.api().invitation).toBe('reinvite');
    leave(second);
    const third = await nextPage();
    expect(third.api().invitation).toBe('reinvite');
    third.api().declineInvitation();
    leave(third);

    const fourth = await nextPage();
    expect(fourth.api().invitation).toBeUndefined();
    expect(fourth.chat.getSnapshot().context.errors).toEqual([]);
    const waiting = [{ text: 'typed on a train', status: 'failed' }];
    expect(fourth.chat.getSnapshot().context.outbox).toMatchObject(waiting);
    fourth.chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    expect(fourth.chat.getSnapshot().matches('active')).toBe(true);
    expect(fourth.chat.getSnapshot().context.outbox).toMatchObject(waiting);
  });

  it('shows the survey the chat offers at its end and answers it', async () => {
    const { chat, api, transport } = setup();
    api().open();
    chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    transport.add('ParticipantJoined', agent);
    transport.add(
      'CustomNotice',
      { id: '9', type: 'System', name: '_GCTI_GSS' },
      JSON.stringify({ Survey_URL: 'https://survey.test/s', Cancel_URL: 'https://survey.test/c' }),
    );
    await settle(500);
    api().requestEnd();
    api().confirm();
    await settle();
    expect(api()).toMatchObject({ dialog: 'survey', screen: 'chat' });
    api().acceptSurvey();
    expect(chat.getSnapshot().context.survey).toBeUndefined();
  });

  it('stops forwarding once unlinked', async () => {
    const { chat, api, unlink } = setup();
    unlink();
    chat.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await settle();
    expect(api().screen).toBe('form');
  });
});
