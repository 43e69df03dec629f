import { startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { createCookieStore } from '../cookies/cookie-store';
import { startKnowledgeCenterService } from './knowledge-center-service.plugin';
import type { KnowledgeDocument, KnowledgeSearchResult } from './knowledge-center-service.manifest';
import { knowledgeCenterStateCookie } from './knowledge-center.state';
import { KnowledgeHttpError } from './knowledge-center.wire';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
let simulator: Simulator;

beforeAll(async () => {
  simulator = await startSimulator({ host: '127.0.0.1', port: 0, knowledge: { apiKey: 'kc-key' } });
});
afterAll(async () => {
  await simulator.close();
});
afterEach(async () => {
  await fetch(`${simulator.urls.control}reset`, { method: 'POST' });
});

const silent = { debug: vi.fn(), error: vi.fn() };

async function control<T>(path: string): Promise<T> {
  return (await (await fetch(`${simulator.urls.control}knowledge${path}`)).json()) as T;
}

interface Listing {
  sessions: { sessionId: string; version: string; customerId?: string; tenantId?: string }[];
  searches: { searchId: string; query: string; kbs: string[]; sessionId?: string }[];
  feedback: { kind: string; docId?: string; searchId?: string; rating?: number }[];
}

const versions = [
  { version: 'v2', host: () => `${simulator.url}/gkc-ws/api` },
  { version: 'v1', host: () => `${simulator.url}/gkc-ws/api/v1` },
] as const;

describe.each(versions)(
  'KnowledgeCenterService $version against the simulator',
  ({ version, host }) => {
    function start(options: Record<string, unknown> = {}) {
      const bus = createBus({ logger: silent });
      const seen: BusEvent[] = [];
      bus.subscribe('KnowledgeCenterService.*', (event) => seen.push(event));
      const cookies = createCookieStore();
      const { service } = startKnowledgeCenterService(bus, {
        options: {
          host: host(),
          apiVersion: version,
          apikey: 'kc-key',
          tenantId: 't1',
          knowledgebases: ['kb-support', 'kb-billing'],
          ...options,
        },
        cookies,
      });
      return { bus, seen, cookies, service };
    }
    const named = (seen: BusEvent[], name: string) =>
      seen.filter((event) => event.event === `KnowledgeCenterService.${name}`);

    it('boots online in a session the server created, kept in the cookie', async () => {
      const { seen, cookies, service } = start({ customerId: 'cust-1' });
      await service.booted;
      await vi.waitFor(async () =>
        expect((await control<Listing>('')).sessions[0]?.customerId).toBe('cust-1'),
      );
      const [session] = (await control<Listing>('')).sessions;
      expect(session).toMatchObject({ version, tenantId: 't1' });
      expect(named(seen, 'online')).toHaveLength(1);
      expect(named(seen, 'sessionChanged')[0]?.data).toMatchObject({
        sessionId: session?.sessionId,
      });
      expect(cookies.get(knowledgeCenterStateCookie)).toBe(
        JSON.stringify({ sessionId: session?.sessionId }),
      );
    });

    it('searches, opens, votes and rates, every call in the one session', async () => {
      const { bus, seen, service } = start();
      await service.booted;
      const found = (await bus.command('KnowledgeCenterService.search', {
        query: 'how to pay',
      })) as KnowledgeSearchResult;
      expect(found.documents[0]).toMatchObject({
        id: 'doc-how-to-pay',
        kbId: 'kb-billing',
        title: 'How to pay my bill',
        feedbackType: 'EITHER',
        categories: ['cat-payments'],
      });
      expect(found.documents.length).toBeLessThanOrEqual(3);
      expect(found.searchId).toMatch(/^srch-\d+$/);
      const document = (await bus.command('KnowledgeCenterService.getFullContent', {
        documentId: 'doc-return-item',
        knowledgeBaseId: 'kb-support',
        searchId: found.searchId,
      })) as KnowledgeDocument;
      expect(document).toMatchObject({
        title: 'How do I return an item?',
        feedbackType: 'VOTE',
        attachments: [
          {
            url: '/gkc-ws/api/attachments/doc-return-item/return-label.pdf',
            fileName: 'return-label.pdf',
          },
        ],
      });
      expect(document.answer).toMatch(/^You have 30 days/);
      const vote = await bus.command('KnowledgeCenterService.vote', {
        documentId: 'doc-how-to-pay',
        knowledgeBaseId: 'kb-billing',
        searchId: found.searchId,
        relevant: true,
      });
      expect(vote).toMatchObject({ relevant: true, recordId: expect.stringMatching(/^rec-/) });
      await bus.command('KnowledgeCenterService.addRating', {
        voteId: (vote as { recordId: string }).recordId,
        rating: 5,
        comment: 'Clear',
      });
      await bus.command('KnowledgeCenterService.rating', {
        kbId: 'kb-billing',
        docId: 'doc-vat',
        rating: 2,
      });

      const listing = await control<Listing>('');
      expect(listing.sessions).toHaveLength(1);
      expect(listing.searches).toEqual([
        expect.objectContaining({ query: 'how to pay', kbs: ['kb-support', 'kb-billing'] }),
      ]);
      expect(listing.feedback.map((item) => item.kind)).toEqual(['view', 'like', 'rating']);
      expect(listing.feedback[1]).toMatchObject({ rating: 5 });
      const counters = await control<{
        counters: { documents: { docId: string; likes: number; ratings: number[] }[] };
      }>('/feedback');
      expect(
        counters.counters.documents.find((item) => item.docId === 'doc-how-to-pay'),
      ).toMatchObject({
        likes: 1,
        ratings: [5],
      });
      expect(named(seen, 'documentOpened')).toHaveLength(1);
      expect(named(seen, 'voted')).toHaveLength(1);
    });

    it('trending, categories and French suggestions; HTML bodies with enableHTML', async () => {
      const { bus, service } = start({ enableHTML: true, knowledgebases: ['kb-product'] });
      await service.booted;
      const trending = (await bus.command(
        'KnowledgeCenterService.getTrending',
      )) as KnowledgeSearchResult;
      expect(trending.documents.map((item) => item.id)).toEqual([
        'doc-quick-start',
        'doc-rich-content',
      ]);
      const rich = trending.documents[1];
      expect(rich?.answerContent).toContain('onerror=');
      expect(rich?.answer).not.toMatch(/<|alert/);
      const categories = await bus.command('KnowledgeCenterService.getCategories', {
        knowledgebases: ['kb-billing'],
      });
      expect(categories).toMatchObject({
        categories: [
          { id: 'cat-payments' },
          { id: 'cat-payments-cards', path: 'Payments/Cards' },
          {},
          {},
        ],
      });
      const suggestions = await bus.command('KnowledgeCenterService.getSuggestions', {
        text: 'rembour',
        lang: 'fr',
        knowledgebases: [],
      });
      expect((suggestions as { suggestions: string[] }).suggestions).toContain('remboursons');
    });

    it('an empty search reports noResultsFound', async () => {
      const { bus, seen, service } = start();
      await service.booted;
      const result = await bus.command('KnowledgeCenterService.search', { query: 'xylophone' });
      expect(result).toMatchObject({ documents: [], query: 'xylophone' });
      expect(named(seen, 'noResultsFound')[0]?.data).toMatchObject({ query: 'xylophone' });
      const kinds = (await control<Listing>('')).feedback.map((item) => item.kind);
      expect(kinds).toEqual(version === 'v2' ? ['notfound'] : []);
    });

    it('a forced failure rejects with a KnowledgeHttpError; a new session after a reset is adopted', async () => {
      const { bus, seen, service } = start();
      await service.booted;
      const first = service.sessionId;
      await fetch(`${simulator.urls.control}knowledge/faults`, {
        method: 'POST',
        body: JSON.stringify({ status: 503, route: 'search' }),
      });
      const error = await bus
        .command('KnowledgeCenterService.search', { query: 'pay' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(KnowledgeHttpError);
      expect(error).toMatchObject({ code: 503 });
      expect(JSON.parse((error as Error).message)).toMatchObject({
        error: 'Service Unavailable',
        status: 503,
      });

      await fetch(`${simulator.urls.control}knowledge`, { method: 'DELETE' });
      await bus.command('KnowledgeCenterService.search', { query: 'pay' });
      expect(service.sessionId).not.toBe(first);
      expect(
        named(seen, 'sessionChanged').map(
          (event) => (event.data as { sessionId: string }).sessionId,
        ),
      ).toEqual([first, service.sessionId]);
    });
  },
);
