import { createManualClock, startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { createCallbackService } from './callback.client';
import { CallbackServiceError } from './callback.errors';
import { startCallbackService } from './callback-service.plugin';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** Wednesday 2 January 2030, 09:05 UTC. */
const clock = createManualClock(Date.UTC(2030, 0, 2, 9, 5));
let simulator: Simulator;

beforeAll(async () => {
  simulator = await startSimulator({
    host: '127.0.0.1',
    port: 0,
    clock,
    callback: { capacity: 1, apiKey: 'cb-key' },
  });
});
afterAll(async () => {
  await simulator.close();
});
afterEach(async () => {
  await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
});

const v1URL = () => `${simulator.url}/genesys/1/service/callback/callback-web`;
const v3URL = () => `${simulator.url}/engagement/v3/callbacks`;

async function failure(promise: Promise<unknown>): Promise<CallbackServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CallbackServiceError);
  return error as CallbackServiceError;
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${simulator.urls.control}callbacks/${path}`, {
    method: path === 'settings' ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function scheduled(): Promise<{ id: string; api: string; userData: unknown }[]> {
  const response = await fetch(`${simulator.urls.control}callbacks`);
  return ((await response.json()) as { callbacks: never[] }).callbacks;
}

describe.each([
  { api: 'v1' as const, options: () => ({ dataURL: v1URL(), apikey: 'cb-key' }) },
  {
    api: 'v3' as const,
    options: () => ({
      dataURL: v3URL(),
      apikey: 'cb-key',
      apiVersion: 'v3' as const,
      serviceName: 'cb-svc',
    }),
  },
])('CallbackService $api against the simulator', ({ api, options }) => {
  it('books an immediate and a scheduled callback; the booked slot shows used up', async () => {
    const service = createCallbackService({ options: { ...options(), userData: { cfg: 'c' } } });

    const asap = await service.schedule({
      firstname: 'Ada',
      lastname: 'Lovelace',
      _customer_number: '+15551234567',
      subject: 'Billing',
    });
    const start = new Date(Date.UTC(2030, 0, 2));
    const before = await service.availability({ startDate: start, numberOfDays: 1 });
    expect(before.slots['2030-01-02T10:00:00.000Z']).toBe(1);

    const later = await service.schedule({
      firstname: 'Ada',
      lastname: '',
      _customer_number: '+15551234567',
      subject: '',
      _desired_time: new Date('2030-01-02T10:00:00.000Z'),
    });
    const after = await service.availability({ startDate: start, numberOfDays: 1 });

    expect(asap.id).toBe('cb-1');
    expect(later.id).toBe('cb-2');
    // v1 lists full slots with capacity 0; v3 leaves them out unless reportBusy.
    expect(after.slots['2030-01-02T10:00:00.000Z']).toBe(api === 'v1' ? 0 : undefined);
    expect(after.slots['2030-01-02T10:15:00.000Z']).toBe(1);
    expect(Object.keys(after.slots).every((time) => time > '2030-01-02T09:05')).toBe(true);
    const callbacks = await scheduled();
    expect(callbacks.map((callback) => callback.api)).toEqual([api, api]);
    // Config user data is merged in v1 only.
    expect(callbacks[0]?.userData).toMatchObject(
      api === 'v1'
        ? { cfg: 'c', firstname: 'Ada', subject: 'Billing' }
        : { firstname: 'Ada', subject: 'Billing' },
    );
  });

  it('a full slot answers 429 with the proposed times', async () => {
    const service = createCallbackService({ options: options() });
    await control('settings', { slotCapacity: { '2030-01-02T11:00:00.000Z': 0 } });

    const error = await failure(
      service.schedule({ _customer_number: '+1555', _desired_time: '2030-01-02T11:00:00.000Z' }),
    );

    expect(error).toMatchObject({
      status: 429,
      specific: true,
      proposedTimes: [
        '2030-01-02T11:15:00.000Z',
        '2030-01-02T11:30:00.000Z',
        '2030-01-02T11:45:00.000Z',
      ],
      ...(api === 'v3' ? { code: 7041 } : {}),
    });
    if (api === 'v1') expect(error.code).toBeUndefined();
    expect(error.messageTimes[0]).toBe('2030-01-02T11:00:00.000Z');
  });

  it.each([
    [7030, { _customer_number: 'not a phone' }],
    [7036, { _customer_number: '+15550107036' }],
    [7037, { _customer_number: '+1 555 010 7037' }],
  ])('answers %i for the documented input', async (code, form) => {
    const service = createCallbackService({ options: options() });
    expect(await failure(service.schedule(form))).toMatchObject({ code, status: 400 });
  });

  it('answers 7042 outside office hours, and 7040 for an unknown service', async () => {
    await control('settings', {
      officeHours: { open: '12:00', close: '18:00' },
      serviceNames: ['callback-web', 'cb-svc'],
    });
    const service = createCallbackService({ options: options() });
    expect(await failure(service.schedule({ _customer_number: '+1555' }))).toMatchObject({
      code: 7042,
    });
    const unknown = createCallbackService({
      options:
        api === 'v1'
          ? { ...options(), dataURL: `${simulator.url}/genesys/1/service/callback/nope` }
          : { ...options(), serviceName: 'nope' },
    });
    expect(await failure(unknown.availability({ numberOfDays: 1 }))).toMatchObject({
      code: 7040,
    });
  });

  it('answers 1103 without the key and 503 with a wrong one', async () => {
    const { apikey: _apikey, ...keyless } = options();
    expect(
      await failure(createCallbackService({ options: keyless }).schedule({ phonenumber: '+1' })),
    ).toMatchObject({ code: 1103 });
    expect(
      await failure(
        createCallbackService({ options: { ...keyless, apikey: 'wrong' } }).schedule({
          phonenumber: '+1',
        }),
      ),
    ).toMatchObject({ code: 503 });
  });

  it('answers a forced 501 and a forced 500 (not specific)', async () => {
    const service = createCallbackService({ options: options() });
    await control('errors', { code: 501 });
    expect(await failure(service.schedule({ phonenumber: '+1' }))).toMatchObject({
      code: 501,
      specific: true,
    });
    await control('errors', { operation: 'availability', status: 500 });
    expect(await failure(service.availability({ numberOfDays: 1 }))).toMatchObject({
      status: 500,
      specific: false,
    });
  });
});

describe('CallbackService specifics against the simulator', () => {
  it("v1: a missing _customer_number reads as the server's phone-required answer", async () => {
    const service = createCallbackService({ options: { dataURL: v1URL(), apikey: 'cb-key' } });
    expect(await failure(service.schedule({ firstname: 'Ada', subject: 'x' }))).toMatchObject({
      status: 400,
      missingCustomerNumber: true,
    });
  });

  it('v3: with a timezone configured, slots are keyed by localTime', async () => {
    const service = createCallbackService({
      options: {
        dataURL: v3URL(),
        apikey: 'cb-key',
        apiVersion: 'v3',
        serviceName: 'cb-svc',
        timezone: 'UTC',
      },
    });
    const { slots, durationMin } = await service.availability({
      startDate: '2030-01-02T09:00:00.000Z',
      maxTimeSlots: 2,
    });
    expect(slots).toEqual({ '2030-01-02T09:15:00.000': 1, '2030-01-02T09:30:00.000': 1 });
    expect(durationMin).toBe(15);
  });

  it('the plugin publishes scheduled and scheduleError over the bus', async () => {
    const bus = createBus({ logger: { debug: () => undefined, error: () => undefined } });
    startCallbackService(bus, { options: { dataURL: v1URL(), apikey: 'cb-key' } });
    const seen: BusEvent[] = [];
    bus.subscribe('CallbackService.*', (event) => seen.push(event));

    await bus.command('CallbackService.schedule', { _customer_number: '+15551234567' });
    await expect(
      bus.command('CallbackService.schedule', { _customer_number: '+15550107036' }),
    ).rejects.toMatchObject({ code: 7036 });

    expect(
      seen.filter(({ event }) => event !== 'CallbackService.ready').map(({ event }) => event),
    ).toEqual(['CallbackService.scheduled', 'CallbackService.scheduleError']);
  });
});
