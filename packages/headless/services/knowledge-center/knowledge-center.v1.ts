import * as z from 'zod/mini';
import { withoutTrailingSlashes } from '../../transports/transport-options';
import type { KnowledgeApi, KnowledgeApiContext, ResolvedRef } from './knowledge-center.api';
import {
  categoryListSchema,
  knowledgeBaseListSchema,
  knowledgeContentType,
  KnowledgeHttpError,
  knowledgeV1Query,
  normaliseDocument,
  optionalId,
  readWire,
  sendKnowledgeRequest,
  suggestionListSchema,
  wireDocumentSchema,
  type QueryValue,
} from './knowledge-center.wire';

const envelopeSchema = z.looseObject({
  response: z.optional(z.unknown()),
  status: z.optional(z.unknown()),
  error: z.optional(z.unknown()),
  sessionId: optionalId,
});
const responseOf = <T>(schema: z.ZodMiniType<T>) => z.looseObject({ response: schema });

const kbsSchema = responseOf(z.looseObject({ knowledgebases: knowledgeBaseListSchema }));
const categoriesSchema = responseOf(z.looseObject({ categories: categoryListSchema }));
const documentsSchema = responseOf(
  z.looseObject({ documents: z.array(wireDocumentSchema), searchId: optionalId }),
);
const documentSchema = responseOf(z.looseObject({ document: wireDocumentSchema }));
const suggestionsSchema = responseOf(z.looseObject({ suggestions: suggestionListSchema }));
const voteSchema = responseOf(
  z.optional(z.looseObject({ voteId: optionalId, recordId: optionalId })),
);

const path = (value: string) => encodeURIComponent(value);

/**
 * The v1 API (protocols 7; service-protocols 13): JSON bodies of §13's table; headers
 * `gkc_customerId`, `gkc_apiClientId`, `gkc_apiClientMediaType` and the JSON content type;
 * `sessionId` and `tenantId` on every URL; the session id from the body's `sessionId`. An
 * `{error, status}` body rejects with a {@link KnowledgeHttpError} even on HTTP 200.
 */
