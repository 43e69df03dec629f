import { describe, expect, it } from 'vitest';
import { createCookieStore } from '../cookies/cookie-store';
import {
  createKnowledgeCenterService,
  KnowledgeCenterRefusal,
  type KnowledgeCenterNotification,
} from './knowledge-center.client';
import { knowledgeCenterStateCookie } from './knowledge-center.state';
import { KnowledgeHttpError, knowledgeQuery, knowledgeV1Query } from './knowledge-center.wire';

const host = 'https://kc.cx.test/gkc-ws/api';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = { status?: number; body?: unknown; text?: string; session?: string };

/** A `fetch` that records every call and answers from `route` (by `METHOD path`), `{}` by default. */
function recorder(route: (call: Call) => Answer | undefined = () => undefined) {
  const calls: Call[] = [];
  const fetch = async (request: Request) => {
    // Recorded before the body is read, so the calls are in the order they were made.
    const call: Call = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: '',
    };
    calls.push(call);
    call.body = await request.text();
    const answer = route(call) ?? {};
    const headers = new Headers({ 'content-type': 'application/json' });
    if (answer.session) headers.set('gkc_sessionId', answer.session);
    return new Response(answer.text ?? JSON.stringify(answer.body ?? { status: 200, data: {} }), {
      status: answer.status ?? 200,
      statusText:
        answer.status === 404 ? 'Not Found' : answer.status === 500 ? 'Server Error' : 'OK',
      headers,
    });
  };
  return { calls, fetch };
}

const pathOf = (call: Call) => `${call.method} ${new URL(call.url).pathname}`;
const data = (value: unknown, extra: Record<string, unknown> = {}) => ({
  body: { status: 200, data: value, ...extra },
});

const v2Doc = {
  id: 'd1',
  kbId: 'kb1',
  title: 'How to pay',
  content: 'Pay by card.',
  cats: [{ id: 'c1', name: 'Payments', path: 'Billing/Payments' }],
  attachments: [{ url: '/files/a.pdf', fileName: 'a.pdf' }],
};

function v2Server() {
  return recorder((call) => {
    switch (pathOf(call)) {
      case 'GET /gkc-ws/api/config/v2/kbs/':
        return { ...data({ kbs: [{ id: 'kb1', feedbackType: 'EITHER' }] }), session: 'sess-1' };
      case 'GET /gkc-ws/api/search/v2/search/':
        return call.url.includes('query=nothing')
          ? data({ docs: [] }, { searchId: 'srch-0' })
          : data({ docs: [v2Doc] }, { searchId: 'srch-1' });
      case 'GET /gkc-ws/api/search/v2/docs/top/':
        return data({ docs: { docs: [v2Doc] } });
      case 'GET /gkc-ws/api/browse/v2/locales/en/kbs/kb1/docs/d1':
        return data({ doc: { ...v2Doc, content: '<p>Pay <b>by card</b>.</p>' } });
      case 'GET /gkc-ws/api/search/v2/suggest/':
        return data({ suggestions: ['how to pay', 7, 'how to pair'] });
      case 'GET /gkc-ws/api/browse/v2/locales/en/cats/':
        return data({
          categories: [{ id: 'c1', kbId: 'kb1', name: 'Payments', path: 'Billing/Payments' }],
        });
      case 'POST /gkc-ws/api/feedback/v2/like':
        return data({ recordId: 'rec-9' });
      default:
        return undefined;
    }
  });
}

const v2Headers = {
  'x-api-key': 'kc-key',
  contactcenterid: 't1',
  gkc_apiclientid: 'gwidget',
  'content-type': 'application/json; charset=UTF-8',
};

