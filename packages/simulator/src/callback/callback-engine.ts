import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';
import type { OfficeHours, ResolvedCallbackOptions } from './callback.options';
import { iso, isOpen, slotStart, zonedTime } from './callback.time';

/** The two wire formats of the callback service. */
export type CallbackApi = 'v1' | 'v3';

/** What a forced error answers: a request of its operation and api. */
export type CallbackOperation = 'schedule' | 'availability' | 'open-for' | 'retrieve' | 'cancel';

/** A callback's state as GES reports it. */
export type CallbackState = 'SCHEDULED' | 'QUEUED' | 'CANCELLED';

/** A callback the service holds. */
export interface ScheduledCallback {
  /** Its id (v1 `_id`, v3 `data.id`). */
  id: string;
  /** The wire format it came in. */
  api: CallbackApi;
  /** The service it was scheduled on. */
  serviceName: string;
  /** The number to call. */
  phoneNumber: string;
  /** The time asked for (ISO), none for as soon as possible. */
  desiredTime?: string;
  /** The start of the slot it takes (ISO). */
  slot: string;
  /** SCHEDULED for a set time, QUEUED for as soon as possible, CANCELLED once cancelled. */
  state: CallbackState;
  /** When it was scheduled (ISO). */
  createdAt: string;
  /** The user data it carried (v1: every field but the `_…` ones; v3: `userData`). */
  userData: Record<string, unknown>;
  /** The body as received, nested by bracket names. */
  body: Record<string, unknown>;
}

/** Why a request was refused: the HTTP status, the code (none for GMS messages without one), the message and any proposed slots. */
export interface CallbackRefusal {
  /** HTTP status. */
  status: number;
  /** The error code (501, 503, 1103, 7030, 7036, 7037, 7040, 7041, 7042). */
  code?: number;
  /** The message. */
  message: string;
  /** Free slots offered instead, by time (ISO) with their capacity (429 only). */
  proposed?: Record<string, number>;
}

/** A request outcome. */
export type CallbackOutcome<T> = { ok: true; value: T } | { ok: false; refusal: CallbackRefusal };

/** One slot of an availability answer. */
export interface AvailabilitySlot {
  /** Start in UTC (ISO). */
  utcTime: string;
  /** Start in the asked (or the office's) zone, without offset. */
  localTime: string;
  /** Callbacks still possible. */
  capacity: number;
  /** Callbacks the slot takes in all. */
  total: number;
}

/** A forced error, armed through the control API. */
export interface ForcedCallbackError {
  /** The operation it answers. @default 'schedule' */
  operation: CallbackOperation | 'any';
  /** The wire format it answers. @default 'any' */
  api: CallbackApi | 'any';
  /** The code to answer (none: a body without code). */
  code?: number;
  /** HTTP status. @default 429 for 7041, else 400 */
  status: number;
  /** The message. @default the code's */
  message: string;
  /** Requests it still answers; 0 answers until cleared. */
  remaining: number;
}

/** The settings the control API can change; a reset restores the options'. */
export interface CallbackSettings {
  /** Required key, if any. */
  apiKey: string | undefined;
  /** Known service names; `undefined` accepts any. */
  serviceNames: string[] | undefined;
  /** Office hours. */
  officeHours: OfficeHours;
  /** Callbacks per slot. */
  capacity: number;
  /** Per-slot capacities (ISO slot start → callbacks) over `capacity`. */
  slotCapacity: Record<string, number>;
  /** Free slots a 429 proposes. */
  proposals: number;
}

/** The messages of the codes, for forced errors without one. */
export const callbackCodeMessages: Readonly<Record<number, string>> = {
  501: 'Invalid parameters.',
  503: 'Invalid API key.',
  1103: 'Missing API key.',
  7030: 'Invalid phone number.',
  7036: 'Callback to this number is not possible.',
  7037: 'Callback to this number is not allowed.',
  7040: 'Invalid service name.',
  7041: 'Too many requests.',
  7042: 'Office closed.',
};

