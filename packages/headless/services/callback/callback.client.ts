import { withoutTrailingSlashes } from '../../transports/transport-options';
import {
  createHttpClient,
  HttpError,
  type FetchFunction,
  type HttpClient,
  type HttpRequestOptions,
} from '../http/http-client';
import {
  asJson,
  CallbackServiceError,
  callbackServiceTexts,
  failureOf,
  refusal,
} from './callback.errors';
import {
  CallbackConfigError,
  callbackServiceOptions,
  type CallbackServiceOptions,
  type CallbackServiceOptionsInput,
} from './callback.options';
import {
  availabilityQuery,
  encodeParams,
  parseScheduled,
  parseV1Availability,
  parseV3Availability,
  v1ScheduleFields,
  v3ScheduleFields,
  type CallbackAvailability,
  type CallbackAvailabilityOptions,
  type CallbackScheduled,
  type CallbackScheduleOptions,
} from './callback.wire';

/** The request headers the app may set on service calls (`App.updateAJAXHeader`). */
export type CallbackRequestHeaders = Partial<Record<'Authorization' | 'apikey', string>>;

/** Options of {@link createCallbackService}. */
export interface CallbackServiceInput {
  /** The configuration (`_genesys.widgets.callback`'s service keys). */
  options?: CallbackServiceOptionsInput;
  /** Makes the HTTP client for a request, given the configured `ajaxTimeout`. @default createHttpClient */
  http?: (settings: { timeoutMs: number }) => HttpClient;
  /** The `fetch` of the default HTTP client. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Engagement ids (GWE) merged into v1 user data, read for each schedule. */
  engagementIds?: () => Record<string, string> | undefined;
}

/** The callback service: schedules callbacks and reads availability on GMS v1 or GES v3. */
export interface CallbackService {
  /** The current configuration, defaults filled in. */
  readonly options: CallbackServiceOptions;
  /** Merges `options` into the configuration; throws the spec's text for none, a {@link CallbackConfigError} for bad values. */
  configure(options: unknown): CallbackServiceOptions;
  /** Sets the app's request headers; only `Authorization` and `apikey` are kept (`apikey` stands in when none is configured). */
  setRequestHeaders(headers: CallbackRequestHeaders): void;
  /** Schedules a callback; rejects with a {@link CallbackServiceError}. */
  schedule(options: unknown, request?: HttpRequestOptions): Promise<CallbackScheduled>;
  /** Reads the available slots; rejects with a {@link CallbackServiceError}. */
  availability(options: unknown, request?: HttpRequestOptions): Promise<CallbackAvailability>;
}

const formType = 'application/x-www-form-urlencoded';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** The configuration as given checked and resolved over `current`. */
function resolve(current: CallbackServiceOptions, given: unknown): CallbackServiceOptions {
  const issues = callbackServiceOptions.issues(given, 'callback');
  if (issues.length > 0) throw new CallbackConfigError(issues);
  const parsed = callbackServiceOptions.schema.parse(given ?? {});
  const merged = { ...current, ...parsed };
  if (merged.dataURL !== undefined) merged.dataURL = withoutTrailingSlashes(merged.dataURL);
  return merged;
}

/** The error of a failed request, read as the Callback window reads it. */
function requestFailure(error: unknown): CallbackServiceError {
  if (!(error instanceof HttpError)) throw error;
  return new CallbackServiceError(
    failureOf({
      kind: error.kind,
      status: error.status,
      statusText: error.statusText,
      body: error.body,
    }),
    { cause: error },
  );
}

