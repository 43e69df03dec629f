import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import { createStatsService } from '../../services/stats/stats-service';
import { attachStatsService } from '../../services/stats/stats-service.plugin';
import { busWaitTimeSource, serviceWaitTimeSource } from './wait-time.source';

describe('wait-time sources', () => {
  it('asks StatsService.getStats on the bus with group EWT', async () => {
    const bus = createBus({ logger: { debug: vi.fn(), error: vi.fn() } });
    const urls: string[] = [];
    attachStatsService(
      bus,
      { ewt: { dataURL: 'http://ewt.test/genesys/2/ewt', apiVersion: 'v2' } },
      {
        fetch: async (request: Request) => {
          urls.push(request.url);
          return Response.json({ ewt: 45, VQ: { ewt: 45 } });
        },
      },
    );
    const answer = await busWaitTimeSource(bus)(
      { queues: ['VQ'], mode: 'ewt3' },
      new AbortController().signal,
    );
    expect(answer.estimates).toEqual({ VQ: 45 });
    expect(urls).toEqual(['http://ewt.test/genesys/2/ewt/ewt3?vq=VQ']);
  });

  it('asks a StatsService directly, and an abort of the poller aborts the request', async () => {
    const service = createStatsService(
      { ewt: { dataURL: 'http://ewt.test/ewt' } },
      {
        fetch: (request: Request) =>
          request.url.includes('name=')
            ? new Promise<Response>((_resolve, reject) => {
                if (request.signal.aborted) reject(request.signal.reason);
                request.signal.addEventListener('abort', () => reject(request.signal.reason));
              })
            : Promise.resolve(Response.json({ A: { ewt: 1 }, B: { ewt: 2 } })),
      },
    );
    const source = serviceWaitTimeSource(service);
    const answer = await source({ queues: ['A', 'B'] }, new AbortController().signal);
    expect(answer.estimates).toEqual({ A: 1, B: 2 });
    const controller = new AbortController();
    const pending = source({ queues: ['A'] }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'requestFailed' });
  });
});
