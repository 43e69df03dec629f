import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { createCookieStore } from '../cookies/cookie-store';
import { clickToCallServiceManifest } from './click-to-call-service.manifest';
import { registerLazyClickToCallService } from './click-to-call-service.lazy';
import { startClickToCallService } from './click-to-call-service.plugin';
import { clickToCallStateCookies } from './click-to-call.state';

const dataURL = 'https://gms.cx.test/genesys/1/service/request-interaction';
const server = setupServer();
const silent = { debug: vi.fn(), error: vi.fn() };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const number = {
  _id: 'c2c-1',
  _action: 'DialNumber',
  _access_number: '+18005550100',
  _access_code: '4321',
  _tel_url: 'tel:+18005550100,,4321#',
  _expiration_time: 60,
};
const received = {
  error: false,
  netfail: false,
  sPhoneNumber: '+18005550100',
  sAccessCode: '4321',
  sPhoneTelHref: 'tel:+18005550100,,4321#',
  iExpireTime: 60,
};

function events(bus: ReturnType<typeof createBus>): BusEvent[] {
  const seen: BusEvent[] = [];
  bus.subscribe('ClickToCallService.*', (event) => {
    if (event.event !== 'ClickToCallService.ready') seen.push(event);
  });
  return seen;
}

/** The window's plugin, as far as the service listens to it: its `expired` event. */
function clickToCallWindow(bus: ReturnType<typeof createBus>) {
  const window = bus.registerPlugin('ClickToCall');
  window.registerEvents(['expired']);
  window.ready();
  return window;
}

/** Waits until `seen` holds `count` events. */
async function until(seen: BusEvent[], count: number) {
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count));
}

