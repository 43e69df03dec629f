import { describe, expect, it } from 'vitest';
import { statsDomain } from '../../stats/stats.domain';
import { useSimulators } from '../../test-support';

const start = useSimulators();

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  };
}

function send(url: string, method: string, body?: unknown) {
  return fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('EWT modules', () => {
  it('v1 answers one queue as { ewt } and, without a name, every known queue as a map', async () => {
    const simulator = await start({ stats: { queues: { VQ_Callback: 360, VQ_Chat: 0 } } });
    const base = `${simulator.url}/genesys/1/service/ewt-for-vq`;
    expect(await get(`${base}?name=VQ_Callback&aqt=urs2`)).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { ewt: 360 },
    });
    expect((await get(`${base}?name=VQ A&aqt=urs`)).body).toEqual({ ewt: 90 });
    expect((await get(`${base}?aqt=urs2`)).body).toEqual({
      VQ_Callback: { ewt: 360 },
      VQ_Chat: { ewt: 0 },
      'VQ A': { ewt: 90 },
    });
    expect(await get(`${base}?name=VQ`)).toMatchObject({
      status: 400,
      body: { message: 'aqt is required' },
    });
    expect((await get(`${base}?name=VQ&aqt=ewt2`)).body).toEqual({
      message: 'aqt must be one of urs2, urs, stat',
    });
  });

  it('v2 puts the mode in the path; one queue gets top-level ewt and its entry', async () => {
    const simulator = await start({ stats: { queues: { VQ_Chat: 42, VQ_Callback: -1 } } });
    const base = `${simulator.url}/genesys/2/ewt`;
    expect((await get(`${base}/ewt2?vq=VQ_Chat`)).body).toEqual({
      ewt: 42,
      VQ_Chat: { ewt: 42 },
    });
    expect((await get(`${base}/ewt1?vq=VQ_Chat,VQ_Callback`)).body).toEqual({
      VQ_Chat: { ewt: 42 },
      VQ_Callback: { ewt: -1 },
    });
    expect((await get(`${base}/ewt3`)).body).toEqual({
      VQ_Chat: { ewt: 42 },
      VQ_Callback: { ewt: -1 },
    });
    expect(await get(`${base}/urs2?vq=VQ_Chat`)).toMatchObject({ status: 400 });
  });

  it('v3 answers the GES form with x-api-key, -1 for unavailable queues', async () => {
    const simulator = await start({ stats: { apiKey: 'ges-key', queues: { VQ_Mail: -1 } } });
    const base = `${simulator.url}/engagement/v3/estimated-wait-time`;
    const answer = await get(`${base}?virtual-queues=VQ_Chat,VQ_Mail&mode=mode2`, {
      'x-api-key': 'ges-key',
    });
    expect(answer).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: {
        status: { code: 200, message: 'Successful', corrId: expect.any(String) as string },
        data: [
          { virtualQueue: 'VQ_Chat', estimatedWaitTime: 90 },
          {
            virtualQueue: 'VQ_Mail',
            estimatedWaitTime: -1,
            message: 'Estimated wait time is not available',
          },
        ],
      },
    });
    expect(await get(`${base}?virtual-queues=VQ_Chat&mode=mode2`)).toMatchObject({
      status: 401,
      body: { status: { code: 1103, message: 'Missing API key' } },
    });
    expect(
      await get(`${base}?virtual-queues=VQ_Chat&mode=fast`, { 'x-api-key': 'ges-key' }),
    ).toMatchObject({
      status: 400,
      body: {
        status: {
          code: 501,
          message: 'Invalid parameters: mode must be one of mode2, mode1, mode3',
        },
      },
    });
    // GMS takes the key as `apikey`.
    expect(
      await get(`${simulator.url}/genesys/1/service/ewt-for-vq?name=VQ&aqt=urs2`, {
        'x-api-key': 'ges-key',
      }),
    ).toMatchObject({ status: 401, body: { message: 'Missing API key' } });
  });

  it('sets wait times through the control API, records requests, and forgets both on reset', async () => {
    const simulator = await start();
    const control = `${simulator.urls.control}stats`;
    expect(await (await fetch(control)).json()).toEqual({
      defaultEwt: 90,
      queues: {},
      asked: [],
    });
    expect(await (await send(`${control}/queues/VQ_Callback`, 'PUT', { ewt: 600 })).json()).toEqual(
      {
        queue: 'VQ_Callback',
        ewt: 600,
      },
    );
    await send(`${control}/default`, 'PUT', { ewt: -1 });
    const v1 = `${simulator.url}/genesys/1/service/ewt-for-vq`;
    expect((await get(`${v1}?name=VQ_Callback&aqt=urs2`, { apikey: 'k' })).body).toEqual({
      ewt: 600,
    });
    expect((await get(`${v1}?name=VQ_Other&aqt=urs2`)).body).toEqual({ ewt: -1 });
    expect(simulator.domain(statsDomain).estimate('VQ_Callback')).toBe(600);
    const { requests } = (await (await fetch(`${control}/requests`)).json()) as {
      requests: unknown[];
    };
    expect(requests[0]).toEqual({
      id: 'ewt-1',
      api: 'gms-v1',
      path: '/genesys/1/service/ewt-for-vq?name=VQ_Callback&aqt=urs2',
      queues: ['VQ_Callback'],
      mode: 'urs2',
      apiKey: 'k',
      contentType: 'application/x-www-form-urlencoded',
      receivedAt: expect.any(String) as string,
      status: 200,
    });
    expect(await (await send(`${control}/queues/VQ_Callback`, 'DELETE')).json()).toEqual({
      queue: 'VQ_Callback',
      removed: true,
      ewt: -1,
    });
    expect((await send(`${control}/default`, 'PUT', { ewt: 'soon' })).status).toBe(400);
    await send(`${simulator.urls.control}reset`, 'POST');
    expect(await (await fetch(control)).json()).toEqual({
      defaultEwt: 90,
      queues: {},
      asked: [],
    });
    expect(await (await fetch(`${control}/requests`)).json()).toEqual({ requests: [] });
  });

  it('refuses bad stats options, naming them', async () => {
    await expect(start({ stats: { defaultEwt: -5 } })).rejects.toThrow(/stats\.defaultEwt/);
  });
});
