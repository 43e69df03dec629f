import { createBus } from '@cxkit/headless/bus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountKnowledgeCenterService } from './mount-knowledgecenter-service';

const host = 'https://kc.cx.test/gkc-ws/api';
const silent = { debug: vi.fn(), error: vi.fn() };

/** A v2 knowledge centre answering every call with the session `sess-7`, recording the paths. */
function knowledgeCentre(paths: string[]) {
  return async (request: Request) => {
    paths.push(new URL(request.url).pathname);
    const data = request.url.includes('/search/v2/search/') ? { docs: [] } : { kbs: [] };
    return new Response(JSON.stringify({ status: 200, data }), {
      headers: { 'content-type': 'application/json', gkc_sessionId: 'sess-7' },
    });
  };
}

afterEach(() => {
  document.cookie = '_genesys.widgets.knowledgecenter.state.keys=; max-age=0; path=/';
});

describe('mountKnowledgeCenterService', () => {
  it('has the commands on the bus at once, loads on the first, and keeps the session in the page cookie', async () => {
    const bus = createBus({ logger: silent });
    const paths: string[] = [];
    const mounted = mountKnowledgeCenterService(
      bus,
      { service: { host }, ignored: [] },
      { fetch: knowledgeCentre(paths) },
    );
    expect(bus.registry()[0]).toMatchObject({ name: 'KnowledgeCenterService' });
    expect(paths).toEqual([]);
    await bus.command('KnowledgeCenterService.search', { query: 'pay' });
    expect(paths).toEqual([
      '/gkc-ws/api/config/v2/kbs/',
      '/gkc-ws/api/health/v2/ping',
      '/gkc-ws/api/search/v2/search/',
      '/gkc-ws/api/feedback/v2/notfound',
    ]);
    expect(document.cookie).toContain(
      `_genesys.widgets.knowledgecenter.state.keys=${encodeURIComponent('{"sessionId":"sess-7"}')}`,
    );
    mounted.unmount();
    expect(bus.registry()).toEqual([]);
  });

  it('eager: boots at once and publishes online', async () => {
    const bus = createBus({ logger: silent });
    const online = vi.fn();
    bus.subscribe('KnowledgeCenterService.online', online);
    const paths: string[] = [];
    const mounted = mountKnowledgeCenterService(
      bus,
      { service: { host }, ignored: [] },
      { fetch: knowledgeCentre(paths), eager: true },
    );
    await mounted.load();
    await vi.waitFor(() => expect(online).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/gkc-ws/api/config/v2/kbs/', '/gkc-ws/api/health/v2/ping']);
    mounted.unmount();
  });
});
