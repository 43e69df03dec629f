import { systemClock, type Clock } from '../clock/clock';
import { createCookieStore, type CookieStore } from '../cookies/cookie-store';
import { encodeParams } from '../http/form-params';
import {
  createHttpClient,
  HttpError,
  type FetchFunction,
  type HttpClient,
  type HttpRequestOptions,
} from '../http/http-client';
import type {
  ClickToCallNumberReceived,
  ClickToCallNumberRequest,
  ClickToCallRestored,
} from './click-to-call-service.manifest';
import {
  clickToCallServiceTexts,
  resolveClickToCallServiceOptions,
  type ClickToCallServiceOptions,
} from './click-to-call.options';
import {
  clearClickToCallState,
  restoreClickToCallState,
  saveClickToCallState,
} from './click-to-call.state';
import {
  clickToCallContentType,
  netfail,
  numberRequestFields,
  readFailedAnswer,
  readNumberAnswer,
} from './click-to-call.wire';

/** Options of {@link createClickToCallService}. */
export interface ClickToCallServiceInput {
  /** The configuration: `_genesys.widgets.clicktocall` (the window's keys are ignored). */
  options?: unknown;
  /** Makes the HTTP client for a request, given the configured `ajaxTimeout`. @default createHttpClient */
  http?: (settings: { timeoutMs: number }) => HttpClient;
  /** The `fetch` of the default HTTP client. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Where the number is kept between page loads. @default cookies in memory (a browser page passes the suite's) */
  cookies?: CookieStore;
  /** The time the number's expiry is counted from. @default systemClock */
  clock?: Pick<Clock, 'now'>;
}

/** A request refused before it is sent, with the spec's text ('Invalid configuration.'). */
export class ClickToCallRefusal extends Error {
  /** Creates the refusal with its text. */
  constructor(message: string) {
    super(message);
    this.name = 'ClickToCallRefusal';
  }
}

/** The click-to-call service: asks the back end for a number to dial and keeps it until it expires. */
export interface ClickToCallService {
  /** The current configuration, defaults filled in. */
  readonly options: ClickToCallServiceOptions;
  /** Whether a number can be asked for: `dataURL` is configured. */
  readonly isConfigured: boolean;
  /**
   * Merges the service keys of `options` into the configuration; throws a {@link ClickToCallRefusal}
   * for no object (or an empty one), a `ClickToCallConfigError` naming bad values.
   */
  configure(options: unknown): ClickToCallServiceOptions;
  /**
   * Asks for a number; resolves with what `numberReceived` carries (a server exception or a network
   * failure included) and keeps a number received in the state cookies. Rejects with a
   * {@link ClickToCallRefusal} only when `dataURL` is not configured.
   */
  requestNumber(
    request: Partial<ClickToCallNumberRequest> | undefined,
    options?: HttpRequestOptions,
  ): Promise<ClickToCallNumberReceived>;
  /** The number kept in the state cookies and its seconds left; an expired one is deleted. */
  restore(): ClickToCallRestored;
  /** Deletes the kept number (`ClickToCall.expired`). */
  clearState(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Creates the click-to-call service on an injected HTTP client, cookie store and clock. */
export function createClickToCallService(input: ClickToCallServiceInput = {}): ClickToCallService {
  let options = resolveClickToCallServiceOptions(input.options);
  const cookies = input.cookies ?? createCookieStore();
  const clock = input.clock ?? systemClock;
  const makeHttp =
    input.http ??
    (({ timeoutMs }: { timeoutMs: number }) => createHttpClient({ timeoutMs, fetch: input.fetch }));

  const post = async (
    dataURL: string,
    request: Partial<ClickToCallNumberRequest> | undefined,
    requestOptions: HttpRequestOptions,
  ): Promise<ClickToCallNumberReceived> => {
    const fields = encodeParams(numberRequestFields(options, request));
    const headers = {
      'Content-Type': clickToCallContentType,
      ...(options.apikey === undefined ? {} : { apikey: options.apikey }),
      ...requestOptions.headers,
    };
    try {
      const body = await makeHttp({ timeoutMs: options.ajaxTimeout }).postForm(dataURL, fields, {
        ...requestOptions,
        headers,
      });
      return readNumberAnswer(asJson(body));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return error.kind === 'status' ? readFailedAnswer(asJson(error.body)) : netfail;
    }
  };

  return {
    get options() {
      return options;
    },

    get isConfigured() {
      return options.dataURL !== undefined;
    },

    configure(given) {
      if (!isRecord(given) || Object.keys(given).length === 0) {
        throw new ClickToCallRefusal(clickToCallServiceTexts.invalidConfiguration);
      }
      options = resolveClickToCallServiceOptions(given, options);
      return options;
    },

    async requestNumber(request, requestOptions = {}) {
      const { dataURL } = options;
      if (dataURL === undefined) {
        throw new ClickToCallRefusal(clickToCallServiceTexts.invalidConfiguration);
      }
      const received = await post(dataURL, isRecord(request) ? request : undefined, requestOptions);
      if (!received.error) saveClickToCallState(cookies, received, clock.now());
      return received;
    },

    restore: () => restoreClickToCallState(cookies, clock.now()),

    clearState: () => clearClickToCallState(cookies),
  };
}

/** A body as JSON when it is text that parses: the widget reads a JSON answer whatever its content type. */
function asJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
