import {
  createTransportKy,
  exchange,
  jsonAnswer,
  outlivesPage,
  type RawAnswer,
} from '../transport-http';
import { failure } from '../transport-results';
import type { TransportResult } from '../transport.types';
import { parseJson } from '../wire-records';
import type { ResolvedCloudV2Options } from './cloud-v2.options';
import { errorBodySchema } from './cloud-v2.schema';
import type { CloudV2Operation } from './cloud-v2.types';

/** The transport type that prefixes the advice of every HTTP error (spec 2, section 8). */
export const transportType = 'purecloud-v2-sockets';

/** One request of the guest chat API. */
export interface CloudV2Request {
  /** The operation, named in failures. */
  operation: CloudV2Operation;
  /** HTTP method. */
  method: 'GET' | 'POST' | 'DELETE';
  /** Full URL, query included. */
  url: string;
  /** JSON body, if any. */
  body?: unknown;
  /** The conversation's JWT, sent as a bearer token. */
  jwt?: string;
  /** Milliseconds this request may take, when not the configured request timeout. */
  timeoutMs?: number;
}

/** Sends guest chat API requests and turns every outcome into a result. */
export interface CloudV2Http {
  /** Sends the request; resolves with the parsed JSON body of a 2xx answer (`undefined` when empty) or the mapped error. */
  send(request: CloudV2Request): Promise<TransportResult<unknown>>;
}

/** HTTP statuses whose texts the spec gives (spec 2, section 8: 400, 500, 503). */
const socketStatuses = new Set([400, 500, 503]);

/**
 * Maps an HTTP answer to a result: 4xx, and 5xx with an ErrorBody, are `rejected` with the HTTP status as
 * the item's code and `purecloud-v2-sockets-<status>` as its advice; a 404 means the conversation or member
 * is gone (`ended`). A 5xx without an ErrorBody is `network`. A 2xx body must be empty or JSON.
 */
export function interpretAnswer(
  operation: CloudV2Operation,
  answer: RawAnswer,
): TransportResult<unknown> {
  const { status, text } = answer;
  if (status >= 400 && status < 600) {
    const hasErrorBody = errorBodySchema.safeParse(parseJson(text)).success;
    if (status >= 500 && !hasErrorBody) {
      return failure({ kind: 'network', message: `HTTP ${status} without an error body` });
    }
    return failure({
      kind: 'rejected',
      status,
      errors: [
        {
          code: status,
          advice: `${transportType}-${status}`,
          // Spec 2, section 8: the socket statuses 400, 500 and 503 have texts of their own.
          ...(socketStatuses.has(status) ? { key: `webchat.transport.socket${status}` } : {}),
        },
      ],
      ...(status === 404 ? { ended: true } : {}),
    });
  }
  return jsonAnswer(operation, status, text);
}

/** Creates the HTTP layer: ky without retries, one timeout over the whole exchange. */
export function createCloudV2Http(options: ResolvedCloudV2Options): CloudV2Http {
  const api = createTransportKy(options.fetch);

  return {
    async send(request) {
      const answer = await exchange(
        api,
        request.url,
        request.timeoutMs ?? options.timeoutMs,
        () => ({
          method: request.method,
          headers: {
            accept: 'application/json',
            ...(request.jwt ? { authorization: `Bearer ${request.jwt}` } : {}),
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          keepalive: outlivesPage(request.operation),
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        }),
      );
      return 'kind' in answer ? failure(answer) : interpretAnswer(request.operation, answer);
    },
  };
}
