import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import { postJson, useSimulators } from '../../test-support';
import type { ScheduledCallback } from '../../callback/callback-engine';

const start = useSimulators();
/** Wednesday 2 January 2030, 09:05 UTC. */
const now = Date.UTC(2030, 0, 2, 9, 5);
const service = '/genesys/1/service/callback/callback-web';

function post(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

async function listed(control: string): Promise<ScheduledCallback[]> {
  return ((await (await fetch(`${control}callbacks`)).json()) as { callbacks: ScheduledCallback[] })
    .callbacks;
}

describe('GMS Callback v1', () => {
  it("schedules the Callback window's ASAP body and lists it with its user data", async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const response = await post(
      `${simulator.url}${service}`,
      '_call_direction=USERTERMINATED&subject=Billing+question&cfgKey=cfgVal&firstname=Ada&lastname=Lovelace&_customer_number=%2B15551234567&openKey=openVal',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ _id: 'cb-1' });
    expect(await listed(simulator.urls.control)).toEqual([
      {
        id: 'cb-1',
        api: 'v1',
        serviceName: 'callback-web',
        phoneNumber: '+15551234567',
        slot: '2030-01-02T09:00:00.000Z',
        state: 'QUEUED',
        createdAt: '2030-01-02T09:05:00.000Z',
        userData: {
          subject: 'Billing question',
          cfgKey: 'cfgVal',
          firstname: 'Ada',
          lastname: 'Lovelace',
          openKey: 'openVal',
        },
        body: expect.objectContaining({ _call_direction: 'USERTERMINATED' }),
      },
    ]);
  });

  it('answers availability as the flat map of slot time to capacity, which scheduling uses up', async () => {
    const simulator = await start({ clock: createManualClock(now), callback: { capacity: 1 } });
    const availability = `${simulator.url}${service}/availability?start=2030-01-02T09%3A00%3A00.000Z&max-time-slots=3`;
    expect(await (await fetch(availability)).json()).toEqual({
      '2030-01-02T09:15:00.000Z': 1,
      '2030-01-02T09:30:00.000Z': 1,
      '2030-01-02T09:45:00.000Z': 1,
    });
    await post(
      `${simulator.url}${service}`,
      '_call_direction=&_customer_number=%2B1555&_desired_time=2030-01-02T09%3A30%3A00.000Z',
    );
    expect(await (await fetch(availability)).json()).toEqual({
      '2030-01-02T09:15:00.000Z': 1,
      '2030-01-02T09:30:00.000Z': 0,
      '2030-01-02T09:45:00.000Z': 1,
    });

    const full = await post(
      `${simulator.url}${service}`,
      '_customer_number=%2B1666&_desired_time=2030-01-02T09%3A30%3A00.000Z',
    );
    expect(full.status).toBe(429);
    expect(await full.json()).toEqual({
      message:
        'Too many requests at 2030-01-02T09:30:00.000Z. Proposing time slots. 2030-01-02T09:45:00.000Z, 2030-01-02T10:00:00.000Z, 2030-01-02T10:15:00.000Z',
    });
  });

  it('answers each error as JSON: missing number, invalid, refused numbers, office closed', async () => {
    const simulator = await start({
      clock: createManualClock(now),
      callback: { officeHours: { open: '10:00', close: '18:00' } },
    });
    const cases: [string, number, unknown][] = [
      ['subject=x', 400, { message: 'The request does not contain _customer_number.' }],
      ['_customer_number=abc', 400, { code: 7030, message: 'Invalid phone number.' }],
      [
        '_customer_number=%2B1+555+010+7036&_desired_time=2030-01-02T11%3A00%3A00.000Z',
        400,
        { code: 7036, message: 'Callback to this number is not possible.' },
      ],
      [
        '_customer_number=%2B15550107037&_desired_time=2030-01-02T11%3A00%3A00.000Z',
        400,
        { code: 7037, message: 'Callback to this number is not allowed.' },
      ],
      ['_customer_number=%2B1555', 400, { code: 7042, message: 'Office closed.' }],
      [
        '_customer_number=%2B1555&_desired_time=2030-01-02T19%3A00%3A00.000Z',
        400,
        { code: 7042, message: 'Office closed.' },
      ],
      [
        '_customer_number=%2B1555&_desired_time=soon',
        400,
        { code: 501, message: 'Invalid parameters. desiredTime is not a date.' },
      ],
    ];
    for (const [body, status, answer] of cases) {
      const response = await post(`${simulator.url}${service}`, body);
      expect([body, response.status, await response.json()]).toEqual([body, status, answer]);
    }
  });

  it('checks the apikey header and the service names when configured', async () => {
    const simulator = await start({
      clock: createManualClock(now),
      callback: { apiKey: 'cb-key', serviceNames: ['callback-web'] },
    });
    const body = '_customer_number=%2B1555';
    expect(await (await post(`${simulator.url}${service}`, body)).json()).toEqual({
      code: 1103,
      message: 'Missing API key.',
    });
    expect(
      await (await post(`${simulator.url}${service}`, body, { apikey: 'other' })).json(),
    ).toEqual({ code: 503, message: 'Invalid API key.' });
    expect(
      await (
        await post(`${simulator.url}/genesys/1/service/callback/unknown`, body, {
          apikey: 'cb-key',
        })
      ).json(),
    ).toEqual({ code: 7040, message: 'Invalid service name. unknown' });
    expect((await post(`${simulator.url}${service}`, body, { apikey: 'cb-key' })).status).toBe(200);
  });

  it('answers a forced error once, in the v1 envelope', async () => {
    const simulator = await start({ clock: createManualClock(now) });
    await postJson(`${simulator.urls.control}callbacks/errors`, { code: 7041, api: 'v1' });
    const forced = await post(`${simulator.url}${service}`, '_customer_number=%2B1555');
    expect(forced.status).toBe(429);
    expect(await forced.json()).toEqual({ code: 7041, message: 'Too many requests.' });
    expect((await post(`${simulator.url}${service}`, '_customer_number=%2B1555')).status).toBe(200);
  });
});
