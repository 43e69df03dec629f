import { describe, expect, it } from 'vitest';
import type { ClickToCallRequest } from '../../click-to-call/click-to-call-engine';
import { createManualClock } from '../../engine/clock';
import { postJson, useSimulators } from '../../test-support';

const start = useSimulators();
/** Wednesday 2 January 2030, 09:05 UTC. */
const now = Date.UTC(2030, 0, 2, 9, 5);
const service = '/genesys/1/service/request-interaction';

function patch(url: string, body: unknown) {
  return fetch(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function ask(simulator: { url: string }, phone = '%2B15551234567') {
  return fetch(`${simulator.url}${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: `_customer_number=${phone}&firstname=Ada&lastname=Lovelace`,
  });
}

async function listed(control: string): Promise<ClickToCallRequest[]> {
  const response = await fetch(`${control}click-to-call`);
  return ((await response.json()) as { requests: ClickToCallRequest[] }).requests;
}

describe('click-to-call control API', () => {
  it('shows and changes the settings, which the next numbers take; a reset restores the options', async () => {
    const simulator = await start({ clock: createManualClock(now), clicktocall: { apiKey: 'k' } });
    const settings = `${simulator.urls.control}click-to-call/settings`;
    expect(await (await fetch(settings)).json()).toEqual({
      apiKey: 'k',
      accessNumber: '+18005550100',
      expirationSeconds: 300,
    });
    const changed = await patch(settings, {
      apiKey: null,
      accessNumber: '+15550001111',
      expirationSeconds: 3,
    });
    expect(await changed.json()).toEqual({ accessNumber: '+15550001111', expirationSeconds: 3 });
    expect(await (await ask(simulator)).json()).toMatchObject({
      _access_number: '+15550001111',
      _expiration_time: 3,
    });
    expect((await listed(simulator.urls.control))[0]?.expiresAt).toBe('2030-01-02T09:05:03.000Z');

    await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
    expect(await (await fetch(settings)).json()).toEqual({
      apiKey: 'k',
      accessNumber: '+18005550100',
      expirationSeconds: 300,
    });
    expect(await listed(simulator.urls.control)).toEqual([]);
  });

  it('refuses bad settings and bad failures naming the fields', async () => {
    const simulator = await start();
    const response = await patch(`${simulator.urls.control}click-to-call/settings`, {
      accessNumber: 'call us',
      expirationSeconds: 0,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: string[] }).fields.sort()).toEqual([
      'accessNumber',
      'expirationSeconds',
    ]);
    const failure = await postJson(`${simulator.urls.control}click-to-call/failures`, {
      kind: 'fire',
      status: 302,
    });
    expect(failure.status).toBe(400);
    expect(((await failure.json()) as { fields: string[] }).fields.sort()).toEqual([
      'kind',
      'status',
    ]);
  });

  it('an exception armed answers the next request with its status and message, once', async () => {
    const simulator = await start();
    const failures = `${simulator.urls.control}click-to-call/failures`;
    const armed = await postJson(failures, { message: 'All agents are busy', status: 200 });
    expect(await armed.json()).toEqual({
      kind: 'exception',
      status: 200,
      exception: 'com.genesyslab.gms.ServiceException',
      message: 'All agents are busy',
      remaining: 1,
    });
    const first = await ask(simulator);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      exception: 'com.genesyslab.gms.ServiceException',
      message: 'All agents are busy',
    });
    expect(await (await ask(simulator)).json()).toMatchObject({ _access_number: '+18005550100' });

    await postJson(failures, { exception: 'Quota', message: 'Try later', count: 2 });
    for (let time = 0; time < 2; time += 1) {
      const answer = await ask(simulator);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ exception: 'Quota', message: 'Try later' });
    }
    expect((await ask(simulator)).status).toBe(200);
    expect((await listed(simulator.urls.control)).map(({ outcome }) => outcome)).toEqual([
      'exception',
      'number',
      'exception',
      'exception',
      'number',
    ]);
  });

  it('a network failure drops the connection; unavailable answers 503 that is not JSON', async () => {
    const simulator = await start();
    const failures = `${simulator.urls.control}click-to-call/failures`;
    await postJson(failures, { kind: 'network' });
    await postJson(failures, { kind: 'unavailable' });
    await expect(ask(simulator)).rejects.toThrow();
    const unavailable = await ask(simulator);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await unavailable.text()).toBe('Service Unavailable');
    expect(
      (await listed(simulator.urls.control)).map(({ outcome, status }) => [outcome, status]),
    ).toEqual([
      ['network', 0],
      ['unavailable', 503],
    ]);
  });

  it('a failure armed until cleared (count 0) answers every request; DELETE clears it', async () => {
    const simulator = await start();
    const failures = `${simulator.urls.control}click-to-call/failures`;
    await postJson(failures, { kind: 'unavailable', count: 0 });
    expect((await ask(simulator)).status).toBe(503);
    expect((await ask(simulator)).status).toBe(503);
    expect(await (await fetch(failures, { method: 'DELETE' })).json()).toEqual({ cleared: 1 });
    expect((await ask(simulator)).status).toBe(200);
  });

  it('lists the requests with time, number, names and what was given; DELETE clears them', async () => {
    const clock = createManualClock(now);
    const simulator = await start({ clock });
    await ask(simulator);
    clock.advance(60_000);
    await ask(simulator, '5550002222');
    const requests = await listed(simulator.urls.control);
    expect(
      requests.map(({ id, receivedAt, customerNumber, firstname, accessCode, expiresAt }) => ({
        id,
        receivedAt,
        customerNumber,
        firstname,
        accessCode,
        expiresAt,
      })),
    ).toEqual([
      {
        id: 'c2c-1',
        receivedAt: '2030-01-02T09:05:00.000Z',
        customerNumber: '+15551234567',
        firstname: 'Ada',
        accessCode: '1001',
        expiresAt: '2030-01-02T09:10:00.000Z',
      },
      {
        id: 'c2c-2',
        receivedAt: '2030-01-02T09:06:00.000Z',
        customerNumber: '5550002222',
        firstname: 'Ada',
        accessCode: '1002',
        expiresAt: '2030-01-02T09:11:00.000Z',
      },
    ]);
    const cleared = await fetch(`${simulator.urls.control}click-to-call`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 2 });
    expect(await listed(simulator.urls.control)).toEqual([]);
  });
});
