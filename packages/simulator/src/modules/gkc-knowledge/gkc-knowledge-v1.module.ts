import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptRawBodies } from '../../http/raw-body';
import type {
  KnowledgeBackEnd,
  KnowledgeDocumentView,
  KnowledgeSessionRecord,
} from '../../knowledge/knowledge-engine';
import { knowledgeDomain } from '../../knowledge/knowledge.domain';
import type { SimulatorModule } from '../../module';
import {
  countOf,
  errorPayload,
  headerValue,
  installKnowledgeHooks,
  jsonObject,
  listOf,
  queryText,
} from './gkc-knowledge.shared';

/** The v1 API's base path: `knowledgecenter.host` = `{simulator}/gkc-ws/api/v1` with `apiVersion: 'v1'`. */
export const gkcV1Base = '/gkc-ws/api/v1';

interface V1Route {
  Params: Record<string, string>;
  Querystring: Record<string, unknown>;
  Body: string | undefined;
}

/** A document as v1 answers it: `question`, `answer` (text), `answerContent` (HTML), category ids and related categories. */
export function v1Document(document: KnowledgeDocumentView) {
  return {
    id: document.id,
    kbId: document.kbId,
    lang: document.lang,
    question: document.title,
    answer: document.text,
    answerContent: document.html,
    attachments: document.attachments,
    categories: document.categories.map(({ id }) => id),
    relatedCategories: document.categories,
    feedbackType: document.feedbackType,
    views: document.views,
    ...(document.score === undefined ? {} : { score: document.score }),
  };
}

/** A v1 request refused with an HTTP status and a message. */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The Genesys Knowledge Center v1 API under `/gkc-ws/api/v1` (protocols 7; service-protocols 13):
 * JSON bodies of §13's table, the session in the `sessionId` query parameter and answered as
 * `{response, status, sessionId}` (errors `{error, status}`). A request without a known session
 * gets a new one. Ratings ([I]): `POST /feedback/{kbId}/documents/{docId}/rating` and
 * `POST /feedback/votes/{voteId}/rating`, both with `{rating, comment}`.
 */
