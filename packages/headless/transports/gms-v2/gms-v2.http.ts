import { createTransportKy } from '../transport-http';
import { describeIssues, failure, protocolFailure, reasonOf } from '../transport-results';
import type { ServerErrorItem, TransportError, TransportResult } from '../transport.types';
import type { ResolvedGmsOptions } from './gms-v2.options';
import { isRecord, parseJson } from '../wire-records';
import { envelopeSchema, serverErrorOf, type GmsEnvelope } from './gms-v2.schema';
import type { GmsOperation } from './gms-v2.types';

/** An HTTP answer as received, before interpretation. */
export interface RawAnswer {
  /** HTTP status. */
  status: number;
  /** Body text. */
  text: string;
}

/** Posts GMS requests and turns every outcome into a result. */
export interface GmsHttp {
  /** POSTs `body` (URL-encoded or multipart) to `url`; resolves with the envelope of a `statusCode: 0` answer or the mapped error. */
  post(
    operation: GmsOperation,
    url: string,
    body: URLSearchParams | FormData,
  ): Promise<TransportResult<GmsEnvelope>>;
}

function errorItemsOf(text: string): ServerErrorItem[] {
  const body = parseJson(text);
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  // Error bodies are read leniently: a readable item is worth keeping even if its neighbours are not.
  return body.errors.flatMap((item: unknown) => {
    const read = serverErrorOf(item);
    return read.ok ? [read.item] : [];
  });
}

/**
 * Maps an HTTP answer to a result (protocols 1.3 and 1.5):
 * 2xx is read as an envelope whose `statusCode` decides (0 ok, 1 unavailable, 2 rejected);
 * 4xx and 5xx with an error list are rejected with it; 4xx without one is rejected with the
 * HTTP status as its code; 5xx without one counts as lost (network); any other status, a body
 * that is not JSON, or an envelope of the wrong shape is a protocol failure.
 */
export function interpretAnswer(
  operation: GmsOperation,
  answer: RawAnswer,
): TransportResult<GmsEnvelope> {
  const { status, text } = answer;
  if (status >= 400 && status < 600) {
    const errors = errorItemsOf(text);
    if (errors.length > 0) return failure({ kind: 'rejected', status, errors });
    if (status < 500) return failure({ kind: 'rejected', status, errors: [{ code: status }] });
    return failure({ kind: 'network', message: `HTTP ${status} without an error list` });
  }
  if (status < 200 || status >= 300)
    return protocolFailure(operation, `unexpected HTTP status ${status}`);
  if (text.trim() === '') return protocolFailure(operation, 'the body is empty');
  const body = parseJson(text);
  if (body === undefined) return protocolFailure(operation, 'the body is not JSON');
  return interpretEnvelope(operation, body);
}

/** Maps a parsed answer body to a result by its `statusCode` (0 ok, 1 unavailable, 2 rejected); a wrong shape is a protocol failure. */
export function interpretEnvelope(
  operation: GmsOperation,
  body: unknown,
): TransportResult<GmsEnvelope> {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return protocolFailure(operation, describeIssues(parsed.error));
  let errors: ServerErrorItem[] | undefined;
  if (parsed.data.errors) {
    errors = [];
    for (const [index, item] of parsed.data.errors.entries()) {
      const read = serverErrorOf(item);
      if (!read.ok) {
        const issues = read.error.issues.map((issue) => ({
          ...issue,
          path: ['errors', index, ...issue.path],
        }));
        return protocolFailure(operation, describeIssues({ issues }));
      }
      errors.push(read.item);
    }
  }
  const envelope: GmsEnvelope = { ...parsed.data, errors };
  switch (envelope.statusCode) {
    case 0:
      return { ok: true, value: envelope };
    case 1:
      return failure({ kind: 'unavailable', status: 1 });
    case 2:
      return failure({
        kind: 'rejected',
        status: 2,
        errors: envelope.errors ?? [],
        ...(envelope.chatEnded ? { ended: true } : {}),
      });
    default:
      return protocolFailure(operation, `statusCode: unknown status ${envelope.statusCode}`);
  }
}

/** What the HTTP layer reads of the resolved options. */
export type GmsHttpOptions = Pick<
  ResolvedGmsOptions,
  'apikey' | 'headers' | 'fetch' | 'timeoutMs' | 'uploadTimeoutMs'
>;

/** Creates the HTTP layer: ky without retries, one timeout over the whole exchange, headers read per request. */
export function createGmsHttp(options: GmsHttpOptions): GmsHttp {
  const api = createTransportKy(options.fetch);

  async function exchange(
    url: string,
    body: URLSearchParams | FormData,
    timeoutMs: number,
  ): Promise<RawAnswer | TransportError> {
    // The timeout signal also covers reading the body, which ky's own timeout does not.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const headers = {
        ...(options.apikey ? { apikey: options.apikey } : {}),
        ...options.headers?.(),
      };
      const response = await api.post(url, { body, headers, signal });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return {
        kind: 'network',
        message: signal.aborted
          ? `No answer within ${timeoutMs} ms`
          : `Request failed: ${reasonOf(error)}`,
      };
    }
  }

  return {
    async post(operation, url, body) {
      const timeoutMs = operation === 'file' ? options.uploadTimeoutMs : options.timeoutMs;
      const answer = await exchange(url, body, timeoutMs);
      return 'kind' in answer ? failure(answer) : interpretAnswer(operation, answer);
    },
  };
}