/** Creates the callback service client on an injected HTTP client. */
export function createCallbackService(input: CallbackServiceInput = {}): CallbackService {
  let options = resolve(callbackServiceOptions.defaults, input.options);
  let appHeaders: CallbackRequestHeaders = {};
  const makeHttp =
    input.http ??
    (({ timeoutMs }: { timeoutMs: number }) => createHttpClient({ timeoutMs, fetch: input.fetch }));

  const keyHeaders = (): Record<string, string> => {
    const apikey = options.apikey ?? appHeaders.apikey;
    return {
      ...(appHeaders.Authorization === undefined
        ? {}
        : { Authorization: appHeaders.Authorization }),
      ...(apikey === undefined
        ? {}
        : { [options.apiVersion === 'v3' ? 'x-api-key' : 'apikey']: apikey }),
    };
  };

  const base = (): string => {
    if (options.dataURL === undefined) throw refusal(callbackServiceTexts.invalidConfiguration);
    return options.dataURL;
  };

  const serviceNameOf = (given: unknown): string => {
    const name = typeof given === 'string' && given !== '' ? given : options.serviceName;
    if (name === undefined) throw refusal(callbackServiceTexts.noServiceName);
    return name;
  };

  const send = async <T>(
    call: (http: HttpClient) => Promise<unknown>,
    read: (body: unknown) => T,
  ) => {
    let body: unknown;
    try {
      body = await call(makeHttp({ timeoutMs: options.ajaxTimeout }));
    } catch (error) {
      throw requestFailure(error);
    }
    return read(asJson(body));
  };

  return {
    get options() {
      return options;
    },

    configure(given) {
      if (!isRecord(given) || Object.keys(given).length === 0) {
        throw refusal(callbackServiceTexts.noConfiguration);
      }
      options = resolve(options, given);
      return options;
    },

    setRequestHeaders(headers) {
      appHeaders = {
        ...(typeof headers.Authorization === 'string'
          ? { Authorization: headers.Authorization }
          : {}),
        ...(typeof headers.apikey === 'string' ? { apikey: headers.apikey } : {}),
      };
    },

    async schedule(given, request = {}) {
      if (!isRecord(given) || Object.keys(given).length === 0) {
        throw refusal(callbackServiceTexts.noScheduleData);
      }
      const scheduleOptions = given as CallbackScheduleOptions;
      const desired = scheduleOptions._desired_time || scheduleOptions.desiredtime;
      if (desired && !isDate(desired)) throw refusal(callbackServiceTexts.invalidDate);
      const dataURL = base();
      const headers = { ...keyHeaders(), 'Content-Type': formType, ...request.headers };
      if (options.apiVersion === 'v3') {
        const serviceName = serviceNameOf(scheduleOptions.serviceName);
        const fields = encodeParams(v3ScheduleFields(scheduleOptions, { serviceName }));
        return send(
          (http) => http.postForm(`${dataURL}/create`, fields, { ...request, headers }),
          parseScheduled,
        );
      }
      const userData = { ...options.userData, ...input.engagementIds?.() };
      const fields = encodeParams(
        v1ScheduleFields(scheduleOptions, { callDirection: options.callDirection, userData }),
      );
      return send(
        (http) => http.postForm(dataURL, fields, { ...request, headers }),
        parseScheduled,
      );
    },

    async availability(given, request = {}) {
      if (!isRecord(given) || Object.keys(given).length === 0) {
        throw refusal(callbackServiceTexts.noAvailabilityQuery);
      }
      const query = given as CallbackAvailabilityOptions;
      for (const date of [query.startDate, query.endDate]) {
        if (date !== undefined && !isDate(date)) throw refusal(callbackServiceTexts.invalidDate);
      }
      const dataURL = base();
      if (options.apiVersion === 'v3') {
        const serviceName = serviceNameOf(query.serviceName);
        const url = `${dataURL}/availability/${encodeURIComponent(serviceName)}${availabilityQuery('v3', query)}`;
        const headers = { ...keyHeaders(), 'Content-Type': 'application/json', ...request.headers };
        return send(
          (http) => http.get(url, { ...request, headers }),
          (body) => parseV3Availability(body, options.timezone !== undefined) ?? malformed(body),
        );
      }
      const url = `${dataURL}/availability${availabilityQuery('v1', query)}`;
      const headers = { ...keyHeaders(), Accept: 'application/json', ...request.headers };
      return send(
        (http) => http.get(url, { ...request, headers }),
        (body) => parseV1Availability(body) ?? malformed(body),
      );
    },
  };
}

/** A success answer without what the widget reads. */
function malformed(body: unknown): never {
  throw new CallbackServiceError({
    kind: 'malformed',
    status: 200,
    message: 'Unexpected availability answer',
    specific: false,
    missingCustomerNumber: false,
    messageTimes: [],
    proposedTimes: [],
    ...(body === undefined ? {} : { body }),
  });
}