/** What a schedule request carries, whichever wire format it came in. */
export interface ScheduleRequest {
  /** The wire format. */
  api: CallbackApi;
  /** The service (v1: from the path; v3: `serviceName`). */
  serviceName: string | undefined;
  /** The key the request carried. */
  apiKey: string | undefined;
  /** The number to call (v1 `_customer_number`, v3 `phoneNumber`). */
  phoneNumber: string | undefined;
  /** The time asked for (v1 `_desired_time`, v3 `desiredTime`). */
  desiredTime: string | undefined;
  /** The user data. */
  userData: Record<string, unknown>;
  /** The body as received. */
  body: Record<string, unknown>;
}

/** What an availability request asks, whichever wire format it came in. */
export interface AvailabilityRequest {
  /** The wire format. */
  api: CallbackApi;
  /** The service. */
  serviceName: string | undefined;
  /** The key the request carried. */
  apiKey: string | undefined;
  /** First time (ISO); now when none. */
  start?: string;
  /** Last time (ISO); `start` plus `numberOfDays` when none. */
  end?: string;
  /** Days from `start`. @default 1 */
  numberOfDays?: string;
  /** Most slots listed. */
  maxTimeSlots?: string;
  /** Zone of `localTime` (v3). @default the office's */
  timezone?: string;
  /** List full slots too (v3; v1 always lists them). @default false */
  reportBusy?: boolean;
}

/** The callback back end of a run: callbacks, capacity, office hours and forced errors. */
export interface CallbackBackEnd {
  /** Schedules a callback. */
  schedule(request: ScheduleRequest): CallbackOutcome<ScheduledCallback>;
  /** Lists the slots of a period. */
  availability(request: AvailabilityRequest): CallbackOutcome<AvailabilitySlot[]>;
  /** Seconds until the office closes from `start` (0 when closed). */
  openFor(request: {
    serviceName: string | undefined;
    apiKey: string | undefined;
    start?: string;
  }): CallbackOutcome<number>;
  /** A callback by id, with its place in the queue. */
  retrieve(request: {
    id: unknown;
    apiKey: string | undefined;
  }): CallbackOutcome<ScheduledCallback & { positionInQueue: number; estimatedWaitTime: number }>;
  /** Cancels a callback, freeing its slot. */
  cancel(request: { id: unknown; apiKey: string | undefined }): CallbackOutcome<ScheduledCallback>;
  /** A forced error armed for this operation and api, taken (counted down) if there is one. */
  takeForcedError(operation: CallbackOperation, api: CallbackApi): CallbackRefusal | undefined;
  /** Arms a forced error. */
  forceError(error: Partial<ForcedCallbackError>): ForcedCallbackError;
  /** Clears the forced errors; returns how many there were. */
  clearErrors(): number;
  /** Every callback, oldest first. */
  list(): ScheduledCallback[];
  /** Forgets every callback; returns how many there were. */
  clear(): number;
  /** The current settings. */
  settings(): CallbackSettings;
  /** Changes settings (`null` clears an optional one). */
  configure(changes: CallbackSettingsChanges): CallbackSettings;
}

/** Changes of the settings through the control API. */
export interface CallbackSettingsChanges {
  /** Required key; `null` requires none. */
  apiKey?: string | null;
  /** Known service names; `null` accepts any. */
  serviceNames?: string[] | null;
  /** Office hours fields to change. */
  officeHours?: Partial<OfficeHours>;
  /** Callbacks per slot. */
  capacity?: number;
  /** Per-slot capacities to set (ISO slot start → callbacks; `null` removes one). */
  slotCapacity?: Record<string, number | null>;
  /** Free slots a 429 proposes. */
  proposals?: number;
}

/** The module name the callback domain logs under. */
export const CALLBACK_LOG_MODULE = 'callback';

const day = 86_400_000;

interface CallbackStore {
  callbacks: ScheduledCallback[];
  nextId: number;
  errors: ForcedCallbackError[];
  settings: CallbackSettings | undefined;
}