describe('the query builder', () => {
  it('skips falsy values, joins lists with %2C, keeps empty lists, %20 for spaces', () => {
    expect(
      knowledgeQuery([
        ['locale', 'en'],
        ['kbs', ['kb1', 'kb2']],
        ['query', 'how to pay'],
        ['media', ''],
        ['cats', []],
        ['filters', []],
        ['size', 3],
        ['from', 0],
        ['junk', false],
        ['searchId', undefined],
      ]),
    ).toBe('?locale=en&kbs=kb1%2Ckb2&query=how%20to%20pay&cats=&filters=&size=3');
    expect(knowledgeQuery([['a', undefined]])).toBe('');
    expect(knowledgeV1Query([], {})).toBe('?sessionId=&tenantId=');
    expect(knowledgeV1Query([['lang', 'fr']], { sessionId: 's 1', tenantId: 't1' })).toBe(
      '?lang=fr&sessionId=s%201&tenantId=t1',
    );
  });
});

describe('KnowledgeCenterService v2 on the wire', () => {
  it('boots with GET /config/v2/kbs/ then the ping, headers undefined left out, and takes the session from the header', async () => {
    const { calls, fetch } = v2Server();
    const cookies = createCookieStore();
    const service = createKnowledgeCenterService({
      options: { host: `${host}/`, apikey: 'kc-key', tenantId: 't1' },
      fetch,
      cookies,
    });
    const told: KnowledgeCenterNotification[] = [];
    service.subscribe((notification) => told.push(notification));
    await service.booted;
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${host}/config/v2/kbs/`,
      `GET ${host}/health/v2/ping`,
    ]);
    expect(calls[0]?.headers).toEqual(v2Headers);
    expect(calls[1]?.headers).toEqual({ ...v2Headers, gkc_sessionid: 'sess-1' });
    expect(told).toEqual([
      {
        type: 'sessionChanged',
        session: { sessionId: 'sess-1', language: 'en', media: 'all', tenantId: 't1' },
      },
      { type: 'online' },
    ]);
    expect(cookies.get(knowledgeCenterStateCookie)).toBe('{"sessionId":"sess-1"}');
    expect(service.isOnline).toBe(true);
  });

  it('sends no x-api-key, ContactCenterID or gkc_sessionId before they are known', async () => {
    const { calls, fetch } = recorder();
    const service = createKnowledgeCenterService({ options: { host }, fetch });
    await service.booted;
    expect(calls[0]?.headers).toEqual({
      gkc_apiclientid: 'gwidget',
      'content-type': 'application/json; charset=UTF-8',
    });
  });

  it('searches with the exact query of Appendix A and normalises the documents', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({
      options: { host, knowledgebases: ['kb1'], apikey: 'kc-key', tenantId: 't1' },
      fetch,
    });
    await service.booted;
    const result = await service.search({ query: 'how to pay' });
    expect(calls.at(-1)?.url).toBe(
      `${host}/search/v2/search/?locale=en&kbs=kb1&query=how%20to%20pay&media=all&cats=&filters=&size=3&outputFormat=TEXT`,
    );
    expect(calls.at(-1)?.method).toBe('GET');
    expect(calls.at(-1)?.body).toBe('');
    expect(result).toEqual({
      documents: [
        {
          id: 'd1',
          kbId: 'kb1',
          title: 'How to pay',
          answer: 'Pay by card.',
          answerContent: 'Pay by card.',
          attachments: [{ url: '/files/a.pdf', fileName: 'a.pdf' }],
          categories: ['c1'],
          relatedCategories: [
            { id: 'c1', kbId: 'kb1', name: 'Payments', path: 'Billing/Payments' },
          ],
          feedbackType: 'EITHER',
          searchId: 'srch-1',
        },
      ],
      categories: [{ id: 'c1', kbId: 'kb1', name: 'Payments', path: 'Billing/Payments' }],
      query: 'how to pay',
      searchId: 'srch-1',
    });
  });

  it('a search with categories, filters, another size and HTML', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({
      options: { host, enableHTML: true, lang: 'fr' },
      fetch,
    });
    await service.search({
      categories: ['c1', 'c2'],
      filters: ['f1'],
      knowledgebases: ['kb1', 'kb2'],
      maxSearchResults: 10,
    });
    expect(calls.at(-1)?.url).toBe(
      `${host}/search/v2/search/?locale=fr&kbs=kb1%2Ckb2&media=all&cats=c1%2Cc2&filters=f1&size=10&outputFormat=HTML`,
    );
  });

  it('posts notfound after a search with no documents and tells noResultsFound', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({
      options: { host, knowledgebases: ['kb1'] },
      fetch,
    });
    const told: string[] = [];
    service.subscribe((notification) => told.push(notification.type));
    await service.booted;
    const result = await service.search({ query: 'nothing' });
    expect(result).toEqual({ documents: [], categories: [], query: 'nothing', searchId: 'srch-0' });
    expect(`${calls.at(-1)?.method} ${calls.at(-1)?.url}`).toBe(
      `POST ${host}/feedback/v2/notfound?locale=en&searchId=srch-0`,
    );
    expect(told).toEqual(['sessionChanged', 'online', 'searched', 'noResultsFound']);
  });

  it('getFullContent posts the view before the GET; HTML kept as answerContent, text as answer', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({ options: { host, enableHTML: true }, fetch });
    await service.booted;
    const document = await service.getFullContent({
      documentId: 'd1',
      knowledgeBaseId: 'kb1',
      searchId: 'srch-1',
    });
    expect(calls.slice(-2).map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${host}/feedback/v2/view?locale=en&kbId=kb1&docId=d1&searchId=srch-1`,
      `GET ${host}/browse/v2/locales/en/kbs/kb1/docs/d1?outputFormat=HTML`,
    ]);
    expect(document).toMatchObject({
      answer: 'Pay by card.',
      answerContent: '<p>Pay <b>by card</b>.</p>',
      searchId: 'srch-1',
    });
  });

  it('trending sends kbs (unlike the widget) and reads data.docs.docs[] as well as data.docs[]', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({
      options: { host, knowledgebases: ['kb1'] },
      fetch,
    });
    const result = await service.getTrending();
    expect(calls.at(-1)?.url).toBe(
      `${host}/search/v2/docs/top/?locale=en&kbs=kb1&n=5&outputFormat=TEXT`,
    );
    expect(result.documents.map((document) => document.id)).toEqual(['d1']);
    expect(result.query).toBe('');
    const flat = recorder((call) =>
      pathOf(call).endsWith('/docs/top/')
        ? data({ docs: [v2Doc, { ...v2Doc, id: 'd2' }] })
        : undefined,
    );
    const other = createKnowledgeCenterService({ options: { host }, fetch: flat.fetch });
    expect(
      (await other.getTrending({ maxTrendingResults: 2 })).documents.map((item) => item.id),
    ).toEqual(['d1', 'd2']);
    expect(flat.calls.at(-1)?.url).toBe(
      `${host}/search/v2/docs/top/?locale=en&kbs=&n=2&outputFormat=TEXT`,
    );
  });

  it('suggest, categories, votes, ratings and unanswered: their URLs', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({
      options: { host, knowledgebases: ['kb1'] },
      fetch,
    });
    await service.booted;
    const last = () => `${calls.at(-1)?.method} ${calls.at(-1)?.url}`;
    expect(await service.getSuggestions({ text: 'how to pa' })).toEqual({
      suggestions: ['how to pay', 'how to pair'],
    });
    expect(last()).toBe(
      `GET ${host}/search/v2/suggest/?locale=en&kbs=kb1&text=how%20to%20pa&cats=&filters=&media=all`,
    );
    expect(await service.getCategories()).toEqual({
      categories: [{ id: 'c1', kbId: 'kb1', name: 'Payments', path: 'Billing/Payments' }],
    });
    expect(last()).toBe(`GET ${host}/browse/v2/locales/en/cats/?kbs=kb1&media=all`);
    expect(
      await service.vote({
        documentId: 'd1',
        knowledgeBaseId: 'kb1',
        searchId: 'srch-1',
        relevant: true,
      }),
    ).toEqual({ documentId: 'd1', knowledgeBaseId: 'kb1', relevant: true, recordId: 'rec-9' });
    expect(last()).toBe(
      `POST ${host}/feedback/v2/like?locale=en&kbId=kb1&docId=d1&searchId=srch-1`,
    );
    await service.vote({ documentId: 'd1', knowledgeBaseId: 'kb1', relevant: false });
    expect(last()).toBe(`POST ${host}/feedback/v2/dislike?locale=en&kbId=kb1&docId=d1`);
    await service.visit({ documentId: 'd1', knowledgeBaseId: 'kb1', lang: 'fr' });
    expect(last()).toBe(`POST ${host}/feedback/v2/view?locale=fr&kbId=kb1&docId=d1`);
    await service.rating({ kbId: 'kb1', docId: 'd1', rating: 4, comment: 'Nice one' });
    expect(last()).toBe(
      `POST ${host}/feedback/v2/rating?locale=en&kbId=kb1&docId=d1&rating=4&comment=Nice%20one`,
    );
    await service.addRating({ voteId: 'rec-9', rating: 2 });
    expect(last()).toBe(`POST ${host}/feedback/v2/records/rec-9/rating?rating=2`);
    await service.unanswered({ question: 'Mars?', searchId: 'srch-0' });
    expect(last()).toBe(`POST ${host}/feedback/v2/notfound?locale=en&searchId=srch-0&text=Mars%3F`);
    expect(calls.every((call) => call.body === '')).toBe(true);
  });

  it('associates the session with the customer once known (PATCH), with gkc_customerId', async () => {
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({
      options: { host, customerId: 'cust-1' },
      fetch,
    });
    await service.booted;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`${host}/session/v2/sessions/sess-1`);
    expect(patch?.headers).toMatchObject({ gkc_customerid: 'cust-1', gkc_sessionid: 'sess-1' });
    expect(service.sessionInfo()).toEqual({
      sessionId: 'sess-1',
      language: 'en',
      customer: 'cust-1',
      media: 'all',
    });
  });

  it('restores the session from the cookie and replaces it when the server gives another', async () => {
    const cookies = createCookieStore();
    cookies.set(knowledgeCenterStateCookie, '{"sessionId":"old"}');
    const { calls, fetch } = v2Server();
    const service = createKnowledgeCenterService({ options: { host }, fetch, cookies });
    expect(service.sessionId).toBe('old');
    await service.booted;
    expect(calls[0]?.headers['gkc_sessionid']).toBe('old');
    expect(service.sessionId).toBe('sess-1');
    expect(cookies.get(knowledgeCenterStateCookie)).toBe('{"sessionId":"sess-1"}');
    service.reset();
    expect(service.sessionId).toBeUndefined();
    expect(cookies.get(knowledgeCenterStateCookie)).toBeUndefined();
    expect(() => service.sessionInfo()).toThrow('Knowledge center session is not started yet');
  });

  it('rejects an HTTP failure with a KnowledgeHttpError: response text, status code, status text', async () => {
    const { fetch } = recorder((call) =>
      pathOf(call).endsWith('/search/') ? { status: 500, text: '{"error":"boom"}' } : undefined,
    );
    const service = createKnowledgeCenterService({ options: { host }, fetch });
    const error = await service.search({ query: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnowledgeHttpError);
    expect(error).toMatchObject({
      message: '{"error":"boom"}',
      code: 500,
      statusText: 'Server Error',
    });
    const offline = createKnowledgeCenterService({
      options: { host },
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await offline.booted;
    expect(offline.isOnline).toBe(false);
    await expect(offline.getTrending()).rejects.toMatchObject({
      code: 0,
      statusText: 'Network error: fetch failed',
    });
  });

  it('refuses before anything is sent: not configured, missing arguments, bad configuration', async () => {
    const { calls, fetch } = recorder();
    const service = createKnowledgeCenterService({ fetch });
    await expect(service.search({ query: 'x' })).rejects.toThrow(
      'KnowledgeCenterService is not configured',
    );
    expect(() => service.sessionInfo()).toThrow('KnowledgeCenterService is not configured');
    expect(() => service.configure(undefined)).toThrow(
      new KnowledgeCenterRefusal('invalidConfiguration'),
    );
    expect(() => service.configure({ host, maxSearchResults: 'many' })).toThrow(
      'Invalid configuration: knowledgecenter.maxSearchResults: Expected a whole number above 0',
    );
    expect(() => service.configure({ apiVersion: 'v3' })).toThrow(
      /apiVersion: Expected 'v1' or 'v2'/,
    );
    service.configure({ host, search: { SearchButton: { enabled: true } }, servicePlugin: 'X' });
    await expect(service.search({ query: '  ' })).rejects.toThrow(
      'All mandatory arguments must be provided',
    );
    await expect(service.getFullContent({ documentId: 'd1' } as never)).rejects.toThrow(
      'All mandatory arguments must be provided',
    );
    await expect(service.rating({ kbId: 'kb1', docId: 'd1', rating: 6 })).rejects.toThrow(
      'All mandatory arguments must be provided',
    );
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/gkc-ws/api/config/v2/kbs/',
      '/gkc-ws/api/health/v2/ping',
    ]);
  });
});

