import * as z from 'zod/mini';
import { encodeParams, type FormParamValue } from '../http/form-params';

export { encodeParams };

/** A value of a schedule field; objects and arrays are sent in brackets (`userData[key]=value`). */
export type CallbackFieldValue = FormParamValue;

/** What `CallbackService.schedule` takes (spec: schedule payload input fields); other keys are form fields sent as they are. */
export interface CallbackScheduleOptions {
  /** The number to call: v1 `_customer_number`, v3 `phoneNumber` (the Callback window sends `_customer_number`). */
  phonenumber?: string;
  /** The number to call, as the Callback window sends it. */
  _customer_number?: string;
  /** The subject (the window's notes). */
  subject?: string;
  /** The visitor's email (v1). */
  email?: string;
  /** When to call (ISO time, or a `Date`); none asks for a call as soon as possible. */
  desiredtime?: string | Date;
  /** When to call, as the Callback window sends it. */
  _desired_time?: string | Date;
  /** v1 `_call_direction`, over the configured `callDirection`. */
  calldirection?: string;
  /** v1 `_wait_for_agent`. */
  waitforagent?: boolean | string;
  /** v1 `_wait_for_agent` (other spelling). */
  waitForAgent?: boolean | string;
  /** v1 `_wait_for_user_confirm`. */
  waitforuserconfirm?: boolean | string;
  /** v1 `_wait_for_user_confirm` (other spelling). */
  waitForUserConfirm?: boolean | string;
  /** v1 `_media_type`. */
  mediatype?: string;
  /** v1 `_media_type` (other spelling). */
  mediaType?: string;
  /** v1 `_callback_state`. */
  callbackstate?: string;
  /** v1 `_callback_state` (other spelling). */
  callbackState?: string;
  /** v1 `_urs_virtual_queue`. */
  ursvirtualqueue?: string;
  /** v1 `_urs_virtual_queue` (other spelling). */
  ursVirtualQueue?: string;
  /** v3 service name, over the configured one. */
  serviceName?: string;
  /** User data: v1 merged flat (and echoed as `userData[...]`), v3 sent under `userData[userData][...]`. */
  userData?: Record<string, CallbackFieldValue>;
  /** Any other form field (`firstname`, `lastname`, ...). */
  [field: string]: CallbackFieldValue;
}

/** What `CallbackService.availability` takes; only the ones given are sent. */
export interface CallbackAvailabilityOptions {
  /** First time asked for (ISO time, or a `Date`): v1 `start`, v3 `start`. */
  startDate?: string | Date;
  /** Last time asked for: v1 `end`, v3 `end`. */
  endDate?: string | Date;
  /** Days asked for: v1 `number-of-days`, v3 `numberOfDays`. */
  numberOfDays?: number | string;
  /** Most slots: v1 `max-time-slots`, v3 `maxTimeSlots`. */
  maxTimeSlots?: number | string;
  /** v3 service name, over the configured one. */
  serviceName?: string;
}

/** A `schedule` that succeeded: the server's answer (`{}` when empty) and the callback's id when it gave one. */
export interface CallbackScheduled {
  /** The callback's id: v1 `_id` or `id`, v3 `data.id`. */
  id?: string;
  /** The response body as received (`{}` for an empty one). */
  response: unknown;
}

/** One v3 slot as the server lists it. */
export interface CallbackSlot {
  /** The slot's start in UTC. */
  utcTime?: string;
  /** The slot's start in the service's (or asked) time zone. */
  localTime?: string;
  /** Callbacks still possible in the slot. */
  capacity: number;
  /** Callbacks the slot holds in all. */
  total?: number;
}

/** An `availability` that succeeded: the slots by time, as the Calendar reads them. */
export interface CallbackAvailability {
  /** Capacity by slot time (v1: the keys as sent; v3: `utcTime`, or `localTime` when `timezone` is configured). */
  slots: Record<string, number>;
  /** The response body as received. */
  response: unknown;
  /** v3: the slots as listed. */
  entries?: CallbackSlot[];
  /** v3: minutes per slot. */
  durationMin?: number;
  /** v3: the time zone of `localTime`. */
  timezone?: string;
}

