import { describe, expect, it } from 'vitest';
import { createStatsClient, ewtHttpRequest, StatsError, statsTexts } from './stats-client';
import { statsOptions, type StatsOptions } from './stats-options';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** A fetch that records each request and answers `body` as JSON with `status`. */
function fakeFetch(body: unknown, status = 200) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request) => {
    requests.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers.entries()),
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  };
  return { fetch, requests };
}

const options = (ewt: StatsOptions['ewt'], ajaxTimeout = 3000): StatsOptions => ({
  ajaxTimeout,
  ewt,
});
const gms1 = 'http://ewt.test/genesys/1/service/ewt-for-vq';
const gms2 = 'http://ewt.test/genesys/2/ewt';
const ges = 'http://ewt.test/engagement/v3/estimated-wait-time';

describe('ewtHttpRequest', () => {
  it('v1 asks one queue by name with aqt urs2 and the apikey header', () => {
    expect(
      ewtHttpRequest(options({ dataURL: gms1, apikey: 'ewt-key' }), { queues: ['VQ_Callback'] }),
    ).toEqual({
      url: `${gms1}?name=VQ_Callback&aqt=urs2`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', apikey: 'ewt-key' },
    });
  });

  it('v1 sends no names for several queues or none: the server answers every queue', () => {
    const config = options({ dataURL: gms1 });
    expect(ewtHttpRequest(config, { queues: ['VQ_Chat', 'VQ_Callback'] }).url).toBe(
      `${gms1}?aqt=urs2`,
    );
    expect(ewtHttpRequest(config, { queues: [] }).url).toBe(`${gms1}?aqt=urs2`);
  });

  it('v2 puts the mode in the path (ewt2) and the queues raw, comma-separated, in vq', () => {
    const config = options({ dataURL: gms2, apiVersion: 'v2' });
    expect(ewtHttpRequest(config, { queues: ['VQ_Chat', 'VQ_Callback'] }).url).toBe(
      `${gms2}/ewt2?vq=VQ_Chat,VQ_Callback`,
    );
    expect(ewtHttpRequest(config, { queues: [] }).url).toBe(`${gms2}/ewt2`);
  });

  it('v3 sends virtual-queues and mode2 with x-api-key', () => {
    expect(
      ewtHttpRequest(options({ dataURL: ges, apiVersion: 'v3', apikey: 'ges-key' }), {
        queues: ['VQ_Chat'],
      }),
    ).toEqual({
      url: `${ges}?virtual-queues=VQ_Chat&mode=mode2`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-api-key': 'ges-key' },
    });
    expect(ewtHttpRequest(options({ dataURL: ges, apiVersion: 'v3' }), { queues: [] }).url).toBe(
      `${ges}?mode=mode2`,
    );
  });

  it("takes the request's mode and key over the configured ones, and those over the app's header", () => {
    const config = options({ dataURL: gms1, mode: 'stat', apikey: 'configured' });
    expect(
      ewtHttpRequest(config, { queues: ['VQ'], mode: 'urs', apikey: 'asked' }, { apikey: 'app' }),
    ).toMatchObject({ url: `${gms1}?name=VQ&aqt=urs`, headers: { apikey: 'asked' } });
    expect(ewtHttpRequest(config, { queues: ['VQ'] }, { apikey: 'app' })).toMatchObject({
      url: `${gms1}?name=VQ&aqt=stat`,
      headers: { apikey: 'configured' },
    });
    expect(
      ewtHttpRequest(options({ dataURL: gms1 }), { queues: ['VQ'] }, { apikey: 'app' }).headers,
    ).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded', apikey: 'app' });
  });

  it('sends no key header when no key is known', () => {
    expect(ewtHttpRequest(options({ dataURL: gms1 }), { queues: ['VQ'] }).headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it("refuses without a dataURL: 'Invalid EWT configuration'", () => {
    expect(() => ewtHttpRequest(statsOptions.defaults, { queues: ['VQ'] })).toThrow(
      new StatsError('invalidEwtConfiguration'),
    );
    expect(statsTexts.invalidEwtConfiguration).toBe('Invalid EWT configuration');
  });
});

describe('createStatsClient', () => {
  it('GETs the URL with the form content type; the browser encodes spaces, commas stay raw', async () => {
    const { fetch, requests } = fakeFetch({ ewt: 120 });
    const client = createStatsClient(options({ dataURL: gms1, apikey: 'ewt-key' }), { fetch });
    await client.getEwt({ queues: ['VQ A'] });
    expect(requests).toEqual([
      {
        url: `${gms1}?name=VQ%20A&aqt=urs2`,
        method: 'GET',
        headers: expect.objectContaining({
          'content-type': 'application/x-www-form-urlencoded',
          apikey: 'ewt-key',
        }) as Record<string, string>,
      },
    ]);
    const { fetch: fetch2, requests: requests2 } = fakeFetch({ VQ_A: { ewt: 1 } });
    await createStatsClient(options({ dataURL: gms2, apiVersion: 'v2' }), {
      fetch: fetch2,
    }).getEwt({ queues: ['VQ_A', 'VQ_B'] });
    expect(requests2[0]!.url).toBe(`${gms2}/ewt2?vq=VQ_A,VQ_B`);
  });

  it('reads a one-queue GMS answer from top-level ewt (0 kept, -1 unavailable)', async () => {
    const read = async (body: unknown) =>
      createStatsClient(options({ dataURL: gms1 }), fakeFetch(body)).getEwt({
        queues: ['VQ_Callback'],
      });
    expect(await read({ ewt: 120 })).toEqual({
      estimates: { VQ_Callback: 120 },
      ewt: 120,
      response: { ewt: 120 },
    });
    expect((await read({ ewt: 0 })).estimates).toEqual({ VQ_Callback: 0 });
    expect(await read({ ewt: -1 })).toEqual({ estimates: {}, ewt: -1, response: { ewt: -1 } });
    // The simulator's one-queue form, which both readings accept.
    expect((await read({ ewt: 30, VQ_Callback: { ewt: 30 } })).estimates).toEqual({
      VQ_Callback: 30,
    });
  });

  it('reads a many-queue GMS answer as a map, leaving out -1 and entries without ewt', async () => {
    const body = { VQ_Chat: { ewt: 42 }, VQ_Callback: { ewt: -1 }, VQ_Mail: {} };
    const answer = await createStatsClient(options({ dataURL: gms1 }), fakeFetch(body)).getEwt({
      queues: ['VQ_Chat', 'VQ_Callback'],
    });
    expect(answer).toEqual({ estimates: { VQ_Chat: 42 }, response: body });
  });

  it('reads a GES answer whatever the version; a lone entry gives ewt only when not 0', async () => {
    const entry = (estimatedWaitTime: number) => ({
      status: { code: 0 },
      data: [{ virtualQueue: 'VQ_Chat', estimatedWaitTime }],
    });
    const client = (body: unknown) =>
      createStatsClient(options({ dataURL: ges, apiVersion: 'v3' }), fakeFetch(body));
    expect(await client(entry(75)).getEwt({ queues: ['VQ_Chat'] })).toEqual({
      estimates: { VQ_Chat: 75 },
      virtualQueue: 'VQ_Chat',
      estimatedWaitTime: 75,
      ewt: 75,
      response: entry(75),
    });
    const zero = await client(entry(0)).getEwt({ queues: ['VQ_Chat'] });
    expect(zero).not.toHaveProperty('ewt');
    expect(zero.estimates).toEqual({ VQ_Chat: 0 });
    expect((await client(entry(-1)).getEwt({ queues: ['VQ_Chat'] })).estimates).toEqual({});
    const many = {
      data: [
        { virtualQueue: 'A', estimatedWaitTime: 10 },
        { virtualQueue: 'B', estimatedWaitTime: -1 },
      ],
    };
    const v1 = createStatsClient(options({ dataURL: gms1 }), fakeFetch(many));
    expect(await v1.getEwt({ queues: ['A'] })).toEqual({ estimates: { A: 10 }, response: many });
  });

  it('rejects {} with the failure text and code emptyAnswer', async () => {
    const client = createStatsClient(options({ dataURL: gms1 }), fakeFetch({}));
    await expect(client.getEwt({ queues: ['VQ'] })).rejects.toMatchObject({
      name: 'StatsError',
      code: 'emptyAnswer',
      message: 'EWT request failed due to unknown reason',
    });
  });

  it("rejects an error status, a malformed body and a timeout: 'EWT request failed due to unknown reason'", async () => {
    const failed = { code: 'requestFailed', message: statsTexts.requestFailed };
    await expect(
      createStatsClient(options({ dataURL: gms1 }), fakeFetch({ error: 'x' }, 503)).getEwt({
        queues: ['VQ'],
      }),
    ).rejects.toMatchObject({ ...failed, status: 503 });
    await expect(
      createStatsClient(options({ dataURL: gms1 }), fakeFetch('<html>')).getEwt({
        queues: ['VQ'],
      }),
    ).rejects.toMatchObject(failed);
    await expect(
      createStatsClient(options({ dataURL: gms1 }), fakeFetch({ data: 'soon' })).getEwt({
        queues: ['VQ'],
      }),
    ).rejects.toMatchObject(failed);
    await expect(
      createStatsClient(options({ dataURL: gms1 }), fakeFetch({ ewt: '12' })).getEwt({
        queues: ['VQ'],
      }),
    ).rejects.toMatchObject(failed);
    const hanging = (request: Request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    await expect(
      createStatsClient(options({ dataURL: gms1 }, 20), { fetch: hanging }).getEwt({
        queues: ['VQ'],
      }),
    ).rejects.toMatchObject(failed);
  });
});
