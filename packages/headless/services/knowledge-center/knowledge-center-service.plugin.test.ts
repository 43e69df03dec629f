import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { knowledgeCenterServiceManifest } from './knowledge-center-service.manifest';
import { registerLazyKnowledgeCenterService } from './knowledge-center-service.lazy';
import { startKnowledgeCenterService } from './knowledge-center-service.plugin';
import { KnowledgeHttpError } from './knowledge-center.wire';

const host = 'https://kc.cx.test/gkc-ws/api';
const silent = { debug: vi.fn(), error: vi.fn() };

const doc = { id: 'd1', kbId: 'kb1', title: 'How to pay', content: 'Pay by card.', cats: [] };

/** A v2 knowledge centre in a `fetch`: every answer carries the session `sess-1`. */
function knowledgeCentre(paths: string[] = []) {
  return async (request: Request) => {
    const path = new URL(request.url).pathname.slice(new URL(host).pathname.length);
    paths.push(`${request.method} ${path}`);
    const json = (data: unknown, status = 200, extra: Record<string, unknown> = {}) =>
      new Response(JSON.stringify({ status, data, ...extra }), {
        status,
        headers: { 'content-type': 'application/json', gkc_sessionId: 'sess-1' },
      });
    if (path === '/config/v2/kbs/') return json({ kbs: [{ id: 'kb1', feedbackType: 'VOTE' }] });
    if (path === '/search/v2/search/') {
      const query = new URL(request.url).searchParams.get('query');
      if (query === 'fail')
        return new Response('Index offline', { status: 503, statusText: 'Service Unavailable' });
      return json({ docs: query === 'none' ? [] : [doc] }, 200, { searchId: 'srch-1' });
    }
    if (path === '/search/v2/suggest/') return json({ suggestions: ['how to pay'] });
    if (path === '/browse/v2/locales/en/kbs/kb1/docs/d1') return json({ doc });
    if (path === '/feedback/v2/like') return json({ recordId: 'rec-1' });
    if (path === '/browse/v2/locales/en/cats/') return json({ categories: [] });
    return json({});
  };
}

function events(bus: ReturnType<typeof createBus>): BusEvent[] {
  const seen: BusEvent[] = [];
  bus.subscribe('KnowledgeCenterService.*', (event) => {
    if (event.event !== 'KnowledgeCenterService.ready') seen.push(event);
  });
  return seen;
}

const names = (seen: BusEvent[]) => seen.map((event) => event.event.split('.')[1]);

