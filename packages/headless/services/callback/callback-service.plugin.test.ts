import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { callbackServiceManifest } from './callback-service.manifest';
import { registerLazyCallbackService } from './callback-service.lazy';
import { startCallbackService } from './callback-service.plugin';

const dataURL = 'https://gms.cx.test/genesys/1/service/callback/callback-web';
const server = setupServer();
const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function events(bus: ReturnType<typeof createBus>): BusEvent[] {
  const seen: BusEvent[] = [];
  bus.subscribe('CallbackService.*', (event) => {
    if (event.event !== 'CallbackService.ready') seen.push(event);
  });
  return seen;
}

describe('CallbackService plugin', () => {
  it('registers the table of protocols 8.3 and marks itself ready', () => {
    const bus = createBus({ logger: silent });
    startCallbackService(bus, { options: { dataURL } });
    expect(bus.registry()).toEqual([
      {
        name: 'CallbackService',
        ready: true,
        commands: ['configure', 'schedule', 'availability'],
        events: [
          'ready',
          'data',
          'scheduled',
          'scheduleError',
          'availableSlots',
          'availabilityError',
        ],
      },
    ]);
  });

  it('schedule resolves with the answer and publishes scheduled', async () => {
    server.use(http.post(dataURL, () => HttpResponse.json({ _id: 'cb-9' })));
    const bus = createBus({ logger: silent });
    startCallbackService(bus, { options: { dataURL } });
    const seen = events(bus);

    await expect(
      bus.command('CallbackService.schedule', { _customer_number: '+15551234567' }),
    ).resolves.toEqual({ id: 'cb-9', response: { _id: 'cb-9' } });
    expect(seen.map(({ event, data }) => [event, data])).toEqual([
      ['CallbackService.scheduled', { id: 'cb-9', response: { _id: 'cb-9' } }],
    ]);
  });

  it('a failed schedule publishes scheduleError with the details and rejects', async () => {
    server.use(
      http.post(dataURL, () =>
        HttpResponse.json({ code: 7036, message: 'Not possible' }, { status: 400 }),
      ),
    );
    const bus = createBus({ logger: silent });
    startCallbackService(bus, { options: { dataURL } });
    const seen = events(bus);

    await expect(
      bus.command('CallbackService.schedule', { _customer_number: '+1' }),
    ).rejects.toMatchObject({ name: 'CallbackServiceError', code: 7036, status: 400 });
    expect(seen).toMatchObject([
      {
        event: 'CallbackService.scheduleError',
        data: { kind: 'status', status: 400, code: 7036, message: 'Not possible', specific: true },
      },
    ]);
  });

  it('a refusal before any request only rejects, with the spec text', async () => {
    const bus = createBus({ logger: silent });
    startCallbackService(bus, { options: { dataURL } });
    const seen = events(bus);

    await expect(bus.command('CallbackService.schedule', undefined as never)).rejects.toThrow(
      'No data found to schedule callback.',
    );
    await expect(bus.command('CallbackService.availability', {})).rejects.toThrow(
      'No query parameters passed for callback availability service.',
    );
    expect(seen).toEqual([]);
  });

  it('availability publishes availableSlots, or availabilityError', async () => {
    let fail = false;
    server.use(
      http.get(`${dataURL}/availability`, () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ '2030-01-02T10:00:00.000Z': 3 }),
      ),
    );
    const bus = createBus({ logger: silent });
    startCallbackService(bus, { options: { dataURL } });
    const seen = events(bus);

    await bus.command('CallbackService.availability', { numberOfDays: 1 });
    fail = true;
    await expect(
      bus.command('CallbackService.availability', { numberOfDays: 1 }),
    ).rejects.toMatchObject({ status: 500 });

    expect(seen.map(({ event }) => event)).toEqual([
      'CallbackService.availableSlots',
      'CallbackService.availabilityError',
    ]);
    expect(seen[0]?.data).toMatchObject({ slots: { '2030-01-02T10:00:00.000Z': 3 } });
    expect(seen[1]?.data).toMatchObject({ status: 500, message: 'down', specific: false });
  });

  it('configure changes later requests and refuses an empty configuration', async () => {
    const urls: string[] = [];
    server.use(
      http.post('https://ges.cx.test/v3/create', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ data: { id: 'g' } });
      }),
    );
    const bus = createBus({ logger: silent });
    startCallbackService(bus, { options: { dataURL } });

    await expect(bus.command('CallbackService.configure', {})).rejects.toThrow(
      'No configuration provided',
    );
    await bus.command('CallbackService.configure', {
      dataURL: 'https://ges.cx.test/v3',
      apiVersion: 'v3',
      serviceName: 'svc',
    });
    await expect(
      bus.command('CallbackService.schedule', { phonenumber: '+1' }),
    ).resolves.toMatchObject({ id: 'g' });
    expect(urls).toEqual(['https://ges.cx.test/v3/create']);
  });

  it("follows the app's request headers", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(dataURL, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    const bus = createBus({ logger: silent });
    const app = bus.registerPlugin('App');
    app.registerEvents(['requestHeaderUpdated']);
    app.ready();
    startCallbackService(bus, { options: { dataURL } });

    app.publish('requestHeaderUpdated', { headers: { Authorization: 'Bearer abc' } });
    await flush();
    await bus.command('CallbackService.schedule', { phonenumber: '+1' });
    expect(seen).toEqual(['Bearer abc']);
  });

  it('stop takes the plugin off the bus', () => {
    const bus = createBus({ logger: silent });
    const { stop } = startCallbackService(bus, { options: { dataURL } });
    stop();
    expect(bus.registry()).toEqual([]);
  });
});

describe('registerLazyCallbackService', () => {
  it('has the commands on the bus first, loads on the first command and runs it once bound', async () => {
    server.use(http.post(dataURL, () => HttpResponse.json({ _id: 'lazy-1' })));
    const bus = createBus({ logger: silent });
    const load = vi.fn(async () => {
      startCallbackService(bus, { options: { dataURL } });
    });
    const lazy = registerLazyCallbackService(bus, { load });

    expect(bus.registry()[0]).toMatchObject({
      name: callbackServiceManifest.name,
      commands: ['configure', 'schedule', 'availability'],
    });
    expect(load).not.toHaveBeenCalled();

    await expect(
      bus.command('CallbackService.schedule', { phonenumber: '+1' }),
    ).resolves.toMatchObject({ id: 'lazy-1' });
    expect(load).toHaveBeenCalledWith('schedule');
    expect(lazy.bound).toBe(true);
  });
});
