import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { registerLazyStats } from './stats-service.lazy';
import type { StatsConfigureOptions } from './stats-service.manifest';
import { attachStatsService } from './stats-service.plugin';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const dataURL = 'http://ewt.test/genesys/1/service/ewt-for-vq';

/** A fetch that answers each request with the next body of `bodies` (the last one again once they run out). */
function answering(...bodies: unknown[]) {
  const urls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    urls.push(request.url);
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    if (body instanceof Response) return body;
    return Response.json(body);
  });
  return { fetch, urls };
}

function setUp(options: unknown, ...bodies: unknown[]) {
  const bus = createBus({ logger: silent });
  const http = answering(...bodies);
  const detach = attachStatsService(bus, options, { fetch: http.fetch });
  const updates: BusEvent[] = [];
  bus.subscribe('StatsService.updated', (event) => updates.push(event));
  return { bus, updates, detach, ...http };
}

describe('StatsService plugin', () => {
  it('getStats resolves the answer and publishes updated with the estimates accumulated', async () => {
    const { bus, updates, urls } = setUp(
      { ewt: { dataURL } },
      { ewt: 120 },
      { VQ_Chat: { ewt: 42 }, VQ_Callback: { ewt: -1 } },
    );
    await expect(
      bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ_Callback' }),
    ).resolves.toEqual({ estimates: { VQ_Callback: 120 }, ewt: 120, response: { ewt: 120 } });
    await bus.command('StatsService.getStats', {
      group: 'EWT',
      vqName: ['VQ_Chat', 'VQ_Callback'],
    });
    await flush();
    expect(urls).toEqual([`${dataURL}?name=VQ_Callback&aqt=urs2`, `${dataURL}?aqt=urs2`]);
    expect(updates.map((update) => update.data)).toEqual([
      { ewt: { VQ_Callback: 120 }, response: { ewt: 120 } },
      {
        ewt: { VQ_Callback: 120, VQ_Chat: 42 },
        response: { VQ_Chat: { ewt: 42 }, VQ_Callback: { ewt: -1 } },
      },
    ]);
  });

  it('rejects with the spec texts: no group, another group, no dataURL, a failed request', async () => {
    const configured = setUp({ ewt: { dataURL } }, new Response('down', { status: 503 }));
    await expect(configured.bus.command('StatsService.getStats', { vqname: 'VQ' })).rejects.toThrow(
      'Invalid Stats vqname configuration',
    );
    await expect(
      configured.bus.command('StatsService.getStats', { group: 'Agents', vqname: 'VQ' }),
    ).rejects.toThrow('Invalid Stats vqname configuration');
    await expect(
      configured.bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ' }),
    ).rejects.toThrow('EWT request failed due to unknown reason');
    const unconfigured = setUp({});
    await expect(
      unconfigured.bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ' }),
    ).rejects.toThrow('Invalid EWT configuration');
    expect(unconfigured.fetch).not.toHaveBeenCalled();
    await flush();
    expect(configured.updates).toEqual([]);
  });

  it('rejects an empty answer without publishing anything', async () => {
    const { bus, updates } = setUp({ ewt: { dataURL } }, {});
    await expect(
      bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ' }),
    ).rejects.toThrow('EWT request failed due to unknown reason');
    await flush();
    expect(updates).toEqual([]);
  });

  it('configure can run again, merges over the options, and refuses an empty or bad one', async () => {
    const { bus, urls } = setUp({ ewt: { dataURL } }, { ewt: 5 });
    await bus.command('StatsService.configure', { ewt: { apiVersion: 'v2', mode: 'ewt1' } });
    await bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ' });
    expect(urls).toEqual([`${dataURL}/ewt1?vq=VQ`]);
    await expect(bus.command('StatsService.configure', {})).rejects.toThrow(
      /^Invalid configuration$/,
    );
    await expect(
      bus.command('StatsService.configure', {
        ajaxTimeout: -1,
        colour: 'red',
      } as StatsConfigureOptions),
    ).rejects.toThrow(
      'Invalid configuration: stats.ajaxTimeout: Expected a number of ms above 0; stats.colour: Unknown option',
    );
  });

  it('runs a command that came before the code loaded once the lazily loaded plugin attaches', async () => {
    const bus = createBus({ logger: silent });
    const { fetch } = answering({ ewt: 30 });
    const load = vi.fn(async () => {
      await flush();
      attachStatsService(bus, { ewt: { dataURL } }, { fetch });
    });
    const lazy = registerLazyStats(bus, { load });
    const answer = bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ' });
    expect(lazy.bound).toBe(false);
    await expect(answer).resolves.toMatchObject({ ewt: 30 });
    expect(lazy.bound).toBe(true);
    expect(load).toHaveBeenCalledWith('getStats');
  });

  it('detaches from the bus', async () => {
    const { bus, detach } = setUp({ ewt: { dataURL } }, { ewt: 1 });
    detach();
    await expect(
      bus.command('StatsService.getStats', { group: 'EWT', vqname: 'VQ' }),
    ).rejects.toThrow();
  });
});
