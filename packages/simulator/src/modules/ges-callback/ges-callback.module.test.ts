import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import { postJson, useSimulators } from '../../test-support';

const start = useSimulators();
/** Wednesday 2 January 2030, 09:05 UTC. */
const now = Date.UTC(2030, 0, 2, 9, 5);
const base = '/engagement/v3/callbacks';

function postForm(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

describe('GES Callback v3', () => {
  it("creates from the widget's URL-encoded body, user data in brackets", async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const response = await postForm(
      `${simulator.url}${base}/create`,
      'userData%5Bfirstname%5D=Ada&userData%5Blastname%5D=&userData%5Bsubject%5D=&userData%5BopenKey%5D=v3&serviceName=cb-svc&phoneNumber=%2B15551234567',
      { 'x-api-key': 'ges-key' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: { code: 0, message: 'Successful', corrId: 'corr-1' },
      data: { id: 'cb-1' },
    });
    const { callbacks } = (await (
      await fetch(`${simulator.urls.control}callbacks?serviceName=cb-svc`)
    ).json()) as { callbacks: unknown[] };
    expect(callbacks).toMatchObject([
      {
        api: 'v3',
        serviceName: 'cb-svc',
        phoneNumber: '+15551234567',
        state: 'QUEUED',
        userData: { firstname: 'Ada', lastname: '', subject: '', openKey: 'v3' },
      },
    ]);
  });

  it('creates from the SDK JSON body, then retrieves and cancels it (freeing the slot)', async () => {
    const simulator = await start({ clock: createManualClock(now), callback: { capacity: 1 } });
    const created = await postJson(`${simulator.url}${base}/create`, {
      serviceName: 'cb-svc',
      phoneNumber: '+15551234567',
      desiredTime: '2030-01-02T10:07:00.000Z',
      userData: { source: 'sdk' },
    });
    const { data } = (await created.json()) as { data: { id: string } };

    const retrieved = await postJson(`${simulator.url}${base}/retrieve`, { id: data.id });
    expect(((await retrieved.json()) as { data: unknown }).data).toEqual({
      id: 'cb-1',
      desiredTime: '2030-01-02T10:07:00.000Z',
      callbackState: 'SCHEDULED',
      callbackReason: 'SCHEDULED',
      phoneNumber: '+15551234567',
      serviceName: 'cb-svc',
      positionInQueue: 0,
      estimatedWaitTime: 0,
    });

    const slots = `${simulator.url}${base}/availability/cb-svc?start=2030-01-02T10%3A00%3A00.000Z&end=2030-01-02T10%3A30%3A00.000Z`;
    const before = (await (await fetch(slots)).json()) as { data: { slots: unknown[] } };
    expect(before.data.slots).toEqual([
      {
        utcTime: '2030-01-02T10:15:00.000Z',
        localTime: '2030-01-02T10:15:00.000',
        capacity: 1,
        total: 1,
      },
    ]);

    const cancelled = await postForm(`${simulator.url}${base}/cancel`, `id=${data.id}`);
    expect(((await cancelled.json()) as { data: unknown }).data).toMatchObject({
      callbackState: 'CANCELLED',
    });
    const after = (await (await fetch(slots)).json()) as { data: { slots: unknown[] } };
    expect(after.data.slots).toHaveLength(2);

    const again = await postJson(`${simulator.url}${base}/cancel`, { id: data.id });
    expect(again.status).toBe(400);
    const missing = await postJson(`${simulator.url}${base}/retrieve`, { id: 'nope' });
    expect(missing.status).toBe(404);
  });

  it('lists slots in the asked zone, full ones only with reportBusy, and the durationMin', async () => {
    const simulator = await start({ clock: createManualClock(now), callback: { capacity: 1 } });
    await postJson(`${simulator.url}${base}/create`, {
      serviceName: 's',
      phoneNumber: '+1555',
      desiredTime: '2030-01-02T09:15:00.000Z',
    });
    const url = (query: string) =>
      `${simulator.url}${base}/availability/s?start=2030-01-02T09%3A00%3A00.000Z&maxTimeSlots=2${query}`;
    const answer = await fetch(url('&timezone=Europe/Paris'), {
      headers: { 'content-type': 'application/json' },
    });
    const plain = (await answer.json()) as {
      data: { slots: { localTime: string }[]; timezone: string; durationMin: number };
    };
    expect(plain.data).toEqual({
      slots: [
        {
          utcTime: '2030-01-02T09:30:00.000Z',
          localTime: '2030-01-02T10:30:00.000',
          capacity: 1,
          total: 1,
        },
        {
          utcTime: '2030-01-02T09:45:00.000Z',
          localTime: '2030-01-02T10:45:00.000',
          capacity: 1,
          total: 1,
        },
      ],
      durationMin: 15,
      timezone: 'Europe/Paris',
    });
    const busy = (await (await fetch(url('&reportBusy=true'))).json()) as {
      data: { slots: { capacity: number }[] };
    };
    expect(busy.data.slots.map((slot) => slot.capacity)).toEqual([0, 1]);
  });

  it('answers 429 with the proposed slots in data.slots and 7041', async () => {
    const simulator = await start({
      clock: createManualClock(now),
      callback: { capacity: 0, proposals: 2 },
    });
    await fetch(`${simulator.urls.control}callbacks/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slotCapacity: { '2030-01-02T11:00:00.000Z': 2, '2030-01-02T12:05:00.000Z': 1 },
      }),
    });
    const response = await postJson(`${simulator.url}${base}/create`, {
      serviceName: 's',
      phoneNumber: '+1555',
      desiredTime: '2030-01-02T10:00:00.000Z',
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      status: {
        code: 7041,
        message:
          'Too many requests at 2030-01-02T10:00:00.000Z. Proposing time slots. 2030-01-02T11:00:00.000Z, 2030-01-02T12:00:00.000Z',
        corrId: 'corr-1',
      },
      data: { slots: { '2030-01-02T11:00:00.000Z': 2, '2030-01-02T12:00:00.000Z': 1 } },
    });
  });

  it('answers open-for in seconds until closing, 0 when closed', async () => {
    const simulator = await start({
      clock: createManualClock(now),
      callback: {
        officeHours: { timeZone: 'Europe/London', open: '08:00', close: '17:30', days: [3] },
      },
    });
    const openFor = async (query = '') =>
      (
        (await (await fetch(`${simulator.url}${base}/open-for/s${query}`)).json()) as {
          data: { openFor: number };
        }
      ).data.openFor;
    expect(await openFor()).toBe((8 * 60 + 25) * 60);
    expect(await openFor('?start=2030-01-03T09%3A00%3A00.000Z')).toBe(0);
  });

  it('answers 7040 for the widget request without a service name, and bad parameters with 501', async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const noName = await fetch(`${simulator.url}${base}/availability?numberOfDays=1`);
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { status: { code: number } }).status.code).toBe(7040);
    const bad = await fetch(`${simulator.url}${base}/availability/s?numberOfDays=90`);
    expect(await bad.json()).toMatchObject({
      status: {
        code: 501,
        message: 'Invalid parameters. numberOfDays must be a whole number from 1 to 31.',
      },
    });
    const noPhone = await postJson(`${simulator.url}${base}/create`, { serviceName: 's' });
    expect(await noPhone.json()).toMatchObject({
      status: { code: 501, message: 'Invalid parameters. phoneNumber is required.' },
    });
  });

  it('answers forced errors in the GES envelope for the operation they were armed for', async () => {
    const simulator = await start({ clock: createManualClock(now) });
    await postJson(`${simulator.urls.control}callbacks/errors`, {
      operation: 'availability',
      code: 503,
      status: 500,
      count: 2,
    });
    await postJson(`${simulator.url}${base}/create`, { serviceName: 's', phoneNumber: '+1555' });
    for (let index = 0; index < 2; index += 1) {
      const response = await fetch(`${simulator.url}${base}/availability/s`);
      expect(response.status).toBe(500);
      expect(((await response.json()) as { status: unknown }).status).toMatchObject({
        code: 503,
        message: 'Invalid API key.',
      });
    }
    expect((await fetch(`${simulator.url}${base}/availability/s`)).status).toBe(200);
  });
});
