import { describe, expect, it } from 'vitest';
import { useSimulators } from '../../test-support';

const start = useSimulators();

/** A JSON body, read freely by the assertions (their `toEqual` checks the shape). */
const parsed = (text: string): Record<string, ReturnType<typeof JSON.parse>> => JSON.parse(text);

const v1Headers = {
  gkc_apiClientId: 'gwidget',
  gkc_apiClientMediaType: 'selfservice',
  'content-type': 'application/json; charset=UTF-8',
};

async function kc(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}/gkc-ws/api/v1${path}`, {
    method,
    headers: v1Headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: parsed(await response.text()) };
}

describe('GKC v1', () => {
  it('answers {response, status, sessionId}, the session kept from the sessionId parameter', async () => {
    const simulator = await start();
    const ping = await kc(simulator.url, 'GET', '/management/ping?tenantId=t1');
    expect(ping).toEqual({
      status: 200,
      body: { response: { status: 'UP' }, status: 200, sessionId: 'kc-session-1' },
    });
    const kbs = await kc(simulator.url, 'GET', '/kbs?sessionId=kc-session-1&lang=fr&tenantId=t1');
    expect(kbs.body.sessionId).toBe('kc-session-1');
    expect(kbs.body.response.knowledgebases[1]).toEqual({
      id: 'kb-billing',
      name: 'Facturation',
      feedbackType: 'EITHER',
      languages: ['en', 'fr'],
    });
    const { sessions } = (await (
      await fetch(`${simulator.urls.control}knowledge/sessions`)
    ).json()) as {
      sessions: unknown[];
    };
    expect(sessions).toEqual([
      expect.objectContaining({
        sessionId: 'kc-session-1',
        version: 'v1',
        tenantId: 't1',
        apiClientId: 'gwidget',
        apiClientMediaType: 'selfservice',
        requests: 2,
      }),
    ]);
  });

  it('searches with the JSON body of §13, documents as question, answer and answerContent', async () => {
    const simulator = await start();
    const search = await kc(
      simulator.url,
      'POST',
      '/kbs/langs/en/search?junkfree=false&from=0&size=2&sessionId=&tenantId=t1',
      {
        query: 'reset password',
        categories: [],
        media: 'all',
        filters: [],
        knowledgebases: ['kb-support'],
      },
    );
    expect(search.body.response.searchId).toBe('srch-1');
    const [first] = search.body.response.documents as Record<string, unknown>[];
    expect(first).toMatchObject({
      id: 'doc-reset-password',
      kbId: 'kb-support',
      question: 'How do I reset my password?',
      categories: ['cat-account-password'],
      relatedCategories: [
        {
          id: 'cat-account-password',
          kbId: 'kb-support',
          name: 'Password',
          path: 'Account/Password',
          parentId: 'cat-account',
        },
      ],
    });
    expect(first?.['answer']).toMatch(/^Open the sign-in page/);
    expect(first?.['answerContent']).toMatch(/^<p>Open the sign-in page/);
    const french = await kc(simulator.url, 'POST', '/kbs/langs/fr/search?size=1', {
      query: 'remboursé',
      knowledgebases: [],
    });
    expect(french.body.response.documents[0].id).toBe('doc-refund-time');
  });

  it('serves categories, top, suggestions, a document and its rating', async () => {
    const simulator = await start();
    const cats = await kc(simulator.url, 'POST', '/kbs/langs/en/categories?sessionId=&tenantId=', {
      knowledgebases: ['kb-billing'],
      media: 'all',
    });
    expect((cats.body.response.categories as { id: string }[]).map((item) => item.id)).toEqual([
      'cat-payments',
      'cat-payments-cards',
      'cat-invoices',
      'cat-refunds',
    ]);
    const top = await kc(simulator.url, 'POST', '/kbs/langs/en/top?size=2', {
      media: 'all',
      knowledgebases: ['kb-billing'],
    });
    expect((top.body.response.documents as { id: string }[]).map((item) => item.id)).toEqual([
      'doc-how-to-pay',
      'doc-refund-time',
    ]);
    const suggestions = await kc(simulator.url, 'POST', '/kbs/langs/en/suggestions', {
      query: 'refu',
      categories: [],
      filters: [],
      media: 'all',
      knowledgebases: [],
    });
    expect(suggestions.body.response.suggestions).toContain('refund');
    const document = await kc(simulator.url, 'GET', '/kbs/kb-billing/documents/doc-vat?lang=fr');
    expect(document.body.response.document.question).toBe('Vos prix incluent-ils la TVA ?');
    expect((await kc(simulator.url, 'GET', '/kbs/kb-billing/documents/nope?lang=en')).status).toBe(
      404,
    );
    const rating = await kc(
      simulator.url,
      'GET',
      '/kbs/kb-billing/documents/doc-vat/rating?lang=en',
    );
    expect(rating.body.response).toEqual({ rating: null, count: 0 });
  });

  it('records visits, votes, ratings, unanswered questions and the session update', async () => {
    const simulator = await start();
    const visit = await kc(
      simulator.url,
      'POST',
      '/feedback/kb-billing/documents/doc-vat/visit?sessionId=&tenantId=',
      {
        query: 'vat',
        categories: [],
        filters: [],
      },
    );
    const sessionId = visit.body.sessionId as string;
    expect(visit.body.response.counters.views).toBe(11);
    const vote = await kc(
      simulator.url,
      'POST',
      `/feedback/kb-billing/documents/doc-vat/vote?relevant=true&sessionId=${sessionId}`,
      {
        query: 'vat',
      },
    );
    expect(vote.body.response).toMatchObject({ voteId: 'rec-2', relevant: true });
    await kc(simulator.url, 'POST', `/feedback/votes/rec-2/rating?sessionId=${sessionId}`, {
      rating: 5,
      comment: 'Great',
    });
    await kc(
      simulator.url,
      'POST',
      `/feedback/kb-billing/documents/doc-vat/rating?sessionId=${sessionId}`,
      { rating: 3 },
    );
    expect(
      (
        await kc(
          simulator.url,
          'POST',
          '/feedback/kb-billing/documents/doc-vat/vote?relevant=maybe',
          {},
        )
      ).status,
    ).toBe(400);
    const rating = await kc(
      simulator.url,
      'GET',
      `/kbs/kb-billing/documents/doc-vat/rating?sessionId=${sessionId}`,
    );
    expect(rating.body.response).toEqual({ rating: 4, count: 2 });
    await kc(simulator.url, 'POST', `/feedback/unanswered?sessionId=${sessionId}`, {
      question: 'Do you ship to Mars?',
      knowledgebases: [],
      lang: 'en',
      categories: [],
      filters: [],
      media: 'all',
    });
    const updated = await kc(simulator.url, 'POST', `/sessions/${sessionId}`, {
      customerId: 'cust-1',
    });
    expect(updated.body.response).toMatchObject({ sessionId, customerId: 'cust-1' });
    const created = await kc(simulator.url, 'PUT', '/sessions/new?lang=en');
    expect(created.body.sessionId).toBe('kc-session-3');
    const listing = (await (await fetch(`${simulator.urls.control}knowledge/feedback`)).json()) as {
      feedback: { kind: string; query?: string; version: string }[];
    };
    expect(listing.feedback.map((item) => item.kind)).toEqual([
      'view',
      'like',
      'rating',
      'unanswered',
    ]);
    expect(listing.feedback[3]).toMatchObject({ version: 'v1', query: 'Do you ship to Mars?' });
  });

  it('answers forced errors as {error, status}', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.control}knowledge/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 500, message: 'Index offline', route: '/v1/' }),
    });
    const failed = await kc(simulator.url, 'GET', '/management/ping');
    expect(failed).toEqual({
      status: 500,
      body: { error: 'Internal Server Error', status: 500, message: 'Index offline' },
    });
    expect((await kc(simulator.url, 'GET', '/management/ping')).status).toBe(200);
  });
});
