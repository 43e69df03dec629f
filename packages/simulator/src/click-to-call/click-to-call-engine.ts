import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';
import type { ResolvedClickToCallOptions } from './click-to-call.options';

/** The module name the click-to-call domain logs under. */
export const CLICK_TO_CALL_LOG_MODULE = 'clicktocall';

/** How a request was answered: a number, a refusal (`{exception, message}`), or a forced failure. */
export type ClickToCallOutcome = 'number' | 'refused' | 'exception' | 'network' | 'unavailable';

/** A number request the service received, with what it answered. */
export interface ClickToCallRequest {
  /** Its id, also the answer's `_id` (`c2c-1`, `c2c-2`, ...). */
  id: string;
  /** When it arrived (ISO), from the simulator's clock. */
  receivedAt: string;
  /** The service name of the path (`request-interaction`). */
  serviceName: string;
  /** `_customer_number` as sent. */
  customerNumber?: string;
  /** `firstname` as sent. */
  firstname?: string;
  /** `lastname` as sent. */
  lastname?: string;
  /** Every other field without a leading `_` (configured and open user data, `actionID`, `media`, a bracketed `userData`). */
  userData: Record<string, unknown>;
  /** The body as received, nested by bracket names. */
  body: Record<string, unknown>;
  /** How it was answered. */
  outcome: ClickToCallOutcome;
  /** The HTTP status answered (0 for a dropped connection). */
  status: number;
  /** The message of a refusal or a forced exception. */
  message?: string;
  /** The number given to dial. */
  accessNumber?: string;
  /** The access code given (none when `_provide_code=false`). */
  accessCode?: string;
  /** The dial link given. */
  telUrl?: string;
  /** When the number given expires (ISO). */
  expiresAt?: string;
}

/** A failure armed through the control API for the next requests. */
export interface ForcedClickToCallFailure {
  /**
   * `exception`: JSON `{exception, message}` with `status`; `network`: the connection is dropped
   * without an answer; `unavailable`: HTTP 503 with a body that is not JSON.
   */
  kind: 'exception' | 'network' | 'unavailable';
  /** HTTP status of an `exception`. @default 400 */
  status: number;
  /** The `exception` of an `exception`. @default 'com.genesyslab.gms.ServiceException' */
  exception: string;
  /** The `message` of an `exception`. @default 'Service error' */
  message: string;
  /** Requests it still answers; 0 answers until cleared. @default 1 */
  remaining: number;
}

/** The settings the control API can change; a reset restores the options'. */
export interface ClickToCallSettings {
  /** Required key, if any. */
  apiKey: string | undefined;
  /** The number given to dial. */
  accessNumber: string;
  /** Seconds the numbers given next stay valid. */
  expirationSeconds: number;
}

/** Changes of the settings through the control API (`null` requires no key). */
export interface ClickToCallSettingsChanges {
  /** Required key; `null` requires none. */
  apiKey?: string | null;
  /** The number given to dial. */
  accessNumber?: string;
  /** Seconds the numbers given next stay valid. */
  expirationSeconds?: number;
}

/** What a number request carries. */
export interface NumberRequestInput {
  /** The service name of the path. */
  serviceName: string;
  /** The `apikey` header, if any. */
  apiKey: string | undefined;
  /** The body, nested by bracket names. */
  body: Record<string, unknown>;
}

/** How to answer a request: a JSON body with its status, a dropped connection, or a 503 that is not JSON. */
export type ClickToCallAnswer =
  | { kind: 'json'; status: number; body: Record<string, unknown> }
  | { kind: 'network' }
  | { kind: 'unavailable' };

/** The click-to-call back end of a run: the numbers given, the requests received, forced failures. */
export interface ClickToCallBackEnd {
  /** Answers a number request and records it. */
  request(input: NumberRequestInput): ClickToCallAnswer;
  /** Arms a failure for the next requests. */
  forceFailure(failure: Partial<ForcedClickToCallFailure>): ForcedClickToCallFailure;
  /** Clears the armed failures; how many there were. */
  clearFailures(): number;
  /** Every request received, oldest first. */
  list(): ClickToCallRequest[];
  /** Forgets the requests; how many there were. */
  clear(): number;
  /** The current settings. */
  settings(): ClickToCallSettings;
  /** Changes settings. */
  configure(changes: ClickToCallSettingsChanges): ClickToCallSettings;
}

/** The exception a refused request answers, as GMS names a bad argument. */
export const invalidArgumentException = 'com.genesyslab.gms.InvalidArgumentException';

interface ClickToCallStore {
  requests: ClickToCallRequest[];
  nextId: number;
  failures: ForcedClickToCallFailure[];
  settings: ClickToCallSettings | undefined;
}

const clickToCallSlice = defineSlice<ClickToCallStore>('clicktocall', () => ({
  requests: [],
  nextId: 1,
  failures: [],
  settings: undefined,
}));

const phonePattern = /^\+?[\d\s().-]{3,20}$/;
const digits = (phone: string) => phone.replace(/[^\d]/g, '');
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const own = new Set(['firstname', 'lastname', 'phonenumber']);

