import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock } from '../../engine/clock';
import { postJson, useEventStreams, useSimulators } from '../../test-support';
import { control, startGmsChat } from '../gms-chat/gms-chat.test-support';

const start = useSimulators();
const openEvents = useEventStreams();

const builtInNames = [
  'faults',
  'glue',
  'control',
  'gms-chat',
  'chats',
  'agent-console',
  'assets',
  'rest-v3-chat',
  'gms-cometd',
  'cloud-v2-chat',
  'gms-callback',
  'ges-callback',
  'callbacks',
  'gms-ewt',
  'ges-ewt',
  'stats',
  'gms-click-to-call',
  'click-to-call',
  'gcb-cobrowse',
  'cobrowse',
  'gkc-knowledge-v2',
  'gkc-knowledge-v1',
  'knowledge',
  'gms-email',
  'send-message',
  'gwe-server',
  'gwe',
];

const visitor = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', Phone: '1' };

describe('GET /sim/api/', () => {
  it('lists the loaded modules with their endpoints', async () => {
    const simulator = await start();
    const response = await fetch(simulator.urls.control);
    expect(response.status).toBe(200);
    const listing = (await response.json()) as {
      name: string;
      apiBase: string;
      controlBase: string;
      modules: { name: string; description: string; endpoints: unknown[] }[];
    };
    expect(listing).toMatchObject({
      name: '@cxkit/simulator',
      apiBase: '/cx-api',
      controlBase: '/sim/api',
    });
    expect(listing.modules.map((module) => module.name)).toEqual(builtInNames);
    const byName = (name: string) => listing.modules.find((module) => module.name === name);
    expect(byName('glue')).toEqual({
      name: 'glue',
      description: expect.stringContaining('sessionabort'),
      endpoints: [
        { method: 'GET', path: '/cx-api/sessionabort', websocket: false },
        { method: 'POST', path: '/cx-api/StorePersonalInformation', websocket: false },
        { method: 'POST', path: '/cx-api/LogAction', websocket: false },
        { method: 'GET', path: '/sim/api/glue/calls', websocket: false },
        { method: 'DELETE', path: '/sim/api/glue/calls', websocket: false },
        { method: 'POST', path: '/sim/api/glue/failures', websocket: false },
      ],
    });
    expect(byName('control')).toEqual({
      name: 'control',
      description: expect.stringContaining('Control API'),
      endpoints: [
        { method: 'GET', path: '/sim/api/', websocket: false },
        { method: 'GET', path: '/sim/api/health', websocket: false },
        { method: 'POST', path: '/sim/api/reset', websocket: false },
        { method: 'GET', path: '/sim/api/events', websocket: true },
      ],
    });
    expect(byName('gms-chat')?.endpoints).toContainEqual({
      method: 'POST',
      path: '/genesys/2/chat/:serviceName',
      websocket: false,
    });
    expect(byName('faults')?.endpoints).toContainEqual({
      method: 'POST',
      path: '/sim/api/faults',
      websocket: false,
    });
  });

  it('answers without the trailing slash too', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.url}/sim/api`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toBe('@cxkit/simulator');
  });

  it('shows a custom apiBase in the glue endpoints', async () => {
    const simulator = await start({ apiBase: '/site/glue' });
    const listing = (await (await fetch(simulator.urls.control)).json()) as {
      apiBase: string;
      modules: { name: string; endpoints: { path: string }[] }[];
    };
    expect(listing.apiBase).toBe('/site/glue');
    const glue = listing.modules.find((module) => module.name === 'glue');
    expect(glue?.endpoints[0]?.path).toBe('/site/glue/sessionabort');
  });
});

describe('GET /sim/api/health', () => {
  it('reports ok, the uptime from the simulator clock and the module names', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const simulator = await start({ clock });
    clock.advance(1_234);
    const response = await fetch(simulator.urls.health);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      uptimeMs: 1_234,
      modules: builtInNames,
    });
  });
});

describe('POST /sim/api/reset', () => {
  it('forgets calls, faults and events and restarts call ids', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.api}/sessionabort`);
    await postJson(`${simulator.urls.control}glue/failures`, {
      endpoint: 'sessionabort',
      status: 500,
    });
    const response = await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });

    expect(await (await fetch(`${simulator.urls.control}glue/calls`)).json()).toEqual({
      calls: [],
    });
    expect(simulator.state.events.entries().map((event) => event.type)).toEqual([
      'simulator.reset',
    ]);
    const after = await fetch(`${simulator.urls.api}/sessionabort`);
    expect(after.status).toBe(200);
    const { calls } = (await (await fetch(`${simulator.urls.control}glue/calls`)).json()) as {
      calls: { id: string }[];
    };
    expect(calls.map((call) => call.id)).toEqual(['glue-1']);
  });

  it('accepts an empty body sent with a JSON content type', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.urls.control}reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });
});

