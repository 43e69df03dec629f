import ky, { isTimeoutError } from 'ky';

/** A `fetch` implementation; the client always calls it with a `Request`. */
export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

/** Why a request failed: an error status, no response, a timeout, a caller abort, or an unreadable body. */
export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'aborted' | 'parse';

/** Fields of an `HttpError`. */
export interface HttpErrorDetails {
  /** Why the request failed. */
  kind: HttpErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** HTTP status text, or a description of the failure when no response arrived. */
  statusText: string;
  /** The requested URL. */
  url: string;
  /** The response body (parsed JSON, or text), when a response with a body arrived. */
  body?: unknown;
}

/** A failed HTTP request; network failures, timeouts and aborts have status 0. */
export class HttpError extends Error {
  /** Why the request failed. */
  readonly kind: HttpErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** HTTP status text, or a description of the failure when no response arrived. */
  readonly statusText: string;
  /** The requested URL. */
  readonly url: string;
  /** The response body (parsed JSON, or text), when a response with a body arrived. */
  readonly body: unknown;

  /** Creates the error; the message reads `<status> <statusText> (<url>)`. */
  constructor(details: HttpErrorDetails, options?: ErrorOptions) {
    super(`${details.status} ${details.statusText} (${details.url})`, options);
    this.name = 'HttpError';
    this.kind = details.kind;
    this.status = details.status;
    this.statusText = details.statusText;
    this.url = details.url;
    this.body = details.body;
  }
}

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  /** The `fetch` to use. @default globalThis.fetch, looked up per request */
  fetch?: FetchFunction;
  /** Headers to send, read again for every request (e.g. a current `Authorization`). */
  headers?: () => Record<string, string>;
  /** Milliseconds before a request fails with kind `timeout`; `false` waits as long as it takes. @default 10000 */
  timeoutMs?: number | false;
}

/** Per-request options. */
export interface HttpRequestOptions {
  /** Aborts the request; the promise then rejects with an `HttpError` of kind `aborted`. */
  signal?: AbortSignal;
  /** Headers of this request only, over the client's (e.g. a back end's exact `Content-Type`). */
  headers?: Record<string, string>;
}

/** Form field values; numbers and booleans are sent as their string form. */
export type FormFields = Record<string, string | number | boolean>;

/** A small HTTP client: no retries, typed errors, bodies returned unparsed by any schema. */
export interface HttpClient {
  /** GETs `url`; resolves with the JSON or text body, `undefined` when empty. */
  get(url: string, options?: HttpRequestOptions): Promise<unknown>;
  /** POSTs `body` as JSON; resolves with the JSON or text body, `undefined` when empty. */
  postJson(url: string, body: unknown, options?: HttpRequestOptions): Promise<unknown>;
  /** POSTs `fields` URL-encoded (in order, repeated names kept when given as `URLSearchParams`; a text is sent as it is, already encoded); resolves with the JSON or text body, `undefined` when empty. */
  postForm(
    url: string,
    fields: FormFields | URLSearchParams | string,
    options?: HttpRequestOptions,
  ): Promise<unknown>;
}

/** The client of `createHttpClient`: an {@link HttpClient} that also posts multipart bodies. */
export interface MultipartHttpClient extends HttpClient {
  /** POSTs `form` as `multipart/form-data` (the boundary set by `fetch`); resolves with the JSON or text body, `undefined` when empty. */
  postMultipart(url: string, form: FormData, options?: HttpRequestOptions): Promise<unknown>;
}

const defaultTimeoutMs = 10_000;

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /[/+]json\b/i.test(type);
}

async function readBody(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJson(response)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new HttpError(
      {
        kind: 'parse',
        status: response.status,
        statusText: 'Response body is not valid JSON',
        url,
        body: text,
      },
      { cause },
    );
  }
}

function toHttpError(error: unknown, url: string, timeoutMs: number | false, signal?: AbortSignal) {
  if (error instanceof HttpError) return error;
  if (isTimeoutError(error)) {
    return new HttpError(
      { kind: 'timeout', status: 0, statusText: `Request timed out after ${timeoutMs} ms`, url },
      { cause: error },
    );
  }
  if (signal?.aborted) {
    return new HttpError(
      { kind: 'aborted', status: 0, statusText: 'Request was aborted', url },
      { cause: error },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new HttpError(
    { kind: 'network', status: 0, statusText: `Network error: ${reason}`, url },
    { cause: error },
  );
}

/** Creates an HTTP client on ky with retries off; every failure rejects with an `HttpError`. */
export function createHttpClient(options: HttpClientOptions = {}): MultipartHttpClient {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  if (timeoutMs !== false && (!Number.isFinite(timeoutMs) || timeoutMs <= 0)) {
    throw new RangeError(
      `createHttpClient: timeoutMs must be a positive, finite number (received ${timeoutMs})`,
    );
  }
  const api = ky.create({
    retry: 0,
    timeout: timeoutMs,
    throwHttpErrors: false,
    // ky always calls fetch with the Request it built, so the narrower FetchFunction fits.
    fetch: (input, init) =>
      options.fetch ? options.fetch(input as Request, init) : globalThis.fetch(input, init),
  });

  async function send(
    method: 'get' | 'post',
    url: string,
    body: { json?: unknown; body?: URLSearchParams | FormData | string },
    requestOptions: HttpRequestOptions = {},
  ): Promise<unknown> {
    const { signal } = requestOptions;
    try {
      const headers = { ...options.headers?.(), ...requestOptions.headers };
      const response = await api(url, { method, headers, signal, ...body });
      if (!response.ok) {
        const errorBody = await readBody(response, url).catch((error: unknown) =>
          error instanceof HttpError ? error.body : undefined,
        );
        throw new HttpError({
          kind: 'status',
          status: response.status,
          statusText: response.statusText,
          url,
          body: errorBody,
        });
      }
      return await readBody(response, url);
    } catch (error) {
      throw toHttpError(error, url, timeoutMs, signal);
    }
  }

  return {
    get: (url, requestOptions) => send('get', url, {}, requestOptions),
    postJson: (url, json, requestOptions) => send('post', url, { json }, requestOptions),
    postForm: (url, fields, requestOptions) =>
      send(
        'post',
        url,
        {
          body:
            fields instanceof URLSearchParams || typeof fields === 'string'
              ? fields
              : new URLSearchParams(
                  Object.entries(fields).map(([name, value]) => [name, String(value)]),
                ),
        },
        typeof fields === 'string'
          ? {
              ...requestOptions,
              headers: {
                'Content-Type': 'application/x-www-form-urlencoded',
                ...requestOptions?.headers,
              },
            }
          : requestOptions,
      ),
    postMultipart: (url, form, requestOptions) => send('post', url, { body: form }, requestOptions),
  };
}