/** Creates the click-to-call back end of a run on its engine. */
export function createClickToCallBackEnd(
  engine: SimulatorEngine,
  options: ResolvedClickToCallOptions,
): ClickToCallBackEnd {
  const store = () => engine.store.get(clickToCallSlice);
  const now = () => engine.clock.now();
  const log = (type: string, data: unknown) =>
    engine.events.append(CLICK_TO_CALL_LOG_MODULE, `clicktocall.${type}`, data);

  const settings = (): ClickToCallSettings => {
    const state = store();
    state.settings ??= {
      apiKey: options.apiKey,
      accessNumber: options.accessNumber,
      expirationSeconds: options.expirationSeconds,
    };
    return state.settings;
  };

  /** The failure armed for the next request, taken (counted down) if there is one. */
  const takeFailure = () => {
    const state = store();
    const failure = state.failures[0];
    if (!failure) return undefined;
    if (failure.remaining > 0) {
      failure.remaining -= 1;
      if (failure.remaining === 0) state.failures.shift();
    }
    return failure;
  };

  const refusal = (apiKey: string | undefined, phone: string): string | undefined => {
    const required = settings().apiKey;
    if (required !== undefined && (apiKey === undefined || apiKey === ''))
      return 'Missing API key.';
    if (required !== undefined && apiKey !== required) return 'Invalid API key.';
    if (!phonePattern.test(phone) || digits(phone).length < 3) return 'Invalid customer number';
    return undefined;
  };

  return {
    request({ serviceName, apiKey, body }) {
      const state = store();
      const serial = state.nextId;
      state.nextId += 1;
      const id = `c2c-${serial}`;
      const customerNumber = text(body['_customer_number']);
      const firstname = text(body['firstname']);
      const lastname = text(body['lastname']);
      const record: ClickToCallRequest = {
        id,
        receivedAt: new Date(now()).toISOString(),
        serviceName,
        ...(customerNumber === undefined ? {} : { customerNumber }),
        ...(firstname === undefined ? {} : { firstname }),
        ...(lastname === undefined ? {} : { lastname }),
        userData: Object.fromEntries(
          Object.entries(body).filter(([key]) => !key.startsWith('_') && !own.has(key)),
        ),
        body,
        outcome: 'number',
        status: 200,
      };
      const keep = (answer: ClickToCallAnswer, changes: Partial<ClickToCallRequest>) => {
        Object.assign(record, changes);
        state.requests.push(record);
        log('requested', record);
        return answer;
      };

      const failure = takeFailure();
      if (failure?.kind === 'network')
        return keep({ kind: 'network' }, { outcome: 'network', status: 0 });
      if (failure?.kind === 'unavailable')
        return keep({ kind: 'unavailable' }, { outcome: 'unavailable', status: 503 });
      if (failure) {
        return keep(
          {
            kind: 'json',
            status: failure.status,
            body: { exception: failure.exception, message: failure.message },
          },
          { outcome: 'exception', status: failure.status, message: failure.message },
        );
      }

      const refused = refusal(apiKey, customerNumber?.trim() ?? '');
      if (refused) {
        return keep(
          {
            kind: 'json',
            status: 400,
            body: { exception: invalidArgumentException, message: refused },
          },
          { outcome: 'refused', status: 400, message: refused },
        );
      }

      const { accessNumber, expirationSeconds } = settings();
      const withCode = text(body['_provide_code']) !== 'false';
      const accessCode = withCode ? String(1000 + (serial % 9000)) : undefined;
      const telUrl =
        accessCode === undefined ? `tel:${accessNumber}` : `tel:${accessNumber},,${accessCode}#`;
      return keep(
        {
          kind: 'json',
          status: 200,
          body: {
            _id: id,
            _action: 'DialNumber',
            _access_number: accessNumber,
            ...(accessCode === undefined ? {} : { _access_code: accessCode }),
            _tel_url: telUrl,
            _expiration_time: expirationSeconds,
          },
        },
        {
          accessNumber,
          ...(accessCode === undefined ? {} : { accessCode }),
          telUrl,
          expiresAt: new Date(now() + expirationSeconds * 1000).toISOString(),
        },
      );
    },

    forceFailure(given) {
      const failure: ForcedClickToCallFailure = {
        kind: given.kind ?? 'exception',
        status: given.status ?? 400,
        exception: given.exception ?? 'com.genesyslab.gms.ServiceException',
        message: given.message ?? 'Service error',
        remaining: given.remaining ?? 1,
      };
      store().failures.push(failure);
      log('failureArmed', failure);
      return failure;
    },

    clearFailures() {
      const state = store();
      const cleared = state.failures.length;
      state.failures = [];
      return cleared;
    },

    list: () => [...store().requests],

    clear() {
      const state = store();
      const cleared = state.requests.length;
      state.requests = [];
      log('cleared', { cleared });
      return cleared;
    },

    settings: () => ({ ...settings() }),

    configure(changes) {
      const current = settings();
      if (changes.apiKey !== undefined) current.apiKey = changes.apiKey ?? undefined;
      if (changes.accessNumber !== undefined) current.accessNumber = changes.accessNumber;
      if (changes.expirationSeconds !== undefined)
        current.expirationSeconds = changes.expirationSeconds;
      log('settingsChanged', current);
      return { ...current };
    },
  };
}
