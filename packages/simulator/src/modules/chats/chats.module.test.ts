import { describe, expect, it } from 'vitest';
import { waitForEvent } from '../../chat/chat.test-support';
import { transcriptEventTypes } from '../../chat/chat.types';
import { createManualClock } from '../../engine/clock';
import { useSimulators } from '../../test-support';
import { control, postForm, startGmsChat } from '../gms-chat/gms-chat.test-support';
import type { ChatSummary, ControlEvent } from './chats.views';

const start = useSimulators();
const t0 = Date.UTC(2030, 0, 1, 9);

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

describe('reading chats', () => {
  it('lists chats and shows one with its participants', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const session = await startGmsChat(simulator);
    const { chats } = await json<{ chats: ChatSummary[] }>(fetch(`${simulator.urls.control}chats`));
    expect(chats).toEqual([
      {
        id: session.chatId,
        transport: 'gms-v2',
        state: 'waiting',
        visitor: {
          nickname: '',
          firstName: 'Ada',
          lastName: 'Lovelace',
          emailAddress: 'ada@example.com',
          subject: 'Billing',
        },
        createdAt: '2030-01-01T09:00:00.000Z',
        participants: [
          {
            participantId: 1,
            nickname: 'Ada Lovelace',
            type: 'Client',
            bot: false,
            connected: true,
            typing: false,
          },
        ],
        userData: expect.objectContaining({ GCTI_LanguageCode: 'en' }),
        details: { serviceName: 'customer-support' },
        nextIndex: 2,
        visitorTyping: false,
        visitorPreview: '',
        files: [],
        unavailable: 0,
      },
    ]);
    const one = await json<ChatSummary>(fetch(`${simulator.urls.control}chats/${session.chatId}`));
    expect(one.id).toBe(session.chatId);
    const missing = await fetch(`${simulator.urls.control}chats/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Not Found', code: 'not-found' });
  });

  it('returns the transcript with index, type, from, text and time, from a position', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const session = await startGmsChat(simulator);
    await session.call('send', { message: 'Hi', eventAttributes: '{"cxkit-client-id":"c1"}' });
    const url = `${simulator.urls.control}chats/${session.chatId}/transcript`;
    const transcript = await json<{
      id: string;
      state: string;
      nextIndex: number;
      events: ControlEvent[];
    }>(fetch(url));
    expect(transcript).toEqual({
      id: session.chatId,
      state: 'waiting',
      nextIndex: 3,
      events: [
        {
          index: 1,
          type: 'ParticipantJoined',
          from: { participantId: 1, nickname: 'Ada Lovelace', type: 'Client' },
          text: '',
          time: '2030-01-01T09:00:00.000Z',
          utcTime: t0,
        },
        {
          index: 2,
          type: 'Message',
          from: { participantId: 1, nickname: 'Ada Lovelace', type: 'Client' },
          text: 'Hi',
          time: '2030-01-01T09:00:00.000Z',
          utcTime: t0,
          eventAttributes: { 'cxkit-client-id': 'c1' },
        },
      ],
    });
    const later = await json<{ events: ControlEvent[] }>(fetch(`${url}?from=2`));
    expect(later.events.map((event) => event.index)).toEqual([2]);
    expect((await fetch(`${url}?from=0`)).status).toBe(400);
  });
});

describe('acting as the agent', () => {
  it('joins as a bot, talks, sends rich media, leaves; the visitor sees it all on refresh', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const base = `/chats/${session.chatId}`;
    const joined = await json<{ participant: { participantId: number }; event: ControlEvent }>(
      control(simulator, `${base}/agent/join`, { name: 'Robo', bot: true }),
    );
    expect(joined.participant).toMatchObject({ participantId: 2, bot: true });
    expect(joined.event).toMatchObject({ index: 2, type: 'ParticipantJoined' });
    const message = await json<{ event: ControlEvent }>(
      control(simulator, `${base}/agent/messages`, { text: 'Hello' }),
    );
    expect(message.event).toMatchObject({ index: 3, type: 'Message', text: 'Hello' });
    await control(simulator, `${base}/agent/messages`, {
      text: 'https://example.com',
      type: 'PushUrl',
    });
    const content = { id: 'q', components: [{ type: 'quick-reply', id: 'y', text: 'Yes' }] };
    await control(simulator, `${base}/agent/messages`, {
      text: 'Pick one',
      contentType: 'quick-replies',
      content,
    });
    await control(simulator, `${base}/agent/leave`);

    const { body } = await session.call('refresh', { transcriptPosition: '2' });
    const bot = { GCTI_SYSTEM: { 'party-info': { style: 'BOT' } } };
    expect(body.messages).toMatchObject([
      {
        index: 2,
        type: 'ParticipantJoined',
        from: { nickname: 'Robo', type: 'Agent' },
        eventAttributes: bot,
      },
      { index: 3, type: 'Message', text: 'Hello', eventAttributes: bot },
      { index: 4, type: 'PushUrl', text: 'https://example.com' },
      {
        index: 5,
        type: 'Message',
        text: 'Pick one',
        eventAttributes: {
          ...bot,
          'structured-content': {
            'genesys-chat': { content: { contentType: 'quick-replies', content } },
          },
        },
      },
      { index: 6, type: 'ParticipantLeft', from: { nickname: 'Robo' } },
    ]);
    expect(body.chatEnded).toBe(false);
  });

  it('passes any rich-media content through verbatim, hostile values included', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await control(simulator, `/chats/${session.chatId}/agent/join`);
    // Parsed from text so `__proto__` is an own key, as a hostile back end would send it.
    const content = JSON.parse(
      JSON.stringify({
        title: '<script>alert(1)</script>',
        desc: '[x](javascript:alert(1)) <img src=x onerror=alert(1)>',
        image: 'javascript:alert(1)',
        styles: { 'background-color': 'red;background:url(//evil)', bold: '<b>' },
        components: [
          { type: 'button', text: 'x', actions: { url: 'javascript:alert(1)' } },
          { type: 'nope', id: { deep: [1, [2, null]] }, commandName: 'constructor' },
          'not a component',
          null,
          42,
        ],
        extra: [true, false, '\u0000\u202e'],
      }).replace('{', '{"__proto__":{"polluted":true},'),
    ) as Record<string, unknown>;
    const text = '<img src=x onerror=alert(1)>';
    const sent = await control(simulator, `/chats/${session.chatId}/agent/messages`, {
      text,
      contentType: 'generic',
      content,
    });
    expect(sent.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const structured = {
      'structured-content': { 'genesys-chat': { content: { contentType: 'generic', content } } },
    };
    const { event } = (await sent.json()) as { event: ControlEvent };
    expect(event).toMatchObject({ type: 'Message', text, eventAttributes: structured });
    const transcript = await json<{ events: ControlEvent[] }>(
      fetch(`${simulator.urls.control}chats/${session.chatId}/transcript?from=${event.index}`),
    );
    expect(transcript.events[0]?.eventAttributes).toEqual(structured);
    const { body } = await session.call('refresh', { transcriptPosition: String(event.index) });
    const [message] = body.messages as ControlEvent[];
    expect(message).toMatchObject({ index: event.index, text, eventAttributes: structured });
    const received = (message?.eventAttributes as typeof structured)['structured-content'][
      'genesys-chat'
    ].content.content;
    expect(Object.hasOwn(received, '__proto__')).toBe(true);
  });

  it('types: TypingStarted at once, TypingStopped after the duration', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await control(simulator, `/chats/${session.chatId}/agent/join`, {});
    const typing = await json<{ typing: boolean; event: ControlEvent }>(
      control(simulator, `/chats/${session.chatId}/agent/typing`, { durationMs: 5 }),
    );
    expect(typing).toMatchObject({ typing: true, event: { type: 'TypingStarted' } });
    await waitForEvent(simulator.chat, session.chatId, (event) => event.type === 'TypingStopped');
    const again = await json<{ event: ControlEvent }>(
      control(simulator, `/chats/${session.chatId}/agent/typing`),
    );
    expect(again.event.type).toBe('TypingStarted');
    await control(simulator, `/chats/${session.chatId}/agent/typing`);
    expect(simulator.chat.transcript(session.chatId, 3).map((event) => event.type)).toEqual([
      'TypingStarted',
      'TypingStopped',
      'TypingStarted',
      'TypingStarted',
    ]);
  });

  it('sends a file the visitor downloads through GMS', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await control(simulator, `/chats/${session.chatId}/agent/join`);
    const sent = await json<{
      file: { fileId: string; size: number; mimeType: string };
      event: ControlEvent;
    }>(
      control(simulator, `/chats/${session.chatId}/agent/files`, {
        name: 'report.pdf',
        contentBase64: Buffer.from('%PDF-1.4').toString('base64'),
      }),
    );
    expect(sent.file).toMatchObject({ size: 8, mimeType: 'application/pdf' });
    expect(sent.event).toMatchObject({
      type: 'FileUploaded',
      userData: { 'file-name': 'report.pdf', 'file-size': '8', 'file-id': sent.file.fileId },
    });
    const download = await postForm(session.url(`file/${sent.file.fileId}/download`), session.keys);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await download.text()).toBe('%PDF-1.4');
  });

  it('raises idle alerts and closes an idle chat', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const alert = await json<{ event: ControlEvent }>(
      control(simulator, `/chats/${session.chatId}/agent/idle`, {
        kind: 'alert',
        text: 'Still there?',
        nextTimerType: 'CLOSE',
      }),
    );
    expect(alert.event).toMatchObject({
      type: 'IdleAlert',
      text: 'Still there?',
      userData: { nextTimerType: 'CLOSE' },
      from: { type: 'External' },
    });
    await control(simulator, `/chats/${session.chatId}/agent/idle`, { kind: 'close' });
    const { body } = await session.call('refresh', { transcriptPosition: '3' });
    expect(body).toMatchObject({ chatEnded: true, messages: [{ type: 'IdleClose' }] });
  });

  it('closes an idle chat by itself closeAfterMs after an alert that gives it', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const alert = await json<{ event: ControlEvent }>(
      control(simulator, `/chats/${session.chatId}/agent/idle`, {
        kind: 'alert',
        closeAfterMs: 50,
      }),
    );
    expect(alert.event).toMatchObject({ type: 'IdleAlert', userData: { nextTimerType: 'CLOSE' } });
    const close = await waitForEvent(
      simulator.chat,
      session.chatId,
      (event) => event.type === 'IdleClose',
    );
    expect(close.utcTime - alert.event.utcTime).toBeGreaterThanOrEqual(50);
    expect(simulator.chat.require(session.chatId).state).toBe('ended');
  });

  it('offers a survey with simulator-hosted links and records the decline', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const { event } = await json<{ event: ControlEvent }>(
      control(simulator, `/chats/${session.chatId}/agent/survey`),
    );
    expect(event.from).toMatchObject({ nickname: '_GCTI_GSS', type: 'External' });
    const links = JSON.parse(event.text) as { Survey_URL: string; Cancel_URL: string };
    expect(links).toEqual({
      Survey_URL: `${simulator.url}/sim/api/survey/${session.chatId}`,
      Cancel_URL: `${simulator.url}/sim/api/survey/cancel/${session.chatId}`,
    });
    const page = await fetch(links.Survey_URL);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(session.chatId);
    const declined = await fetch(links.Cancel_URL, { method: 'POST', body: 'reason=no' });
    expect(declined.status).toBe(200);
    const { cancellations } = await json<{ cancellations: unknown[] }>(
      fetch(`${simulator.urls.control}survey/cancellations`),
    );
    expect(cancellations).toEqual([
      { chatId: session.chatId, receivedAt: expect.any(String), body: 'reason=no' },
    ]);
    const custom = await json<{ event: ControlEvent }>(
      control(simulator, `/chats/${session.chatId}/agent/survey`, {
        surveyUrl: 'https://survey.example/1',
        cancelUrl: 'https://survey.example/1/cancel',
      }),
    );
    expect(JSON.parse(custom.event.text)).toEqual({
      Survey_URL: 'https://survey.example/1',
      Cancel_URL: 'https://survey.example/1/cancel',
    });
  });

  it('answers 409 for a survey on a chat whose protocol cannot carry it, and sends nothing', async () => {
    const simulator = await start();
    const { id } = simulator.chat.create({ transport: 'rest-v3', visitor: { firstName: 'Ada' } });
    const response = await control(simulator, `/chats/${id}/agent/survey`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'Conflict',
      code: 'not-carried',
      message: 'A post-chat survey is a GMS chat custom notice, which rest-v3 chats do not carry',
    });
    expect(simulator.chat.transcript(id, 1).map((event) => event.type)).toEqual([
      'ParticipantJoined',
    ]);
  });

  it.each(['rest-v3', 'cloud-v2'] as const)(
    'answers 409 for rich media on a %s chat, whose protocol has no form for it, and sends nothing',
    async (transport) => {
      const simulator = await start();
      const { id } = simulator.chat.create({ transport, visitor: { firstName: 'Ada' } });
      await control(simulator, `/chats/${id}/agent/join`);
      await control(simulator, `/chats/${id}/agent/typing`);
      const before = simulator.chat.transcript(id).map((event) => event.type);
      const response = await control(simulator, `/chats/${id}/agent/messages`, {
        text: 'Pick one',
        contentType: 'quick-replies',
        content: { id: 'q', components: [{ type: 'quick-reply', text: 'Yes' }] },
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'Conflict',
        code: 'not-carried',
        message: `Rich media (quick-replies) is GMS chat structured content, which ${transport} chats do not carry; send the text alone`,
      });
      expect(simulator.chat.transcript(id).map((event) => event.type)).toEqual(before);
      const plain = await control(simulator, `/chats/${id}/agent/messages`, { text: 'Pick one' });
      expect(plain.status).toBe(200);
    },
  );

  it('sends rich media on a GMS CometD chat', async () => {
    const simulator = await start();
    const { id } = simulator.chat.create({
      transport: 'gms-cometd',
      visitor: { firstName: 'Ada' },
    });
    await control(simulator, `/chats/${id}/agent/join`);
    const response = await control(simulator, `/chats/${id}/agent/messages`, {
      text: '',
      contentType: 'quick-replies',
      content: { id: 'q' },
    });
    expect(response.status).toBe(200);
    expect(simulator.chat.transcript(id).at(-1)?.eventAttributes).toEqual({
      'structured-content': {
        'genesys-chat': { content: { contentType: 'quick-replies', content: { id: 'q' } } },
      },
    });
  });

  it.each(['', ' \n\t '])(
    'refuses a plain message with blank text %j with 400 and sends nothing',
    async (text) => {
      const simulator = await start();
      const session = await startGmsChat(simulator);
      await control(simulator, `/chats/${session.chatId}/agent/join`);
      const before = simulator.chat.transcript(session.chatId).length;
      const response = await control(simulator, `/chats/${session.chatId}/agent/messages`, {
        text,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Bad Request',
        message:
          'Invalid request body: text: must not be blank in a message without rich-media content',
        fields: ['text'],
        issues: [
          { path: 'text', message: 'must not be blank in a message without rich-media content' },
        ],
      });
      expect(simulator.chat.transcript(session.chatId)).toHaveLength(before);
    },
  );

  it('still takes every message type, those that carry no text with blank text', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await control(simulator, `/chats/${session.chatId}/agent/join`);
    const textless = new Set([
      'ParticipantJoined',
      'ParticipantLeft',
      'TypingStarted',
      'TypingStopped',
    ]);
    for (const type of transcriptEventTypes) {
      const text = textless.has(type) ? '' : `A ${type}`;
      const response = await control(simulator, `/chats/${session.chatId}/agent/messages`, {
        text,
        type,
      });
      expect([type, response.status]).toEqual([type, 200]);
    }
  });

  it('ends the chat: the agent leaves and GMS reports chatEnded', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await control(simulator, `/chats/${session.chatId}/agent/join`, { name: 'Anna' });
    const ended = await json<ChatSummary>(control(simulator, `/chats/${session.chatId}/end`));
    expect(ended).toMatchObject({ state: 'ended', endedAt: expect.any(String) });
    const { body } = await session.call('refresh', { transcriptPosition: '3' });
    expect(body).toMatchObject({
      chatEnded: true,
      messages: [{ type: 'ParticipantLeft', from: { nickname: 'Anna' } }],
    });
  });
});

describe('refusals', () => {
  it.each([
    ['/agent/messages', { text: 'x' }, 409, 'no-agent'],
    ['/agent/leave', undefined, 409, 'no-agent'],
    ['/agent/typing', {}, 409, 'no-agent'],
    ['/agent/files', { name: 'a.txt', contentBase64: 'eA==' }, 409, 'no-agent'],
  ])('%s without an agent answers %i', async (path, body, status, code) => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const response = await control(simulator, `/chats/${session.chatId}${path}`, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: 'Conflict', code });
  });

  it('answers 409 for agent commands on an ended chat and 404 for an unknown one', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await session.call('disconnect');
    const join = await control(simulator, `/chats/${session.chatId}/agent/join`);
    expect([join.status, ((await join.json()) as { code: string }).code]).toEqual([409, 'ended']);
    expect((await control(simulator, '/chats/nope/agent/join')).status).toBe(404);
  });

  it.each([
    ['/agent/join', { name: '' }, ['name']],
    ['/agent/join', { nick: 'x' }, ['nick']],
    ['/agent/messages', {}, ['text']],
    ['/agent/messages', { text: '  ' }, ['text']],
    ['/agent/messages', { text: '', type: 'Notice' }, ['text']],
    ['/agent/messages', { text: 'x', type: 'Shout' }, ['type']],
    ['/agent/messages', { text: 'x', content: {} }, ['contentType']],
    ['/agent/files', { name: 'a', contentBase64: '***' }, ['contentBase64']],
    ['/agent/idle', { kind: 'nap' }, ['kind']],
    ['/agent/idle', { kind: 'close', closeAfterMs: 1000 }, ['closeAfterMs']],
    [
      '/agent/idle',
      { kind: 'alert', nextTimerType: 'ALERT', closeAfterMs: 1000 },
      ['nextTimerType'],
    ],
    ['/agent/idle', { kind: 'alert', closeAfterMs: 1.5 }, ['closeAfterMs']],
    ['/unavailable', { count: -1 }, ['count']],
  ])('%s refuses %j naming %j', async (path, body, fields) => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const response = await control(simulator, `/chats/${session.chatId}${path}`, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: string[] }).fields).toEqual(fields);
  });
});

describe('service knob and reset', () => {
  it('turns the service off and on', async () => {
    const simulator = await start();
    expect(await json(fetch(`${simulator.urls.control}chat/service`))).toEqual({ available: true });
    expect(await json(control(simulator, '/chat/service', { available: false }))).toEqual({
      available: false,
    });
    expect(simulator.chat.serviceAvailable()).toBe(false);
    expect((await control(simulator, '/chat/service', { available: 'no' })).status).toBe(400);
  });

  it('forgets chats, survey declines and the service knob on reset', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await fetch(`${simulator.url}/sim/api/survey/cancel/${session.chatId}`, { method: 'POST' });
    await control(simulator, '/chat/service', { available: false });
    await control(simulator, '/reset');
    expect(await json(fetch(`${simulator.urls.control}chats`))).toEqual({ chats: [] });
    expect(await json(fetch(`${simulator.urls.control}survey/cancellations`))).toEqual({
      cancellations: [],
    });
    expect(simulator.chat.serviceAvailable()).toBe(true);
    expect((await session.call('refresh')).status).toBe(404);
  });
});
