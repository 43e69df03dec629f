import * as z from 'zod/mini';
import type { FetchFunction } from '../http/http-client';
import type {
  KnowledgeAttachment,
  KnowledgeCategory,
  KnowledgeDocument,
  KnowledgeFeedbackType,
} from './knowledge-center-service.manifest';

/** The content type of every knowledge call, with or without a body (service-protocols 0 and 11). */
export const knowledgeContentType = 'application/json; charset=UTF-8';

/** The response header (v2) and body field (v1) carrying the session id. */
export const knowledgeSessionHeader = 'gkc_sessionId';

/**
 * A knowledge call that failed, as the Genesys service rejects it (service-protocols 11): the
 * response text as the message, the HTTP status as `code` (0 when no response arrived), the status
 * text as `statusText`.
 */
export class KnowledgeHttpError extends Error {
  /** The HTTP status, or the `status` of a v1 error body; 0 when no response arrived. */
  readonly code: number;
  /** The HTTP status text, or why no response arrived. */
  readonly statusText: string;

  /** Creates the error; `message` is the response text (the status text when there was none). */
  constructor(message: string, code: number, statusText: string) {
    super(message || statusText);
    this.name = 'KnowledgeHttpError';
    this.code = code;
    this.statusText = statusText;
  }
}

/** A query parameter's value: text, a number, a flag, or a list joined with commas. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/**
 * The query of a knowledge URL as the Genesys service builds it: values that are falsy are left
 * out, lists are joined with commas and kept when empty (`cats=&filters=`), `%20` for spaces.
 */
