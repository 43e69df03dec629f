import { createManualClock, startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { createCookieStore } from '../cookies/cookie-store';
import { createClickToCallService } from './click-to-call.client';
import { startClickToCallService } from './click-to-call-service.plugin';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** Wednesday 2 January 2030, 09:05 UTC. */
const clock = createManualClock(Date.UTC(2030, 0, 2, 9, 5));
let simulator: Simulator;

beforeAll(async () => {
  simulator = await startSimulator({
    host: '127.0.0.1',
    port: 0,
    clock,
    clicktocall: { apiKey: 'c2c-key', accessNumber: '+18005550100', expirationSeconds: 120 },
  });
});
afterAll(async () => {
  await simulator.close();
});
afterEach(async () => {
  await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
});

const dataURL = () => `${simulator.url}/genesys/1/service/request-interaction`;
const windowRequest = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  phonenumber: '+15551234567',
  actionID: 'act-1',
  media: 'voice',
};

async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${simulator.urls.control}click-to-call${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

describe('ClickToCallService against the simulator', () => {
  it('gets a number, which the simulator lists with the user data sent', async () => {
    const service = createClickToCallService({
      options: { dataURL: dataURL(), apikey: 'c2c-key', userData: { cfgKey: 'c2c' } },
      clock,
    });
    expect(await service.requestNumber(windowRequest)).toEqual({
      error: false,
      netfail: false,
      sPhoneNumber: '+18005550100',
      sAccessCode: '1001',
      sPhoneTelHref: 'tel:+18005550100,,1001#',
      iExpireTime: 120,
    });
    expect(await control('', 'GET')).toMatchObject({
      requests: [
        {
          customerNumber: '+15551234567',
          firstname: 'Ada',
          lastname: 'Lovelace',
          userData: { cfgKey: 'c2c', actionID: 'act-1', media: 'voice' },
          body: { _call_direction: 'USERORIGINATED', _provide_code: 'true' },
          expiresAt: '2030-01-02T09:07:00.000Z',
        },
      ],
    });
  });

  it("the simulator's refusals and failures arrive as the widget reads them", async () => {
    const service = createClickToCallService({
      options: { dataURL: dataURL(), apikey: 'c2c-key', ajaxTimeout: 1000 },
    });
    expect(await service.requestNumber({ phonenumber: 'call me' })).toEqual({
      error: true,
      netfail: false,
      errormsg: 'Invalid customer number',
    });
    expect(
      await createClickToCallService({ options: { dataURL: dataURL() } }).requestNumber(
        windowRequest,
      ),
    ).toEqual({ error: true, netfail: false, errormsg: 'Missing API key.' });

    await control('/failures', 'POST', { message: 'All lines busy', status: 200 });
    expect(await service.requestNumber(windowRequest)).toEqual({
      error: true,
      netfail: false,
      errormsg: 'All lines busy',
    });
    await control('/failures', 'POST', { kind: 'network' });
    expect(await service.requestNumber(windowRequest)).toEqual({ error: true, netfail: true });
    await control('/failures', 'POST', { kind: 'unavailable' });
    expect(await service.requestNumber(windowRequest)).toEqual({ error: true, netfail: true });
  });

  it('on the bus: numberReceived, restore after a reload, expiry after the seconds set', async () => {
    await control('/settings', 'PATCH', { expirationSeconds: 3 });
    const cookies = createCookieStore();
    const bus = createBus({ logger: { debug: vi.fn(), error: vi.fn() } });
    const options = { dataURL: dataURL(), apikey: 'c2c-key' };
    const first = startClickToCallService(bus, { options, cookies, clock });
    const seen: BusEvent[] = [];
    bus.subscribe('ClickToCallService.numberReceived', (event) => seen.push(event));

    await expect(
      bus.command('ClickToCallService.requestNumber', windowRequest),
    ).resolves.toBeUndefined();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.data).toMatchObject({ error: false, iExpireTime: 3 });

    // A reload: a new service on the same cookies finds the number without asking again.
    first.stop();
    startClickToCallService(bus, { options, cookies, clock });
    clock.advance(1_000);
    await expect(bus.command('ClickToCallService.restore')).resolves.toEqual({
      bRestoreSuccess: true,
      sPhoneNumber: '+18005550100',
      sPhoneTelHref: 'tel:+18005550100,,1001#',
      sAccessCode: '1001',
      iExipreTime: 2,
    });
    clock.advance(3_000);
    await expect(bus.command('ClickToCallService.restore')).resolves.toEqual({
      bRestoreSuccess: false,
    });
    expect(await control('', 'GET')).toMatchObject({ requests: [{ outcome: 'number' }] });
  });
});
