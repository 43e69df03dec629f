import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import { postJson, useEventStreams, useSimulators } from '../../test-support';
import type { GlueCall } from './glue.state';

const start = useSimulators();
const openEvents = useEventStreams();

const visitor = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.com',
  Phone: '+44 20 7946 0000',
};
const logAction = {
  requestUrl: 'https://shop.example/help',
  action: 'Callback.submitted',
  userData: visitor,
};

async function callsOf(controlUrl: string, query = ''): Promise<GlueCall[]> {
  const response = await fetch(`${controlUrl}glue/calls${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { calls: GlueCall[] }).calls;
}

describe('glue endpoints', () => {
  it('GET sessionabort answers 200 with an empty JSON object and records the call', async () => {
    const clock = createManualClock(Date.UTC(2030, 4, 6, 7, 8, 9));
    const simulator = await start({ clock });
    const response = await fetch(`${simulator.urls.api}/sessionabort`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({});
    expect(await callsOf(simulator.urls.control)).toEqual([
      {
        id: 'glue-1',
        endpoint: 'sessionabort',
        method: 'GET',
        path: '/cx-api/sessionabort',
        body: null,
        receivedAt: '2030-05-06T07:08:09.000Z',
        valid: true,
        issues: [],
        status: 200,
      },
    ]);
  });

  it('POST StorePersonalInformation accepts the contact details, blank ones included', async () => {
    const simulator = await start();
    const body = { ...visitor, Email: '' };
    const response = await postJson(`${simulator.urls.api}/StorePersonalInformation`, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await callsOf(simulator.urls.control)).toMatchObject([
      { endpoint: 'StorePersonalInformation', method: 'POST', body, valid: true, status: 200 },
    ]);
  });

  it('POST LogAction accepts the action with its page URL and user data', async () => {
    const simulator = await start();
    const response = await postJson(`${simulator.urls.api}/LogAction`, logAction);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await callsOf(simulator.urls.control)).toMatchObject([
      {
        id: 'glue-1',
        endpoint: 'LogAction',
        path: '/cx-api/LogAction',
        body: logAction,
        valid: true,
      },
    ]);
  });

  it('accepts JSON sent as text/plain (no CORS preflight)', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.urls.api}/LogAction`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(logAction),
    });
    expect(response.status).toBe(200);
    expect((await callsOf(simulator.urls.control))[0]?.body).toEqual(logAction);
  });

  it('records the query string in the path', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.api}/sessionabort?reason=channel-switch`);
    expect((await callsOf(simulator.urls.control))[0]?.path).toBe(
      '/cx-api/sessionabort?reason=channel-switch',
    );
  });
});

describe('glue body validation', () => {
  it('answers 400 naming missing and mistyped fields, and records the call', async () => {
    const simulator = await start();
    const body = { FirstName: 'Ada', LastName: 7, Phone: '1' };
    const response = await postJson(`${simulator.urls.api}/StorePersonalInformation`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Bad Request',
      message: 'Invalid request body: LastName: must be a string; Email: is required',
      fields: ['LastName', 'Email'],
      issues: [
        { path: 'LastName', message: 'must be a string' },
        { path: 'Email', message: 'is required' },
      ],
    });
    expect(await callsOf(simulator.urls.control)).toMatchObject([
      {
        endpoint: 'StorePersonalInformation',
        body,
        valid: false,
        status: 400,
        issues: [
          { path: 'LastName', message: 'must be a string' },
          { path: 'Email', message: 'is required' },
        ],
      },
    ]);
  });

  it('names nested user data fields and empty required strings of LogAction', async () => {
    const simulator = await start();
    const response = await postJson(`${simulator.urls.api}/LogAction`, {
      requestUrl: '',
      action: 'WebChat.submitted',
      userData: { ...visitor, Phone: null },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { fields: string[] };
    expect(error.fields).toEqual(['requestUrl', 'userData.Phone']);
  });

  it('refuses a LogAction without user data', async () => {
    const simulator = await start();
    const { userData: _userData, ...withoutUserData } = logAction;
    const response = await postJson(`${simulator.urls.api}/LogAction`, withoutUserData);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: string[] }).fields).toEqual(['userData']);
  });

  it('records a body that is not JSON as its raw text', async () => {
    const simulator = await start();
    const response = await postJson(`${simulator.urls.api}/LogAction`, '{"action":');
    expect(response.status).toBe(400);
    const error = (await response.json()) as { fields: string[]; message: string };
    expect(error.fields).toEqual(['body']);
    expect(error.message).toMatch(/^Invalid request body: body: Not valid JSON/);
    expect(await callsOf(simulator.urls.control)).toMatchObject([
      { endpoint: 'LogAction', body: '{"action":', valid: false, status: 400 },
    ]);
  });

  it('refuses and records an empty body, even with a JSON content type', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.urls.api}/StorePersonalInformation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown }).issues).toEqual([
      { path: 'body', message: 'A JSON body is required' },
    ]);
    expect(await callsOf(simulator.urls.control)).toMatchObject([{ body: null, valid: false }]);
  });

  it('refuses a JSON body that is not an object', async () => {
    const simulator = await start();
    const response = await postJson(`${simulator.urls.api}/StorePersonalInformation`, [visitor]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown }).issues).toEqual([
      { path: 'body', message: 'must be an object' },
    ]);
  });
});

describe('GET/DELETE /sim/api/glue/calls', () => {
  it('lists calls oldest first, filtered by endpoint on request', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.api}/sessionabort`);
    await postJson(`${simulator.urls.api}/LogAction`, logAction);
    await fetch(`${simulator.urls.api}/sessionabort`);
    expect((await callsOf(simulator.urls.control)).map((call) => call.id)).toEqual([
      'glue-1',
      'glue-2',
      'glue-3',
    ]);
    const aborts = await callsOf(simulator.urls.control, '?endpoint=sessionabort');
    expect(aborts.map((call) => call.id)).toEqual(['glue-1', 'glue-3']);
    expect(await callsOf(simulator.urls.control, '?endpoint=StorePersonalInformation')).toEqual([]);
  });

  it('answers 400 for an unknown endpoint filter', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.urls.control}glue/calls?endpoint=logaction`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Bad Request', fields: ['endpoint'] });
  });

  it('clears the recorded calls and says how many, while ids keep counting', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.api}/sessionabort`);
    await fetch(`${simulator.urls.api}/sessionabort`);
    const response = await fetch(`${simulator.urls.control}glue/calls`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cleared: 2 });
    expect(await callsOf(simulator.urls.control)).toEqual([]);
    await fetch(`${simulator.urls.api}/sessionabort`);
    expect((await callsOf(simulator.urls.control))[0]?.id).toBe('glue-3');
  });
});