export function knowledgeQuery(params: readonly (readonly [string, QueryValue])[]): string {
  const parts = params.flatMap(([key, value]) => {
    if (Array.isArray(value)) return [`${key}=${encodeURIComponent(value.join(','))}`];
    if (value === undefined || value === '' || value === 0 || value === false) return [];
    return [`${key}=${encodeURIComponent(String(value as string | number | boolean))}`];
  });
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** The v1 query: like {@link knowledgeQuery}, but `sessionId` and `tenantId` always there, empty when unknown. */
export function knowledgeV1Query(
  params: readonly (readonly [string, QueryValue])[],
  session: { sessionId?: string; tenantId?: string },
): string {
  const kept = knowledgeQuery(params);
  const always = `sessionId=${encodeURIComponent(session.sessionId ?? '')}&tenantId=${encodeURIComponent(session.tenantId ?? '')}`;
  return kept === '' ? `?${always}` : `${kept}&${always}`;
}

/** What a knowledge call answered. */
export interface KnowledgeResponse {
  /** The body, parsed when it is JSON, else `undefined`. */
  body: unknown;
  /** The response headers. */
  headers: Headers;
}

/** One knowledge call. */
export interface KnowledgeRequest {
  /** The HTTP method. */
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** The full URL, query included. */
  url: string;
  /** Headers; the ones whose value is undefined are left out. */
  headers: Record<string, string | undefined>;
  /** A JSON body (v1). */
  body?: unknown;
}

/**
 * Sends a knowledge call with `fetch` (there is no timeout, as in the Genesys service) and reads
 * its JSON; a status outside 2xx, or no response, rejects with a {@link KnowledgeHttpError}.
 */
export async function sendKnowledgeRequest(
  fetchFunction: FetchFunction,
  request: KnowledgeRequest,
): Promise<KnowledgeResponse> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  let response: Response;
  try {
    response = await fetchFunction(
      new Request(request.url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new KnowledgeHttpError('', 0, `Network error: ${reason}`);
  }
  const text = await response.text();
  if (!response.ok) throw new KnowledgeHttpError(text, response.status, response.statusText);
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  return { body, headers: response.headers };
}

const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const text = z.optional(z.string());

const categorySchema = z.looseObject({
  id: idSchema,
  kbId: z.optional(idSchema),
  name: text,
  path: text,
});

const attachmentSchema = z.looseObject({
  url: text,
  link: text,
  fileName: text,
  name: text,
});

/** A document of either version: v2 `{title, content, cats}`, v1 `{question, answer, answerContent, categories, relatedCategories}`. */
const documentSchema = z.looseObject({
  id: idSchema,
  kbId: z.optional(idSchema),
  title: text,
  question: text,
  content: text,
  answer: text,
  answerContent: text,
  description: text,
  cats: z.optional(z.array(categorySchema)),
  categories: z.optional(z.array(z.union([idSchema, categorySchema]))),
  relatedCategories: z.optional(z.array(categorySchema)),
  attachments: z.optional(z.array(attachmentSchema)),
  feedbackType: text,
});

/** A wire document as read. */
export type WireDocument = z.infer<typeof documentSchema>;

/** An answer the client cannot read: a {@link KnowledgeHttpError} with code 200 and the body as text. */
export function unreadable(body: unknown): KnowledgeHttpError {
  return new KnowledgeHttpError(
    JSON.stringify(body) ?? '',
    200,
    'Unexpected knowledge center answer',
  );
}

/** Parses `value` with `schema`, or throws {@link unreadable}. */
export function readWire<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw unreadable(value);
  return parsed.data;
}

/** A list of documents, as an array or (the trending answer the Genesys widget reads) `{docs: [...]}`. */
export const documentListSchema = z.union([
  z.array(documentSchema),
  z.pipe(
    z.looseObject({ docs: z.array(documentSchema) }),
    z.transform((value) => value.docs),
  ),
]);

/** One document. */
export const wireDocumentSchema = documentSchema;

/** A list of categories. */
export const categoryListSchema = z.array(categorySchema);

/** The text of an HTML body, for `answer` when the server sent HTML: tags dropped, scripts and styles with their content. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|li|ol|ul|br|h[1-6]|tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const feedbackTypes: readonly string[] = ['NONE', 'VOTE', 'EITHER'];

/** What the client knows beside a wire document: the feedback types of the knowledge bases, the search, the body format asked. */
export interface DocumentContext {
  /** Feedback types by knowledge base (from `GET /config/v2/kbs/` or `GET /kbs`). */
  feedbackTypes: ReadonlyMap<string, KnowledgeFeedbackType>;
  /** Whether HTML bodies were asked for (`enableHTML`). */
  html: boolean;
  /** The knowledge base to assume when the document does not say. */
  kbId?: string;
  /** The search the document was found by. */
  searchId?: string;
}

function categoryOf(category: z.infer<typeof categorySchema>, kbId: string): KnowledgeCategory {
  return {
    id: category.id,
    kbId: category.kbId ?? kbId,
    name: category.name ?? category.path?.split('/').at(-1) ?? category.id,
    ...(category.path === undefined ? {} : { path: category.path }),
  };
}

function attachmentOf(attachment: z.infer<typeof attachmentSchema>): KnowledgeAttachment[] {
  const url = attachment.url ?? attachment.link;
  if (url === undefined) return [];
  return [
    { url, fileName: attachment.fileName ?? attachment.name ?? url.split('/').at(-1) ?? url },
  ];
}

/** A wire document (either version) as the manifest's {@link KnowledgeDocument}. */
export function normaliseDocument(wire: WireDocument, context: DocumentContext): KnowledgeDocument {
  const kbId = wire.kbId ?? context.kbId ?? '';
  const related = [
    ...(wire.cats ?? []),
    ...(wire.relatedCategories ?? []),
    ...(wire.categories ?? []).filter((item) => typeof item !== 'string'),
  ].map((category) => categoryOf(category, kbId));
  const ids = [
    ...(wire.categories ?? []).map((item) => (typeof item === 'string' ? item : item.id)),
    ...related.map((category) => category.id),
  ];
  // v2 sends one body in the format asked; v1 sends the text and the HTML.
  const sent = wire.content ?? wire.answerContent ?? wire.answer ?? wire.description ?? '';
  const answer =
    wire.content === undefined
      ? (wire.answer ?? textOfHtml(sent))
      : context.html
        ? textOfHtml(wire.content)
        : wire.content;
  const answerContent =
    wire.content === undefined && !context.html ? (wire.answer ?? textOfHtml(sent)) : sent;
  const feedbackType =
    context.feedbackTypes.get(kbId) ??
    (wire.feedbackType !== undefined && feedbackTypes.includes(wire.feedbackType)
      ? (wire.feedbackType as KnowledgeFeedbackType)
      : undefined);
  return {
    id: wire.id,
    kbId,
    title: wire.title ?? wire.question ?? '',
    answer,
    answerContent,
    attachments: (wire.attachments ?? []).flatMap(attachmentOf),
    categories: [...new Set(ids)],
    relatedCategories: related.filter(
      (category, index) => related.findIndex((item) => item.id === category.id) === index,
    ),
    ...(feedbackType === undefined ? {} : { feedbackType }),
    ...(context.searchId === undefined ? {} : { searchId: context.searchId }),
  };
}

/** The distinct categories of `documents`, in order of appearance. */
export function categoriesOf(documents: readonly KnowledgeDocument[]): KnowledgeCategory[] {
  const seen = new Map<string, KnowledgeCategory>();
  for (const document of documents) {
    for (const category of document.relatedCategories) {
      if (!seen.has(category.id)) seen.set(category.id, category);
    }
  }
  return [...seen.values()];
}

/** The knowledge bases with their feedback types, of either version (`data.kbs[]`, `response.knowledgebases[]`). */
export const knowledgeBaseListSchema = z.array(z.looseObject({ id: idSchema, feedbackType: text }));

/** Feedback types by knowledge base, from a list of knowledge bases. */
export function feedbackTypesOf(
  kbs: z.infer<typeof knowledgeBaseListSchema>,
): Map<string, KnowledgeFeedbackType> {
  return new Map(
    kbs.flatMap((kb) =>
      kb.feedbackType !== undefined && feedbackTypes.includes(kb.feedbackType)
        ? [[kb.id, kb.feedbackType as KnowledgeFeedbackType] as const]
        : [],
    ),
  );
}

/** Suggestions: strings (others left out). */
export const suggestionListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) => items.filter((item): item is string => typeof item === 'string')),
);

/** An optional id (search, record, session) as text. */
export const optionalId = z.optional(idSchema);
