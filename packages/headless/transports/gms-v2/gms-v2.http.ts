import { createTransportKy, exchange, outlivesPage } from '../transport-http';
import { describeIssues, failure, protocolFailure } from '../transport-results';
import type { ServerErrorItem, TransportResult } from '../transport.types';
import type { ResolvedGmsOptions } from './gms-v2.options';
import { isRecord, parseJson } from '../wire-records';
import { envelopeSchema, serverErrorOf, type GmsEnvelope } from './gms-v2.schema';
import type { GmsOperation } from './gms-v2.types';

/** Posts GMS requests and turns every outcome into a result. */
export interface GmsHttp {
  /** POSTs `body` (URL-encoded or multipart) to `url`, within `timeoutMs` when given; resolves with the envelope of a `statusCode: 0` answer or the mapped error. */
  post(
    operation: GmsOperation,
    url: string,
    body: URLSearchParams | FormData,
    timeoutMs?: number,
  ): Promise<TransportResult<GmsEnvelope>>;
}

/** Maps a parsed answer body to a result by its `statusCode` (0 ok, 1 unavailable, 2 rejected); a wrong shape is a protocol failure. */
export function interpretEnvelope(
  operation: GmsOperation,
  body: unknown,
): TransportResult<GmsEnvelope> {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return protocolFailure(operation, describeIssues(parsed.error));
  const { statusCode, chatEnded, errors: list } = parsed.data;
  let errors: ServerErrorItem[] | undefined;
  if (list) {
    errors = [];
    for (const [index, item] of list.entries()) {
      const read = serverErrorOf(item);
      if (Array.isArray(read)) {
        return protocolFailure(
          operation,
          describeIssues({
            issues: read.map((issue) => ({ ...issue, path: ['errors', index, ...issue.path] })),
          }),
        );
      }
      errors.push(read);
    }
  }
  return statusCode === 0
    ? { ok: true, value: { ...parsed.data, errors } }
    : statusCode === 1
      ? failure({ kind: 'unavailable', status: 1 })
      : statusCode === 2
        ? failure({
            kind: 'rejected',
            status: 2,
            errors: errors ?? [],
            ...(chatEnded ? { ended: true } : {}),
          })
        : protocolFailure(operation, `statusCode: unknown status ${statusCode}`);
}

/** What the HTTP layer reads of the resolved options. */
export type GmsHttpOptions = Pick<
  ResolvedGmsOptions,
  'apikey' | 'headers' | 'fetch' | 'timeoutMs' | 'uploadTimeoutMs'
>;

/** Creates the HTTP layer: ky without retries, one timeout over the whole exchange, headers read per request. */
export function createGmsHttp(options: GmsHttpOptions): GmsHttp {
  const api = createTransportKy(options.fetch);
  return {
    async post(operation, url, body, timeoutMs) {
      const answer = await exchange(
        api,
        url,
        timeoutMs ?? (operation === 'file' ? options.uploadTimeoutMs : options.timeoutMs),
        () => ({
          method: 'POST',
          body,
          headers: {
            ...(options.apikey ? { apikey: options.apikey } : {}),
            ...options.headers?.(),
          },
          // GMS sends are checked through the transcript (delivery check).
          keepalive: outlivesPage(operation, true),
        }),
      );
      if ('kind' in answer) return failure(answer);
      const { status, text } = answer;
      // 2xx is read as an envelope whose `statusCode` decides; 4xx and 5xx with an error list are
      // rejected with it, 4xx without one with the HTTP status as its code, 5xx without one counts as
      // lost; any other status or a body that is not JSON is a protocol failure (protocols 1.3, 1.5).
      const json = parseJson(text);
      if (status >= 400 && status < 600) {
        // Error bodies are read leniently: a readable item is worth keeping even if its neighbours are not.
        const errors =
          isRecord(json) && Array.isArray(json.errors)
            ? json.errors
                .map(serverErrorOf)
                .filter((item): item is ServerErrorItem => !Array.isArray(item))
            : [];
        return errors.length
          ? failure({ kind: 'rejected', status, errors })
          : status < 500
            ? failure({ kind: 'rejected', status, errors: [{ code: status }] })
            : failure({ kind: 'network', message: `HTTP ${status} without an error list` });
      }
      return status < 200 || status >= 300
        ? protocolFailure(operation, `unexpected HTTP status ${status}`)
        : !text.trim()
          ? protocolFailure(operation, 'the body is empty')
          : json === undefined
            ? protocolFailure(operation, 'the body is not JSON')
            : interpretEnvelope(operation, json);
    },
  };
}
