import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { attachRemote } from '../../services/remote';
import { engageInviteWidget } from '../engage-invite/engage-invite.widget';
import { registerLazyGwe } from './web-engagement.lazy';
import { fakeTracker } from './web-engagement.test-support';
import { webEngagementWidget, type WebEngagementRuntimeInput } from './web-engagement.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const endpoint = 'https://gwe.test:9443';

const chatPush = {
  channel: 'gpe.setVariable',
  data: {
    type: 'chat',
    subject: 'Questions?',
    message: 'An agent can help.',
    inviteTimeout: 20,
    chatOptions: {
      registration: true,
      userData: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
    },
    actionID: 'act-1',
    engagementID: 'eng-1',
    alias: 'gwe-cluster-1',
    media: 'chat',
  },
};

/** A page with the GWE bridge, the engage invite, a fake WebChat and a fake tracker. */
function page(input: Partial<WebEngagementRuntimeInput> = {}, configured = true) {
  const bus = createBus({ logger: silent });
  const chat = bus.registerPlugin('WebChat', { commandsBeforeReady: true });
  chat.registerEvents(['opened', 'closed']);
  const opens: unknown[] = [];
  chat.registerCommand('open', (options) => void opens.push(options));
  chat.ready();
  const fake = fakeTracker();
  const requests: string[] = [];
  const events: BusEvent[] = [];
  bus.untyped.subscribe('GWE.ready', (event: BusEvent) => events.push(event));
  bus.untyped.subscribe('Engage.*', (event: BusEvent) => {
    if (event.event !== 'Engage.ready') events.push(event);
  });
  const engage = startWidget(engageInviteWidget, { pageExit: () => () => undefined }, { bus });
  const gwe = startWidget(
    webEngagementWidget,
    {
      ...(configured ? { options: { httpsEndpoint: endpoint } } : {}),
      load: fake.loader(),
      request: (url) => {
        requests.push(url);
        return Promise.resolve();
      },
      protocol: 'https:',
      ...input,
    },
    { bus },
  );
  const ready = () => waitFor(gwe.actors.bridge, (snapshot) => snapshot.matches('ready'));
  return {
    bus,
    chat,
    fake,
    requests,
    events,
    opens,
    engage,
    gwe,
    ready,
    invite: engage.actors.invite,
  };
}