const callbackSlice = defineSlice<CallbackStore>('callback', () => ({
  callbacks: [],
  nextId: 1,
  errors: [],
  settings: undefined,
}));

const digits = (phone: string) => phone.replace(/[^\d]/g, '');
const phonePattern = /^\+?[\d\s().-]{3,20}$/;

const refuse = (status: number, code: number | undefined, message: string): CallbackRefusal =>
  code === undefined ? { status, message } : { status, code, message };

/** Creates the callback back end of a run on its engine. */
export function createCallbackBackEnd(
  engine: SimulatorEngine,
  options: ResolvedCallbackOptions,
): CallbackBackEnd {
  const store = () => engine.store.get(callbackSlice);
  const now = () => engine.clock.now();
  const log = (type: string, data: unknown) =>
    engine.events.append(CALLBACK_LOG_MODULE, `callback.${type}`, data);
  const slotMs = options.slotMinutes * 60_000;

  const settings = (): CallbackSettings => {
    const state = store();
    state.settings ??= {
      apiKey: options.apiKey,
      serviceNames: options.serviceNames,
      officeHours: { ...options.officeHours },
      capacity: options.capacity,
      slotCapacity: {},
      proposals: options.proposals,
    };
    return state.settings;
  };

  const active = () => store().callbacks.filter((callback) => callback.state !== 'CANCELLED');
  const totalOf = (slot: number) => settings().slotCapacity[iso(slot)] ?? settings().capacity;
  const remainingOf = (slot: number) =>
    Math.max(0, totalOf(slot) - active().filter((callback) => callback.slot === iso(slot)).length);
  const open = (slot: number) => isOpen(slot, settings().officeHours);

  /** The key and the service name checks every request starts with. */
  const admit = (apiKey: string | undefined, serviceName?: string | null) => {
    const required = settings().apiKey;
    if (required !== undefined && (apiKey === undefined || apiKey === '')) {
      return refuse(400, 1103, callbackCodeMessages[1103]!);
    }
    if (required !== undefined && apiKey !== required) {
      return refuse(400, 503, callbackCodeMessages[503]!);
    }
    if (serviceName === null) return undefined;
    const known = settings().serviceNames;
    if (!serviceName || (known !== undefined && !known.includes(serviceName))) {
      return refuse(400, 7040, `${callbackCodeMessages[7040]!} ${serviceName ?? ''}`.trim());
    }
    return undefined;
  };

  const proposalsAfter = (slot: number): Record<string, number> => {
    const proposed: Record<string, number> = {};
    const limit = slot + 7 * day;
    for (let next = slot + slotMs; next < limit; next += slotMs) {
      if (Object.keys(proposed).length >= settings().proposals) break;
      if (next > now() && open(next) && remainingOf(next) > 0)
        proposed[iso(next)] = remainingOf(next);
    }
    return proposed;
  };

  const find = (id: unknown) =>
    typeof id === 'string' ? store().callbacks.find((callback) => callback.id === id) : undefined;

  const withQueue = (callback: ScheduledCallback) => {
    const queued = active().filter(
      (item) => item.state === 'QUEUED' && item.serviceName === callback.serviceName,
    );
    const position = callback.state === 'QUEUED' ? queued.indexOf(callback) + 1 : 0;
    return { ...callback, positionInQueue: position, estimatedWaitTime: position * 60 };
  };

  return {
    schedule(request) {
      const denied = admit(request.apiKey, request.serviceName);
      if (denied) return { ok: false, refusal: denied };
      const phone = request.phoneNumber?.trim() ?? '';
      if (phone === '') {
        return {
          ok: false,
          refusal:
            request.api === 'v1'
              ? refuse(400, undefined, 'The request does not contain _customer_number.')
              : refuse(400, 501, `${callbackCodeMessages[501]!} phoneNumber is required.`),
        };
      }
      if (!phonePattern.test(phone) || digits(phone).length < 3) {
        return { ok: false, refusal: refuse(400, 7030, callbackCodeMessages[7030]!) };
      }
      if (options.notPossibleNumbers.some((number) => digits(number) === digits(phone))) {
        return { ok: false, refusal: refuse(400, 7036, callbackCodeMessages[7036]!) };
      }
      if (options.notAllowedNumbers.some((number) => digits(number) === digits(phone))) {
        return { ok: false, refusal: refuse(400, 7037, callbackCodeMessages[7037]!) };
      }
      let at = now();
      if (request.desiredTime !== undefined && request.desiredTime !== '') {
        const desired = Date.parse(request.desiredTime);
        if (Number.isNaN(desired)) {
          return {
            ok: false,
            refusal: refuse(400, 501, `${callbackCodeMessages[501]!} desiredTime is not a date.`),
          };
        }
        if (desired < slotStart(now(), options.slotMinutes)) {
          return {
            ok: false,
            refusal: refuse(400, 501, `${callbackCodeMessages[501]!} desiredTime is in the past.`),
          };
        }
        at = desired;
      }
      const slot = slotStart(at, options.slotMinutes);
      if (!open(slot))
        return { ok: false, refusal: refuse(400, 7042, callbackCodeMessages[7042]!) };
      if (remainingOf(slot) === 0) {
        const proposed = proposalsAfter(slot);
        const times = Object.keys(proposed).join(', ');
        const message = `Too many requests at ${iso(slot)}. Proposing time slots. ${times}`.trim();
        return {
          ok: false,
          refusal: {
            ...refuse(429, request.api === 'v3' ? 7041 : undefined, message),
            proposed,
          },
        };
      }
      const state = store();
      const scheduled = request.desiredTime !== undefined && request.desiredTime !== '';
      const callback: ScheduledCallback = {
        id: `cb-${state.nextId}`,
        api: request.api,
        serviceName: request.serviceName ?? '',
        phoneNumber: phone,
        ...(scheduled ? { desiredTime: iso(at) } : {}),
        slot: iso(slot),
        state: scheduled ? 'SCHEDULED' : 'QUEUED',
        createdAt: iso(now()),
        userData: request.userData,
        body: request.body,
      };
      state.nextId += 1;
      state.callbacks.push(callback);
      log('scheduled', callback);
      return { ok: true, value: callback };
    },

    availability(request) {
      const denied = admit(request.apiKey, request.serviceName);
      if (denied) return { ok: false, refusal: denied };
      const invalid = (what: string) => ({
        ok: false as const,
        refusal: refuse(400, 501, `${callbackCodeMessages[501]!} ${what}`),
      });
      const start = request.start === undefined ? now() : Date.parse(request.start);
      if (Number.isNaN(start)) return invalid('start is not a date.');
      const days = request.numberOfDays === undefined ? 1 : Number(request.numberOfDays);
      if (!Number.isInteger(days) || days < 1 || days > 31) {
        return invalid('numberOfDays must be a whole number from 1 to 31.');
      }
      const end = request.end === undefined ? start + days * day : Date.parse(request.end);
      if (Number.isNaN(end)) return invalid('end is not a date.');
      const most = request.maxTimeSlots === undefined ? Infinity : Number(request.maxTimeSlots);
      if (!(most >= 1)) return invalid('maxTimeSlots must be 1 or more.');
      const timeZone = request.timezone ?? settings().officeHours.timeZone;
      try {
        zonedTime(start, timeZone);
      } catch {
        return invalid('timezone is not a time zone.');
      }
      const slots: AvailabilitySlot[] = [];
      const first = Math.ceil(start / slotMs) * slotMs;
      for (let slot = first; slot < Math.min(end, start + 31 * day); slot += slotMs) {
        if (slots.length >= most) break;
        if (slot <= now() || !open(slot)) continue;
        const capacity = remainingOf(slot);
        if (capacity === 0 && request.api === 'v3' && !request.reportBusy) continue;
        slots.push({
          utcTime: iso(slot),
          localTime: zonedTime(slot, timeZone).local,
          capacity,
          total: totalOf(slot),
        });
      }
      return { ok: true, value: slots };
    },

    openFor(request) {
      const denied = admit(request.apiKey, request.serviceName);
      if (denied) return { ok: false, refusal: denied };
      const start = request.start === undefined ? now() : Date.parse(request.start);
      if (Number.isNaN(start)) {
        return {
          ok: false,
          refusal: refuse(400, 501, `${callbackCodeMessages[501]!} start is not a date.`),
        };
      }
      if (!open(start)) return { ok: true, value: 0 };
      let close = slotStart(start, options.slotMinutes) + slotMs;
      while (close < start + 7 * day && open(close)) close += slotMs;
      return { ok: true, value: Math.round((close - start) / 1000) };
    },

    retrieve(request) {
      const denied = admit(request.apiKey, null);
      if (denied) return { ok: false, refusal: denied };
      const callback = find(request.id);
      if (!callback) return { ok: false, refusal: refuse(404, 404, 'Callback not found.') };
      return { ok: true, value: withQueue(callback) };
    },

    cancel(request) {
      const denied = admit(request.apiKey, null);
      if (denied) return { ok: false, refusal: denied };
      const callback = find(request.id);
      if (!callback) return { ok: false, refusal: refuse(404, 404, 'Callback not found.') };
      if (callback.state === 'CANCELLED') {
        return {
          ok: false,
          refusal: refuse(
            400,
            501,
            `${callbackCodeMessages[501]!} The callback is already cancelled.`,
          ),
        };
      }
      callback.state = 'CANCELLED';
      log('cancelled', callback);
      return { ok: true, value: callback };
    },

    takeForcedError(operation, api) {
      const state = store();
      const index = state.errors.findIndex(
        (error) =>
          (error.operation === 'any' || error.operation === operation) &&
          (error.api === 'any' || error.api === api),
      );
      const error = state.errors[index];
      if (!error) return undefined;
      if (error.remaining > 0) {
        error.remaining -= 1;
        if (error.remaining === 0) state.errors.splice(index, 1);
      }
      log('errorForced', { operation, api, code: error.code, status: error.status });
      return refuse(error.status, error.code, error.message);
    },

    forceError(given) {
      const code = given.code;
      const error: ForcedCallbackError = {
        operation: given.operation ?? 'schedule',
        api: given.api ?? 'any',
        ...(code === undefined ? {} : { code }),
        status: given.status ?? (code === 7041 ? 429 : 400),
        message:
          given.message ??
          (code === undefined ? 'Internal Server Error' : (callbackCodeMessages[code] ?? 'Error.')),
        remaining: given.remaining ?? 1,
      };
      store().errors.push(error);
      log('errorArmed', error);
      return error;
    },

    clearErrors() {
      const state = store();
      const cleared = state.errors.length;
      state.errors = [];
      return cleared;
    },

    list: () => [...store().callbacks],

    clear() {
      const state = store();
      const cleared = state.callbacks.length;
      state.callbacks = [];
      log('cleared', { cleared });
      return cleared;
    },

    settings: () => structuredClone(settings()),

    configure(changes) {
      const current = settings();
      if (changes.apiKey !== undefined) current.apiKey = changes.apiKey ?? undefined;
      if (changes.serviceNames !== undefined)
        current.serviceNames = changes.serviceNames ?? undefined;
      if (changes.officeHours)
        current.officeHours = { ...current.officeHours, ...changes.officeHours };
      if (changes.capacity !== undefined) current.capacity = changes.capacity;
      if (changes.proposals !== undefined) current.proposals = changes.proposals;
      for (const [time, capacity] of Object.entries(changes.slotCapacity ?? {})) {
        const key = iso(slotStart(Date.parse(time), options.slotMinutes));
        if (capacity === null) delete current.slotCapacity[key];
        else current.slotCapacity[key] = capacity;
      }
      log('settingsChanged', current);
      return structuredClone(current);
    },
  };
}
