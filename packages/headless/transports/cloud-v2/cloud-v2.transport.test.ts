import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCloudV2Transport,
  CloudV2ConfigError,
  customerGone,
  type CloudV2TransportOptions,
} from '.';
import type { ChatBatch, PushHandlers } from '../transport.types';
import {
  baseOptions,
  conversations,
  fakeCloud,
  fakeWebSockets,
  heartbeat,
  memberChangeFrame,
  messageFrame,
  session,
  typingFrame,
} from './cloud-v2.test-support';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

// Polls without a listener open a relay stream: by default over sockets that never open.
const transportOf = (options: Partial<CloudV2TransportOptions> = {}) =>
  createCloudV2Transport({ ...baseOptions, WebSocket: fakeWebSockets().WebSocket, ...options });

const summary = (batch: ChatBatch) =>
  batch.messages.map((message) => [message.index, message.type, message.from.type, message.text]);

function recorder() {
  const batches: ChatBatch[] = [];
  const events: string[] = [];
  const handlers: PushHandlers = {
    batch: (batch) => {
      batches.push(batch);
      events.push('batch');
    },
    lost: (message) => events.push(`lost: ${message}`),
    restored: () => events.push('restored'),
  };
  return { batches, events, handlers };
}

describe('createCloudV2Transport', () => {
  it('names itself, has no async chat nor uploads, and polls slowly by default', () => {
    const transport = transportOf();
    expect(transport.name).toBe('purecloud-v2-sockets');
    expect(transport.capabilities).toEqual({
      async: false,
      asyncClose: 'endChat',
      pagination: true,
      fileUpload: false,
      deliveryCheck: false,
      customNotice: false,
      updateData: false,
    });
    expect(transport.pollPolicy).toMatchObject({ minInterval: 15_000, maxInterval: 15_000 });
    expect(typeof transport.listen).toBe('function');
    expect(typeof transport.history).toBe('function');
  });

  it('throws "Invalid transport configuration" for bad options', () => {
    const bad = { ...baseOptions, interactionData: { routing: { targetAddress: '' } } };
    expect(() => createCloudV2Transport(bad)).toThrow(CloudV2ConfigError);
    expect(() => createCloudV2Transport(bad)).toThrow('Invalid transport configuration');
    expect(() => transportOf({ deploymentKey: undefined })).toThrow(
      'Invalid transport configuration',
    );
    expect(() => transportOf({ maxMessagePageSize: 0 })).toThrow('Invalid transport configuration');
  });
});

