import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import { useSimulators } from '../../test-support';

const start = useSimulators();

/** A JSON body, read freely by the assertions (their `toEqual` checks the shape). */
const parsed = (text: string): Record<string, ReturnType<typeof JSON.parse>> => JSON.parse(text);
const now = Date.UTC(2030, 0, 2, 9, 5);

/** The headers the Genesys widget sends on every v2 call (Appendix A). */
const widgetHeaders = {
  'x-api-key': 'kc-key',
  ContactCenterID: 't1',
  gkc_apiClientId: 'gwidget',
  'content-type': 'application/json; charset=UTF-8',
};

interface Doc {
  id: string;
  kbId: string;
  title: string;
  content: string;
  cats: { id: string; name: string; path: string }[];
  attachments: { url: string; fileName: string }[];
}

async function kc(base: string, path: string, init: RequestInit & { session?: string } = {}) {
  const response = await fetch(`${base}/gkc-ws/api${path}`, {
    ...init,
    headers: {
      ...widgetHeaders,
      ...(init.session ? { gkc_sessionId: init.session } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    session: response.headers.get('gkc_sessionid'),
    headers: response.headers,
    body: text ? parsed(text) : undefined,
  };
}

describe('GKC v2', () => {
  it('boots as the widget does: kbs with their feedback types, ping, and a session in the response header', async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const kbs = await kc(simulator.url, '/config/v2/kbs/');
    expect(kbs.status).toBe(200);
    expect(kbs.session).toBe('kc-session-1');
    expect(kbs.headers.get('access-control-expose-headers')).toBe('gkc_sessionId');
    expect(kbs.body?.data.kbs).toEqual([
      { id: 'kb-support', name: 'Support', feedbackType: 'VOTE', languages: ['en', 'fr'] },
      { id: 'kb-billing', name: 'Billing', feedbackType: 'EITHER', languages: ['en', 'fr'] },
      { id: 'kb-product', name: 'Product guides', feedbackType: 'NONE', languages: ['en', 'fr'] },
    ]);
    const ping = await kc(simulator.url, '/health/v2/ping', { session: 'kc-session-1' });
    expect(ping).toMatchObject({ status: 200, session: 'kc-session-1' });
    const { sessions } = (await (
      await fetch(`${simulator.urls.control}knowledge/sessions`)
    ).json()) as {
      sessions: unknown[];
    };
    expect(sessions).toEqual([
      {
        sessionId: 'kc-session-1',
        version: 'v2',
        createdAt: '2030-01-02T09:05:00.000Z',
        requests: 2,
        tenantId: 't1',
        apiClientId: 'gwidget',
      },
    ]);
  });

  it('exposes the session header to a cross-origin page', async () => {
    const simulator = await start();
    const preflight = await fetch(`${simulator.url}/gkc-ws/api/search/v2/search/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://site.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers':
          'x-api-key,contactcenterid,gkc_sessionid,gkc_apiclientid,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('gkc_sessionid');
    const response = await fetch(`${simulator.url}/gkc-ws/api/health/v2/ping`, {
      headers: { origin: 'http://site.test' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(response.headers.get('access-control-expose-headers')).toBe('gkc_sessionId');
  });

  it('a session id it does not know (after a clear) gives a new one, never an old id again', async () => {
    const simulator = await start();
    const first = await kc(simulator.url, '/health/v2/ping');
    await fetch(`${simulator.urls.control}knowledge`, { method: 'DELETE' });
    const again = await kc(simulator.url, '/health/v2/ping', { session: first.session ?? '' });
    expect(first.session).toBe('kc-session-1');
    expect(again.session).toBe('kc-session-2');
    const unknown = await kc(simulator.url, '/health/v2/ping', { session: 'sess-gone' });
    expect(unknown.session).toBe('kc-session-3');
  });

  it("searches the widget's query, ranked, with searchId at the top level and in data", async () => {
    const simulator = await start();
    const search = await kc(
      simulator.url,
      '/search/v2/search/?locale=en&kbs=kb-billing&query=how%20to%20pay&media=all&cats=&filters=&size=3&outputFormat=TEXT',
    );
    expect(search.status).toBe(200);
    expect(search.body?.searchId).toBe('srch-1');
    expect(search.body?.data.searchId).toBe('srch-1');
    const docs = search.body?.data.docs as Doc[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.length).toBeLessThanOrEqual(3);
    expect(docs[0]).toMatchObject({
      id: 'doc-how-to-pay',
      kbId: 'kb-billing',
      title: 'How to pay my bill',
      cats: [{ id: 'cat-payments', name: 'Payments', path: 'Payments' }],
    });
    expect(docs[0]?.content).toMatch(/^You can pay your bill by card/);
    expect(docs[0]?.content).not.toContain('<');
    expect(docs.every((doc) => doc.kbId === 'kb-billing')).toBe(true);
  });

  it('finds by prefix and with typos, and filters by knowledge base and category (with sub-categories)', async () => {
    const simulator = await start();
    const ids = async (query: string) =>
      (
        (await kc(simulator.url, `/search/v2/search/?locale=en&${query}`)).body?.data.docs as Doc[]
      ).map((doc) => doc.id);
    expect((await ids('query=passw&size=5'))[0]).toBe('doc-reset-password');
    expect((await ids('query=pasword&size=5'))[0]).toBe('doc-reset-password');
    expect(await ids('query=password&kbs=kb-billing')).toEqual([]);
    const account = await ids('cats=cat-account&size=10');
    expect(account.sort()).toEqual(
      ['doc-change-email', 'doc-delete-account', 'doc-reset-password', 'doc-two-factor'].sort(),
    );
    expect(await ids('query=refund&kbs=kb-billing,kb-support&size=1')).toEqual(['doc-refund-time']);
  });

  it('serves French with its own index, accents folded', async () => {
    const simulator = await start();
    const search = await kc(
      simulator.url,
      '/search/v2/search/?locale=fr&query=reinitialiser%20mot%20de%20passe&size=2',
    );
    expect((search.body?.data.docs as Doc[])[0]).toMatchObject({
      id: 'doc-reset-password',
      title: 'Comment réinitialiser mon mot de passe ?',
    });
    const suggest = await kc(
      simulator.url,
      '/search/v2/suggest/?locale=fr&kbs=kb-billing&text=fact',
    );
    expect(suggest.body?.data.suggestions).toContain('facture');
    const cats = await kc(simulator.url, '/browse/v2/locales/fr/cats/?kbs=kb-support&media=all');
    expect(cats.body?.data.categories).toContainEqual({
      id: 'cat-account-password',
      kbId: 'kb-support',
      name: 'Mot de passe',
      path: 'Compte/Mot de passe',
      parentId: 'cat-account',
    });
  });

  it('suggests completions as strings', async () => {
    const simulator = await start();
    const suggest = await kc(
      simulator.url,
      '/search/v2/suggest/?locale=en&kbs=kb-billing&text=how%20to%20pa',
    );
    const suggestions = suggest.body?.data.suggestions as string[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.every((item) => typeof item === 'string')).toBe(true);
    expect(suggestions).toContain('how to pay');
    expect(suggestions.every((item) => item.startsWith('how to pa'))).toBe(true);
  });

  it('gives a document as text or HTML, its attachments served', async () => {
    const simulator = await start();
    const html = await kc(
      simulator.url,
      '/browse/v2/locales/en/kbs/kb-product/docs/doc-rich-content?outputFormat=HTML',
    );
    expect(html.body?.data.doc.content).toContain('<img src="x" onerror=');
    expect(html.body?.data.doc.content).toContain('<script>');
    const text = await kc(
      simulator.url,
      '/browse/v2/locales/en/kbs/kb-product/docs/doc-rich-content?outputFormat=TEXT',
    );
    expect(text.body?.data.doc.content).not.toMatch(/<|alert/);
    const guide = await kc(
      simulator.url,
      '/browse/v2/locales/en/kbs/kb-product/docs/doc-quick-start',
    );
    const [pdf] = guide.body?.data.doc.attachments as Doc['attachments'];
    expect(pdf).toEqual({
      url: '/gkc-ws/api/attachments/doc-quick-start/quick-start.pdf',
      fileName: 'quick-start.pdf',
    });
    const file = await fetch(`${simulator.url}${pdf?.url}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toMatch(/^%PDF-1\.4/);
    expect((await kc(simulator.url, '/browse/v2/locales/en/kbs/kb-product/docs/nope')).status).toBe(
      404,
    );
  });

  it('lists trending as data.docs.docs[] (what the widget reads), most viewed first, views counted', async () => {
    const simulator = await start();
    const top = async () =>
      (
        (await kc(simulator.url, '/search/v2/docs/top/?locale=en&n=3&outputFormat=TEXT')).body?.data
          .docs.docs as Doc[]
      ).map((doc) => doc.id);
    expect(await top()).toEqual(['doc-track-order', 'doc-reset-password', 'doc-how-to-pay']);
    for (let view = 0; view < 50; view += 1) {
      await kc(simulator.url, '/feedback/v2/view?locale=en&kbId=kb-billing&docId=doc-vat', {
        method: 'POST',
      });
    }
    expect(await top()).toEqual(['doc-track-order', 'doc-reset-password', 'doc-how-to-pay']);
    for (let view = 0; view < 150; view += 1) {
      await kc(simulator.url, '/feedback/v2/view?locale=en&kbId=kb-billing&docId=doc-vat', {
        method: 'POST',
      });
    }
    expect((await top())[0]).toBe('doc-vat');
    const kbs = await kc(simulator.url, '/search/v2/docs/top/?locale=en&kbs=kb-product&n=5');
    expect((kbs.body?.data.docs.docs as Doc[]).map((doc) => doc.id)).toEqual([
      'doc-quick-start',
      'doc-rich-content',
    ]);
  });

  it('records views, votes, not-found, ratings and the customer PATCH', async () => {
    const simulator = await start();
    const { session } = await kc(simulator.url, '/health/v2/ping');
    const s = session ?? '';
    await kc(simulator.url, '/feedback/v2/view?locale=en&kbId=kb-billing&docId=doc-how-to-pay', {
      method: 'POST',
      session: s,
    });
    const like = await kc(
      simulator.url,
      '/feedback/v2/like?locale=en&kbId=kb-billing&docId=doc-how-to-pay&searchId=srch-1',
      {
        method: 'POST',
        session: s,
      },
    );
    expect(like.body?.data).toMatchObject({ recordId: 'rec-2', kind: 'like', searchId: 'srch-1' });
    await kc(
      simulator.url,
      '/feedback/v2/dislike?locale=en&kbId=kb-billing&docId=doc-how-to-pay&searchId=srch-1',
      {
        method: 'POST',
        session: s,
      },
    );
    const rated = await kc(
      simulator.url,
      '/feedback/v2/records/rec-2/rating?rating=4&comment=Clear',
      { method: 'POST', session: s },
    );
    expect(rated.body?.data).toMatchObject({ recordId: 'rec-2', rating: 4, comment: 'Clear' });
    await kc(
      simulator.url,
      '/feedback/v2/rating?locale=en&kbId=kb-billing&docId=doc-how-to-pay&rating=2',
      { method: 'POST', session: s },
    );
    expect(
      (
        await kc(
          simulator.url,
          '/feedback/v2/rating?kbId=kb-billing&docId=doc-how-to-pay&rating=9',
          { method: 'POST' },
        )
      ).status,
    ).toBe(400);
    await kc(simulator.url, '/feedback/v2/notfound?locale=en&searchId=srch-0', {
      method: 'POST',
      session: s,
    });
    const patch = await kc(simulator.url, `/session/v2/sessions/${s}`, {
      method: 'PATCH',
      session: s,
      headers: { gkc_customerId: 'cust-7' },
    });
    expect(patch.body?.data).toMatchObject({ sessionId: s, customerId: 'cust-7' });
    expect((await kc(simulator.url, '/session/v2/sessions/none', { method: 'PATCH' })).status).toBe(
      404,
    );
    expect(
      (await kc(simulator.url, '/feedback/v2/like?kbId=kb-billing&docId=nope', { method: 'POST' }))
        .status,
    ).toBe(404);

    const listing = (await (await fetch(`${simulator.urls.control}knowledge/feedback`)).json()) as {
      feedback: { kind: string }[];
      counters: { documents: { docId: string }[]; notfound: number };
    };
    expect(listing.feedback.map((item) => item.kind)).toEqual([
      'view',
      'like',
      'dislike',
      'rating',
      'notfound',
    ]);
    expect(listing.counters.notfound).toBe(1);
    expect(listing.counters.documents.find((item) => item.docId === 'doc-how-to-pay')).toEqual({
      kbId: 'kb-billing',
      docId: 'doc-how-to-pay',
      views: 111,
      likes: 1,
      dislikes: 1,
      ratings: [4, 2],
    });
  });

  it('answers 401 without the configured key', async () => {
    const simulator = await start({ knowledge: { apiKey: 'kc-key' } });
    expect((await kc(simulator.url, '/health/v2/ping')).status).toBe(200);
    const missing = await fetch(`${simulator.url}/gkc-ws/api/health/v2/ping`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: 'Unauthorized',
      status: 401,
      message: 'Missing API key',
    });
  });

  it('fails the next requests as the control API forces: errors, delays, dropped connections', async () => {
    const simulator = await start();
    const arm = (fault: unknown) =>
      fetch(`${simulator.urls.control}knowledge/faults`, {
        method: 'POST',
        body: JSON.stringify(fault),
      });
    expect((await arm({ status: 503, count: 2, route: '/search/' })).status).toBe(200);
    expect((await kc(simulator.url, '/health/v2/ping')).status).toBe(200);
    const failed = await kc(simulator.url, '/search/v2/search/?query=pay');
    expect(failed).toMatchObject({
      status: 503,
      body: { error: 'Service Unavailable', status: 503 },
    });
    expect((await kc(simulator.url, '/search/v2/suggest/?text=pay')).status).toBe(503);
    expect((await kc(simulator.url, '/search/v2/search/?query=pay')).status).toBe(200);

    await arm({ kind: 'delay', delayMs: 150 });
    const started = Date.now();
    expect((await kc(simulator.url, '/health/v2/ping')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await arm({ kind: 'drop' });
    await expect(kc(simulator.url, '/health/v2/ping')).rejects.toThrow();
    expect((await arm({ status: 200 })).status).toBe(400);
  });
});
