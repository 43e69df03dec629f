import { describe, expect, it, vi } from 'vitest';
import { emptyMetadata } from './chat-session.logic';
import { createActor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createFakeChatTransport } from '../testing/fake-chat-transport';
import { connect, selectChatView, type ChatView } from './chat-session.connect';
import { chatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';

const view: ChatView = {
  status: 'active',
  messages: [],
  participants: new Map([
    [
      '2',
      {
        id: '2',
        name: 'Anna',
        type: 'Agent',
        connected: true,
        supervisor: false,
        connectedTime: 1,
      },
    ],
    [
      '3',
      {
        id: '3',
        name: 'Bot',
        type: 'Bot',
        connected: false,
        supervisor: false,
        connectedTime: 1,
        disconnectedTime: 2,
      },
    ],
  ]),
  outbox: [{ clientMessageId: 'm1', text: 'hi', status: 'queued', createdAt: 1 }],
  connection: 'online',
  reconnectedNotice: false,
  errors: [],
  formErrors: {},
  idle: undefined,
  survey: undefined,
  metadata: emptyMetadata(),
  capabilities: { async: false, asyncClose: 'endChat', pagination: false, fileUpload: true },
  maxMessageLength: 500,
  unread: 2,
  uploads: [],
  fileLimits: undefined,
  downloadRequest: (fileId) => ({ url: `/file/${fileId}/download`, fields: { alias: '1' } }),
  shareLink: undefined,
  isLoadingHistory: false,
  hasMoreHistory: false,
};

describe('chat connect', () => {
  it('derives booleans, participants and counts', () => {
    const api = connect(view, vi.fn());
    expect(api).toMatchObject({
      isActive: true,
      isEnded: false,
      connectedCount: 1,
      pending: view.outbox,
    });
    expect(api.participants.map((participant) => participant.name)).toEqual(['Anna', 'Bot']);
  });

  it('sends one event per command', () => {
    const send = vi.fn();
    const api = connect(view, send);
    api.start({ nickname: 'A' });
    api.sendMessage('hello');
    api.retry('m1');
    api.discard('m1');
    api.end();
    api.restore();
    api.dismissError(4);
    api.dismissIdle();
    api.markRead();
    api.upload(new Blob(['x']), 'a.png');
    api.retryUpload('u1');
    api.dismissUpload('u1');
    api.acceptSurvey();
    api.declineSurvey();
    api.createTransferLink('https://shop.test/');
    api.createInviteLink('https://shop.test/');
    api.joinSharedChat('token');
    api.notifyOpened();
    api.notifyClosed();
    api.notifyCancelled();
    api.notifyCoBrowseStarted();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'session.start',
      'message.send',
      'message.retry',
      'message.discard',
      'session.end',
      'session.restore',
      'error.dismiss',
      'idle.dismiss',
      'messages.read',
      'file.upload',
      'file.retry',
      'file.dismiss',
      'survey.accept',
      'survey.decline',
      'share.create',
      'share.create',
      'share.join',
      'widget.opened',
      'widget.closed',
      'form.cancelled',
      'coBrowse.started',
    ]);
    expect(send.mock.calls.slice(14, 16).map(([event]) => event.kind)).toEqual([
      'transfer',
      'invite',
    ]);
    expect(api.downloadRequest('f9')).toEqual({ url: '/file/f9/download', fields: { alias: '1' } });
  });

  it('reports the visitor typing from an input of your own, with an empty preview by default', () => {
    const send = vi.fn();
    const api = connect(view, send);
    api.setTyping(true, 'Hel');
    api.setTyping(false);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'visitor.typing', typing: true, preview: 'Hel' },
      { type: 'visitor.typing', typing: false, preview: '' },
    ]);
  });

  it('gives the connection line to show, with its text key', () => {
    const notice = (change: Partial<ChatView>) =>
      connect({ ...view, ...change }, vi.fn()).connectionNotice;
    expect(notice({})).toBeUndefined();
    expect(notice({ connection: 'disconnected' })).toEqual({ key: 'webchat.errors.Disconnected' });
    expect(notice({ reconnectedNotice: true })).toEqual({ key: 'webchat.errors.Reconnected' });
    expect(notice({ connection: 'slow' })).toEqual({ key: 'webchat.errors.ChatServerWentOffline' });
    expect(notice({ status: 'ended', connection: 'disconnected' })).toBeUndefined();
  });

  it('tells whether a person is connected and whether uploads wait for one', () => {
    expect(connect(view, vi.fn())).toMatchObject({
      isAgentConnected: true,
      uploadNeedsAgent: false,
    });
    const botOnly = new Map([...view.participants].filter(([, p]) => p.type === 'Bot'));
    const bot = { ...botOnly.get('3')!, connected: true };
    expect(
      connect({ ...view, participants: new Map([['3', bot]]) }, vi.fn()).isAgentConnected,
    ).toBe(false);
    const limits = { fileTypes: ['png'], needAgent: true, maxFileSize: 10 };
    expect(
      connect({ ...view, participants: new Map(), fileLimits: limits }, vi.fn()).uploadNeedsAgent,
    ).toBe(true);
  });

  it('gives the file input the allowed types and uploads the picked file once', () => {
    const send = vi.fn();
    const limits = { fileTypes: ['png', '.PDF'], needAgent: false, maxFileSize: 10 };
    const props = connect({ ...view, fileLimits: limits }, send).getFileInputProps();
    expect(props).toMatchObject({ type: 'file', hidden: true, accept: '.png,.PDF' });
    const file = new File(['x'], 'a.png');
    const input = { files: [file], value: 'C:\\fakepath\\a.png' };
    (props.onChange as (event: unknown) => void)({ currentTarget: input });
    expect(send).toHaveBeenCalledWith({ type: 'file.upload', file, fileName: 'a.png' });
    expect(input.value).toBe('');
    (props.onChange as (event: unknown) => void)({ currentTarget: { files: [], value: '' } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(connect(view, send).getFileInputProps().accept).toBeUndefined();
  });

  it('makes the transcript a polite log', () => {
    expect(connect(view, vi.fn()).getTranscriptProps()).toEqual({
      'data-scope': 'chat',
      'data-part': 'transcript',
      role: 'log',
      'aria-live': 'polite',
      'aria-relevant': 'additions',
      'data-state': 'active',
    });
  });
});

describe('selectChatView', () => {
  it('gives the same fields after a poll that brings nothing, so views do not re-render', async () => {
    const actor = createActor(chatSessionMachine, {
      input: {
        transport: createFakeChatTransport(),
        store: createCookieSessionStore(createCookieStore()),
      },
    }).start();
    actor.send({ type: 'session.start', form: { nickname: 'Ada' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('active')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = selectChatView(actor.getSnapshot());
    actor.send({ type: 'poll.now' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = selectChatView(actor.getSnapshot());
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      expect(Object.is(before[key], after[key]), key).toBe(true);
    }
    actor.stop();
  });
});
