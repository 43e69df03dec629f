import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptRawBodies } from '../../http/raw-body';
import {
  type KnowledgeBackEnd,
  type KnowledgeCategoryInfo,
  type KnowledgeDocumentView,
  type KnowledgeSessionRecord,
} from '../../knowledge/knowledge-engine';
import { knowledgeDomain } from '../../knowledge/knowledge.domain';
import type { SimulatorModule } from '../../module';
import {
  countOf,
  errorPayload,
  formatOf,
  headerValue,
  installKnowledgeHooks,
  jsonObject,
  listOf,
  queryText,
  sessionHeader,
} from './gkc-knowledge.shared';

/** The v2 API's base path (service-protocols, Appendix A): `knowledgecenter.host` = `{simulator}/gkc-ws/api`. */
export const gkcV2Base = '/gkc-ws/api';

type Query = Record<string, unknown>;
interface V2Route {
  Params: Record<string, string>;
  Querystring: Query;
  Body: string | undefined;
}

/** A category as v2 answers it: `{id, kbId, name, path}` (and `parentId`). */
export function v2Category(category: KnowledgeCategoryInfo) {
  return { ...category };
}

/** A document as v2 answers it (`data.doc`, `data.docs[]`): `{id, kbId, title, content, cats[], attachments[]...}`. */
export function v2Document(document: KnowledgeDocumentView) {
  return {
    id: document.id,
    kbId: document.kbId,
    lang: document.lang,
    title: document.title,
    content: document.content,
    cats: document.categories.map(({ id, name, path }) => ({ id, name, path })),
    attachments: document.attachments,
    feedbackType: document.feedbackType,
    views: document.views,
    ...(document.score === undefined ? {} : { score: document.score }),
  };
}

/** The session a v2 request runs in (from its `gkc_sessionId` header), set as the response header. */
function sessionFor(
  knowledge: KnowledgeBackEnd,
  request: FastifyRequest<V2Route>,
  reply: FastifyReply,
): KnowledgeSessionRecord {
  const customerId = headerValue(request.headers['gkc_customerid']);
  const { session } = knowledge.session(headerValue(request.headers['gkc_sessionid']), {
    version: 'v2',
    lang: queryText(request.query['locale']) || request.params['lang'] || undefined,
    tenantId: headerValue(request.headers['contactcenterid']),
    apiClientId: headerValue(request.headers['gkc_apiclientid']),
    customerId,
  });
  reply.header(sessionHeader, session.sessionId);
  return session;
}

/**
 * The Genesys Knowledge Center v2 API under `/gkc-ws/api` (protocols 7; service-protocols 11, 13
 * and Appendix A): `{status, data}` bodies, the session id in the `gkc_sessionId` response header,
 * `searchId` at the top level and in `data`, trending as `data.docs.docs[]` (what the Genesys
 * widget reads). Ratings ([I], not shown by the spec): `POST /feedback/v2/rating` and
 * `POST /feedback/v2/records/{recordId}/rating`. Attachments: `GET /attachments/{docId}/{fileName}`.
 */
