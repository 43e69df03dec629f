import type { CallbackFailure } from '../../services/callback/callback.errors';

/** The Callback window's error texts (spec 1, section 8, "Callback errors by code"; section 5). */
export const callbackErrorTexts = {
  /** Any failure whose text is not shown (not HTTP 400 or 429, no answer). */
  unknown:
    'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
  /** 501: invalid parameters. */
  '501':
    'Invalid parameters cannot be accepted, please check supporting server API documentation for valid parameters.',
  /** 503: missing apikey. */
  '503': 'Missing apikey, please ensure it is configured properly.',
  /** 1103: missing apikey. */
  '1103': 'Missing apikey, please ensure it is configured properly.',
  /** 7030: the phone is highlighted. */
  '7030': 'Please enter a valid phone number.',
  /** 7036. */
  '7036': 'Callback to this number is not possible. Please retry with another phone number.',
  /** 7037. */
  '7037': 'Callback to this number is not allowed. Please retry with another phone number.',
  /** 7040. */
  '7040': 'Please configure a valid service name.',
  /** 7041. */
  '7041': 'Too many requests at this time.',
  /** 7042. */
  '7042': 'Office closed. Please try scheduling with in the office hours.',
  /** A server message naming `_customer_number`, and an empty phone here. */
  phoneRequired: 'Phone number is required.',
} as const;

/** A code of the table: the server's codes, `unknown`, and `phoneRequired`. */
export type CallbackErrorCode = keyof typeof callbackErrorTexts;

/**
 * Which text the error dialog shows: a code of the table (its text, translated by the UI), or the
 * server's own message (`server`), possibly with its times made local (`tooManyRequests`).
 */
export interface CallbackError {
  /** The table's code, `server` for the server's own message, `tooManyRequests` for its rewritten form. */
  code: CallbackErrorCode | 'server' | 'tooManyRequests';
  /** The text in English (the table's), or the server's message as shown. */
  text: string;
  /** The field the error is about, highlighted until it changes (7030 and a missing phone: `phonenumber`). */
  field?: string;
  /** The HTTP status, 0 when no answer came. */
  status: number;
}

const isoTime = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g;
const proposing = 'Proposing time slots.';

/** Shows a time of a 'Too many requests' message in the visitor's zone, as the legacy widget does (`Date#toString`). */
export const localTimeText = (iso: string): string => new Date(iso).toString();

function isKnownCode(
  code: unknown,
): code is Exclude<CallbackErrorCode, 'unknown' | 'phoneRequired'> {
  return (
    (typeof code === 'number' || typeof code === 'string') &&
    String(code) !== 'unknown' &&
    String(code) !== 'phoneRequired' &&
    Object.hasOwn(callbackErrorTexts, String(code))
  );
}

/** Whether a value carries what the window reads of a failed schedule (a `CallbackServiceError` or its JSON). */
function isFailure(value: unknown): value is CallbackFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallbackFailure).specific === 'boolean' &&
    typeof (value as CallbackFailure).status === 'number'
  );
}

/**
 * The error a failed schedule shows (service-protocols 2, "Errors"): only HTTP 400 and 429 show a
 * specific text, the table's for a known code (7030 highlights the phone), else the server's message
 * (one naming `_customer_number` reads 'Phone number is required.'; 'Too many requests' gets its
 * times made local and 'Proposing time slots.' removed); everything else shows the unknown text.
 */
export function callbackErrorOf(
  failure: unknown,
  formatTime: (iso: string) => string = localTimeText,
): CallbackError {
  if (!isFailure(failure) || !failure.specific) {
    return {
      code: 'unknown',
      text: callbackErrorTexts.unknown,
      status: isFailure(failure) ? failure.status : 0,
    };
  }
  const { status } = failure;
  if (isKnownCode(failure.code)) {
    const code = String(failure.code) as keyof typeof callbackErrorTexts;
    return {
      code,
      text: callbackErrorTexts[code],
      status,
      ...(code === '7030' ? { field: 'phonenumber' } : {}),
    };
  }
  if (failure.missingCustomerNumber) {
    return {
      code: 'phoneRequired',
      text: callbackErrorTexts.phoneRequired,
      field: 'phonenumber',
      status,
    };
  }
  const message = failure.message;
  if (message.includes('Too many requests')) {
    const text = message
      .replace(isoTime, (iso) => formatTime(iso))
      .replace(proposing, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    return { code: 'tooManyRequests', text, status };
  }
  if (message.trim() === '') return { code: 'unknown', text: callbackErrorTexts.unknown, status };
  return { code: 'server', text: message, status };
}
