import * as z from 'zod/mini';
import { messageTypes } from '../chat.types';
import type { ServerErrorItem } from '../transport.types';
import { isFiniteNumber, isFlag, isOneOf, isRecord, isText, nullish, typed } from '../wire-records';

// Predicates rather than zod's string, number, boolean, nullable, unknown, format, pipe, union and
// enum: each of those adds its own code to the chat bundle.
/** Whether a value is a whole number (a safe integer). */
export const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);
const wholeNumber = typed(isWholeNumber, 'Expected a whole number');
const nullishText = nullish(isText, 'Expected a text');
const nullishFlag = nullish(isFlag, 'Expected true or false');
/** Whether a value is a text or a number. */
export const isTextOrNumber = (value: unknown): value is string | number =>
  isText(value) || typeof value === 'number';
const isList = Array.isArray as (value: unknown) => value is unknown[];
// Attachments stay raw: the normaliser reads them leniently.
const raw = z.optional(z.custom<unknown>());

/** An item of an answer's `errors` list, `{ code, advice? }`, codes and advice accepted as numbers or texts. */
const errorItemSchema = z.object(
  {
    code: typed(
      (value): value is number | string =>
        isText(value) ? /^-?\d{1,9}$/.test(value) : isWholeNumber(value),
      'Expected a numeric error code',
    ),
    advice: nullish(isTextOrNumber, 'Expected an advice text or number'),
  },
  { error: 'Expected an error object' },
);

/** An error item read into a `ServerErrorItem`, or the zod issues of an item that is none. */
export function serverErrorOf(item: unknown): ServerErrorItem | z.core.$ZodIssue[] {
  const parsed = z.safeParse(errorItemSchema, item);
  if (!parsed.success) return parsed.error.issues;
  const { code, advice } = parsed.data;
  return { code: +code, ...(advice == null ? {} : { advice: String(advice) }) };
}

/** The envelope every GMS chat v2 answer shares (protocols 1.3); unknown fields are dropped, messages are read one by one. */
export const envelopeSchema = z.object(
  {
    statusCode: wholeNumber,
    chatId: nullishText,
    secureKey: nullishText,
    alias: nullishText,
    userId: nullishText,
    chatEnded: nullishFlag,
    nextPosition: nullish(isWholeNumber, 'Expected a whole number'),
    messages: nullish(isList, 'Expected a list of messages'),
    // Items are read one by one (`serverErrorOf`), so that an error body keeps its readable items.
    errors: nullish(isList, 'Expected a list of errors'),
    idleTimerExpire: raw,
    userData: nullish(isRecord, 'Expected an object of user data'),
  },
  { error: 'Expected an object' },
);

/** A parsed answer envelope, its errors read into items. */
export type GmsEnvelope = Omit<z.output<typeof envelopeSchema>, 'errors'> & {
  /** The answer's error items. */
  errors?: ServerErrorItem[] | null;
};

/** One transcript event; attachments stay raw here and are read leniently by the normaliser. */
export const messageSchema = z.object(
  {
    index: wholeNumber,
    type: typed(isOneOf(messageTypes), 'Expected a known message type'),
    utcTime: typed(isFiniteNumber, 'Expected a time in ms'),
    text: nullishText,
    html: nullishFlag,
    from: z.object(
      {
        nickname: nullishText,
        participantId: nullish(isTextOrNumber, 'Expected a participant id'),
        // `External` is the system party.
        type: typed(
          isOneOf(['Client', 'Agent', 'Supervisor', 'External'] as const),
          'Expected a known participant type',
        ),
      },
      { error: 'Expected a sender object' },
    ),
    userData: raw,
    eventAttributes: raw,
    bubble: raw,
  },
  { error: 'Expected a message object' },
);

/** A transcript event that passed the message schema. */
export type GmsWireMessage = z.output<typeof messageSchema>;