describe('wire shapes', () => {
  it('starts with a JSON create carrying routing, member info and journey context, then the first text', async () => {
    const cloud = fakeCloud(server);
    const transport = transportOf({
      deploymentKey: undefined,
      deploymentId: 'dep-2',
      orgGuid: undefined,
      organizationId: 'org-2',
      interactionData: { routing: { targetAddress: 'Support', skills: ['billing'], priority: 2 } },
      journeyContext: { customer: { id: 'cust-1', idType: 'cookie' } },
    });

    const result = await transport.start({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      subject: 'Billing',
      text: 'Hello',
      userData: { _genesys_source: 'web' },
    });

    expect(result).toEqual({
      ok: true,
      value: { session, batch: { messages: [], ended: undefined, nextPosition: 1 } },
    });
    const [create, first] = cloud.seen;
    expect(create?.headers.get('authorization')).toBeNull();
    expect(create?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(create?.body ?? '')).toEqual({
      organizationId: 'org-2',
      deploymentId: 'dep-2',
      routingTarget: {
        targetType: 'QUEUE',
        targetAddress: 'Support',
        skills: ['billing'],
        priority: 2,
      },
      memberInfo: {
        displayName: 'Ada Lovelace',
        role: 'CUSTOMER',
        customFields: {
          _genesys_source: 'web',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          subject: 'Billing',
        },
      },
      journeyContext: { customer: { id: 'cust-1', idType: 'cookie' } },
    });
    expect(first?.method).toBe('POST');
    expect(first?.url.pathname).toBe('/api/v2/webchat/guest/conversations/c1/members/me/messages');
    expect(first?.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(JSON.parse(first?.body ?? '')).toEqual({ body: 'Hello' });
  });

  it('reports a create answered after timeoutMs as no answer, and ends the conversation it opened without sending the text', async () => {
    const cloud = fakeCloud(server);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Falls through to the fake server's answer once released.
    server.use(http.post(conversations, () => held.then(() => undefined)));

    await expect(
      transportOf({ timeoutMs: 50 }).start({ text: 'Hello', userData: {} }),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 50 ms' },
    });
    release();
    await vi.waitFor(() => expect(cloud.members.get('me')?.state).toBe('DISCONNECTED'));
    expect(cloud.seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/v2/webchat/guest/conversations',
      'DELETE /api/v2/webchat/guest/conversations/c1/members/me',
    ]);
    expect(cloud.seen[1]?.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('names the visitor by nickname, else first and last name, else Customer', async () => {
    const cloud = fakeCloud(server);
    const transport = transportOf();
    await transport.start({ nickname: 'ada', firstName: 'Ada', userData: {} });
    await transport.start({ userData: {} });
    const names = cloud.seen.map(
      (request) =>
        (JSON.parse(request.body) as { memberInfo: { displayName: string } }).memberInfo
          .displayName,
    );
    expect(names).toEqual(['ada', 'Customer']);
  });

  it('reads the whole transcript from position 1 through root-relative next links, numbering it 1..n', async () => {
    const cloud = fakeCloud(server);
    cloud.add('me', 'member-join');
    cloud.add('anna', 'member-join');
    cloud.add('anna', 'standard', 'Hi Ada');
    cloud.add('bot', 'notice', 'Queued');
    const last = cloud.add('me', 'standard', 'Hello');
    const transport = transportOf({ maxMessagePageSize: 2 });

    const result = await transport.poll(session, 1, '');

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(summary(result.value)).toEqual([
      [1, 'ParticipantJoined', 'Client', ''],
      [2, 'ParticipantJoined', 'Agent', ''],
      [3, 'Message', 'Agent', 'Hi Ada'],
      [4, 'Notice', 'Bot', 'Queued'],
      [5, 'Message', 'Client', 'Hello'],
    ]);
    expect(result.value.messages[1]?.from).toEqual({ id: 'anna', type: 'Agent', name: 'Anna' });
    expect(result.value.messages[3]?.from.name).toBe('Bot');
    expect(result.value).toMatchObject({
      ended: false,
      nextPosition: 6,
      session: { lastMessageId: last.id },
    });
    const reads = cloud.seen.filter((request) => request.url.pathname.endsWith('/messages'));
    expect(reads.map((request) => request.url.search)).toEqual([
      '?sortOrder=ascending&maxResults=2',
      `?after=${cloud.messages[1]?.id}&sortOrder=ascending&maxResults=2`,
      `?after=${cloud.messages[3]?.id}&sortOrder=ascending&maxResults=2`,
    ]);
    expect(reads[0]?.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  /** The visitor joined and was read from position 1; then Anna joined and said Hi, not yet read. */
  async function annaSaysHiAfterFirstPoll() {
    const cloud = fakeCloud(server);
    cloud.add('me', 'member-join');
    const transport = transportOf();
    await transport.poll(session, 1, '');
    cloud.add('anna', 'member-join');
    cloud.add('anna', 'standard', 'Hi');
    return { cloud, transport };
  }

  it('polls after the last message read, keeping the indexes it gave', async () => {
    const { cloud, transport } = await annaSaysHiAfterFirstPoll();

    const result = await transport.poll(session, 2, '');

    expect(result.ok && summary(result.value)).toEqual([
      [2, 'ParticipantJoined', 'Agent', ''],
      [3, 'Message', 'Agent', 'Hi'],
    ]);
    const lastRead = cloud.seen
      .filter((request) => request.url.pathname.endsWith('/messages'))
      .at(-1);
    expect(lastRead?.url.searchParams.get('after')).toBe(cloud.messages[0]?.id);
    const again = await transport.poll(session, 1, '');
    expect(again.ok && again.value.messages.map((message) => message.index)).toEqual([1, 2, 3]);
  });

  it('reads from the position it is given, so a poll whose answer was not taken loses nothing', async () => {
    const { cloud, transport } = await annaSaysHiAfterFirstPoll();
    await transport.poll(session, 2, '');
    cloud.add('anna', 'standard', 'Still there?');

    const again = await transport.poll(session, 2, '');

    expect(again.ok && summary(again.value)).toEqual([
      [2, 'ParticipantJoined', 'Agent', ''],
      [3, 'Message', 'Agent', 'Hi'],
      [4, 'Message', 'Agent', 'Still there?'],
    ]);
  });

  it('sends a message with its body only and echoes the client id on the transcript read', async () => {
    const cloud = fakeCloud(server);
    const transport = transportOf();
    const sent = await transport.send(session, { text: 'My invoice', clientMessageId: 'cm-1' }, 4);
    expect(sent).toEqual({ ok: true, value: { messages: [], ended: undefined, nextPosition: 4 } });
    expect(JSON.parse(cloud.seen[0]?.body ?? '')).toEqual({ body: 'My invoice' });
    // Without a delivery check, a send that outlived a reload would go twice.
    expect(cloud.seen[0]?.keepalive).toBe(false);
    const read = await transport.poll(session, 1, '');
    expect(read.ok && read.value.messages[0]).toMatchObject({
      text: 'My invoice',
      clientMessageId: 'cm-1',
      from: { type: 'Client', name: 'Ada' },
    });
  });

  it("takes a send answered with an earlier send's answer again (a proxy replaying it) as a doubtful send", async () => {
    const cloud = fakeCloud(server);
    const transport = transportOf();
    const first = await transport.send(session, { text: 'One', clientMessageId: 'cm-1' }, 1);
    expect(first.ok).toBe(true);
    const earlier = cloud.messages[0];
    server.use(
      http.post(`${conversations}/:id/members/me/messages`, () => HttpResponse.json(earlier), {
        once: true,
      }),
    );
    const replayed = await transport.send(session, { text: 'Two', clientMessageId: 'cm-2' }, 2);
    expect(replayed).toMatchObject({ ok: false, error: { kind: 'protocol' } });
    const read = await transport.poll(session, 1, '');
    expect(read.ok && read.value.messages.map((message) => message.clientMessageId)).toEqual([
      'cm-1',
    ]);
  });

  it('posts typing started without a body, and nothing for typing stopped', async () => {
    const cloud = fakeCloud(server);
    const transport = transportOf();
    expect(await transport.typing(session, true, 'My inv', 3)).toMatchObject({ ok: true });
    expect(await transport.typing(session, false, '', 3)).toMatchObject({ ok: true });
    expect(
      cloud.seen.map((request) => [request.method, request.url.pathname, request.body]),
    ).toEqual([['POST', '/api/v2/webchat/guest/conversations/c1/members/me/typing', '']]);
  });

  it('refuses a typing answer without a JSON body', async () => {
    server.use(http.post(`${conversations}/c1/members/me/typing`, () => new HttpResponse(null)));
    const result = await transportOf().typing(session, true, '', 1);
    expect(result).toMatchObject({ ok: false, error: { kind: 'protocol' } });
  });

  it('leaves with a DELETE of its own member that outlives the page, and reports the chat ended', async () => {
    const cloud = fakeCloud(server);
    const transport = transportOf();
    await transport.typing(session, true, '', 1);
    expect(cloud.seen.shift()).toMatchObject({ method: 'POST', keepalive: false });
    expect(await transport.disconnect(session)).toEqual({
      ok: true,
      value: { messages: [], ended: true, nextPosition: 0 },
    });
    expect(cloud.seen[0]).toMatchObject({ method: 'DELETE', keepalive: true });
    expect(cloud.seen[0]?.url.pathname).toBe('/api/v2/webchat/guest/conversations/c1/members/me');
    expect(await transport.send(session, { text: 'x', clientMessageId: 'c' }, 1)).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 404,
        errors: [{ code: 404, advice: customerGone }],
        ended: true,
      },
    });
  });

  it('ends when its own member reads DISCONNECTED', async () => {
    const cloud = fakeCloud(server);
    cloud.add('me', 'member-join');
    cloud.add('me', 'member-leave');
    cloud.members.get('me')!.state = 'DISCONNECTED';
    const result = await transportOf().poll(session, 1, '');
    expect(result).toMatchObject({ ok: true, value: { ended: true } });
    expect(result.ok && result.value.messages.at(-1)).toMatchObject({
      type: 'ParticipantLeft',
      from: { type: 'Client' },
    });
  });

  it('reads older pages before the message at an index, oldest first', async () => {
    const cloud = fakeCloud(server);
    for (const text of ['one', 'two', 'three', 'four']) cloud.add('anna', 'standard', text);
    const transport = transportOf();
    await transport.poll(session, 1, '');

    const page = await transport.history(session, 4, 2);

    expect(page.ok && summary(page.value)).toEqual([
      [2, 'Message', 'Agent', 'two'],
      [3, 'Message', 'Agent', 'three'],
    ]);
    const read = cloud.seen.at(-1);
    expect(Object.fromEntries(read?.url.searchParams ?? [])).toEqual({
      before: cloud.messages[3]?.id,
      sortOrder: 'descending',
      maxResults: '2',
    });
    expect(await transport.history(session, 1, 2)).toMatchObject({
      ok: true,
      value: { messages: [] },
    });
  });

  it('maps HTTP errors to purecloud-v2-sockets-<status>, a 404 to ended and a bare 5xx to network', async () => {
    const transport = transportOf();
    const answer = (status: number, body?: unknown) =>
      server.use(
        http.post(`${conversations}/c1/members/me/messages`, () =>
          body === undefined
            ? new HttpResponse('oops', { status })
            : HttpResponse.json(body, { status }),
        ),
      );
    const send = () => transport.send(session, { text: 'x', clientMessageId: 'c' }, 1);
    answer(400, { status: 400, code: 'bad.request', message: 'no' });
    expect(await send()).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 400,
        errors: [
          { code: 400, advice: 'purecloud-v2-sockets-400', key: 'webchat.transport.socket400' },
        ],
      },
    });
    answer(404, { status: 404, code: 'not.found', message: 'gone' });
    expect(await send()).toMatchObject({
      ok: false,
      error: {
        kind: 'rejected',
        status: 404,
        ended: true,
        errors: [{ advice: 'purecloud-v2-sockets-404' }],
      },
    });
    answer(503, { status: 503, code: 'service.unavailable', message: 'later' });
    expect(await send()).toMatchObject({
      error: { kind: 'rejected', status: 503, errors: [{ key: 'webchat.transport.socket503' }] },
    });
    answer(502);
    expect(await send()).toMatchObject({ error: { kind: 'network' } });
  });

  it('answers the unsupported operations with the spec text', async () => {
    const transport = transportOf();
    for (const result of [
      await transport.customNotice(session, 'x'),
      await transport.updateData(session, { a: 'b' }),
      await transport.fileLimits(session),
      await transport.upload(session, new Blob(['x']), 'x.txt'),
    ]) {
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'protocol',
          message: expect.stringMatching(/^This transport doesn't support /),
        },
      });
    }
  });
});

