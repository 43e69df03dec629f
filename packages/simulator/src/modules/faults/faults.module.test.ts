import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { postJson, useSimulators } from '../../test-support';
import type { SimulatorInstance } from '../../server';
import { control, startGmsChat } from '../gms-chat/gms-chat.test-support';
import type { ArmedRouteFault } from './faults.state';

const start = useSimulators();

async function arm(simulator: SimulatorInstance, fault: Record<string, unknown>) {
  const response = await control(simulator, '/faults', fault);
  expect(response.status).toBe(200);
  return ((await response.json()) as { fault: ArmedRouteFault }).fault;
}

async function armed(simulator: SimulatorInstance): Promise<ArmedRouteFault[]> {
  const response = await fetch(`${simulator.urls.control}faults`);
  return ((await response.json()) as { faults: ArmedRouteFault[] }).faults;
}

const texts = (simulator: SimulatorInstance, chatId: string) =>
  simulator.chat
    .transcript(chatId)
    .flatMap((event) => (event.type === 'Message' ? [event.text] : []));

/** Resolves once `count` requests have been struck by a fault. */
function faultsApplied(simulator: SimulatorInstance, count = 1): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const stop = simulator.state.events.subscribe((event) => {
      if (event.type !== 'faults.applied' || (seen += 1) < count) return;
      stop();
      resolve();
    });
  });
}

/** A random source that returns the given numbers in turn. */
function sequence(...numbers: number[]) {
  let next = 0;
  return () => numbers[next++ % numbers.length] ?? 0;
}

describe('control routes', () => {
  it('arms, lists and clears faults', async () => {
    const simulator = await start();
    const fault = await arm(simulator, {
      route: '/refresh$',
      action: 'error',
      status: 503,
      count: 2,
    });
    expect(fault).toEqual({
      id: 'fault-1',
      route: '/refresh$',
      action: 'error',
      status: 503,
      probability: 1,
      remaining: 2,
      after: false,
      hits: 0,
      armedAt: expect.any(String),
    });
    await arm(simulator, { route: '/send$', action: 'delay', ms: 10 });
    expect((await armed(simulator)).map((item) => item.id)).toEqual(['fault-1', 'fault-2']);
    const removed = await fetch(`${simulator.urls.control}faults/fault-1`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ cleared: 1 });
    expect(
      (await fetch(`${simulator.urls.control}faults/fault-1`, { method: 'DELETE' })).status,
    ).toBe(404);
    const cleared = await fetch(`${simulator.urls.control}faults`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect(await armed(simulator)).toEqual([]);
  });

  it.each([
    [{ route: '(', action: 'error' }, ['route']],
    [{ route: '(a+)+$', action: 'error' }, ['route']],
    [{ route: '(.*a){12}', action: 'error' }, ['route']],
    [{ route: 'x'.repeat(1001), action: 'error' }, ['route']],
    [{ route: 'x', action: 'explode' }, ['action']],
    [{ route: 'x', action: 'delay' }, ['ms']],
    [{ route: 'x', action: 'error', ms: 5 }, ['ms']],
    [{ route: 'x', action: 'drop', status: 500 }, ['status']],
    [{ route: 'x', action: 'error', status: 200 }, ['status']],
    [{ route: 'x', action: 'duplicate', after: true }, ['after']],
    [{ route: 'x', action: 'reorder', after: true }, ['after']],
    [{ route: 'x', action: 'close', status: 500 }, ['status']],
    [{ route: 'x', action: 'error', probability: 2 }, ['probability']],
    [{ route: 'x', action: 'error', count: 0 }, ['count']],
    [{ route: 'x', action: 'error', times: 1 }, ['times']],
  ])('refuses %j naming %j', async (body, fields) => {
    const simulator = await start();
    const response = await postJson(`${simulator.urls.control}faults`, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: string[] }).fields).toEqual(fields);
  });

  it('says why it refuses a pattern that could backtrack without end, and still takes a safe one', async () => {
    const simulator = await start();
    const refused = await postJson(`${simulator.urls.control}faults`, {
      route: '(a+)+$',
      action: 'error',
    });
    expect(JSON.stringify(await refused.json())).toContain('must not nest repetition, e.g. (a+)+');
    const taken = await postJson(`${simulator.urls.control}faults`, {
      route: '^/genesys/2/chat/[^/]+/[^/]+/send$',
      action: 'error',
    });
    expect(taken.status).toBe(200);
  });
});