describe('KnowledgeCenterService plugin', () => {
  it('registers the table, marks itself ready, and publishes sessionChanged and online after the boot', async () => {
    const bus = createBus({ logger: silent });
    const seen = events(bus);
    const { service } = startKnowledgeCenterService(bus, {
      options: { host },
      fetch: knowledgeCentre(),
    });
    expect(bus.registry()).toEqual([
      {
        name: 'KnowledgeCenterService',
        ready: true,
        commands: Object.keys(knowledgeCenterServiceManifest.commands),
        events: ['ready', 'data', ...Object.keys(knowledgeCenterServiceManifest.events)],
      },
    ]);
    await service.booted;
    expect(names(seen)).toEqual(['sessionChanged', 'online']);
    expect(seen[0]?.data).toEqual({ sessionId: 'sess-1', language: 'en', media: 'all' });
  });

  it('search answers the result and publishes searched; no documents publishes noResultsFound', async () => {
    const bus = createBus({ logger: silent });
    const paths: string[] = [];
    const { service } = startKnowledgeCenterService(bus, {
      options: { host },
      fetch: knowledgeCentre(paths),
    });
    await service.booted;
    const seen = events(bus);
    const found = await bus.command('KnowledgeCenterService.search', { query: 'pay' });
    expect(found).toMatchObject({
      query: 'pay',
      searchId: 'srch-1',
      documents: [{ id: 'd1', feedbackType: 'VOTE' }],
    });
    expect(names(seen)).toEqual(['searched']);
    expect(seen[0]?.data).toEqual(found);
    await bus.command('KnowledgeCenterService.search', { query: 'none' });
    expect(names(seen)).toEqual(['searched', 'searched', 'noResultsFound']);
    expect(seen[2]?.data).toEqual({ query: 'none', searchId: 'srch-1' });
    expect(paths.at(-1)).toBe('POST /feedback/v2/notfound');
  });

  it('getFullContent publishes documentOpened, getSuggestions suggested, vote voted', async () => {
    const bus = createBus({ logger: silent });
    const { service } = startKnowledgeCenterService(bus, {
      options: { host },
      fetch: knowledgeCentre(),
    });
    await service.booted;
    const seen = events(bus);
    const document = await bus.command('KnowledgeCenterService.getFullContent', {
      documentId: 'd1',
      knowledgeBaseId: 'kb1',
    });
    expect(document).toMatchObject({ id: 'd1', title: 'How to pay', answer: 'Pay by card.' });
    await expect(
      bus.command('KnowledgeCenterService.getSuggestions', { text: 'how' }),
    ).resolves.toEqual({
      suggestions: ['how to pay'],
    });
    await expect(
      bus.command('KnowledgeCenterService.vote', {
        documentId: 'd1',
        knowledgeBaseId: 'kb1',
        relevant: true,
      }),
    ).resolves.toEqual({
      documentId: 'd1',
      knowledgeBaseId: 'kb1',
      relevant: true,
      recordId: 'rec-1',
    });
    expect(names(seen)).toEqual(['documentOpened', 'suggested', 'voted']);
    expect(seen[1]?.data).toEqual({ text: 'how', suggestions: ['how to pay'] });
    await expect(
      bus.command('KnowledgeCenterService.visit', { documentId: 'd1', knowledgeBaseId: 'kb1' }),
    ).resolves.toBeUndefined();
    await expect(
      bus.command('KnowledgeCenterService.unanswered', { question: 'Mars?' }),
    ).resolves.toBeUndefined();
    await expect(
      bus.command('KnowledgeCenterService.rating', { kbId: 'kb1', docId: 'd1', rating: 3 }),
    ).resolves.toBeUndefined();
    await expect(
      bus.command('KnowledgeCenterService.addRating', { voteId: 'rec-1', rating: 3 }),
    ).resolves.toBeUndefined();
    await expect(bus.command('KnowledgeCenterService.getCategories')).resolves.toEqual({
      categories: [],
    });
    await expect(bus.command('KnowledgeCenterService.sessionInfo')).resolves.toEqual({
      sessionId: 'sess-1',
      language: 'en',
      media: 'all',
    });
  });

  it('rejects with the table texts', async () => {
    const bus = createBus({ logger: silent });
    const { service } = startKnowledgeCenterService(bus, { fetch: knowledgeCentre() });
    await expect(bus.command('KnowledgeCenterService.search', { query: 'pay' })).rejects.toThrow(
      'KnowledgeCenterService is not configured',
    );
    await expect(bus.command('KnowledgeCenterService.sessionInfo')).rejects.toThrow(
      'KnowledgeCenterService is not configured',
    );
    await expect(bus.command('KnowledgeCenterService.configure', {})).rejects.toThrow(
      'Invalid configuration',
    );
    await expect(
      bus.untyped.command('KnowledgeCenterService.configure', { lang: 3 }),
    ).rejects.toThrow('Invalid configuration: knowledgecenter.lang: Expected a text');
    await bus.command('KnowledgeCenterService.configure', { host });
    await service.booted;
    await expect(bus.command('KnowledgeCenterService.sessionInfo')).resolves.toMatchObject({
      sessionId: 'sess-1',
    });
    await expect(bus.command('KnowledgeCenterService.reset')).resolves.toBeUndefined();
    await expect(bus.command('KnowledgeCenterService.sessionInfo')).rejects.toThrow(
      'Knowledge center session is not started yet',
    );
    await expect(
      bus.untyped.command('KnowledgeCenterService.getFullContent', { documentId: 'd1' }),
    ).rejects.toThrow('All mandatory arguments must be provided');
    await expect(bus.command('KnowledgeCenterService.search', {})).rejects.toThrow(
      'All mandatory arguments must be provided',
    );
  });

  it('an HTTP failure rejects with a KnowledgeHttpError and publishes nothing', async () => {
    const bus = createBus({ logger: silent });
    const { service } = startKnowledgeCenterService(bus, {
      options: { host },
      fetch: knowledgeCentre(),
    });
    await service.booted;
    const seen = events(bus);
    const error = await bus
      .command('KnowledgeCenterService.search', { query: 'fail' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnowledgeHttpError);
    expect(error).toMatchObject({
      message: 'Index offline',
      code: 503,
      statusText: 'Service Unavailable',
    });
    expect(seen).toEqual([]);
  });

  it('stop takes the plugin off the bus', () => {
    const bus = createBus({ logger: silent });
    const { stop } = startKnowledgeCenterService(bus, { fetch: knowledgeCentre() });
    stop();
    expect(bus.registry()).toEqual([]);
  });
});

describe('registerLazyKnowledgeCenterService', () => {
  it('has the commands on the bus first, loads on the first command and answers it once bound', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn(async () => {
      startKnowledgeCenterService(bus, { options: { host }, fetch: knowledgeCentre() });
    });
    const lazy = registerLazyKnowledgeCenterService(bus, { load });
    expect(bus.registry()[0]).toMatchObject({
      name: 'KnowledgeCenterService',
      commands: Object.keys(knowledgeCenterServiceManifest.commands),
    });
    expect(load).not.toHaveBeenCalled();
    const found = await bus.command('KnowledgeCenterService.search', { query: 'pay' });
    expect(load).toHaveBeenCalledWith('search');
    expect(lazy.bound).toBe(true);
    expect(found).toMatchObject({ documents: [{ id: 'd1' }] });
  });
});