/** A listener on a conversation the visitor has joined, its socket open and the join read. */
async function listeningAfterJoin() {
  const cloud = fakeCloud(server);
  cloud.add('me', 'member-join');
  const { WebSocket, sockets } = fakeWebSockets();
  const { batches, handlers } = recorder();
  const close = transportOf({ WebSocket }).listen(session, 1, handlers);
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  sockets[0]?.open();
  await vi.waitFor(() => expect(batches).toHaveLength(1));
  return { cloud, sockets, batches, close };
}

describe('listen', () => {
  it('catches up once open, then turns frames into batches with the same indexes a poll gives', async () => {
    const cloud = fakeCloud(server);
    cloud.add('me', 'member-join');
    const { WebSocket, sockets } = fakeWebSockets();
    const transport = transportOf({ WebSocket });
    const { batches, events, handlers } = recorder();

    const close = transport.listen(session, 1, handlers);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.url).toBe(session.eventStreamUri);
    sockets[0]?.open();
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(summary(batches[0]!)).toEqual([[1, 'ParticipantJoined', 'Client', '']]);

    const join = cloud.add('anna', 'member-join');
    sockets[0]?.frame(messageFrame(join));
    sockets[0]?.frame(memberChangeFrame('anna', 'CONNECTED'));
    sockets[0]?.frame(typingFrame('anna'));
    sockets[0]?.frame(typingFrame('me'));
    const hello = cloud.add('anna', 'standard', 'Hello');
    sockets[0]?.frame(messageFrame(hello));
    sockets[0]?.frame(messageFrame(hello));
    sockets[0]?.frame(heartbeat);
    await vi.waitFor(() => expect(batches).toHaveLength(4));
    expect(batches.slice(1).map(summary)).toEqual([
      [[2, 'ParticipantJoined', 'Agent', '']],
      [[3, 'TypingStarted', 'Agent', '']],
      [[4, 'Message', 'Agent', 'Hello']],
    ]);
    expect(batches[1]?.messages[0]?.from.name).toBe('Anna');
    expect(batches[3]?.session).toMatchObject({ lastMessageId: hello.id });

    const polled = await transport.poll(session, 1, '');
    expect(
      polled.ok && polled.value.messages.map((message) => [message.index, message.text]),
    ).toEqual([
      [1, ''],
      [2, ''],
      [4, 'Hello'],
    ]);
    expect(events.filter((event) => event.startsWith('lost'))).toEqual([]);
    close();
    expect(sockets[0]?.closed).toBe(true);
  });

  it('numbers frames that come late or out of order in conversation order, as the transcript lists them', async () => {
    const { cloud, sockets, batches, close } = await listeningAfterJoin();
    const first = cloud.add('anna', 'standard', 'first');
    const second = cloud.add('anna', 'standard', 'second');
    sockets[0]?.frame(messageFrame(second));
    sockets[0]?.frame(messageFrame(first));
    sockets[0]?.frame(messageFrame(second));
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(summary(batches[1]!)).toEqual([
      [2, 'Message', 'Agent', 'first'],
      [3, 'Message', 'Agent', 'second'],
    ]);
    close();
  });

  it('reads again soon for a pushed message when the read fails or comes back without it', async () => {
    const { cloud, sockets, batches, close } = await listeningAfterJoin();

    // The first read fails, the second is an older answer without the message.
    const reads = `${conversations}/c1/messages`;
    server.use(
      http.get(reads, () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
      http.get(reads, () => HttpResponse.json({ entities: [], pageSize: 0 }), { once: true }),
    );
    const hello = cloud.add('anna', 'standard', 'Hello');
    const pushed = Date.now();
    sockets[0]?.frame(messageFrame(hello));
    await vi.waitFor(() => expect(batches).toHaveLength(2), { timeout: 4000 });
    expect(summary(batches[1]!)).toEqual([[2, 'Message', 'Agent', 'Hello']]);
    // Two pauses (0.5 s and 1 s), far from the 15 s catch-up poll.
    expect(Date.now() - pushed).toBeLessThan(3000);
    close();
  });

  it("ends on the visitor's own member-leave once the member reads DISCONNECTED", async () => {
    const cloud = fakeCloud(server);
    const { WebSocket, sockets } = fakeWebSockets();
    const { batches, handlers } = recorder();
    const close = transportOf({ WebSocket }).listen(session, 1, handlers);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.open();
    const leave = cloud.add('anna', 'member-leave');
    sockets[0]?.frame(messageFrame(leave));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toMatchObject({ ended: undefined, messages: [{ type: 'ParticipantLeft' }] });
    cloud.members.get('me')!.state = 'DISCONNECTED';
    sockets[0]?.frame(messageFrame(cloud.add('me', 'member-leave')));
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]).toMatchObject({
      ended: true,
      messages: [{ type: 'ParticipantLeft', from: { type: 'Client' } }],
    });
    close();
  });

  it('reports a socket that fails to open, and retries after the reconnect interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeCloud(server);
    const { WebSocket, sockets } = fakeWebSockets();
    const { events, handlers } = recorder();
    const close = transportOf({ WebSocket, socketReconnectInterval: 5000 }).listen(
      session,
      1,
      handlers,
    );
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.fail();
    expect(events).toEqual(['lost: websocket failed to open']);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    await vi.waitFor(() => expect(events).toContain('restored'));
    close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts 12 s without a frame as lost, reconnects after 5 s, catches up, then reports restored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cloud = fakeCloud(server);
    const { WebSocket, sockets } = fakeWebSockets();
    const { batches, events, handlers } = recorder();
    const close = transportOf({ WebSocket }).listen(session, 1, handlers);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.open();
    await vi.advanceTimersByTimeAsync(11_000);
    sockets[0]?.frame(heartbeat);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['lost: websocket heartbeat missed']);
    expect(sockets[0]?.closed).toBe(true);

    const missed = cloud.add('anna', 'standard', 'While you were away');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    await vi.waitFor(() =>
      expect(events).toEqual(['lost: websocket heartbeat missed', 'batch', 'restored']),
    );
    expect(batches[0]?.messages).toMatchObject([{ text: missed.body, index: 1 }]);
    // Frames of the old socket are ignored.
    sockets[0]?.frame(messageFrame(cloud.add('anna', 'standard', 'stale')));
    close();
    expect(sockets[1]?.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens the event stream on start; polls hand over what it pushed until a listener takes it', async () => {
    const cloud = fakeCloud(server);
    const { WebSocket, sockets } = fakeWebSockets();
    const transport = transportOf({ WebSocket });
    await transport.start({ nickname: 'Ada', userData: {} });
    expect(sockets.map((socket) => socket.url)).toEqual([session.eventStreamUri]);
    cloud.add('anna', 'member-join');
    sockets[0]?.open();
    await transport.poll(session, 1, '');
    sockets[0]?.frame(typingFrame('anna'));
    await vi.waitFor(async () => {
      const polled = await transport.poll(session, 2, '');
      expect(polled.ok && summary(polled.value)).toEqual([[2, 'TypingStarted', 'Agent', '']]);
    });

    sockets[0]?.frame(typingFrame('anna'));
    // Lets the stream hand the frame over (it waits for the next poll, as nobody listens yet).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { batches, handlers } = recorder();
    const close = transport.listen(session, 3, handlers);
    expect(sockets).toHaveLength(1);
    await vi.waitFor(() =>
      expect(batches.map(summary)).toEqual([[[3, 'TypingStarted', 'Agent', '']]]),
    );
    sockets[0]?.frame(typingFrame('anna'));
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    const polled = await transport.poll(session, 5, '');
    expect(polled.ok && polled.value.messages).toEqual([]);
    close();
    expect(sockets[0]?.closed).toBe(true);
    await transport.poll(session, 5, '');
    expect(sockets).toHaveLength(1);
  });

  it('reports failing to open when there is no WebSocket at all', async () => {
    vi.stubGlobal('WebSocket', undefined);
    try {
      fakeCloud(server);
      const { events, handlers } = recorder();
      const close = transportOf({ WebSocket: undefined }).listen(session, 1, handlers);
      await vi.waitFor(() => expect(events).toEqual(['lost: websocket failed to open']));
      close();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