describe('actions', () => {
  it('delay waits before processing', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/refresh$', action: 'delay', ms: 60 });
    const began = performance.now();
    const { status } = await session.call('refresh');
    expect(status).toBe(200);
    expect(performance.now() - began).toBeGreaterThanOrEqual(55);
  });

  it('delay after: the operation happens, then the answer waits', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/send$', action: 'delay', ms: 60, after: true });
    const began = performance.now();
    const pending = session.call('send', { message: 'slow answer' });
    const { status } = await pending;
    expect(status).toBe(200);
    expect(performance.now() - began).toBeGreaterThanOrEqual(55);
    expect(texts(simulator, session.chatId)).toEqual(['slow answer']);
  });

  it('error answers the status without processing, 500 by default', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/send$', action: 'error', status: 503, count: 1 });
    const refused = await session.call('send', { message: 'lost' });
    expect(refused).toEqual({
      status: 503,
      body: { error: 'Service Unavailable', injected: true },
    });
    expect(texts(simulator, session.chatId)).toEqual([]);
    await arm(simulator, { route: '/send$', action: 'error', count: 1 });
    expect((await session.call('send', { message: 'lost' })).status).toBe(500);
    expect((await session.call('send', { message: 'kept' })).status).toBe(200);
    expect(texts(simulator, session.chatId)).toEqual(['kept']);
  });

  it('error after: the operation happened but the client sees the error', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/send$', action: 'error', status: 502, after: true });
    expect((await session.call('send', { message: 'sent anyway' })).status).toBe(502);
    expect(texts(simulator, session.chatId)).toEqual(['sent anyway']);
  });

  it('drop closes the connection without processing', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/send$', action: 'drop', count: 1 });
    await expect(session.call('send', { message: 'never' })).rejects.toThrow();
    expect(texts(simulator, session.chatId)).toEqual([]);
    expect((await session.call('send', { message: 'later' })).status).toBe(200);
  });

  it('drop after: the send happened but the client never heard', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/send$', action: 'drop', after: true, count: 1 });
    await expect(session.call('send', { message: 'ambiguous' })).rejects.toThrow();
    expect(texts(simulator, session.chatId)).toEqual(['ambiguous']);
  });

  it('duplicate replays the previous response of the same route and chat', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const other = await startGmsChat(simulator);
    const first = await session.call('refresh', { transcriptPosition: '1' });
    simulator.chat.agentJoin(session.chatId, { name: 'Anna' });
    await arm(simulator, { route: '/refresh$', action: 'duplicate', count: 1 });
    const replay = await session.call('refresh', { transcriptPosition: '1' });
    expect(replay).toEqual(first);
    const fresh = await session.call('refresh', { transcriptPosition: '1' });
    expect(fresh.body.messages).toHaveLength(2);
    expect(fresh.body.nextPosition).toBe(3);
    await arm(simulator, { route: '/refresh$', action: 'duplicate', count: 1 });
    expect((await other.call('refresh')).status).toBe(200);
    expect((await armed(simulator))[0]?.hits).toBe(0);
  });
});

describe('matching', () => {
  it('follows the probability with the injected random source and honours count', async () => {
    const simulator = await start({ random: sequence(0.1, 0.9, 0.3, 0.2) });
    const session = await startGmsChat(simulator);
    await arm(simulator, { route: '/refresh$', action: 'error', probability: 0.5, count: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await session.call('refresh')).status);
    expect(statuses).toEqual([500, 200, 500, 200]);
    expect(await armed(simulator)).toEqual([]);
  });

  it('is repeatable with a seed', async () => {
    const run = async () => {
      const simulator = await start({ random: 1234 });
      const session = await startGmsChat(simulator);
      await arm(simulator, { route: '/refresh$', action: 'error', probability: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await session.call('refresh')).status);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first)).toEqual(new Set([200, 500]));
  });

  it('applies to every module outside /sim/ and never to preflights', async () => {
    const simulator = await start();
    await arm(simulator, { route: '.*', action: 'error', status: 418 });
    expect((await fetch(`${simulator.urls.api}/sessionabort`)).status).toBe(418);
    expect((await fetch(simulator.urls.health)).status).toBe(200);
    const preflight = await fetch(`${simulator.url}/genesys/2/chat/x/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
  });

  it('logs each hit and is forgotten on reset', async () => {
    const simulator = await start();
    await arm(simulator, { route: 'sessionabort', action: 'error' });
    await fetch(`${simulator.urls.api}/sessionabort?x=1`);
    expect(
      simulator.state.events.entries().filter((entry) => entry.module === 'faults'),
    ).toMatchObject([
      { type: 'faults.armed', data: { id: 'fault-1' } },
      {
        type: 'faults.applied',
        data: {
          id: 'fault-1',
          action: 'error',
          after: false,
          method: 'GET',
          path: '/cx-api/sessionabort',
        },
      },
    ]);
    expect((await armed(simulator))[0]?.hits).toBe(1);
    await control(simulator, '/reset');
    expect(await armed(simulator)).toEqual([]);
    expect((await fetch(`${simulator.urls.api}/sessionabort`)).status).toBe(200);
    expect((await arm(simulator, { route: 'x', action: 'drop' })).id).toBe('fault-1');
  });

  it('lets the requests a delay holds go on at once when it is taken back, alone or with every fault', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const held = await arm(simulator, { route: '/send$', action: 'delay', ms: 60_000 });
    await arm(simulator, { route: '/refresh$', action: 'delay', ms: 60_000 });
    const bothHeld = faultsApplied(simulator, 2);
    const sending = session.call('send', { message: 'held until taken back' });
    const reading = session.call('refresh');
    await bothHeld;
    const began = performance.now();
    await fetch(`${simulator.urls.control}faults/${held.id}`, { method: 'DELETE' });
    expect((await sending).status).toBe(200);
    expect(texts(simulator, session.chatId)).toEqual(['held until taken back']);
    // The other delay still holds its read until every fault is taken back.
    const readFirst = await Promise.race([reading.then(() => true), sleep(200).then(() => false)]);
    expect(readFirst).toBe(false);
    await fetch(`${simulator.urls.control}faults`, { method: 'DELETE' });
    expect((await reading).status).toBe(200);
    expect(performance.now() - began).toBeLessThan(5_000);
  });

  it('lets a delayed request finish when the simulator closes', async () => {
    const simulator = await start();
    await arm(simulator, { route: 'sessionabort', action: 'delay', ms: 60_000 });
    const held = faultsApplied(simulator);
    const pending = fetch(`${simulator.urls.api}/sessionabort`);
    await held;
    const began = performance.now();
    await simulator.close();
    expect(performance.now() - began).toBeLessThan(5_000);
    expect((await pending).status).toBe(200);
  });
});