describe('KnowledgeCenterService v1 on the wire', () => {
  const v1Host = 'https://kc.cx.test/gkc-ws/api/v1';
  const v1Doc = {
    id: 'd1',
    kbId: 'kb1',
    question: 'How to pay?',
    answer: 'Pay by card.',
    answerContent: '<p>Pay by card.</p>',
    categories: ['c1'],
    relatedCategories: [{ id: 'c1', kbId: 'kb1', name: 'Payments', path: 'Payments' }],
  };
  const v1Server = () =>
    recorder((call) => {
      const route = pathOf(call);
      const reply = (response: unknown) => ({
        body: { response, status: 200, sessionId: 'v1-sess' },
      });
      if (route.endsWith('/kbs'))
        return reply({ knowledgebases: [{ id: 'kb1', feedbackType: 'VOTE' }] });
      if (route.endsWith('/search') || route.endsWith('/top'))
        return reply({ documents: [v1Doc], searchId: 'srch-1' });
      if (route.endsWith('/documents/d1')) return reply({ document: v1Doc });
      if (route.endsWith('/suggestions')) return reply({ suggestions: ['pay'] });
      if (route.endsWith('/categories'))
        return reply({ categories: [{ id: 'c1', name: 'Payments' }] });
      if (route.endsWith('/vote')) return reply({ voteId: 'vote-1' });
      return reply({});
    });

  const v1Headers = {
    gkc_apiclientid: 'gwidget',
    gkc_apiclientmediatype: 'selfservice',
    'content-type': 'application/json; charset=UTF-8',
  };

  it('every URL carries sessionId and tenantId; bodies are the JSON of §13', async () => {
    const { calls, fetch } = v1Server();
    const service = createKnowledgeCenterService({
      options: {
        host: v1Host,
        apiVersion: 'V1',
        tenantId: 't1',
        knowledgebases: ['kb1'],
        customerId: 'c9',
      },
      fetch,
    });
    await service.booted;
    await service.search({ query: 'how to pay', categories: ['c1'] });
    await service.getTrending();
    await service.getCategories();
    await service.getSuggestions({ text: 'pa' });
    await service.getFullContent({ documentId: 'd1', knowledgeBaseId: 'kb1', query: 'how to pay' });
    await service.vote({ documentId: 'd1', knowledgeBaseId: 'kb1', relevant: false });
    await service.unanswered({ question: 'Mars?' });
    await service.rating({ kbId: 'kb1', docId: 'd1', rating: 5 });
    await service.addRating({ voteId: 'vote-1', rating: 3, comment: 'ok' });
    const wire = calls.map((call) => [
      `${call.method} ${call.url.slice(v1Host.length)}`,
      call.body === '' ? undefined : (JSON.parse(call.body) as unknown),
    ]);
    const t = 'tenantId=t1';
    expect(wire).toEqual([
      [`GET /kbs?lang=en&sessionId=&${t}`, undefined],
      [`POST /sessions/v1-sess?sessionId=v1-sess&${t}`, { customerId: 'c9' }],
      [`GET /management/ping?sessionId=v1-sess&${t}`, undefined],
      [
        `POST /kbs/langs/en/search?junkfree=false&from=0&size=3&sessionId=v1-sess&${t}`,
        {
          query: 'how to pay',
          categories: ['c1'],
          media: 'all',
          filters: [],
          knowledgebases: ['kb1'],
        },
      ],
      [
        `POST /kbs/langs/en/top?size=5&sessionId=v1-sess&${t}`,
        { media: 'all', knowledgebases: ['kb1'] },
      ],
      [
        `POST /kbs/langs/en/categories?sessionId=v1-sess&${t}`,
        { knowledgebases: ['kb1'], media: 'all' },
      ],
      [
        `POST /kbs/langs/en/suggestions?sessionId=v1-sess&${t}`,
        { query: 'pa', categories: [], filters: [], media: 'all', knowledgebases: ['kb1'] },
      ],
      [
        `POST /feedback/kb1/documents/d1/visit?sessionId=v1-sess&${t}`,
        { query: 'how to pay', categories: [], filters: [] },
      ],
      [`GET /kbs/kb1/documents/d1?lang=en&sessionId=v1-sess&${t}`, undefined],
      [
        `POST /feedback/kb1/documents/d1/vote?relevant=false&sessionId=v1-sess&${t}`,
        { query: '', categories: [], filters: [] },
      ],
      [
        `POST /feedback/unanswered?sessionId=v1-sess&${t}`,
        {
          question: 'Mars?',
          knowledgebases: ['kb1'],
          lang: 'en',
          categories: [],
          filters: [],
          media: 'all',
        },
      ],
      [`POST /feedback/kb1/documents/d1/rating?sessionId=v1-sess&${t}`, { rating: 5, lang: 'en' }],
      [`POST /feedback/votes/vote-1/rating?sessionId=v1-sess&${t}`, { rating: 3, comment: 'ok' }],
    ]);
    expect(calls[0]?.headers).toEqual({ ...v1Headers, gkc_customerid: 'c9' });
    expect(service.sessionId).toBe('v1-sess');
  });

  it('normalises v1 documents: question as title, text answer, HTML only with enableHTML', async () => {
    const { fetch } = v1Server();
    const text = createKnowledgeCenterService({
      options: { host: v1Host, apiVersion: 'v1' },
      fetch,
    });
    const [document] = (await text.search({ query: 'pay' })).documents;
    expect(document).toEqual({
      id: 'd1',
      kbId: 'kb1',
      title: 'How to pay?',
      answer: 'Pay by card.',
      answerContent: 'Pay by card.',
      attachments: [],
      categories: ['c1'],
      relatedCategories: [{ id: 'c1', kbId: 'kb1', name: 'Payments', path: 'Payments' }],
      feedbackType: 'VOTE',
      searchId: 'srch-1',
    });
    const html = createKnowledgeCenterService({
      options: { host: v1Host, apiVersion: 'v1', enableHTML: true },
      fetch,
    });
    expect((await html.search({ query: 'pay' })).documents[0]?.answerContent).toBe(
      '<p>Pay by card.</p>',
    );
  });

  it('sends nothing for an empty v1 search but tells noResultsFound; an {error} body rejects', async () => {
    const { calls, fetch } = recorder((call) =>
      pathOf(call).endsWith('/search')
        ? { body: { response: { documents: [] }, status: 200, sessionId: 's' } }
        : pathOf(call).endsWith('/suggestions')
          ? { body: { error: 'Index offline', status: 503 } }
          : { body: { response: {}, status: 200 } },
    );
    const service = createKnowledgeCenterService({
      options: { host: v1Host, apiVersion: 'v1' },
      fetch,
    });
    const told: string[] = [];
    service.subscribe((notification) => told.push(notification.type));
    await service.booted;
    const before = calls.length;
    await service.search({ query: 'nothing' });
    expect(calls.length).toBe(before + 1);
    expect(told).toContain('noResultsFound');
    await expect(service.getSuggestions({ text: 'x' })).rejects.toMatchObject({
      name: 'KnowledgeHttpError',
      code: 503,
      statusText: 'Index offline',
      message: '{"error":"Index offline","status":503}',
    });
  });
});
