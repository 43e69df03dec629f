import type {
  SendMessageFailure,
  SendMessageFile,
  SendMessageFormData,
  SendMessageSent,
} from './send-message-service.manifest';

/** The `Content-Type` of a URL-encoded message, without a charset (service-protocols 9). */
export const sendMessageFormContentType = 'application/x-www-form-urlencoded';

/** The message's own fields by their wire names (GMS Email API v2). */
export interface SendMessageFields {
  /** `firstname` or `firstName`. */
  firstName: string;
  /** `lastname` or `lastName`. */
  lastName: string;
  /** `email`. */
  fromAddress: string;
  /** `subject`. */
  subject: string;
  /** `text` or `messagebody`. */
  text: string;
}

const textOf = (...values: unknown[]): string => {
  const given = values.find((value) => typeof value === 'string' || typeof value === 'number');
  return given === undefined ? '' : String(given);
};

/** The wire fields of a form, either spelling of its names read (service-protocols 9). */
export function messageFieldsOf(formData: SendMessageFormData): SendMessageFields {
  return {
    firstName: textOf(formData.firstname, formData.firstName),
    lastName: textOf(formData.lastname, formData.lastName),
    fromAddress: textOf(formData.email),
    subject: textOf(formData.subject),
    text: textOf(formData.text, formData.messagebody),
  };
}

/** A user-data value as its `key=value` part writes it: text as it is, objects as JSON. */
function userDataValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The `key=value` pairs of the user data sent: the configured ones first, then the request's (a key
 * given twice keeps its first place and takes the request's value).
 */
export function userDataPairsOf(
  ...sources: readonly (Readonly<Record<string, unknown>> | undefined)[]
): string[] {
  const merged: Record<string, unknown> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) {
      if (key !== '__proto__' && value !== undefined) merged[key] = value;
    }
  }
  return Object.entries(merged).map(([key, value]) => `${key}=${userDataValue(value)}`);
}

/**
 * The multipart body (uploads on; service-protocols 9 and 13 §6b): `lastName`, `firstName`,
 * `fromAddress`, `subject`, `text`, one `userData` part per pair, then one `files` part per file.
 */
export function multipartMessageBody(
  fields: SendMessageFields,
  userData: readonly string[],
  files: readonly SendMessageFile[],
): FormData {
  const form = new FormData();
  form.append('lastName', fields.lastName);
  form.append('firstName', fields.firstName);
  form.append('fromAddress', fields.fromAddress);
  form.append('subject', fields.subject);
  form.append('text', fields.text);
  for (const pair of userData) form.append('userData', pair);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** A value URL-encoded as the widget writes it by hand: `encodeURIComponent`, `+` for spaces. */
const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/**
 * The URL-encoded body (uploads off), built as the widget builds it (service-protocols 9):
 * `firstName=…&lastName=…&fromAddress=…&subject=…&text=…&userData=key%3Dvalue…`.
 */
export function urlEncodedMessageBody(
  fields: SendMessageFields,
  userData: readonly string[],
): string {
  const pairs: [string, string][] = [
    ['firstName', fields.firstName],
    ['lastName', fields.lastName],
    ['fromAddress', fields.fromAddress],
    ['subject', fields.subject],
    ['text', fields.text],
    ...userData.map((pair): [string, string] => ['userData', pair]),
  ];
  return pairs.map(([name, value]) => `${name}=${encode(value)}`).join('&');
}

/** How a message went: sent with its interaction, or failed as `error` carries it. */
export type SendMessageOutcome =
  { ok: true; sent: SendMessageSent } | { ok: false; failure: SendMessageFailure };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body as JSON when it is text that parses (multipart answers are read as text, then parsed). */
export function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A success status's body: one with an `interactionId` is sent; anything else (`{statusCode, errors}`,
 * a text) is an error with `textStatus: 'success'`.
 */
export function readSentAnswer(body: unknown, status = 200): SendMessageOutcome {
  const id = isRecord(body) ? body['interactionId'] : undefined;
  if ((typeof id === 'string' && id !== '') || typeof id === 'number') {
    return { ok: true, sent: { interactionId: String(id) } };
  }
  return { ok: false, failure: { result: body, textStatus: 'success', statusCode: status } };
}

/** An error status's body (a 400's `{errors:[{code, advice}]}`, parsed when it is JSON text). */
export function readFailedAnswer(body: unknown, status: number): SendMessageOutcome {
  return {
    ok: false,
    failure: { result: parsedBody(body), textStatus: 'error', statusCode: status },
  };
}

/** No answer: `timeout` after `ajaxTimeout`, else a network failure. */
export function noAnswer(timedOut: boolean): SendMessageOutcome {
  return { ok: false, failure: { textStatus: timedOut ? 'timeout' : 'error', statusCode: 0 } };
}
