import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import { postJson, useSimulators } from '../../test-support';

const start = useSimulators();
/** Wednesday 2 January 2030, 09:05 UTC. */
const now = Date.UTC(2030, 0, 2, 9, 5);

function patch(url: string, body: unknown) {
  return fetch(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('callback control API', () => {
  it('shows and changes the settings; a reset restores the options', async () => {
    const simulator = await start({ clock: createManualClock(now), callback: { capacity: 5 } });
    const settings = `${simulator.urls.control}callbacks/settings`;
    expect(await (await fetch(settings)).json()).toEqual({
      officeHours: { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '24:00' },
      capacity: 5,
      slotCapacity: {},
      proposals: 3,
    });
    const changed = await patch(settings, {
      apiKey: 'k',
      serviceNames: ['a'],
      officeHours: { open: '10:00', days: [1, 2] },
      slotCapacity: { '2030-01-02T10:20:00.000Z': 0 },
    });
    expect(await changed.json()).toEqual({
      apiKey: 'k',
      serviceNames: ['a'],
      officeHours: { timeZone: 'UTC', days: [1, 2], open: '10:00', close: '24:00' },
      capacity: 5,
      slotCapacity: { '2030-01-02T10:15:00.000Z': 0 },
      proposals: 3,
    });
    await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
    expect(await (await fetch(settings)).json()).toMatchObject({ capacity: 5, slotCapacity: {} });
  });

  it('refuses bad settings and bad errors naming the fields', async () => {
    const simulator = await start();
    const response = await patch(`${simulator.urls.control}callbacks/settings`, {
      officeHours: { open: '25:00', timeZone: 'Nowhere/City' },
      slotCapacity: { soon: 1 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: string[] }).fields.sort()).toEqual([
      'officeHours.open',
      'officeHours.timeZone',
      'slotCapacity.soon',
    ]);
    const error = await postJson(`${simulator.urls.control}callbacks/errors`, { status: 200 });
    expect(error.status).toBe(400);
  });

  it('lists callbacks by service and state, and clears them', async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const create = (body: unknown) =>
      postJson(`${simulator.url}/engagement/v3/callbacks/create`, body);
    await create({ serviceName: 'a', phoneNumber: '+1555' });
    await create({
      serviceName: 'b',
      phoneNumber: '+1666',
      desiredTime: '2030-01-02T12:00:00.000Z',
    });
    const list = async (query = '') =>
      (
        (await (await fetch(`${simulator.urls.control}callbacks${query}`)).json()) as {
          callbacks: { id: string }[];
        }
      ).callbacks.map((callback) => callback.id);

    expect(await list()).toEqual(['cb-1', 'cb-2']);
    expect(await list('?serviceName=b')).toEqual(['cb-2']);
    expect(await list('?state=QUEUED')).toEqual(['cb-1']);
    expect((await fetch(`${simulator.urls.control}callbacks?state=DONE`)).status).toBe(400);
    const cleared = await fetch(`${simulator.urls.control}callbacks`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 2 });
    expect(await list()).toEqual([]);
  });

  it('arms errors until cleared with count 0', async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const armed = await postJson(`${simulator.urls.control}callbacks/errors`, {
      code: 7042,
      count: 0,
    });
    expect(await armed.json()).toEqual({
      operation: 'schedule',
      api: 'any',
      code: 7042,
      status: 400,
      message: 'Office closed.',
      remaining: 0,
    });
    const create = () =>
      postJson(`${simulator.url}/engagement/v3/callbacks/create`, {
        serviceName: 'a',
        phoneNumber: '+1555',
      });
    expect((await create()).status).toBe(400);
    expect((await create()).status).toBe(400);
    const cleared = await fetch(`${simulator.urls.control}callbacks/errors`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect((await create()).status).toBe(200);
  });
});