describe('WebSocket /sim/api/events', () => {
  it('pushes a glue call as it happens', async () => {
    const simulator = await start();
    const events = await openEvents(simulator.urls.events);
    await postJson(`${simulator.urls.api}/StorePersonalInformation`, visitor);
    const event = await events.next((entry) => entry.type === 'glue.called');
    expect(event).toMatchObject({
      seq: 1,
      module: 'glue',
      type: 'glue.called',
      data: { id: 'glue-1', endpoint: 'StorePersonalInformation', body: visitor, status: 200 },
    });
    expect(Date.parse(event.at)).not.toBeNaN();
  });

  it('pushes the reset event to every connected client', async () => {
    const simulator = await start();
    const [first, second] = await Promise.all([
      openEvents(simulator.urls.events),
      openEvents(simulator.urls.events),
    ]);
    await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
    const isReset = (entry: { type: string }) => entry.type === 'simulator.reset';
    expect(await first!.next(isReset)).toMatchObject({ module: 'simulator', data: {} });
    expect(await second!.next(isReset)).toMatchObject({ module: 'simulator', data: {} });
  });

  it('replays the kept entries after `since` before streaming new ones', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.api}/sessionabort`);
    await fetch(`${simulator.urls.api}/sessionabort`);
    const events = await openEvents(`${simulator.urls.events}?since=1`);
    await fetch(`${simulator.urls.api}/sessionabort?third`);
    await events.next((entry) => entry.seq === 3);
    expect(events.received.map((entry) => entry.seq)).toEqual([2, 3]);
  });

  it('streams only the modules named in `modules`: a visitor poll with no news sends nothing', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const everything = await openEvents(simulator.urls.events);
    const chatOnly = await openEvents(`${simulator.urls.events}?modules=chat,simulator`);
    await session.call('refresh', { transcriptPosition: '2' });
    await everything.next((entry) => entry.type === 'gms-chat.called');
    await control(simulator, `/chats/${session.chatId}/agent/join`);
    await chatOnly.next((entry) => entry.type === 'chat.event');
    expect(chatOnly.received.map((entry) => entry.type)).toEqual(['chat.event']);
    await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
    await chatOnly.next((entry) => entry.type === 'simulator.reset');
  });

  it('replays only the named modules after `since`', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await session.call('refresh');
    const events = await openEvents(`${simulator.urls.events}?since=0&modules=gms-chat`);
    await events.next((entry) => entry.type === 'gms-chat.called');
    expect(new Set(events.received.map((entry) => entry.module))).toEqual(new Set(['gms-chat']));
  });

  it.each(['', ',', 'chat,'])(
    'refuses `modules=%s` with HTTP 400 before upgrading',
    async (list) => {
      const simulator = await start();
      const socket = new WebSocket(`${simulator.urls.events}?modules=${list}`);
      const failure = await new Promise<Error | undefined>((resolve) => {
        socket.once('error', resolve);
        socket.once('open', () => resolve(undefined));
      });
      socket.terminate();
      expect(failure?.message).toBe('Unexpected server response: 400');
    },
  );

  it('refuses a bad `since` with HTTP 400 before upgrading', async () => {
    const simulator = await start();
    const socket = new WebSocket(`${simulator.urls.events}?since=-1`);
    const failure = await new Promise<Error | undefined>((resolve) => {
      socket.once('error', resolve);
      socket.once('open', () => resolve(undefined));
    });
    expect(failure?.message).toBe('Unexpected server response: 400');
  });

  it('stops pushing to a client once it disconnects', async () => {
    const simulator = await start();
    const events = await openEvents(simulator.urls.events);
    const closed = new Promise((resolve) => events.socket.once('close', resolve));
    events.socket.close();
    await closed;
    const other = await openEvents(simulator.urls.events);
    await fetch(`${simulator.urls.api}/sessionabort`);
    await other.next((entry) => entry.type === 'glue.called');
    expect(events.received).toEqual([]);
  });

  it('closes connected clients when the simulator closes', async () => {
    const simulator = await start();
    const events = await openEvents(simulator.urls.events);
    const closed = new Promise<number>((resolve) => events.socket.once('close', resolve));
    await simulator.close();
    expect(await closed).toBeGreaterThan(0);
  });
});