function isPlainObject(value: unknown): value is Record<string, CallbackFieldValue> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function scalar(value: CallbackFieldValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** v1 option names and the `_…` field each becomes (each sent only when truthy). */
const v1Mapped: readonly (readonly [readonly string[], string])[] = [
  [['phonenumber'], '_customer_number'],
  [['subject'], 'subject'],
  [['email'], 'email'],
  [['desiredtime'], '_desired_time'],
  [['waitforagent', 'waitForAgent'], '_wait_for_agent'],
  [['waitforuserconfirm', 'waitForUserConfirm'], '_wait_for_user_confirm'],
  [['mediatype', 'mediaType'], '_media_type'],
  [['callbackstate', 'callbackState'], '_callback_state'],
  [['ursvirtualqueue', 'ursVirtualQueue'], '_urs_virtual_queue'],
];

/** What both versions' bodies are built from besides the options. */
export interface ScheduleContext {
  /** The configured `callDirection`. */
  callDirection?: string;
  /** The configured `userData`, with the engagement ids merged in. */
  userData?: Record<string, unknown>;
  /** The service name (v3): the options', else the configured one. */
  serviceName?: string;
}

/**
 * The v1 schedule body in the widget's order: `_call_direction` (always), the mapped `_…` fields that
 * are truthy, then `$.extend` of the configured user data, the options' user data (both flat) and
 * every option again as it was given.
 */
export function v1ScheduleFields(
  options: CallbackScheduleOptions,
  context: ScheduleContext,
): Record<string, CallbackFieldValue> {
  const fields: Record<string, CallbackFieldValue> = {
    _call_direction: options.calldirection || context.callDirection || '',
  };
  for (const [names, field] of v1Mapped) {
    const value = names.map((name) => options[name]).find(Boolean);
    if (value) fields[field] = value;
  }
  Object.assign(
    fields,
    context.userData as Record<string, CallbackFieldValue> | undefined,
    isPlainObject(options.userData) ? options.userData : undefined,
    options,
  );
  return fields;
}

const v3Own = new Set(['_customer_number', 'phonenumber', '_desired_time', 'desiredtime']);

/**
 * The v3 create body: every option but the phone and time ones under `userData[...]` (a nested
 * `userData` becomes `userData[userData][...]`), then `serviceName`, `phoneNumber` and, for a set time,
 * `desiredTime`. The configured user data is not sent.
 */
export function v3ScheduleFields(
  options: CallbackScheduleOptions,
  context: ScheduleContext,
): Record<string, CallbackFieldValue> {
  const userData = Object.fromEntries(Object.entries(options).filter(([key]) => !v3Own.has(key)));
  const phoneNumber = options._customer_number || options.phonenumber;
  const desiredTime = options._desired_time || options.desiredtime;
  return {
    ...(Object.keys(userData).length > 0 ? { userData } : {}),
    serviceName: context.serviceName,
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(desiredTime ? { desiredTime } : {}),
  };
}

const queryNames = {
  v1: {
    startDate: 'start',
    numberOfDays: 'number-of-days',
    endDate: 'end',
    maxTimeSlots: 'max-time-slots',
  },
  v3: {
    startDate: 'start',
    numberOfDays: 'numberOfDays',
    endDate: 'end',
    maxTimeSlots: 'maxTimeSlots',
  },
} as const;

/** The availability query: only the options given, in the order `start`, days, `end`, slots. */
export function availabilityQuery(
  version: 'v1' | 'v3',
  options: CallbackAvailabilityOptions,
): string {
  const params = new URLSearchParams();
  for (const [option, name] of Object.entries(queryNames[version])) {
    const value = options[option as keyof typeof queryNames.v1];
    if (value !== undefined && value !== '') params.append(name, scalar(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

const v1SlotsSchema = z.record(z.string(), z.unknown());

/** A v1 availability answer: the flat map of time to capacity (entries that are not numbers are left out). */
export function parseV1Availability(body: unknown): CallbackAvailability | undefined {
  const parsed = v1SlotsSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const slots = Object.fromEntries(
    Object.entries(parsed.data).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
  return { slots, response: body };
}

const v3SlotSchema = z.looseObject({
  utcTime: z.optional(z.string()),
  localTime: z.optional(z.string()),
  capacity: z.number(),
  total: z.optional(z.number()),
});

const v3AvailabilitySchema = z.looseObject({
  data: z.looseObject({
    slots: z.array(v3SlotSchema),
    durationMin: z.optional(z.number()),
    timezone: z.optional(z.string()),
  }),
});

/** A v3 availability answer: `data.slots` keyed by `utcTime`, or `localTime` when `byLocalTime`; none without `data.slots`. */
export function parseV3Availability(
  body: unknown,
  byLocalTime: boolean,
): CallbackAvailability | undefined {
  const parsed = v3AvailabilitySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { slots: listed, durationMin, timezone } = parsed.data.data;
  const entries: CallbackSlot[] = listed.map(({ utcTime, localTime, capacity, total }) => ({
    ...(utcTime === undefined ? {} : { utcTime }),
    ...(localTime === undefined ? {} : { localTime }),
    capacity,
    ...(total === undefined ? {} : { total }),
  }));
  const slots = Object.fromEntries(
    entries.flatMap((slot) => {
      const key = byLocalTime ? slot.localTime : slot.utcTime;
      return key === undefined ? [] : [[key, slot.capacity] as const];
    }),
  );
  return {
    slots,
    response: body,
    entries,
    ...(durationMin === undefined ? {} : { durationMin }),
    ...(timezone === undefined ? {} : { timezone }),
  };
}

const scheduledSchema = z.looseObject({
  _id: z.optional(z.union([z.string(), z.number()])),
  id: z.optional(z.union([z.string(), z.number()])),
  data: z.optional(z.looseObject({ id: z.optional(z.union([z.string(), z.number()])) })),
});

/** A schedule answer (any 2xx succeeds): the body, `{}` when empty, and the id it carries. */
export function parseScheduled(body: unknown): CallbackScheduled {
  const response = body ?? {};
  const parsed = scheduledSchema.safeParse(response);
  const id = parsed.success
    ? (parsed.data.data?.id ?? parsed.data._id ?? parsed.data.id)
    : undefined;
  return { ...(id === undefined ? {} : { id: String(id) }), response };
}