export const gkcKnowledgeV2Module: SimulatorModule = {
  name: 'gkc-knowledge-v2',
  description:
    'Knowledge Center v2 under /gkc-ws/api: ping, kbs, categories, search, suggest, top, document, feedback (view, like, dislike, notfound, rating), sessions; gkc_sessionId response header.',
  provides: [knowledgeDomain],
  register(app, context) {
    const knowledge = context.domain(knowledgeDomain);
    acceptRawBodies(app);
    installKnowledgeHooks(app, knowledge);

    // The key check comes after the fault hook: a forced failure wins over a refusal.
    app.addHook('preHandler', async (request, reply) => {
      const required = knowledge.apiKey();
      if (required === undefined || request.url.startsWith(`${gkcV2Base}/attachments/`)) return;
      const given = headerValue(request.headers['x-api-key']);
      if (given !== required) {
        return reply
          .code(401)
          .send(errorPayload(401, given === undefined ? 'Missing API key' : 'Invalid API key'));
      }
    });

    /** Answers `{status: 200, data}` in the request's session. */
    const answer =
      <T>(handle: (request: FastifyRequest<V2Route>, session: KnowledgeSessionRecord) => T) =>
      (request: FastifyRequest<V2Route>, reply: FastifyReply) => {
        const session = sessionFor(knowledge, request, reply);
        const data = handle(request, session);
        if (data === undefined) {
          return reply.code(404).send(errorPayload(404, 'No such document'));
        }
        return { status: 200, data };
      };

    const scope = (query: Query) => ({
      kbs: listOf(query['kbs']),
      categories: listOf(query['cats']),
    });

    app.get<V2Route>(
      `${gkcV2Base}/health/v2/ping`,
      answer(() => ({ status: 'UP' })),
    );

    app.get<V2Route>(
      `${gkcV2Base}/config/v2/kbs/`,
      answer((request) => ({
        kbs: knowledge.knowledgeBases(queryText(request.query['locale']) || 'en'),
      })),
    );

    app.get<V2Route>(
      `${gkcV2Base}/browse/v2/locales/:lang/cats/`,
      answer((request) => ({
        categories: knowledge
          .categories(request.params['lang'] ?? 'en', listOf(request.query['kbs']))
          .map(v2Category),
      })),
    );

    app.get<V2Route>(`${gkcV2Base}/search/v2/docs/top/`, (request, reply) => {
      sessionFor(knowledge, request, reply);
      const docs = knowledge
        .trending({
          lang: queryText(request.query['locale']) || 'en',
          kbs: listOf(request.query['kbs']),
          n: countOf(request.query['n']) ?? 5,
          format: formatOf(request.query['outputFormat']),
        })
        .map(v2Document);
      // The Genesys widget reads `data.docs.docs[]` (service-protocols 11, quirks).
      return { status: 200, data: { docs: { docs, total: docs.length } } };
    });

    app.get<V2Route>(
      `${gkcV2Base}/browse/v2/locales/:lang/kbs/:kbId/docs/:docId`,
      answer((request) => {
        const document = knowledge.document({
          lang: request.params['lang'] ?? 'en',
          kbId: request.params['kbId'] ?? '',
          docId: request.params['docId'] ?? '',
          format: formatOf(request.query['outputFormat']),
        });
        return document ? { doc: v2Document(document) } : undefined;
      }),
    );

    app.get<V2Route>(`${gkcV2Base}/search/v2/search/`, (request, reply) => {
      const session = sessionFor(knowledge, request, reply);
      const { record, documents } = knowledge.search({
        version: 'v2',
        sessionId: session.sessionId,
        lang: queryText(request.query['locale']) || 'en',
        query: queryText(request.query['query']),
        ...scope(request.query),
        size: countOf(request.query['size']),
        from: countOf(request.query['from']),
        format: formatOf(request.query['outputFormat']),
      });
      return {
        status: 200,
        searchId: record.searchId,
        data: {
          searchId: record.searchId,
          query: record.query,
          total: record.total,
          docs: documents.map(v2Document),
        },
      };
    });

    app.get<V2Route>(
      `${gkcV2Base}/search/v2/suggest/`,
      answer((request) => ({
        suggestions: knowledge.suggest({
          lang: queryText(request.query['locale']) || 'en',
          text: queryText(request.query['text']),
          ...scope(request.query),
        }),
      })),
    );

    for (const kind of ['view', 'like', 'dislike'] as const) {
      app.post<V2Route>(`${gkcV2Base}/feedback/v2/${kind}`, (request, reply) => {
        const session = sessionFor(knowledge, request, reply);
        const kbId = queryText(request.query['kbId']);
        const docId = queryText(request.query['docId']);
        if (!knowledge.hasDocument(kbId, docId)) {
          return reply.code(404).send(errorPayload(404, 'No such document'));
        }
        const searchId = queryText(request.query['searchId']) || undefined;
        const record = knowledge.feedback({
          kind,
          version: 'v2',
          sessionId: session.sessionId,
          lang: queryText(request.query['locale']) || undefined,
          kbId,
          docId,
          searchId,
        });
        return { status: 200, data: { ...record, counters: knowledge.counters(kbId, docId) } };
      });
    }

    app.post<V2Route>(
      `${gkcV2Base}/feedback/v2/notfound`,
      answer((request, session) =>
        knowledge.feedback({
          kind: 'notfound',
          version: 'v2',
          sessionId: session.sessionId,
          lang: queryText(request.query['locale']) || undefined,
          searchId: queryText(request.query['searchId']) || undefined,
          query: queryText(request.query['text']) || undefined,
        }),
      ),
    );

    app.post<V2Route>(`${gkcV2Base}/feedback/v2/rating`, (request, reply) => {
      const session = sessionFor(knowledge, request, reply);
      const kbId = queryText(request.query['kbId']);
      const docId = queryText(request.query['docId']);
      const rating = countOf(request.query['rating']);
      if (!knowledge.hasDocument(kbId, docId)) {
        return reply.code(404).send(errorPayload(404, 'No such document'));
      }
      if (rating === undefined || rating < 1 || rating > 5) {
        return reply.code(400).send(errorPayload(400, 'rating must be 1 to 5'));
      }
      const record = knowledge.feedback({
        kind: 'rating',
        version: 'v2',
        sessionId: session.sessionId,
        lang: queryText(request.query['locale']) || undefined,
        kbId,
        docId,
        rating,
        comment: queryText(request.query['comment']) || undefined,
      });
      return { status: 200, data: record };
    });

    app.post<V2Route>(`${gkcV2Base}/feedback/v2/records/:recordId/rating`, (request, reply) => {
      sessionFor(knowledge, request, reply);
      const rating = countOf(request.query['rating']);
      if (rating === undefined || rating < 1 || rating > 5) {
        return reply.code(400).send(errorPayload(400, 'rating must be 1 to 5'));
      }
      const record = knowledge.addRating(
        request.params['recordId'] ?? '',
        rating,
        queryText(request.query['comment']) || undefined,
      );
      if (!record) return reply.code(404).send(errorPayload(404, 'No such feedback record'));
      return { status: 200, data: record };
    });

    app.post<V2Route>(`${gkcV2Base}/session/v2/sessions/`, (request, reply) => {
      const session = sessionFor(knowledge, request, reply);
      return { status: 200, data: session };
    });

    app.patch<V2Route>(`${gkcV2Base}/session/v2/sessions/:sessionId`, (request, reply) => {
      const body = jsonObject(request.body);
      const customerId =
        headerValue(request.headers['gkc_customerid']) ??
        (typeof body['customerId'] === 'string' ? body['customerId'] : undefined) ??
        (queryText(request.query['customerId']) || undefined);
      const session = knowledge.updateSession(request.params['sessionId'] ?? '', customerId);
      if (!session) return reply.code(404).send(errorPayload(404, 'No such session'));
      reply.header(sessionHeader, session.sessionId);
      return { status: 200, data: session };
    });

    app.get<V2Route>(`${gkcV2Base}/attachments/:docId/:fileName`, (request, reply) => {
      const attachment = knowledge.attachment(
        request.params['docId'] ?? '',
        request.params['fileName'] ?? '',
      );
      if (!attachment) return reply.code(404).send(errorPayload(404, 'No such attachment'));
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.fileName}"`)
        .send(attachment.content);
    });
  },
};
