import { describe, expect, it } from 'vitest';
import { waitForEvent } from '../../chat/chat.test-support';
import { createManualClock } from '../../engine/clock';
import { useSimulators } from '../../test-support';
import type { GmsEnvelope } from './gms-chat.envelope';
import {
  control,
  gmsBase,
  postForm,
  postMultipart,
  startGmsChat,
  widgetStartFields,
} from './gms-chat.test-support';

const start = useSimulators();
const t0 = Date.UTC(2030, 0, 1, 9);

const types = (body: GmsEnvelope) =>
  body.messages.map((message) => (message as { type: string }).type);

describe('start', () => {
  it('accepts the widget start (trailing slash, URL-encoded, bracketed user data)', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const response = await postForm(`${gmsBase(simulator)}/`, widgetStartFields);
    expect(response.status).toBe(200);
    const body = (await response.json()) as GmsEnvelope;
    expect(body).toEqual({
      statusCode: 0,
      chatId: expect.stringMatching(/^[0-9A-F]{16}$/),
      secureKey: expect.stringMatching(/^[0-9a-f]{16}$/),
      alias: '117',
      userId: expect.stringMatching(/^[0-9A-F]{16}$/),
      chatEnded: false,
      nextPosition: 2,
      messages: [
        {
          index: 1,
          type: 'ParticipantJoined',
          utcTime: t0,
          from: { participantId: 1, nickname: 'Ada Lovelace', type: 'Client' },
        },
      ],
    });
    expect(simulator.chat.require(body.chatId)).toMatchObject({
      transport: 'gms-v2',
      visitor: {
        nickname: '',
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: 'ada@example.com',
        subject: 'Billing',
      },
      userData: {
        GCTI_LanguageCode: 'en',
        _genesys_source: 'web',
        _genesys_url: 'https://shop.example/help?a=1&b=2',
      },
      details: { serviceName: 'customer-support' },
      origin: simulator.url,
    });
  });

  it('keeps a __proto__ user data key as data: the agent can still join and the faults API still works', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const response = await postForm(`${gmsBase(simulator)}/`, [
      ...widgetStartFields,
      ['userData[__proto__][polluted]', 'yes'],
      ['__proto__[polluted]', 'yes'],
    ]);
    expect(response.status).toBe(200);
    const { chatId } = (await response.json()) as GmsEnvelope;
    expect(Object.entries(simulator.chat.require(chatId).userData)).toContainEqual([
      '__proto__',
      '{"polluted":"yes"}',
    ]);
    expect((await control(simulator, `/chats/${chatId}/agent/join`)).status).toBe(200);
    expect((await control(simulator, '/faults', { route: 'x', action: 'drop' })).status).toBe(200);
  });

  it('accepts a multipart start without the trailing slash, with a first message', async () => {
    const simulator = await start();
    const form = new FormData();
    form.append('nickname', 'ada');
    form.append('text', 'I need help');
    form.append('endpoint', 'sales');
    form.append('userData[Country]', 'UK');
    const response = await postMultipart(gmsBase(simulator, 'sales-chat'), form);
    expect(response.status).toBe(200);
    const body = (await response.json()) as GmsEnvelope;
    expect(types(body)).toEqual(['ParticipantJoined', 'Message']);
    expect(body.nextPosition).toBe(3);
    expect(simulator.chat.require(body.chatId)).toMatchObject({
      userData: { Country: 'UK' },
      details: { serviceName: 'sales-chat', endpoint: 'sales' },
    });
  });

  it.each([
    [{ firstName: '', lastName: '' }, [161]],
    [{ firstName: '', lastName: 'Lovelace' }, [102]],
    [{ firstName: 'Ada', lastName: ' ' }, [103]],
    [{ firstName: 'Ada', lastName: 'L', emailAddress: 'not-an-email' }, [364]],
    [{ firstName: '', lastName: '', emailAddress: 'x@' }, [161, 364]],
  ])('refuses %j with HTTP 400 and codes %j', async (fields, codes) => {
    const simulator = await start();
    const response = await postForm(`${gmsBase(simulator)}/`, fields);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { statusCode: number; errors: { code: number }[] };
    expect(body.statusCode).toBe(2);
    expect(body.errors.map((error) => error.code)).toEqual(codes);
    expect(simulator.chat.list()).toEqual([]);
  });

  it('refuses with 240 while the service is unavailable, and 204 for a long first message', async () => {
    const simulator = await start({ chat: { maxMessageLength: 5 } });
    const tooLong = await postForm(`${gmsBase(simulator)}/`, { nickname: 'a', text: '123456' });
    expect([tooLong.status, await tooLong.json()]).toEqual([
      400,
      { statusCode: 2, errors: [{ code: 204, advice: '5' }] },
    ]);
    await control(simulator, '/chat/service', { available: false });
    const refused = await postForm(`${gmsBase(simulator)}/`, { nickname: 'a' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: 2, errors: [{ code: 240 }] });
  });

  it('answers a malformed multipart body with a GMS error', async () => {
    const simulator = await start();
    const response = await fetch(`${gmsBase(simulator)}/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      body: 'not multipart at all',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 2,
      errors: [{ code: 400, advice: expect.stringMatching(/^Malformed multipart body/) }],
    });
  });

  it('checks the apikey header only when one is configured', async () => {
    const simulator = await start({ chat: { apiKey: 'k-1' } });
    const without = await postForm(`${gmsBase(simulator)}/`, { nickname: 'a' });
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ statusCode: 2, errors: [{ code: 401 }] });
    const wrong = await postForm(`${gmsBase(simulator)}/`, { nickname: 'a' }, { apikey: 'k-2' });
    expect(wrong.status).toBe(401);
    const right = await postForm(`${gmsBase(simulator)}/`, { nickname: 'a' }, { apikey: 'k-1' });
    expect(right.status).toBe(200);
    const open = await start();
    expect((await postForm(`${gmsBase(open)}/`, { nickname: 'a' })).status).toBe(200);
  });
});

describe('refresh', () => {
  it('returns the transcript from transcriptPosition with explicit chatEnded and nextPosition', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    simulator.chat.agentJoin(session.chatId, { name: 'Anna' });
    simulator.chat.agentMessage(session.chatId, { text: 'Hi, how can I help?' });
    const { status, body } = await session.call('refresh', {
      transcriptPosition: '2',
      message: 'I am typ',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      statusCode: 0,
      chatId: session.chatId,
      ...session.keys,
      chatEnded: false,
      nextPosition: 4,
    });
    expect(body.messages).toMatchObject([
      {
        index: 2,
        type: 'ParticipantJoined',
        from: { participantId: 2, nickname: 'Anna', type: 'Agent' },
      },
      { index: 3, type: 'Message', text: 'Hi, how can I help?' },
    ]);
    expect(simulator.chat.require(session.chatId).visitorPreview).toBe('I am typ');
    expect(types((await session.call('refresh', { transcriptPosition: '4' })).body)).toEqual([]);
    expect(types((await session.call('refresh')).body)).toHaveLength(3);
    const restore = (await session.call('refresh', { transcriptPosition: '-1' })).body;
    expect([restore.messages, restore.chatEnded, restore.nextPosition]).toEqual([[], false, 4]);
  });

  it('pages an asynchronous chat back with refreshes from lower positions (protocols 1.2), the preview untouched', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator, [['userData[GCTI_Chat_AsyncMode]', 'true']]);
    simulator.chat.agentJoin(session.chatId, { name: 'Anna' });
    for (let count = 1; count <= 30; count += 1) {
      simulator.chat.agentMessage(session.chatId, { text: `agent ${count}` });
    }
    await session.call('refresh', { transcriptPosition: '33', message: 'draft' });
    const restore = (await session.call('refresh', { transcriptPosition: '-1' })).body;
    expect([restore.messages, restore.nextPosition]).toEqual([[], 33]);

    const indexesFrom = async (position: number) => {
      const { body } = await session.call('refresh', { transcriptPosition: String(position) });
      expect(body).toMatchObject({ statusCode: 0, chatEnded: false, nextPosition: 33 });
      return body.messages.map((message) => (message as { index: number }).index);
    };
    const upTo32 = (from: number) => Array.from({ length: 33 - from }, (_, index) => from + index);
    expect(await indexesFrom(13)).toEqual(upTo32(13));
    expect(await indexesFrom(1)).toEqual(upTo32(1));
    expect(simulator.chat.require(session.chatId).visitorPreview).toBe('draft');
  });

  it('answers 404 for an unknown chat or a wrong secureKey', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const wrongKey = await postForm(session.url('refresh'), { ...session.keys, secureKey: 'x' });
    expect(wrongKey.status).toBe(404);
    expect(await wrongKey.json()).toEqual({
      statusCode: 2,
      errors: [{ code: 404, advice: 'Previous session not found' }],
    });
    const unknown = await postForm(`${gmsBase(simulator)}/NOPE/refresh`, session.keys);
    expect(unknown.status).toBe(404);
  });

  it('refuses a transcriptPosition that is not an integer inside the chat envelope', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const { status, body } = await session.call('refresh', { transcriptPosition: 'two' });
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 2,
      chatId: session.chatId,
      ...session.keys,
      chatEnded: false,
      nextPosition: 2,
      messages: [],
      errors: [{ code: 400, advice: 'transcriptPosition: must be an integer' }],
    });
  });

  it.each([
    ['refresh', { transcriptPosition: '1.5', unknownField: 'x' }, 'transcriptPosition'],
    ['send', { message: 'Hi', eventAttributes: '{oops' }, 'eventAttributes'],
    ['updateData', { [`userData${'[a]'.repeat(40)}`]: 'x' }, 'Field userData'],
    ['file/file-1/download', { transcriptPosition: 'x' }, 'transcriptPosition'],
  ])(
    'answers a bad field of %s on a known session with every session field (protocols 10)',
    async (operation, fields, advice) => {
      const simulator = await start();
      const session = await startGmsChat(simulator);
      await session.call('send', { message: 'Before' });
      const response = await postForm(session.url(operation), { ...session.keys, ...fields });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 2,
        chatId: session.chatId,
        ...session.keys,
        chatEnded: false,
        nextPosition: 3,
        messages: [],
        errors: [{ code: 400, advice: expect.stringContaining(advice) }],
      });
      expect(simulator.chat.transcript(session.chatId)).toHaveLength(2);
    },
  );

  it('answers a bad field on an ended chat with chatEnded true', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await session.call('disconnect');
    const { status, body } = await session.call('refresh', { transcriptPosition: 'two' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 2, chatId: session.chatId, chatEnded: true });
  });

  it('answers a bad field with a wrong secureKey as a bare 404', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const response = await postForm(session.url('refresh'), {
      ...session.keys,
      secureKey: 'wrong',
      transcriptPosition: 'two',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 2,
      errors: [{ code: 404, advice: 'Previous session not found' }],
    });
  });

  it('does not spend a "temporarily unavailable" answer on a refused request', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    simulator.chat.setUnavailable(session.chatId, 1);
    const refused = await session.call('refresh', { transcriptPosition: 'two' });
    expect([refused.status, refused.body.statusCode]).toEqual([400, 2]);
    const unavailable = await session.call('refresh', { transcriptPosition: '1' });
    expect([unavailable.status, unavailable.body.statusCode]).toEqual([200, 1]);
  });
});

describe('send', () => {
  it('stores the eventAttributes JSON verbatim and echoes it exactly once in the transcript', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const attributes = { 'cxkit-client-id': 'c-42' };
    const sent = await session.call('send', {
      message: 'Hello',
      messageType: 'text',
      eventAttributes: JSON.stringify(attributes),
      transcriptPosition: '2',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.messages).toEqual([
      {
        index: 2,
        type: 'Message',
        utcTime: expect.any(Number),
        from: { participantId: 1, nickname: 'Ada Lovelace', type: 'Client' },
        text: 'Hello',
        eventAttributes: attributes,
      },
    ]);
    const echoes = (
      await session.call('refresh', { transcriptPosition: '1' })
    ).body.messages.filter((message) => JSON.stringify(message).includes('c-42'));
    expect(echoes).toHaveLength(1);
  });

  it('refuses event attributes or a field name nested too deep, and the chat goes on', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const deep = `{"a":${'['.repeat(6000)}${']'.repeat(6000)}}`;
    const refused = await session.call('send', { message: 'Hi', eventAttributes: deep });
    expect(refused.body).toMatchObject({
      statusCode: 2,
      errors: [{ code: 400, advice: 'eventAttributes: nests deeper than 32 levels' }],
    });
    const byName = await session.call('updateData', { [`userData${'[a]'.repeat(40)}`]: 'x' });
    expect(byName.status).toBe(400);
    const refreshed = await session.call('refresh', { transcriptPosition: '1' });
    expect([refreshed.status, refreshed.body.statusCode]).toEqual([200, 0]);
    const transcript = await fetch(`${simulator.url}/sim/api/chats/${session.chatId}/transcript`);
    expect(transcript.status).toBe(200);
  });

  it('returns no messages without transcriptPosition', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const { body } = await session.call('send', { message: 'Hi' });
    expect([body.statusCode, body.messages, body.nextPosition]).toEqual([0, [], 3]);
  });

  it('parses multipart sends with bracketed fields', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const form = new FormData();
    for (const [name, value] of Object.entries(session.keys)) form.append(name, value);
    form.append('message', 'From multipart');
    form.append('eventAttributes[general-properties][related-event-id]', '7');
    form.append('transcriptPosition', '2');
    const response = await postMultipart(session.url('send'), form);
    expect(response.status).toBe(200);
    expect(((await response.json()) as GmsEnvelope).messages).toMatchObject([
      {
        text: 'From multipart',
        eventAttributes: { 'general-properties': { 'related-event-id': '7' } },
      },
    ]);
  });

  it('refuses a long message with 204 inside the chat envelope', async () => {
    const simulator = await start({ chat: { maxMessageLength: 10 } });
    const session = await startGmsChat(simulator);
    const { status, body } = await session.call('send', { message: 'x'.repeat(11) });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      statusCode: 2,
      chatId: session.chatId,
      chatEnded: false,
      nextPosition: 2,
      errors: [{ code: 204, advice: '10' }],
    });
  });

  it.each([
    [{ message: 'x', eventAttributes: '{oops' }, 'eventAttributes: must be a JSON object'],
    [{ message: 'x', eventAttributes: '[1]' }, 'eventAttributes: must be a JSON object'],
    [{}, 'message: is required'],
  ])('refuses %j with HTTP 400', async (fields, advice) => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const { status, body } = await session.call('send', fields);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ code: 400, advice }]);
    expect(simulator.chat.transcript(session.chatId)).toHaveLength(1);
  });
});

describe('typing, notices, user data and notifications', () => {
  it('turns startTyping and stopTyping into typing events with the preview', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const started = await session.call('startTyping', { message: 'Hel', transcriptPosition: '2' });
    expect(started.body.messages).toMatchObject([{ index: 2, type: 'TypingStarted', text: 'Hel' }]);
    const stopped = await session.call('stopTyping', { message: 'Hello', transcriptPosition: '3' });
    expect(types(stopped.body)).toEqual(['TypingStopped']);
  });

  it('adds custom notices with their attributes', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const { body } = await session.call('customNotice', {
      message: '',
      eventAttributes: '{"purpose":"cancel-idle-timer"}',
      transcriptPosition: '2',
    });
    expect(body.messages).toMatchObject([
      { type: 'CustomNotice', text: '', eventAttributes: { purpose: 'cancel-idle-timer' } },
    ]);
  });

  it('merges bracketed user data on updateData and requestNotifications', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const updated = await session.call('updateData', { 'userData[gks_question]': 'refund?' });
    expect([updated.status, updated.body.statusCode, updated.body.messages]).toEqual([200, 0, []]);
    const notified = await session.call('requestNotifications', {
      transcriptPosition: '1',
      message: '',
      'userData[Country]': 'UK',
    });
    expect(types(notified.body)).toEqual(['ParticipantJoined']);
    expect(simulator.chat.require(session.chatId).userData).toMatchObject({
      GCTI_LanguageCode: 'en',
      gks_question: 'refund?',
      Country: 'UK',
    });
  });
});

describe('idle timers', () => {
  it('gives idleTimerExpire, in seconds, with an idle alert whose next timer is the close', async () => {
    const simulator = await start({
      chat: { scenario: 'demo', agentJoinDelayMs: 1, agentReplyDelayMs: 1, idleCloseMs: 45_000 },
    });
    const session = await startGmsChat(simulator);
    const isAgentMessage = (event: { type: string; from: { type: string } }) =>
      event.type === 'Message' && event.from.type === 'Agent';
    await waitForEvent(simulator.chat, session.chatId, isAgentMessage);
    await session.call('send', { message: 'idle' });
    const alert = await waitForEvent(
      simulator.chat,
      session.chatId,
      (event) => event.type === 'IdleAlert',
    );
    const { body } = await session.call('refresh', { transcriptPosition: String(alert.index) });
    expect(body).toMatchObject({
      statusCode: 0,
      chatEnded: false,
      idleTimerExpire: 45,
      messages: [{ type: 'IdleAlert', userData: { nextTimerType: 'CLOSE' } }],
    });
  });

  it('gives the close time of a control API alert until the visitor acts', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    simulator.chat.agentJoin(session.chatId, { name: 'Anna' });
    const sent = await control(simulator, `/chats/${session.chatId}/agent/idle`, {
      kind: 'alert',
      nextTimerType: 'CLOSE',
      closeAfterMs: 30_000,
    });
    expect(sent.status).toBe(200);
    const polled = await session.call('refresh', { transcriptPosition: '3' });
    expect(polled.body).toMatchObject({
      idleTimerExpire: 30,
      messages: [{ index: 3, type: 'IdleAlert', userData: { nextTimerType: 'CLOSE' } }],
    });
    const wrote = await session.call('send', { message: 'Still here', transcriptPosition: '4' });
    expect(wrote.body).not.toHaveProperty('idleTimerExpire');
    expect((await session.call('refresh')).body).not.toHaveProperty('idleTimerExpire');
  });

  it('gives no idleTimerExpire for an alert without a close time', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    simulator.chat.idle(session.chatId, { kind: 'alert', nextTimerType: 'CLOSE' });
    const { body } = await session.call('refresh', { transcriptPosition: '2' });
    expect(types(body)).toEqual(['IdleAlert']);
    expect(body).not.toHaveProperty('idleTimerExpire');
  });
});

describe('disconnect and ended chats', () => {
  it('ends the chat; refresh keeps saying so and sends are refused', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const left = await session.call('disconnect', { transcriptPosition: '2' });
    expect(left.body).toMatchObject({ statusCode: 0, chatEnded: true, nextPosition: 3 });
    expect(left.body.messages).toMatchObject([
      { type: 'ParticipantLeft', from: { type: 'Client' } },
    ]);
    expect((await session.call('refresh', { transcriptPosition: '3' })).body).toMatchObject({
      statusCode: 0,
      chatEnded: true,
      messages: [],
    });
    const late = await session.call('send', { message: 'late' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ statusCode: 2, chatEnded: true, errors: [{ code: 400 }] });
    expect((await session.call('disconnect')).body).toMatchObject({
      statusCode: 0,
      chatEnded: true,
    });
  });
});

describe('statusCode 1 streaks', () => {
  it('answers the next N requests of the chat with statusCode 1 without performing them', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const armed = await control(simulator, `/chats/${session.chatId}/unavailable`, { count: 2 });
    expect(await armed.json()).toEqual({ id: session.chatId, remaining: 2 });
    const first = await session.call('refresh', { transcriptPosition: '1' });
    expect(first.body).toEqual({
      statusCode: 1,
      chatId: session.chatId,
      ...session.keys,
      chatEnded: false,
      nextPosition: 2,
      messages: [],
    });
    expect((await session.call('send', { message: 'lost' })).body.statusCode).toBe(1);
    expect(simulator.chat.transcript(session.chatId)).toHaveLength(1);
    expect((await session.call('refresh', { transcriptPosition: '1' })).body.statusCode).toBe(0);
  });
});

describe('the event log', () => {
  it('records every GMS call with its fields and status', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await session.call('send', { message: 'Hi', messageType: 'text' });
    const calls = simulator.state.events
      .entries()
      .filter((entry) => entry.type === 'gms-chat.called');
    expect(calls.map((entry) => entry.data)).toMatchObject([
      { path: '/genesys/2/chat/customer-support/', chatId: null, status: 200 },
      {
        path: `/genesys/2/chat/customer-support/${session.chatId}/send`,
        chatId: session.chatId,
        fields: { message: 'Hi', messageType: 'text', secureKey: session.keys.secureKey },
        status: 200,
      },
    ]);
  });
});