describe('ClickToCallService plugin', () => {
  it('registers the table and marks itself ready', () => {
    const bus = createBus({ logger: silent });
    startClickToCallService(bus, { options: { dataURL } });
    expect(bus.registry()).toEqual([
      {
        name: 'ClickToCallService',
        ready: true,
        commands: ['configure', 'requestNumber', 'restore'],
        events: ['ready', 'data', 'numberReceived', 'restored'],
      },
    ]);
  });

  it('requestNumber resolves at once, before the answer; numberReceived carries it', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(dataURL, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(number);
      }),
    );
    const bus = createBus({ logger: silent });
    startClickToCallService(bus, { options: { dataURL } });
    const seen = events(bus);

    await expect(
      bus.command('ClickToCallService.requestNumber', { phonenumber: '+15551234567' }),
    ).resolves.toBeUndefined();
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(seen).toEqual([]);
    answer!();
    await until(seen, 1);
    expect(seen.map(({ event, data }) => [event, data])).toEqual([
      ['ClickToCallService.numberReceived', received],
    ]);
  });

  it('a server exception and a network failure come as numberReceived errors', async () => {
    let fail: 'exception' | 'network' = 'exception';
    server.use(
      http.post(dataURL, () =>
        fail === 'exception'
          ? HttpResponse.json(
              { exception: 'InvalidArgument', message: 'Invalid customer number' },
              { status: 400 },
            )
          : HttpResponse.error(),
      ),
    );
    const bus = createBus({ logger: silent });
    startClickToCallService(bus, { options: { dataURL } });
    const seen = events(bus);

    await bus.command('ClickToCallService.requestNumber', { phonenumber: 'abc' });
    await until(seen, 1);
    fail = 'network';
    await bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' });
    await until(seen, 2);
    expect(seen.map(({ data }) => data)).toEqual([
      { error: true, netfail: false, errormsg: 'Invalid customer number' },
      { error: true, netfail: true },
    ]);
  });

  it('a timeout is a network failure', async () => {
    server.use(
      http.post(dataURL, async () => {
        await delay(300);
        return HttpResponse.json(number);
      }),
    );
    const bus = createBus({ logger: silent });
    startClickToCallService(bus, { options: { dataURL, ajaxTimeout: 30 } });
    const seen = events(bus);
    await bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' });
    await until(seen, 1);
    expect(seen[0]?.data).toEqual({ error: true, netfail: true });
  });

  it("requestNumber without a dataURL rejects 'Invalid configuration.' and publishes nothing", async () => {
    const bus = createBus({ logger: silent });
    startClickToCallService(bus);
    const seen = events(bus);
    await expect(
      bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' }),
    ).rejects.toThrow('Invalid configuration.');
    expect(seen).toEqual([]);
  });

  it("configure sets the dataURL; no object rejects 'Invalid configuration.'", async () => {
    const urls: string[] = [];
    server.use(
      http.post(dataURL, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(number);
      }),
    );
    const bus = createBus({ logger: silent });
    startClickToCallService(bus);
    const seen = events(bus);

    await expect(bus.command('ClickToCallService.configure', {})).rejects.toThrow(
      'Invalid configuration.',
    );
    await expect(
      bus.command('ClickToCallService.configure', undefined as never),
    ).rejects.toMatchObject({
      name: 'CommandRejection',
      code: 'invalidConfiguration',
      message: 'Invalid configuration.',
    });
    await expect(
      bus.command('ClickToCallService.configure', { dataURL, enableCountdown: true }),
    ).resolves.toBeUndefined();
    await bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' });
    await until(seen, 1);
    expect(urls).toEqual([dataURL]);
    await expect(bus.command('ClickToCallService.configure', { ajaxTimeout: -1 })).rejects.toThrow(
      'Invalid configuration: clicktocall.ajaxTimeout',
    );
  });

  it('keeps the number in cookies; restore answers it and publishes restored', async () => {
    server.use(http.post(dataURL, () => HttpResponse.json(number)));
    const cookies = createCookieStore();
    let now = 5_000_000;
    const bus = createBus({ logger: silent });
    startClickToCallService(bus, { options: { dataURL }, cookies, clock: { now: () => now } });
    const seen = events(bus);

    await bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' });
    await until(seen, 1);
    expect(cookies.get(clickToCallStateCookies.expire)).toBe(String(5_060_000));
    now += 20_000;
    const restored = {
      bRestoreSuccess: true,
      sPhoneNumber: '+18005550100',
      sPhoneTelHref: 'tel:+18005550100,,4321#',
      sAccessCode: '4321',
      iExipreTime: 40,
    };
    await expect(bus.command('ClickToCallService.restore')).resolves.toEqual(restored);
    expect(seen.at(-1)).toMatchObject({ event: 'ClickToCallService.restored', data: restored });
  });

  it('a negative time left is no success, and the cookies go', async () => {
    const cookies = createCookieStore();
    cookies.set(clickToCallStateCookies.expire, String(1_000));
    cookies.set(clickToCallStateCookies.phoneNumber, '+18005550100');
    cookies.set(clickToCallStateCookies.accessCode, '4321');
    const bus = createBus({ logger: silent });
    startClickToCallService(bus, { cookies, clock: { now: () => 2_000 } });
    const seen = events(bus);

    await expect(bus.command('ClickToCallService.restore')).resolves.toEqual({
      bRestoreSuccess: false,
    });
    expect(seen.map(({ event, data }) => [event, data])).toEqual([
      ['ClickToCallService.restored', { bRestoreSuccess: false }],
    ]);
    expect(cookies.keys()).toEqual([]);
  });

  it("ClickToCall.expired deletes the state cookies but not the window's open cookie", async () => {
    server.use(http.post(dataURL, () => HttpResponse.json(number)));
    const cookies = createCookieStore();
    const bus = createBus({ logger: silent });
    const window = clickToCallWindow(bus);
    startClickToCallService(bus, { options: { dataURL }, cookies });
    const seen = events(bus);
    cookies.set('_genesys.widgets.clicktocall.state.open', 'true');

    await bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' });
    await until(seen, 1);
    expect(cookies.keys()).toHaveLength(5);
    window.publish('expired', undefined);
    await vi.waitFor(() =>
      expect(cookies.keys()).toEqual(['_genesys.widgets.clicktocall.state.open']),
    );
    await expect(bus.command('ClickToCallService.restore')).resolves.toEqual({
      bRestoreSuccess: false,
    });
  });

  it('stop takes the plugin off the bus and stops listening for expired', async () => {
    const cookies = createCookieStore();
    const bus = createBus({ logger: silent });
    const window = clickToCallWindow(bus);
    const { stop } = startClickToCallService(bus, { cookies });
    stop();
    expect(bus.registry().map(({ name }) => name)).toEqual(['ClickToCall']);
    cookies.set(clickToCallStateCookies.phoneNumber, '+1');
    window.publish('expired', undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cookies.keys()).toEqual([clickToCallStateCookies.phoneNumber]);
  });
});

describe('registerLazyClickToCallService', () => {
  it('has the commands on the bus first, loads on the first command and runs it once bound', async () => {
    server.use(http.post(dataURL, () => HttpResponse.json(number)));
    const bus = createBus({ logger: silent });
    const load = vi.fn(async () => {
      startClickToCallService(bus, { options: { dataURL } });
    });
    const lazy = registerLazyClickToCallService(bus, { load });
    const seen = events(bus);

    expect(bus.registry()[0]).toMatchObject({
      name: clickToCallServiceManifest.name,
      commands: ['configure', 'requestNumber', 'restore'],
    });
    expect(load).not.toHaveBeenCalled();

    await expect(
      bus.command('ClickToCallService.requestNumber', { phonenumber: '+1' }),
    ).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledWith('requestNumber');
    expect(lazy.bound).toBe(true);
    await until(seen, 1);
    expect(seen[0]).toMatchObject({ event: 'ClickToCallService.numberReceived', data: received });
  });
});