export function createKnowledgeV1Api(context: KnowledgeApiContext): KnowledgeApi {
  const send = async (
    method: 'GET' | 'POST',
    route: string,
    params: readonly (readonly [string, QueryValue])[],
    body?: unknown,
  ) => {
    const options = context.options();
    const sessionId = context.sessionId();
    const response = await sendKnowledgeRequest(context.fetch, {
      method,
      url: `${withoutTrailingSlashes(options.host ?? '')}${route}${knowledgeV1Query(params, {
        ...(sessionId === undefined ? {} : { sessionId }),
        ...(options.tenantId === undefined ? {} : { tenantId: options.tenantId }),
      })}`,
      headers: {
        gkc_customerId: options.customerId,
        gkc_apiClientId: options.apiClientId,
        gkc_apiClientMediaType: options.apiClientMediaType,
        'Content-Type': knowledgeContentType,
      },
      ...(body === undefined ? {} : { body }),
    });
    const envelope = readWire(envelopeSchema, response.body ?? {});
    if (envelope.sessionId) context.adopt(envelope.sessionId);
    if (envelope.error !== undefined && envelope.error !== null) {
      const code = typeof envelope.status === 'number' ? envelope.status : 200;
      const error = envelope.error;
      throw new KnowledgeHttpError(
        JSON.stringify(response.body),
        code,
        typeof error === 'string' ? error : JSON.stringify(error),
      );
    }
    return envelope;
  };

  const documentContext = (searchId?: string, kbId?: string) => ({
    feedbackTypes: context.feedbackTypes(),
    html: context.options().enableHTML,
    ...(kbId === undefined ? {} : { kbId }),
    ...(searchId === undefined ? {} : { searchId }),
  });

  const found = (envelope: unknown) => {
    const { documents, searchId } = readWire(documentsSchema, envelope).response;
    return {
      documents: documents.map((wire) => normaliseDocument(wire, documentContext(searchId))),
      ...(searchId === undefined ? {} : { searchId }),
    };
  };

  const feedbackBody = (ref: ResolvedRef) => ({
    query: ref.query ?? '',
    categories: ref.categories,
    filters: ref.filters,
  });
  const documentRoute = (ref: ResolvedRef) =>
    `/feedback/${path(ref.kbId)}/documents/${path(ref.docId)}`;

  return {
    version: 'v1',

    async ping() {
      await send('GET', '/management/ping', []);
    },

    async knowledgeBases() {
      const envelope = await send('GET', '/kbs', [['lang', context.options().lang]]);
      return readWire(kbsSchema, envelope).response.knowledgebases;
    },

    async categories(scope) {
      const envelope = await send('POST', `/kbs/langs/${path(scope.lang)}/categories`, [], {
        knowledgebases: scope.kbs,
        media: scope.media,
      });
      return readWire(categoriesSchema, envelope).response.categories.map((category) => ({
        id: category.id,
        kbId: category.kbId ?? '',
        name: category.name ?? category.path?.split('/').at(-1) ?? category.id,
        ...(category.path === undefined ? {} : { path: category.path }),
      }));
    },

    async trending(scope, n) {
      return found(
        await send('POST', `/kbs/langs/${path(scope.lang)}/top`, [['size', n]], {
          media: scope.media,
          knowledgebases: scope.kbs,
        }),
      );
    },

    async search(scope, query, size, junkfree) {
      return found(
        await send(
          'POST',
          `/kbs/langs/${path(scope.lang)}/search`,
          [
            ['junkfree', String(junkfree)],
            ['from', '0'],
            ['size', size],
          ],
          {
            query,
            categories: scope.categories,
            media: scope.media,
            filters: scope.filters,
            knowledgebases: scope.kbs,
          },
        ),
      );
    },

    async suggest(scope, text) {
      const envelope = await send('POST', `/kbs/langs/${path(scope.lang)}/suggestions`, [], {
        query: text,
        categories: scope.categories,
        filters: scope.filters,
        media: scope.media,
        knowledgebases: scope.kbs,
      });
      return readWire(suggestionsSchema, envelope).response.suggestions;
    },

    async document(ref) {
      const envelope = await send('GET', `/kbs/${path(ref.kbId)}/documents/${path(ref.docId)}`, [
        ['lang', ref.lang],
      ]);
      return normaliseDocument(
        readWire(documentSchema, envelope).response.document,
        documentContext(ref.searchId, ref.kbId),
      );
    },

    async visit(ref) {
      await send('POST', `${documentRoute(ref)}/visit`, [], feedbackBody(ref));
    },

    async vote(ref, relevant) {
      const envelope = await send(
        'POST',
        `${documentRoute(ref)}/vote`,
        [['relevant', String(relevant)]],
        feedbackBody(ref),
      );
      const { response } = readWire(voteSchema, envelope);
      return response?.voteId ?? response?.recordId;
    },

    // The v1 widget reports nothing for an empty search; `unanswered` is a command of its own.
    notFound: async () => undefined,

    async unanswered(scope, question) {
      await send('POST', '/feedback/unanswered', [], {
        question,
        knowledgebases: scope.kbs,
        lang: scope.lang,
        categories: scope.categories,
        filters: scope.filters,
        media: scope.media,
      });
    },

    async rating(ref, rating, comment) {
      await send('POST', `${documentRoute(ref)}/rating`, [], {
        rating,
        ...(comment === undefined ? {} : { comment }),
        lang: ref.lang,
      });
    },

    async addRating(voteId, rating, comment) {
      await send('POST', `/feedback/votes/${path(voteId)}/rating`, [], {
        rating,
        ...(comment === undefined ? {} : { comment }),
      });
    },

    async associate(sessionId, customerId) {
      await send('POST', `/sessions/${path(sessionId)}`, [], { customerId });
    },
  };
}
