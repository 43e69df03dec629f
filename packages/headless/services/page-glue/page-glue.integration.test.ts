import { startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCxApp, type CxApp } from '../../machines/app/app.runtime';
import { exclusiveChannels, type ExclusiveChannel } from './page-glue';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

interface GlueCall {
  endpoint: string;
  method: string;
  body: unknown;
}

let simulator: Simulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(async () => {
  await simulator.close();
});

const apps: CxApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) app.stop();
  await fetch(`${simulator.url}/sim/api/reset`, { method: 'POST' });
});

async function recordedCalls(expected: number): Promise<GlueCall[]> {
  let calls: GlueCall[] = [];
  await vi.waitFor(
    async () => {
      const response = await fetch(`${simulator.url}/sim/api/glue/calls`);
      calls = ((await response.json()) as { calls: GlueCall[] }).calls;
      expect(calls.length).toBeGreaterThanOrEqual(expected);
    },
    { timeout: 5000, interval: 20 },
  );
  return calls;
}

/** Starts an app with the page glue pointed at the simulator, and the five channels as plugins that record closes. */
async function startPage() {
  const logger = { debug: vi.fn(), error: vi.fn() };
  const app = createCxApp({
    logger,
    loader: async () => undefined,
    config: { pluginLoadDelay: 0 },
    glue: { apiBase: `${simulator.url}/cx-api`, pagePath: () => '/support' },
  });
  apps.push(app);
  const closed: string[] = [];
  const channels = Object.fromEntries(
    exclusiveChannels.map((name) => {
      const plugin = app.bus.registerPlugin(name);
      plugin.registerEvents(['opened', 'submitted']);
      plugin.registerCommand('close', () => {
        closed.push(name);
        return undefined;
      });
      plugin.ready();
      return [name, plugin];
    }),
  ) as Record<ExclusiveChannel, ReturnType<CxApp['bus']['registerPlugin']>>;
  await app.whenReady();
  await vi.waitFor(() =>
    expect(app.bus.registry().map((plugin) => plugin.name)).toContain('CxKit'),
  );
  return { app, channels, closed, logger };
}

const table: [ExclusiveChannel, ExclusiveChannel[]][] = [
  ['WebChat', ['Callback', 'CallUs', 'SendMessage', 'ClickToCall']],
  ['SendMessage', ['Callback', 'CallUs', 'ClickToCall', 'WebChat']],
  ['ClickToCall', ['Callback', 'CallUs', 'SendMessage', 'WebChat']],
  ['CallUs', ['Callback', 'SendMessage', 'ClickToCall', 'WebChat']],
  ['Callback', ['CallUs', 'SendMessage', 'ClickToCall', 'WebChat']],
];

describe('page glue against the simulator', () => {
  it.each(table)('opening %s closes %j and aborts the session', async (opening, closes) => {
    const { channels, closed } = await startPage();
    channels[opening].publish('opened', {});
    const calls = await recordedCalls(1);
    await vi.waitFor(() => expect(closed).toHaveLength(4));
    expect([...closed].sort()).toEqual([...closes].sort());
    expect(calls.map((call) => [call.method, call.endpoint])).toEqual([['GET', 'sessionabort']]);
  });

  it.each(['WebChat', 'SendMessage', 'Callback'] as const)(
    'submitting %s stores the contact data and logs the action',
    async (name) => {
      const { channels } = await startPage();
      channels[name].publish('submitted', {
        form: {
          firstname: 'Grace',
          lastname: 'Hopper',
          email: 'grace@example.com',
          phonenumber: '+1 555 0100',
        },
      });
      const calls = await recordedCalls(2);
      const userData = {
        FirstName: 'Grace',
        LastName: 'Hopper',
        Email: 'grace@example.com',
        Phone: '+1 555 0100',
      };
      expect(calls.map((call) => [call.endpoint, call.body])).toEqual([
        ['StorePersonalInformation', userData],
        ['LogAction', { requestUrl: '/support', action: `${name}.submitted`, userData }],
      ]);
    },
  );

  it('does not subscribe to click-to-call and call-us submissions', async () => {
    const { channels } = await startPage();
    channels.ClickToCall.publish('submitted', { form: { firstname: 'No' } });
    channels.CallUs.publish('submitted', { form: { firstname: 'No' } });
    channels.WebChat.publish('opened', {});
    const calls = await recordedCalls(1);
    expect(calls.map((call) => call.endpoint)).toEqual(['sessionabort']);
  });

  it('writes a failed call to the console with status and status text', async () => {
    const { channels, logger } = await startPage();
    await fetch(`${simulator.url}/sim/api/glue/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        endpoint: 'LogAction',
        status: 500,
        statusText: 'Internal Server Error',
      }),
    });
    channels.SendMessage.publish('submitted', { form: { firstname: 'Err' } });
    await recordedCalls(2);
    await vi.waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith(
        `[cxkit] POST ${simulator.url}/cx-api/LogAction failed: 500 Internal Server Error`,
      ),
    );
  });
});