export const gkcKnowledgeV1Module: SimulatorModule = {
  name: 'gkc-knowledge-v1',
  description:
    'Knowledge Center v1 under /gkc-ws/api/v1: ping, kbs, categories, top, search, suggestions, documents, rating, feedback (visit, vote, unanswered), sessions; {response, status, sessionId} bodies.',
  provides: [knowledgeDomain],
  register(app, context) {
    const knowledge: KnowledgeBackEnd = context.domain(knowledgeDomain);
    acceptRawBodies(app);
    installKnowledgeHooks(app, knowledge);

    const sessionFor = (request: FastifyRequest<V1Route>): KnowledgeSessionRecord =>
      knowledge.session(queryText(request.query['sessionId']) || undefined, {
        version: 'v1',
        lang: queryText(request.query['lang']) || request.params['lang'] || undefined,
        tenantId: queryText(request.query['tenantId']) || undefined,
        apiClientId: headerValue(request.headers['gkc_apiclientid']),
        apiClientMediaType: headerValue(request.headers['gkc_apiclientmediatype']),
        customerId: headerValue(request.headers['gkc_customerid']),
      }).session;

    /** Answers `{response, status: 200, sessionId}`; a handler's undefined answers 404. */
    const answer =
      <T>(
        handle: (
          request: FastifyRequest<V1Route>,
          session: KnowledgeSessionRecord,
          body: Record<string, unknown>,
        ) => T | Refusal,
      ) =>
      (request: FastifyRequest<V1Route>, reply: FastifyReply) => {
        const session = sessionFor(request);
        const response = handle(request, session, jsonObject(request.body));
        if (response === undefined) {
          return reply
            .code(404)
            .send({ ...errorPayload(404, 'No such document'), sessionId: session.sessionId });
        }
        if (response instanceof Refusal) {
          return reply.code(response.status).send({
            ...errorPayload(response.status, response.message),
            sessionId: session.sessionId,
          });
        }
        return { response, status: 200, sessionId: session.sessionId };
      };

    const scopeOf = (body: Record<string, unknown>) => ({
      kbs: listOf(body['knowledgebases']),
      categories: listOf(body['categories']),
    });
    const langOf = (request: FastifyRequest<V1Route>) =>
      request.params['lang'] ?? (queryText(request.query['lang']) || 'en');

    app.get<V1Route>(
      `${gkcV1Base}/management/ping`,
      answer(() => ({ status: 'UP' })),
    );

    app.get<V1Route>(
      `${gkcV1Base}/kbs`,
      answer((request) => ({ knowledgebases: knowledge.knowledgeBases(langOf(request)) })),
    );

    app.post<V1Route>(
      `${gkcV1Base}/kbs/langs/:lang/categories`,
      answer((request, _session, body) => ({
        categories: knowledge.categories(langOf(request), scopeOf(body).kbs),
      })),
    );

    app.post<V1Route>(
      `${gkcV1Base}/kbs/langs/:lang/top`,
      answer((request, _session, body) => ({
        documents: knowledge
          .trending({
            lang: langOf(request),
            kbs: scopeOf(body).kbs,
            n: countOf(request.query['size']) ?? 5,
            format: 'HTML',
          })
          .map(v1Document),
      })),
    );

    app.post<V1Route>(
      `${gkcV1Base}/kbs/langs/:lang/search`,
      answer((request, session, body) => {
        const { record, documents } = knowledge.search({
          version: 'v1',
          sessionId: session.sessionId,
          lang: langOf(request),
          query: text(body['query']),
          ...scopeOf(body),
          size: countOf(request.query['size']),
          from: countOf(request.query['from']),
          format: 'HTML',
        });
        return {
          searchId: record.searchId,
          query: record.query,
          total: record.total,
          documents: documents.map(v1Document),
        };
      }),
    );

    app.post<V1Route>(
      `${gkcV1Base}/kbs/langs/:lang/suggestions`,
      answer((request, _session, body) => ({
        suggestions: knowledge.suggest({
          lang: langOf(request),
          text: text(body['query']),
          ...scopeOf(body),
        }),
      })),
    );

    app.get<V1Route>(
      `${gkcV1Base}/kbs/:kbId/documents/:docId`,
      answer((request) => {
        const document = knowledge.document({
          lang: langOf(request),
          kbId: request.params['kbId'] ?? '',
          docId: request.params['docId'] ?? '',
          format: 'HTML',
        });
        return document ? { document: v1Document(document) } : undefined;
      }),
    );

    app.get<V1Route>(
      `${gkcV1Base}/kbs/:kbId/documents/:docId/rating`,
      answer((request) => {
        const counters = knowledge.counters(
          request.params['kbId'] ?? '',
          request.params['docId'] ?? '',
        );
        if (!counters) return undefined;
        const { ratings } = counters;
        return {
          rating:
            ratings.length === 0
              ? null
              : ratings.reduce((sum, item) => sum + item, 0) / ratings.length,
          count: ratings.length,
        };
      }),
    );

    app.post<V1Route>(
      `${gkcV1Base}/feedback/:kbId/documents/:docId/visit`,
      answer((request, session, body) => {
        const kbId = request.params['kbId'] ?? '';
        const docId = request.params['docId'] ?? '';
        if (!knowledge.hasDocument(kbId, docId)) return undefined;
        const record = knowledge.feedback({
          kind: 'view',
          version: 'v1',
          sessionId: session.sessionId,
          kbId,
          docId,
          query: text(body['query']) || undefined,
        });
        return { recordId: record.recordId, counters: knowledge.counters(kbId, docId) };
      }),
    );

    app.post<V1Route>(
      `${gkcV1Base}/feedback/:kbId/documents/:docId/vote`,
      answer((request, session, body) => {
        const kbId = request.params['kbId'] ?? '';
        const docId = request.params['docId'] ?? '';
        if (!knowledge.hasDocument(kbId, docId)) return undefined;
        const relevant = queryText(request.query['relevant']);
        if (relevant !== 'true' && relevant !== 'false') {
          return new Refusal(400, 'relevant must be true or false');
        }
        const record = knowledge.feedback({
          kind: relevant === 'true' ? 'like' : 'dislike',
          version: 'v1',
          sessionId: session.sessionId,
          kbId,
          docId,
          query: text(body['query']) || undefined,
        });
        return {
          voteId: record.recordId,
          relevant: relevant === 'true',
          counters: knowledge.counters(kbId, docId),
        };
      }),
    );

    app.post<V1Route>(
      `${gkcV1Base}/feedback/:kbId/documents/:docId/rating`,
      answer((request, session, body) => {
        const kbId = request.params['kbId'] ?? '';
        const docId = request.params['docId'] ?? '';
        if (!knowledge.hasDocument(kbId, docId)) return undefined;
        const rating = countOf(body['rating']);
        if (rating === undefined || rating < 1 || rating > 5) {
          return new Refusal(400, 'rating must be 1 to 5');
        }
        return knowledge.feedback({
          kind: 'rating',
          version: 'v1',
          sessionId: session.sessionId,
          lang: text(body['lang']) || undefined,
          kbId,
          docId,
          rating,
          comment: text(body['comment']) || undefined,
        });
      }),
    );

    app.post<V1Route>(
      `${gkcV1Base}/feedback/votes/:voteId/rating`,
      answer((request, _session, body) => {
        const rating = countOf(body['rating']);
        if (rating === undefined || rating < 1 || rating > 5) {
          return new Refusal(400, 'rating must be 1 to 5');
        }
        return (
          knowledge.addRating(
            request.params['voteId'] ?? '',
            rating,
            text(body['comment']) || undefined,
          ) ?? new Refusal(404, 'No such vote')
        );
      }),
    );

    app.post<V1Route>(
      `${gkcV1Base}/feedback/unanswered`,
      answer((_request, session, body) =>
        knowledge.feedback({
          kind: 'unanswered',
          version: 'v1',
          sessionId: session.sessionId,
          lang: text(body['lang']) || undefined,
          query: text(body['question']) || undefined,
        }),
      ),
    );

    app.put<V1Route>(`${gkcV1Base}/sessions/new`, (request) => {
      const { session } = knowledge.session(undefined, {
        version: 'v1',
        lang: queryText(request.query['lang']) || undefined,
        tenantId: queryText(request.query['tenantId']) || undefined,
        apiClientId: headerValue(request.headers['gkc_apiclientid']),
        apiClientMediaType: headerValue(request.headers['gkc_apiclientmediatype']),
        customerId: headerValue(request.headers['gkc_customerid']),
      });
      return { response: session, status: 200, sessionId: session.sessionId };
    });

    app.post<V1Route>(`${gkcV1Base}/sessions/:sessionId`, (request, reply) => {
      const body = jsonObject(request.body);
      const customerId =
        (typeof body['customerId'] === 'string' ? body['customerId'] : undefined) ??
        headerValue(request.headers['gkc_customerid']);
      const session = knowledge.updateSession(request.params['sessionId'] ?? '', customerId);
      if (!session) return reply.code(404).send(errorPayload(404, 'No such session'));
      return { response: session, status: 200, sessionId: session.sessionId };
    });
  },
};
