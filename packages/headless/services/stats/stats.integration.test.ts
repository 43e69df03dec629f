import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { waitTimeMachine } from '../../machines/wait-time/wait-time.machine';
import { busWaitTimeSource } from '../../machines/wait-time/wait-time.source';
import { useChatSimulator } from '../../machines/testing/simulator-harness';
import { createStatsClient } from './stats-client';
import { attachStatsService } from './stats-service.plugin';

const { url, control, track } = useChatSimulator();

interface RecordedCall {
  api: string;
  path: string;
  apiKey?: string;
  contentType?: string;
  status: number;
}

async function calls(): Promise<RecordedCall[]> {
  return ((await control('GET', '/sim/api/stats/requests')) as { requests: RecordedCall[] })
    .requests;
}

describe('the stats client against the simulator', () => {
  it('v1: one queue by name, several without names; the simulator sees the widget’s request', async () => {
    await control('PUT', '/sim/api/stats/queues/VQ_Callback', { ewt: 360 });
    await control('PUT', '/sim/api/stats/queues/VQ_Chat', { ewt: 0 });
    const client = createStatsClient({
      ajaxTimeout: 3000,
      ewt: { dataURL: `${url()}/genesys/1/service/ewt-for-vq`, apikey: 'ewt-key' },
    });
    expect(await client.getEwt({ queues: ['VQ_Callback'] })).toEqual({
      estimates: { VQ_Callback: 360 },
      ewt: 360,
      response: { ewt: 360 },
    });
    expect((await client.getEwt({ queues: ['VQ_Chat', 'VQ_Callback'] })).estimates).toEqual({
      VQ_Chat: 0,
      VQ_Callback: 360,
    });
    expect(await calls()).toMatchObject([
      {
        api: 'gms-v1',
        path: '/genesys/1/service/ewt-for-vq?name=VQ_Callback&aqt=urs2',
        apiKey: 'ewt-key',
        contentType: 'application/x-www-form-urlencoded',
        status: 200,
      },
      { api: 'gms-v1', path: '/genesys/1/service/ewt-for-vq?aqt=urs2', status: 200 },
    ]);
  });

  it('v2: the mode in the path, raw comma-separated queues, one queue read from top-level ewt', async () => {
    await control('PUT', '/sim/api/stats/queues/VQ_Callback', { ewt: -1 });
    const client = createStatsClient({
      ajaxTimeout: 3000,
      ewt: { dataURL: `${url()}/genesys/2/ewt`, apiVersion: 'v2', apikey: 'k' },
    });
    expect((await client.getEwt({ queues: ['VQ Sales'] })).estimates).toEqual({ 'VQ Sales': 90 });
    expect(
      (await client.getEwt({ queues: ['VQ_Chat', 'VQ_Callback'], mode: 'ewt3' })).estimates,
    ).toEqual({ VQ_Chat: 90 });
    expect((await calls()).map((call) => call.path)).toEqual([
      '/genesys/2/ewt/ewt2?vq=VQ%20Sales',
      '/genesys/2/ewt/ewt3?vq=VQ_Chat,VQ_Callback',
    ]);
  });

  it('v3: virtual-queues and mode2 with x-api-key, the GES list read', async () => {
    await control('PUT', '/sim/api/stats/queues/VQ_Chat', { ewt: 75 });
    const client = createStatsClient({
      ajaxTimeout: 3000,
      ewt: {
        dataURL: `${url()}/engagement/v3/estimated-wait-time`,
        apiVersion: 'v3',
        apikey: 'ges-key',
      },
    });
    expect(await client.getEwt({ queues: ['VQ_Chat'] })).toMatchObject({
      estimates: { VQ_Chat: 75 },
      virtualQueue: 'VQ_Chat',
      estimatedWaitTime: 75,
      ewt: 75,
    });
    expect((await calls())[0]).toMatchObject({
      api: 'ges-v3',
      path: '/engagement/v3/estimated-wait-time?virtual-queues=VQ_Chat&mode=mode2',
      apiKey: 'ges-key',
      status: 200,
    });
  });

  it('a refused request fails with the spec text', async () => {
    const client = createStatsClient({
      ajaxTimeout: 3000,
      ewt: { dataURL: `${url()}/genesys/1/service/ewt-for-vq`, mode: 'ewt2' },
    });
    await expect(client.getEwt({ queues: ['VQ'] })).rejects.toMatchObject({
      code: 'requestFailed',
      status: 400,
      message: 'EWT request failed due to unknown reason',
    });
  });

  it('the wait-time poller on the bus follows a wait set through the control API', async () => {
    const bus = createBus({ logger: { debug: vi.fn(), error: vi.fn() } });
    attachStatsService(bus, {
      ewt: { dataURL: `${url()}/engagement/v3/estimated-wait-time`, apiVersion: 'v3' },
    });
    const updates: BusEvent[] = [];
    bus.subscribe('StatsService.updated', (event) => updates.push(event));
    await control('PUT', '/sim/api/stats/queues/VQ_Callback', { ewt: 240 });
    const poller = track(
      createActor(waitTimeMachine, {
        input: { source: busWaitTimeSource(bus), queue: 'VQ_Callback', refreshInterval: 100 },
      }).start(),
    );
    await waitFor(poller, (snapshot) => snapshot.context.seconds === 240);
    await control('PUT', '/sim/api/stats/queues/VQ_Callback', { ewt: -1 });
    await waitFor(poller, (snapshot) => snapshot.context.seconds === undefined);
    expect(poller.getSnapshot().context.error).toBeUndefined();
    expect(updates[0]?.data).toMatchObject({ ewt: { VQ_Callback: 240 } });
  });
});
