import { describe, expect, it, vi } from 'vitest';
import { useChatSimulator } from '../testing/simulator-harness';
import { createActor, type Actor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import type { CookieStore } from '../../services/cookies/cookie-store';
import { createGmsTransport } from '../../transports/gms-v2';
import { chatErrorKeys } from './chat-session.logic';
import { chatSessionMachine, type ChatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';
import type { ChatSessionEmitted } from './chat-session.types';

interface TranscriptEvent {
  index: number;
  type: string;
  text?: string;
  from: { type: string; nickname?: string };
  eventAttributes?: Record<string, unknown>;
  userData?: Record<string, string>;
}

const { url: simulatorUrl, control, track } = useChatSimulator();

/** The simulator's GMS chat service the visitor's pages talk to. */
const chatServiceUrl = () => `${simulatorUrl()}/genesys/2/chat/customer-support`;

const transcript = async (chatId: string) =>
  ((await control('GET', `/sim/api/chats/${chatId}/transcript`)) as { events: TranscriptEvent[] })
    .events;

function chat(cookies: CookieStore = createCookieStore(), fast = true) {
  const transport = createGmsTransport({
    dataURL: chatServiceUrl(),
    timeoutMs: 2000,
    pollPolicy: fast ? { tick: 25, minInterval: 50, maxInterval: 200 } : {},
  });
  const actor = createActor(chatSessionMachine, {
    input: {
      transport,
      store: createCookieSessionStore(cookies),
      options: { verifyRetry: 50 },
    },
  });
  const emitted: ChatSessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  track(actor);
  return { actor, emitted, cookies };
}

async function startedChat(cookies?: CookieStore) {
  const visitor = chat(cookies);
  visitor.actor.send({
    type: 'session.start',
    form: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Billing' },
  });
  await vi.waitFor(() => expect(visitor.actor.getSnapshot().matches('active')).toBe(true), {
    timeout: 5000,
  });
  const chatId = visitor.actor.getSnapshot().context.session!.chatId!;
  return { ...visitor, chatId };
}

const texts = (actor: Actor<ChatSessionMachine>) =>
  actor
    .getSnapshot()
    .context.messages.filter((message) => message.type === 'Message')
    .map((message) => message.text);

describe('the chat session against the simulator over GMS chat v2', () => {
  it('starts, exchanges messages with an agent, shows typing and participants, and ends', async () => {
    const { actor, emitted, chatId } = await startedChat();
    const chats = (await control('GET', '/sim/api/chats')) as {
      chats: { id: string; state: string; visitor: { firstName?: string } }[];
    };
    expect(chats.chats).toContainEqual(
      expect.objectContaining({
        id: chatId,
        visitor: expect.objectContaining({ firstName: 'Ada' }),
      }),
    );

    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${chatId}/agent/typing`);
    await control('POST', `/sim/api/chats/${chatId}/agent/messages`, {
      text: 'Hello Ada, how can I help?',
    });
    await vi.waitFor(() => expect(texts(actor)).toContain('Hello Ada, how can I help?'), {
      timeout: 5000,
    });
    expect([...actor.getSnapshot().context.participants.values()]).toMatchObject([
      { name: 'Anna', type: 'Agent', connected: true },
    ]);
    expect(emitted.map((event) => event.type)).toContain('agentTypingStarted');

    actor.send({ type: 'message.send', text: 'My invoice is wrong' });
    await vi.waitFor(async () => {
      const visitorMessages = (await transcript(chatId)).filter(
        (event) => event.from.type === 'Client' && event.type === 'Message',
      );
      expect(visitorMessages.map((event) => event.text)).toEqual(['My invoice is wrong']);
      expect(visitorMessages[0]?.eventAttributes?.['cxkit-client-id']).toEqual(expect.any(String));
    });
    await vi.waitFor(() => expect(texts(actor)).toContain('My invoice is wrong'), {
      timeout: 5000,
    });
    expect(actor.getSnapshot().context.outbox).toEqual([]);

    actor.send({ type: 'session.end' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true));
    const after = (await control('GET', '/sim/api/chats')) as {
      chats: { id: string; state: string }[];
    };
    expect(after.chats.find((item) => item.id === chatId)?.state).toBe('ended');
    expect(emitted.map((event) => event.type).slice(-2)).toEqual(['disconnected', 'ended']);
  });

  it('ends when the agent ends the chat, and offers the survey', async () => {
    const { actor, emitted, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${chatId}/agent/survey`, {
      surveyUrl: 'https://survey.example/s/1',
      cancelUrl: `${simulatorUrl()}/sim/api/survey/cancel/${chatId}`,
    });
    await control('POST', `/sim/api/chats/${chatId}/end`);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), {
      timeout: 5000,
    });
    expect(emitted).toContainEqual({
      type: 'surveyOffered',
      survey: {
        surveyUrl: 'https://survey.example/s/1',
        cancelUrl: `${simulatorUrl()}/sim/api/survey/cancel/${chatId}`,
      },
    });
  });

  it('uploads a file once an agent has joined, refuses a type the limits do not allow, and downloads what the agent sent', async () => {
    const { actor, chatId } = await startedChat();
    await vi.waitFor(() => expect(actor.getSnapshot().context.fileLimits).toBeDefined());
    expect(actor.getSnapshot().context.fileLimits).toMatchObject({
      needAgent: true,
      fileTypes: expect.arrayContaining(['png', 'pdf']),
    });
    actor.send({
      type: 'file.upload',
      file: new Blob(['%PDF-1.4 hello']),
      fileName: 'invoice.pdf',
    });
    expect(actor.getSnapshot().context.errors.at(-1)?.key).toBe('webchat.files.needAgent');

    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.participants.size).toBe(1), {
      timeout: 5000,
    });
    actor.send({ type: 'file.upload', file: new Blob(['MZ']), fileName: 'tool.exe' });
    expect(actor.getSnapshot().context.errors.at(-1)?.key).toBe('webchat.codes.203');
    actor.send({
      type: 'file.upload',
      file: new Blob(['%PDF-1.4 hello']),
      fileName: 'invoice.pdf',
    });
    await vi.waitFor(
      () =>
        expect(actor.getSnapshot().context.uploads).toMatchObject([
          { fileName: 'invoice.pdf', status: 'done', fileId: expect.any(String) },
        ]),
      { timeout: 5000 },
    );
    await vi.waitFor(async () => {
      const uploaded = (await transcript(chatId)).filter((event) => event.type === 'FileUploaded');
      expect(uploaded).toHaveLength(1);
    });

    await control('POST', `/sim/api/chats/${chatId}/agent/files`, {
      name: 'receipt.txt',
      contentBase64: Buffer.from('paid').toString('base64'),
      mimeType: 'text/plain',
    });
    await vi.waitFor(
      () =>
        expect(
          actor
            .getSnapshot()
            .context.messages.some((message) => message.fileDetails?.fileName === 'receipt.txt'),
        ).toBe(true),
      { timeout: 5000 },
    );
    const agentFile = actor
      .getSnapshot()
      .context.messages.find((message) => message.fileDetails?.fileName === 'receipt.txt')!;
    const download = actor
      .getSnapshot()
      .context.transport.downloadRequest(
        actor.getSnapshot().context.session!,
        agentFile.fileDetails!.fileId,
      );
    const body = new FormData();
    for (const [key, value] of Object.entries(download.fields)) body.set(key, value);
    const response = await fetch(download.url, { method: 'POST', body });
    expect(await response.text()).toBe('paid');
  });

  it('reports a declined survey to the cancel URL', async () => {
    const { actor, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${chatId}/agent/survey`, {
      surveyUrl: 'https://survey.example/s/2',
      cancelUrl: `${simulatorUrl()}/sim/api/survey/cancel/${chatId}`,
    });
    await control('POST', `/sim/api/chats/${chatId}/end`);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), {
      timeout: 5000,
    });
    actor.send({ type: 'survey.decline' });
    await vi.waitFor(async () => {
      const { cancellations } = (await control('GET', '/sim/api/survey/cancellations')) as {
        cancellations: { chatId: string }[];
      };
      expect(cancellations.map((item) => item.chatId)).toEqual([chatId]);
    });
  });

  it('passes idle alerts on with their number', async () => {
    const { emitted, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/idle`, {
      kind: 'alert',
      text: 'Are you still there?',
    });
    await vi.waitFor(
      () =>
        expect(emitted.filter((event) => event.type === 'idle')).toEqual([
          { type: 'idle', notice: expect.objectContaining({ kind: 'alert', number: 1 }) },
        ]),
      { timeout: 5000 },
    );
  });

  it('counts an idle alert down to the close the simulator announced', async () => {
    const { actor, chatId } = await startedChat();
    const { event } = (await control('POST', `/sim/api/chats/${chatId}/agent/idle`, {
      kind: 'alert',
      closeAfterMs: 60_000,
    })) as { event: { utcTime: number } };
    await vi.waitFor(
      () =>
        expect(actor.getSnapshot().context.idle).toEqual({
          kind: 'alert',
          number: 1,
          countdownSeconds: 60,
          closesAt: event.utcTime + 60_000,
        }),
      { timeout: 5000 },
    );
  });

  it("restores the whole conversation with a new actor from the saved cookies, though its first read is answered with the last poll's answer again", async () => {
    const first = await startedChat();
    await control('POST', `/sim/api/chats/${first.chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, {
      text: 'Before the reload',
    });
    await vi.waitFor(() => expect(texts(first.actor)).toContain('Before the reload'), {
      timeout: 5000,
    });
    first.actor.stop();

    await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, {
      text: 'While you were away',
    });
    // A proxy answers the restore's read from the start with the closed page's last poll answer.
    await control('POST', '/sim/api/faults', { route: '/refresh$', action: 'duplicate', count: 1 });
    const second = chat(first.cookies);
    second.actor.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(second.actor.getSnapshot().matches('active')).toBe(true), {
      timeout: 5000,
    });
    expect(second.emitted.map((event) => event.type)).toContain('restored');
    await vi.waitFor(() =>
      expect(texts(second.actor)).toEqual(['Before the reload', 'While you were away']),
    );
    expect(second.actor.getSnapshot().context.messages.every((message) => message.restoring)).toBe(
      true,
    );
  });

  it('calls a message that arrived "may have arrived", not "not sent", when the restore read of the ended chat is answered with an earlier answer again', async () => {
    const first = await startedChat();
    // The send reaches the chat but its answer is lost, and nothing this page reads tells it so.
    for (const fault of [
      { route: '/send$', action: 'drop', after: true, count: 1 },
      { route: '/refresh$', action: 'error', status: 503 },
      { route: '/customNotice$', action: 'error', status: 503 },
    ])
      await control('POST', '/sim/api/faults', fault);
    first.actor.send({ type: 'message.send', text: 'did it arrive?' });
    await vi.waitFor(
      () =>
        expect(first.actor.getSnapshot().context.outbox.map((entry) => entry.status)).toEqual([
          'uncertain',
        ]),
      { timeout: 5000 },
    );
    const session = first.actor.getSnapshot().context.session!;
    first.actor.stop();
    await control('DELETE', '/sim/api/faults');
    expect((await transcript(first.chatId)).map((event) => event.text)).toContain('did it arrive?');

    await control('POST', `/sim/api/chats/${first.chatId}/end`);
    // Another tab's last read of the chat asks from far past the message; the restore's read gets
    // that answer again (the simulator's `duplicate` fault).
    const otherTab = createGmsTransport({ dataURL: chatServiceUrl() });
    expect((await otherTab.poll(session, 1000, '')).ok).toBe(true);
    await control('POST', '/sim/api/faults', { route: '/refresh$', action: 'duplicate', count: 1 });

    const second = chat(first.cookies);
    second.actor.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(second.actor.getSnapshot().value).toBe('inactive'), {
      timeout: 5000,
    });
    expect(second.emitted.filter((event) => event.type === 'messageFailed')).toEqual([
      {
        type: 'messageFailed',
        text: 'did it arrive?',
        error: { key: chatErrorKeys.messageUnconfirmed },
      },
    ]);
  });

  it("offers a retry for a file whose upload is answered with the earlier upload's answer again (duplicate fault), and its retry arrives", async () => {
    const { actor, chatId } = await startedChat();
    await vi.waitFor(() => expect(actor.getSnapshot().context.fileLimits).toBeDefined());
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.participants.size).toBe(1), {
      timeout: 5000,
    });
    const upload = (fileName: string) =>
      actor.send({ type: 'file.upload', file: new Blob(['%PDF-1.4']), fileName });
    const statuses = () => actor.getSnapshot().context.uploads.map((entry) => entry.status);
    upload('first.pdf');
    await vi.waitFor(() => expect(statuses()).toEqual(['done']), { timeout: 5000 });
    await control('POST', '/sim/api/faults', { route: '/file$', action: 'duplicate', count: 1 });
    upload('second.pdf');
    await vi.waitFor(() => expect(statuses()).toEqual(['done', 'failed']), { timeout: 5000 });
    expect(actor.getSnapshot().context.uploads[1]).toMatchObject({
      retryable: true,
      error: { key: chatErrorKeys.fileSendFailed },
    });
    actor.send({ type: 'file.retry', id: actor.getSnapshot().context.uploads[1]!.id });
    await vi.waitFor(() => expect(statuses()).toEqual(['done', 'done']), { timeout: 5000 });
    const uploaded = (await transcript(chatId)).filter((event) => event.type === 'FileUploaded');
    expect(uploaded.map((event) => event.userData?.['file-name'])).toEqual([
      'first.pdf',
      'second.pdf',
    ]);
  });

  it('delivers 200 agent and 50 visitor messages exactly once and in order through delays, errors, drops and duplicates on every route it uses', async () => {
    const { actor, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    for (const fault of [
      { route: '/refresh$', action: 'duplicate', probability: 0.15 },
      { route: '/refresh$', action: 'drop', probability: 0.1 },
      { route: '/refresh$', action: 'error', status: 503, probability: 0.1 },
      { route: '/refresh$', action: 'delay', ms: 120, probability: 0.2 },
      { route: '/send$', action: 'duplicate', probability: 0.1 },
      { route: '/send$', action: 'drop', after: true, probability: 0.15 },
      { route: '/send$', action: 'drop', probability: 0.1 },
      { route: '/send$', action: 'error', status: 500, probability: 0.1 },
      { route: '/send$', action: 'delay', ms: 120, probability: 0.2 },
      // The delivery check's custom notice, and typing, on the same connection.
      { route: '/customNotice$', action: 'duplicate', probability: 0.2 },
      { route: '/customNotice$', action: 'drop', after: true, probability: 0.2 },
      { route: '/customNotice$', action: 'error', status: 500, probability: 0.1 },
      { route: '/(startTyping|stopTyping)$', action: 'duplicate', probability: 0.2 },
      { route: '/(startTyping|stopTyping)$', action: 'drop', probability: 0.2 },
    ])
      await control('POST', '/sim/api/faults', fault);
    const agentTexts = Array.from({ length: 200 }, (_, index) => `agent ${index + 1}`);
    const visitorTexts = Array.from({ length: 50 }, (_, index) => `visitor ${index + 1}`);
    const agentSending = (async () => {
      for (const text of agentTexts)
        await control('POST', `/sim/api/chats/${chatId}/agent/messages`, { text });
    })();
    for (const text of visitorTexts) {
      actor.send({ type: 'visitor.typing', typing: true, preview: text });
      actor.send({ type: 'message.send', text });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await agentSending;
    await vi.waitFor(
      () => {
        const received = texts(actor).filter((text) => text.startsWith('agent '));
        expect(received).toEqual(agentTexts);
        expect(actor.getSnapshot().context.outbox).toEqual([]);
      },
      { timeout: 60_000, interval: 200 },
    );
    await control('DELETE', '/sim/api/faults');
    const onServer = (await transcript(chatId))
      .filter((event) => event.from.type === 'Client' && event.type === 'Message')
      .map((event) => event.text);
    expect(onServer).toEqual(visitorTexts);
    expect(actor.getSnapshot().matches('active')).toBe(true);
  }, 90_000);
});
