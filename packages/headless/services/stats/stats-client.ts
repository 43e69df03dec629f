import {
  createHttpClient,
  HttpError,
  type FetchFunction,
  type HttpClient,
  type HttpClientOptions,
} from '../http/http-client';
import { defaultEwtModes, statsOptions, type StatsOptions } from './stats-options';
import { readEwtBody, type EwtAnswer } from './stats-wire';

/** The StatsService's texts (spec 3, section 8). */
export const statsTexts = {
  invalidEwtConfiguration: 'Invalid EWT configuration',
  invalidVqname: 'Invalid Stats vqname configuration',
  requestFailed: 'EWT request failed due to unknown reason',
} as const;

/** Why a stats request was refused or failed. */
export type StatsErrorCode =
  /** No `ewt.dataURL` is configured. */
  | 'invalidEwtConfiguration'
  /** The request named no group, another group than `EWT`, or queues that are not names. */
  | 'invalidVqname'
  /** The request failed on the network, timed out, had an error status or an unreadable body. */
  | 'requestFailed'
  /** The answer was `{}`: the widget rejects it without publishing anything. */
  | 'emptyAnswer';

/** A stats request that was refused or failed; the message is the spec's text. */
export class StatsError extends Error {
  /** Why. */
  readonly code: StatsErrorCode;
  /** The HTTP status of an error answer, 0 when none arrived or no request was made. */
  readonly status: number;

  /** Creates the error with the text of `code`. */
  constructor(code: StatsErrorCode, options?: ErrorOptions & { status?: number }) {
    super(
      code === 'emptyAnswer' ? statsTexts.requestFailed : statsTexts[code],
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'StatsError';
    this.code = code;
    this.status = options?.status ?? 0;
  }
}

/** One EWT request: the queues (none: every queue the back end knows), a mode and a key of its own. */
export interface EwtRequest {
  /** The virtual queues; none asks for every one. */
  queues: readonly string[];
  /** The mode, over the configured one. */
  mode?: string;
  /** The key, over the configured one. */
  apikey?: string;
}

/** What the client needs besides its options. */
export interface StatsClientDependencies {
  /** The `fetch` the HTTP client uses. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Makes the HTTP client of one request. @default createHttpClient */
  createHttp?: (options: HttpClientOptions) => HttpClient;
  /** The app's request headers (`main.header`, `App.updateAJAXHeader`): their `apikey` is the last fallback. */
  requestHeaders?: () => Readonly<Record<string, string | undefined>>;
}

/** The URL and headers of one EWT request, as the Genesys widget builds them. */
export interface EwtHttpRequest {
  /** The URL; queue names are not encoded (commas stay raw, the browser encodes spaces). */
  url: string;
  /** The request headers. */
  headers: Record<string, string>;
}

/** An EWT client: one GET per call, no state. */
export interface StatsClient {
  /** The options in use. */
  readonly options: StatsOptions;
  /** Asks the EWT of `request`'s queues; rejects with a {@link StatsError}. */
  getEwt(request: EwtRequest, init?: { signal?: AbortSignal }): Promise<EwtAnswer>;
}

function queryOf(
  version: 'v1' | 'v2' | 'v3',
  dataURL: string,
  queues: readonly string[],
  mode: string,
): string {
  // The widget joins the names unencoded: a site's queue names reach the server as it wrote them.
  const names = queues.join(',');
  if (version === 'v1') {
    return queues.length === 1 ? `${dataURL}?name=${names}&aqt=${mode}` : `${dataURL}?aqt=${mode}`;
  }
  if (version === 'v2') {
    return queues.length > 0 ? `${dataURL}/${mode}?vq=${names}` : `${dataURL}/${mode}`;
  }
  // The widget builds `{dataURL}&mode=` without queues, a malformed URL; this asks every queue instead.
  return queues.length > 0
    ? `${dataURL}?virtual-queues=${names}&mode=${mode}`
    : `${dataURL}?mode=${mode}`;
}

/**
 * The URL and headers of an EWT request (service-protocols 4 and 13): v1 `?name=&aqt=` (no names
 * for none or several queues), v2 `/{mode}?vq=`, v3 `?virtual-queues=&mode=`; the key as `apikey`,
 * or `x-api-key` in v3; `Content-Type: application/x-www-form-urlencoded` though there is no body.
 */
export function ewtHttpRequest(
  options: StatsOptions,
  request: EwtRequest,
  appHeaders: Readonly<Record<string, string | undefined>> = {},
): EwtHttpRequest {
  const ewt = options.ewt ?? {};
  if (!ewt.dataURL) throw new StatsError('invalidEwtConfiguration');
  const version = ewt.apiVersion ?? 'v1';
  const mode = request.mode || ewt.mode || defaultEwtModes[version];
  const key = request.apikey || ewt.apikey || appHeaders.apikey;
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (key) headers[version === 'v3' ? 'x-api-key' : 'apikey'] = key;
  return { url: queryOf(version, ewt.dataURL, request.queues, mode), headers };
}

/** Creates an EWT client on the kit's HTTP client, with `ajaxTimeout` as the request timeout. */
export function createStatsClient(
  options: StatsOptions = statsOptions.defaults,
  dependencies: StatsClientDependencies = {},
): StatsClient {
  const createHttp = dependencies.createHttp ?? createHttpClient;
  return {
    options,
    async getEwt(request, init) {
      const { url, headers } = ewtHttpRequest(options, request, dependencies.requestHeaders?.());
      const http = createHttp({
        fetch: dependencies.fetch,
        timeoutMs: options.ajaxTimeout,
        headers: () => headers,
      });
      let body: unknown;
      try {
        body = await http.get(url, { signal: init?.signal });
      } catch (cause) {
        throw new StatsError('requestFailed', {
          cause,
          status: cause instanceof HttpError ? cause.status : 0,
        });
      }
      const reading = readEwtBody(body, request.queues);
      if (reading.kind === 'empty') throw new StatsError('emptyAnswer');
      if (reading.kind === 'malformed') {
        throw new StatsError('requestFailed', { cause: new Error(reading.reason) });
      }
      return reading.answer;
    },
  };
}
