import * as z from 'zod/mini';
import type { HttpErrorKind } from '../http/http-client';

/** The spec's texts of the callback service's own refusals (error catalogue, "Calendar / callback service"). */
export const callbackServiceTexts = {
  /** `schedule` without options. */
  noScheduleData: 'No data found to schedule callback.',
  /** `availability` without options. */
  noAvailabilityQuery: 'No query parameters passed for callback availability service.',
  /** v3 without a service name in the options or the configuration. */
  noServiceName: 'Invalid configuration. serviceName should be configured.',
  /** A desired time, start or end date that is not a date. */
  invalidDate: 'Invalid date.',
  /** `configure` without a configuration. */
  noConfiguration: 'No configuration provided',
  /** A request before `dataURL` is configured. */
  invalidConfiguration: 'Invalid configuration',
} as const;

/** The server codes the Callback window has its own texts for (the spec's "Callback errors by code"). */
export const knownCallbackErrorCodes = [
  501, 503, 1103, 7030, 7036, 7037, 7040, 7041, 7042,
] as const;

/** A server code the Callback window has a text for. */
export type KnownCallbackErrorCode = (typeof knownCallbackErrorCodes)[number];

/**
 * Why a callback request failed: refused here before any request (`invalid`), an error status
 * (`status`), no answer (`network`, `timeout`, `aborted`), an unreadable body (`parse`), or a success
 * status whose body lacks what the widget reads (`malformed`, e.g. v3 availability without `data.slots`).
 */
export type CallbackFailureKind = HttpErrorKind | 'invalid' | 'malformed';

/** What a failed callback request tells, as plain data (the `scheduleError` and `availabilityError` payload). */
export interface CallbackFailure {
  /** Why it failed. */
  kind: CallbackFailureKind;
  /** The HTTP status; 0 when no answer came or no request was sent. */
  status: number;
  /** The server's code (`code`, or GES `status.code`), a number when it reads as one. */
  code?: number | string;
  /** The text: the server's message, else the status text, else the spec's text of a refusal. */
  message: string;
  /** Whether the Callback window shows this text rather than the generic one: only HTTP 400 and 429 do. */
  specific: boolean;
  /** Whether the message names `_customer_number`: the window then shows 'Phone number is required.'. */
  missingCustomerNumber: boolean;
  /** Times a 'Too many requests' message names, as written (`YYYY-MM-DDTHH:MM:SS.fffZ`), in order. */
  messageTimes: string[];
  /** The times the server proposes instead: a 429's `data.slots`, else the message's times after 'Proposing time slots.'. */
  proposedTimes: string[];
  /** The response body as received. */
  body?: unknown;
}

/** A failed `schedule` or `availability`; its fields let a UI pick the text for the server's code. */
export class CallbackServiceError extends Error implements CallbackFailure {
  /** Why it failed. */
  readonly kind: CallbackFailureKind;
  /** The HTTP status; 0 when no answer came or no request was sent. */
  readonly status: number;
  /** The server's code, a number when it reads as one. */
  readonly code?: number | string;
  /** Whether the Callback window shows this text rather than the generic one (HTTP 400 and 429). */
  readonly specific: boolean;
  /** Whether the message names `_customer_number`. */
  readonly missingCustomerNumber: boolean;
  /** Times a 'Too many requests' message names, in order. */
  readonly messageTimes: string[];
  /** The times the server proposes instead. */
  readonly proposedTimes: string[];
  /** The response body as received. */
  readonly body?: unknown;

  /** Creates the error from its details. */
  constructor(failure: CallbackFailure, options?: ErrorOptions) {
    super(failure.message, options);
    this.name = 'CallbackServiceError';
    this.kind = failure.kind;
    this.status = failure.status;
    if (failure.code !== undefined) this.code = failure.code;
    this.specific = failure.specific;
    this.missingCustomerNumber = failure.missingCustomerNumber;
    this.messageTimes = failure.messageTimes;
    this.proposedTimes = failure.proposedTimes;
    if (failure.body !== undefined) this.body = failure.body;
  }

  /** The details as plain data, for a bus event. */
  toJSON(): CallbackFailure {
    return {
      kind: this.kind,
      status: this.status,
      ...(this.code === undefined ? {} : { code: this.code }),
      message: this.message,
      specific: this.specific,
      missingCustomerNumber: this.missingCustomerNumber,
      messageTimes: this.messageTimes,
      proposedTimes: this.proposedTimes,
      ...(this.body === undefined ? {} : { body: this.body }),
    };
  }
}

/** A refusal before any request, with the spec's text. */
export function refusal(message: string): CallbackServiceError {
  return new CallbackServiceError({
    kind: 'invalid',
    status: 0,
    message,
    specific: false,
    missingCustomerNumber: false,
    messageTimes: [],
    proposedTimes: [],
  });
}

const codeSchema = z.optional(z.union([z.number(), z.string()]));
const slotsSchema = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.looseObject({ utcTime: z.optional(z.string()), localTime: z.optional(z.string()) })),
]);

/** The error bodies the widget reads: `{code?, message?}`, or GES `{status: {code, message}, data?: {slots}}`. */
const errorBodySchema = z.looseObject({
  code: codeSchema,
  message: z.optional(z.string()),
  status: z.optional(z.looseObject({ code: codeSchema, message: z.optional(z.string()) })),
  data: z.optional(z.looseObject({ slots: z.optional(slotsSchema) })),
});

const isoTime = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g;
const proposing = 'Proposing time slots.';

function numericCode(code: number | string | undefined): number | string | undefined {
  if (typeof code === 'string' && /^\d+$/.test(code.trim())) return Number(code);
  return code;
}

/** A body as JSON when it is text that parses (the widget reads JSON whatever the content type). */
export function asJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function slotTimes(slots: z.infer<typeof slotsSchema> | undefined): string[] {
  if (slots === undefined) return [];
  if (Array.isArray(slots)) {
    return slots.flatMap((slot) => slot.utcTime ?? slot.localTime ?? []);
  }
  return Object.keys(slots);
}

/** The failure an error answer stands for, read as the Callback window reads it. */
export function failureOf(
  answer: { kind: CallbackFailureKind; status: number; statusText: string; body?: unknown },
  fallbackMessage?: string,
): CallbackFailure {
  const body = asJson(answer.body);
  const parsed = errorBodySchema.safeParse(body);
  const envelope = parsed.success ? parsed.data : undefined;
  // The widget takes the top-level envelope first, then the GES one.
  const topLevel = envelope && (envelope.code !== undefined || envelope.message !== undefined);
  const code = numericCode(topLevel ? envelope.code : envelope?.status?.code);
  const serverMessage = topLevel ? envelope.message : envelope?.status?.message;
  const message = serverMessage ?? fallbackMessage ?? answer.statusText;
  const tooMany = message.includes('Too many requests');
  const messageTimes = tooMany ? (message.match(isoTime) ?? []) : [];
  const afterProposing = message.includes(proposing)
    ? (message.slice(message.indexOf(proposing)).match(isoTime) ?? [])
    : [];
  const fromSlots = slotTimes(envelope?.data?.slots);
  return {
    kind: answer.kind,
    status: answer.status,
    ...(code === undefined ? {} : { code }),
    message,
    specific: answer.status === 400 || answer.status === 429,
    missingCustomerNumber: message.includes('_customer_number'),
    messageTimes,
    proposedTimes: fromSlots.length > 0 ? fromSlots : afterProposing,
    ...(answer.body === undefined ? {} : { body }),
  };
}