describe('GWE plugin', () => {
  it('registers configure, getIDs, invite, push and sendDisposition; ready once the tracker loaded', async () => {
    const { bus, events, ready } = page();
    const entry = () => bus.registry().find((plugin) => plugin.name === 'GWE');
    expect(entry()?.commands).toEqual(['configure', 'getIDs', 'invite', 'push', 'sendDisposition']);
    await ready();
    await flush();
    expect(entry()?.ready).toBe(true);
    expect(events.map((event) => event.event)).toEqual(['GWE.ready']);
  });

  it("accepts configure only from GWE or the app: 'Forbidden: Access Denied'", async () => {
    const { bus, fake, gwe } = page({}, false);
    expect(gwe.actors.bridge.getSnapshot().value).toBe('unconfigured');
    await expect(bus.command('GWE.configure', { httpEndpoint: 'http://x.test' })).rejects.toThrow(
      'Forbidden: Access Denied',
    );
    await expect(
      bus.untyped.command('GWE.configure', { httpEndpoint: 'http://x.test' }, 'WebChat'),
    ).rejects.toThrow('Forbidden: Access Denied');
    await bus.untyped.command('GWE.configure', { httpsEndpoint: endpoint }, 'App');
    await waitFor(gwe.actors.bridge, (snapshot) => snapshot.matches('ready'));
    await bus.untyped.command('GWE.configure', { httpsEndpoint: `${endpoint}/b` }, 'GWE');
    expect(fake.loads.map((load) => load.endpoint)).toEqual([endpoint, `${endpoint}/b`]);
    await expect(
      bus.untyped.command('GWE.configure', { httpsEndpoint: 42 }, 'App'),
    ).rejects.toThrow('Invalid configuration');
  });

  it("rejects getIDs, push and sendDisposition with 'GWE is not available' before the tracker loads", async () => {
    const { bus } = page({ load: () => Promise.reject(new Error('Failed to load')) });
    await flush();
    await expect(bus.command('GWE.getIDs')).rejects.toThrow('GWE is not available');
    await expect(bus.command('GWE.push', { data: ['event', 'x'] })).rejects.toThrow(
      'GWE is not available',
    );
    await expect(
      bus.command('GWE.sendDisposition', {
        actionID: 'a',
        engagementID: 'e',
        result: 'accept',
        media: 'chat',
        code: 'accept',
        command: undefined,
        data: undefined,
        meta: {},
      }),
    ).rejects.toThrow('GWE is not available');
  });

  it('gives the ids and pushes arrays only to the tracker', async () => {
    const { bus, fake, ready } = page();
    await ready();
    expect(await bus.command('GWE.getIDs')).toEqual({ visitID: 'v-1', pageID: 'p-1' });
    await bus.command('GWE.push', { data: ['event', 'Clicked', { data: { id: 1 } }] });
    expect(fake.pushed).toEqual([['event', 'Clicked', { data: { id: 1 } }]]);
    await expect(bus.command('GWE.push', { data: 'x' } as never)).rejects.toThrow(
      'Attempted to push invalid data. Expected an array of values.',
    );
  });

  it('shows a pushed chat invite; accepted, opens chat prefilled and GETs the disposition', async () => {
    const { fake, ready, invite, opens, requests, events } = page();
    await ready();
    fake.deliver(chatPush);
    await flush();
    expect(invite.getSnapshot().context.invite).toMatchObject({
      title: 'Questions?',
      body: 'An agent can help.',
      accept: 'Start chat',
      timeout: 20_000,
    });
    invite.send({ type: 'invite.accept' });
    await flush();
    expect(opens).toEqual([
      {
        form: {
          autoSubmit: false,
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.org',
        },
      },
    ]);
    expect(requests).toEqual([
      `${endpoint}/server/data/invites?result=accept&media=chat&visitID=v-1&pageID=p-1&alias=gwe-cluster-1&engagementID=eng-1&webengagement=`,
    ]);
    expect(events.map((event) => event.event)).toContain('Engage.disposition');
  });

  it.each([
    ['invite.decline', 'cancel'],
    ['invite.close', 'cancel'],
    ['page.exit', 'pageExit'],
  ] as const)('%s sends result=%s', async (type, result) => {
    const { fake, ready, invite, requests } = page();
    await ready();
    fake.deliver(chatPush);
    await flush();
    invite.send({ type });
    await flush();
    expect(new URL(requests[0]!).searchParams.get('result')).toBe(result);
  });

  it('sends a timeout after the invite timeout', async () => {
    vi.useFakeTimers();
    try {
      const { fake, gwe, invite, requests } = page();
      await vi.waitFor(() => expect(gwe.actors.bridge.getSnapshot().value).toBe('ready'));
      fake.deliver({ ...chatPush, data: { ...chatPush.data, inviteTimeout: undefined } });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(invite.getSnapshot().value).toBe('showing');
      await vi.advanceTimersByTimeAsync(1);
      expect(requests.map((url) => new URL(url).searchParams.get('result'))).toEqual(['timeout']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports mediaBusy to the tracker as a Disposition event; 'Already open' for a second invite", async () => {
    const { bus, chat, fake, ready, requests } = page();
    await ready();
    await bus.untyped.command('GWE.invite', chatPush.data, 'host');
    await expect(bus.untyped.command('GWE.invite', chatPush.data, 'host')).rejects.toThrow(
      'Already open',
    );
    await bus.command('Engage.close');
    await flush();
    expect(requests).toHaveLength(1);
    chat.publish('opened', undefined);
    await flush();
    await bus.untyped.command('GWE.invite', chatPush.data, 'host');
    await flush();
    expect(requests).toHaveLength(1);
    expect(fake.pushed).toEqual([
      [
        'event',
        'Disposition',
        {
          data: {
            actionID: 'act-1',
            engagementID: 'eng-1',
            result: 'error',
            media: 'chat',
            code: 'mediaBusy',
          },
        },
      ],
    ]);
    await expect(bus.untyped.command('GWE.invite', { subject: 5 }, 'host')).rejects.toThrow(
      'Invalid configuration',
    );
  });

  it('opens offers and send-message pushes and runs CXBus pushes as remote commands', async () => {
    const { bus, fake, ready } = page();
    const ran: [string, unknown][] = [];
    for (const [name, command] of [
      ['Offers', 'open'],
      ['SendMessage', 'open'],
      ['Remote', 'execute'],
    ] as const) {
      const plugin = bus.registerPlugin(name, { commandsBeforeReady: true });
      plugin.registerCommand(command, (options) => void ran.push([`${name}.${command}`, options]));
      plugin.ready();
    }
    await ready();
    fake.deliver({
      channel: 'gpe.setVariable',
      data: { type: 'offers', data: { headline: 'Sale' } },
    });
    fake.deliver({ channel: 'gpe.setVariable', data: { type: 'sendmessage' } });
    fake.deliver({ channel: 'CXBus', data: [{ command: 'App.closeAll' }] });
    await flush();
    expect(ran).toEqual([
      ['Offers.open', { headline: 'Sale' }],
      ['SendMessage.open', { type: 'sendmessage' }],
      ['Remote.execute', { values: [{ command: 'App.closeAll' }] }],
    ]);
  });

  it('runs a CXBus push through the remote command executor, in order', async () => {
    const { bus, fake, ready } = page();
    attachRemote(bus);
    const ran: [string, unknown][] = [];
    const plugin = bus.registerPlugin('Shop', { commandsBeforeReady: true });
    plugin.registerCommand('first', (options) => void ran.push(['Shop.first', options]));
    plugin.registerCommand('second', (options) => void ran.push(['Shop.second', options]));
    plugin.ready();
    await ready();
    fake.deliver({
      channel: 'CXBus',
      data: [['Shop.first', { id: 1 }], { command: 'Shop.second' }],
    });
    await vi.waitFor(() => expect(ran).toHaveLength(2));
    expect(ran).toEqual([
      ['Shop.first', { id: 1 }],
      ['Shop.second', {}],
    ]);
  });

  it('loads on its first command when registered lazily', async () => {
    const bus = createBus({ logger: silent });
    const fake = fakeTracker();
    let started = false;
    registerLazyGwe(bus, {
      load: () => {
        if (started) return;
        started = true;
        startWidget(webEngagementWidget, { load: fake.loader(), protocol: 'https:' }, { bus });
      },
    });
    await bus.untyped.command('GWE.configure', { httpsEndpoint: endpoint }, 'App');
    expect(started).toBe(true);
    expect(fake.loads).toHaveLength(1);
  });
});