describe('POST /sim/api/glue/failures', () => {
  it('makes the next N calls of an endpoint answer the given status and status text', async () => {
    const simulator = await start();
    const armed = await postJson(`${simulator.urls.control}glue/failures`, {
      endpoint: 'LogAction',
      status: 503,
      statusText: 'Glue Offline',
      count: 2,
    });
    expect(armed.status).toBe(200);
    expect(await armed.json()).toEqual({
      endpoint: 'LogAction',
      status: 503,
      statusText: 'Glue Offline',
      remaining: 2,
    });

    const statuses: [number, string][] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postJson(`${simulator.urls.api}/LogAction`, logAction);
      statuses.push([response.status, response.statusText]);
    }
    expect(statuses).toEqual([
      [503, 'Glue Offline'],
      [503, 'Glue Offline'],
      [200, 'OK'],
    ]);
    expect((await fetch(`${simulator.urls.api}/sessionabort`)).status).toBe(200);
    expect((await callsOf(simulator.urls.control)).map((call) => call.status)).toEqual([
      503, 503, 200, 200,
    ]);
  });

  it('defaults to one call and the standard reason phrase, and answers a JSON error', async () => {
    const simulator = await start();
    await postJson(`${simulator.urls.control}glue/failures`, {
      endpoint: 'sessionabort',
      status: 500,
    });
    const failed = await fetch(`${simulator.urls.api}/sessionabort`);
    expect([failed.status, failed.statusText]).toEqual([500, 'Internal Server Error']);
    expect(await failed.json()).toEqual({ error: 'Internal Server Error', injected: true });
    expect((await fetch(`${simulator.urls.api}/sessionabort`)).status).toBe(200);
  });

  it('takes precedence over body validation but still records the issues', async () => {
    const simulator = await start();
    await postJson(`${simulator.urls.control}glue/failures`, {
      endpoint: 'StorePersonalInformation',
      status: 502,
    });
    const response = await postJson(`${simulator.urls.api}/StorePersonalInformation`, {});
    expect(response.status).toBe(502);
    const [call] = await callsOf(simulator.urls.control);
    expect(call).toMatchObject({ status: 502, valid: false });
    expect(call?.issues.map((issue) => issue.path)).toEqual([
      'FirstName',
      'LastName',
      'Email',
      'Phone',
    ]);
  });

  it.each([
    [{ endpoint: 'logaction', status: 500 }, ['endpoint']],
    [{ endpoint: 'LogAction', status: 99 }, ['status']],
    [{ endpoint: 'LogAction', status: 600 }, ['status']],
    [{ endpoint: 'LogAction', status: 500, statusText: 'Bad\r\nX-Injected: 1' }, ['statusText']],
    [{ endpoint: 'LogAction', status: 500, count: 0 }, ['count']],
    [{ endpoint: 'LogAction', status: 500, times: 2 }, ['times']],
    [{ status: 500 }, ['endpoint']],
  ])('refuses %j naming %j', async (body, fields) => {
    const simulator = await start();
    const response = await postJson(`${simulator.urls.control}glue/failures`, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: string[] }).fields).toEqual(fields);
    expect((await postJson(`${simulator.urls.api}/LogAction`, logAction)).status).toBe(200);
  });
});

describe('glue events', () => {
  it('logs every call, failure armed and clear on the events stream', async () => {
    const simulator = await start();
    const events = await openEvents(simulator.urls.events);
    await postJson(`${simulator.urls.control}glue/failures`, {
      endpoint: 'sessionabort',
      status: 500,
    });
    await fetch(`${simulator.urls.api}/sessionabort`);
    await fetch(`${simulator.urls.control}glue/calls`, { method: 'DELETE' });
    await events.next((event) => event.type === 'glue.callsCleared');
    expect(events.received.map((event) => [event.module, event.type])).toEqual([
      ['glue', 'glue.failureArmed'],
      ['glue', 'glue.called'],
      ['glue', 'glue.callsCleared'],
    ]);
    expect(events.received[1]?.data).toMatchObject({ endpoint: 'sessionabort', status: 500 });
    expect(events.received[2]?.data).toEqual({ cleared: 1 });
  });
});
