import {
  createTransportKy,
  exchange,
  jsonAnswer,
  outlivesPage,
  type RawAnswer,
} from '../transport-http';
import { failure } from '../transport-results';
import type { ServerErrorItem, TransportResult } from '../transport.types';
import type { ResolvedRestV3Options } from './rest-v3.options';
import { errorAnswerSchema } from './rest-v3.schema';
import { parseJson } from '../wire-records';
import type { RestV3Operation } from './rest-v3.types';

/** One request of the REST v3 protocol. */
export interface RestV3Request {
  /** The operation, named in failures. */
  operation: RestV3Operation;
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full URL, query included. */
  url: string;
  /** URL-encoded or multipart body. */
  body?: URLSearchParams | FormData;
  /** The session's client token, sent as `x-nexus-client-key`. */
  clientToken?: string;
  /** Whether a 401 means the session is gone (the first read of a restored session). */
  restoring?: boolean;
  /** Milliseconds this request may take, when not the configured request timeout. */
  timeoutMs?: number;
}

/** Sends REST v3 requests and turns every outcome into a result. */
export interface RestV3Http {
  /** Sends the request; resolves with the parsed JSON body of a 2xx answer (`undefined` when empty) or the mapped error. */
  send(request: RestV3Request): Promise<TransportResult<unknown>>;
  /** Fetches an image of the chat with the session's client key; `undefined` when that fails. */
  image(url: string, clientToken: string): Promise<Blob | undefined>;
}

/** The texts of the server codes the suite's i18n names (protocols 3; typed literals, not the catalogue). */
const codeTexts: Record<string, string> = {
  INVALID_FILE_TYPE: 'webchat.transport.invalidFileType',
  LIMIT_FILE_SIZE: 'webchat.transport.fileSizeLimit',
  LIMIT_FILE_COUNT: 'webchat.transport.fileCountLimit',
  INVALID_CONTACT_CENTER: 'webchat.transport.invalidContactCenter',
  INVALID_ENDPOINT: 'webchat.transport.invalidEndpoint',
  INVALID_NICKNAME: 'webchat.transport.invalidNickname',
};

/** An error item of HTTP status `status` and server code `code`, with the code's text when it has one. */
export function errorItem(status: number, code: string | undefined): ServerErrorItem {
  if (code === undefined) return { code: status };
  const key = Object.hasOwn(codeTexts, code) ? codeTexts[code] : undefined;
  return key ? { code: status, advice: code, key } : { code: status, advice: code };
}

/** The server's error code of an error body (`{ status: { code } }`), if it has one. */
export function errorCodeOf(text: string): string | undefined {
  const parsed = errorAnswerSchema.safeParse(parseJson(text));
  return parsed.success ? String(parsed.data.status.code) : undefined;
}

/**
 * Maps an HTTP answer to a result (protocols 3): HTTP 404 or code `INVALID_SESSION` (and 401 on the
 * first read of a restored session) mean the session is gone: `rejected` and `ended`. 429 is
 * `unavailable`. Other 4xx, and 5xx with an error body, are `rejected` with the HTTP status as the
 * item's code and the server's code as its advice; 5xx without one is `network`. A 2xx body must be
 * empty or JSON.
 */
export function interpretAnswer(
  request: Pick<RestV3Request, 'operation' | 'restoring'>,
  answer: RawAnswer,
): TransportResult<unknown> {
  const { status, text } = answer;
  if (status >= 400 && status < 600) {
    const code = errorCodeOf(text);
    const gone =
      status === 404 || code === 'INVALID_SESSION' || (status === 401 && request.restoring);
    if (gone) {
      return failure({
        kind: 'rejected',
        status,
        errors: [{ code: status, advice: code ?? 'INVALID_SESSION' }],
        ended: true,
      });
    }
    if (status === 429) return failure({ kind: 'unavailable', status });
    if (code === undefined && status >= 500)
      return failure({ kind: 'network', message: `HTTP ${status} without an error code` });
    return failure({
      kind: 'rejected',
      status,
      errors: [errorItem(status, code)],
    });
  }
  return jsonAnswer(request.operation, status, text);
}

/** Creates the HTTP layer: ky without retries, one timeout over the whole exchange, headers read per request. */
export function createRestV3Http(options: ResolvedRestV3Options): RestV3Http {
  const api = createTransportKy(options.fetch);

  /** The configured headers, and the session's client key once there is one. */
  const headersWith = (clientToken: string | undefined) => ({
    ...options.headers(),
    ...(clientToken ? { 'x-nexus-client-key': clientToken } : {}),
  });

  return {
    async send(request) {
      const answer = await exchange(
        api,
        request.url,
        // An image upload may be megabytes on a slow line.
        request.timeoutMs ??
          (request.operation === 'images' ? options.uploadTimeoutMs : options.timeoutMs),
        () => ({
          method: request.method,
          headers: headersWith(request.clientToken),
          keepalive: outlivesPage(request.operation),
          ...(request.body ? { body: request.body } : {}),
        }),
      );
      return 'kind' in answer ? failure(answer) : interpretAnswer(request, answer);
    },
    async image(url, clientToken) {
      try {
        const signal = AbortSignal.timeout(options.timeoutMs);
        const response = await api(url, { headers: headersWith(clientToken), signal });
        return response.ok ? await response.blob() : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
