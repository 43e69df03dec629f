import * as z from 'zod/mini';
import { withoutTrailingSlashes } from '../../transports/transport-options';
import type {
  KnowledgeApi,
  KnowledgeApiContext,
  ResolvedRef,
  ResolvedScope,
} from './knowledge-center.api';
import {
  categoryListSchema,
  documentListSchema,
  knowledgeBaseListSchema,
  knowledgeContentType,
  knowledgeQuery,
  knowledgeSessionHeader,
  normaliseDocument,
  optionalId,
  readWire,
  sendKnowledgeRequest,
  suggestionListSchema,
  wireDocumentSchema,
  type QueryValue,
} from './knowledge-center.wire';

const envelopeSchema = z.looseObject({ data: z.optional(z.unknown()), searchId: optionalId });
const dataOf = <T>(schema: z.ZodMiniType<T>) => z.looseObject({ data: schema });

const kbsSchema = dataOf(z.looseObject({ kbs: knowledgeBaseListSchema }));
const categoriesSchema = dataOf(z.looseObject({ categories: categoryListSchema }));
const docsSchema = dataOf(z.looseObject({ docs: documentListSchema, searchId: optionalId }));
const docSchema = dataOf(z.looseObject({ doc: wireDocumentSchema }));
const suggestionsSchema = dataOf(z.looseObject({ suggestions: suggestionListSchema }));
const recordSchema = z.looseObject({
  data: z.optional(z.looseObject({ recordId: optionalId, id: optionalId })),
});

const path = (value: string) => encodeURIComponent(value);

/**
 * The v2 API (protocols 7; service-protocols 11, 13 and Appendix A): no request bodies; headers
 * `x-api-key`, `ContactCenterID`, `gkc_sessionId` once known, `gkc_customerId`, `gkc_apiClientId`
 * and the JSON content type, each left out when undefined; the session id from the
 * `gkc_sessionId` response header. Unlike the Genesys widget it sends `kbs` with the trending list
 * and reads its documents as `data.docs[]` or `data.docs.docs[]`.
 */
export function createKnowledgeV2Api(context: KnowledgeApiContext): KnowledgeApi {
  const format = () => (context.options().enableHTML ? 'HTML' : 'TEXT');

  const send = async (
    method: 'GET' | 'POST' | 'PATCH',
    route: string,
    params: readonly (readonly [string, QueryValue])[] = [],
  ) => {
    const options = context.options();
    const { body, headers } = await sendKnowledgeRequest(context.fetch, {
      method,
      url: `${withoutTrailingSlashes(options.host ?? '')}${route}${knowledgeQuery(params)}`,
      headers: {
        'x-api-key': options.apikey,
        ContactCenterID: options.tenantId,
        gkc_sessionId: context.sessionId(),
        gkc_customerId: options.customerId,
        gkc_apiClientId: options.apiClientId,
        'Content-Type': knowledgeContentType,
      },
    });
    const sessionId = headers.get(knowledgeSessionHeader);
    if (sessionId) context.adopt(sessionId);
    return readWire(envelopeSchema, body ?? {});
  };

  const found = (envelope: unknown, kbId?: string) => {
    const { data } = readWire(docsSchema, envelope);
    const searchId = readWire(envelopeSchema, envelope).searchId ?? data.searchId;
    const documents = data.docs.map((wire) =>
      normaliseDocument(wire, {
        feedbackTypes: context.feedbackTypes(),
        html: context.options().enableHTML,
        ...(kbId === undefined ? {} : { kbId }),
        ...(searchId === undefined ? {} : { searchId }),
      }),
    );
    return { documents, ...(searchId === undefined ? {} : { searchId }) };
  };

  const feedback = (kind: string, ref: ResolvedRef) =>
    send('POST', `/feedback/v2/${kind}`, [
      ['locale', ref.lang],
      ['kbId', ref.kbId],
      ['docId', ref.docId],
      ['searchId', ref.searchId],
    ]);

  return {
    version: 'v2',

    async ping() {
      await send('GET', '/health/v2/ping');
    },

    async knowledgeBases() {
      return readWire(kbsSchema, await send('GET', '/config/v2/kbs/')).data.kbs;
    },

    async categories(scope: ResolvedScope) {
      const envelope = await send('GET', `/browse/v2/locales/${path(scope.lang)}/cats/`, [
        ['kbs', scope.kbs],
        ['media', scope.media],
      ]);
      return readWire(categoriesSchema, envelope).data.categories.map((category) => ({
        id: category.id,
        kbId: category.kbId ?? '',
        name: category.name ?? category.path?.split('/').at(-1) ?? category.id,
        ...(category.path === undefined ? {} : { path: category.path }),
      }));
    },

    async trending(scope, n) {
      const envelope = await send('GET', '/search/v2/docs/top/', [
        ['locale', scope.lang],
        ['kbs', scope.kbs],
        ['n', n],
        ['outputFormat', format()],
      ]);
      return found(envelope);
    },

    async search(scope, query, size) {
      const envelope = await send('GET', '/search/v2/search/', [
        ['locale', scope.lang],
        ['kbs', scope.kbs],
        ['query', query],
        ['media', scope.media],
        ['cats', scope.categories],
        ['filters', scope.filters],
        ['size', size],
        ['outputFormat', format()],
      ]);
      return found(envelope);
    },

    async suggest(scope, text) {
      const envelope = await send('GET', '/search/v2/suggest/', [
        ['locale', scope.lang],
        ['kbs', scope.kbs],
        ['text', text],
        ['cats', scope.categories],
        ['filters', scope.filters],
        ['media', scope.media],
      ]);
      return readWire(suggestionsSchema, envelope).data.suggestions;
    },

    async document(ref) {
      const envelope = await send(
        'GET',
        `/browse/v2/locales/${path(ref.lang)}/kbs/${path(ref.kbId)}/docs/${path(ref.docId)}`,
        [['outputFormat', format()]],
      );
      return normaliseDocument(readWire(docSchema, envelope).data.doc, {
        feedbackTypes: context.feedbackTypes(),
        html: context.options().enableHTML,
        kbId: ref.kbId,
        ...(ref.searchId === undefined ? {} : { searchId: ref.searchId }),
      });
    },

    async visit(ref) {
      await feedback('view', ref);
    },

    async vote(ref, relevant) {
      const envelope = await feedback(relevant ? 'like' : 'dislike', ref);
      const { data } = readWire(recordSchema, envelope);
      return data?.recordId ?? data?.id;
    },

    async notFound(scope, _query, searchId) {
      await send('POST', '/feedback/v2/notfound', [
        ['locale', scope.lang],
        ['searchId', searchId],
      ]);
    },

    async unanswered(scope, question, searchId) {
      await send('POST', '/feedback/v2/notfound', [
        ['locale', scope.lang],
        ['searchId', searchId],
        ['text', question],
      ]);
    },

    async rating(ref, rating, comment) {
      await send('POST', '/feedback/v2/rating', [
        ['locale', ref.lang],
        ['kbId', ref.kbId],
        ['docId', ref.docId],
        ['rating', rating],
        ['comment', comment],
      ]);
    },

    async addRating(voteId, rating, comment) {
      await send('POST', `/feedback/v2/records/${path(voteId)}/rating`, [
        ['rating', rating],
        ['comment', comment],
      ]);
    },

    async associate(sessionId) {
      await send('PATCH', `/session/v2/sessions/${path(sessionId)}`);
    },
  };
}
