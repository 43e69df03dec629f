import * as z from 'zod/mini';
import { messageTypes } from '../chat.types';
import type { ServerErrorItem } from '../transport.types';
import { isOneOf, isRecord, type WireRecord } from '../wire-records';

const text = z.string({ error: 'Expected a text' });
const wholeNumber = z
  .number({ error: 'Expected a whole number' })
  .check(z.refine(Number.isSafeInteger, 'Expected a whole number'));
const flag = z.boolean({ error: 'Expected true or false' });
const wireObject = (message: string) => z.custom<WireRecord>(isRecord, { error: message });
// Predicates rather than zod's format, pipe, union and enum: each of those adds its own code to the chat bundle.
const isTextOrNumber = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';
const textOrNumber = (message: string) =>
  z.custom<string | number>(isTextOrNumber, { error: message });
const oneOf = <const T extends readonly string[]>(list: T, message: string) =>
  z.custom<T[number]>(isOneOf(list), { error: message });
const isNumericCode = (value: unknown): value is number | string =>
  typeof value === 'number'
    ? Number.isSafeInteger(value)
    : typeof value === 'string' && /^-?\d{1,9}$/.test(value);

/** An item of an answer's `errors` list, `{ code, advice? }`, codes and advice accepted as numbers or texts. */
const errorItemSchema = z.object(
  {
    code: z.custom<number | string>(isNumericCode, { error: 'Expected a numeric error code' }),
    advice: z.nullish(textOrNumber('Expected an advice text or number')),
  },
  { error: 'Expected an error object' },
);

/** An error item read into a `ServerErrorItem`, or the zod error of an item that is none. */
export function serverErrorOf(
  item: unknown,
): { ok: true; item: ServerErrorItem } | { ok: false; error: z.core.$ZodError } {
  const parsed = z.safeParse(errorItemSchema, item);
  if (!parsed.success) return { ok: false, error: parsed.error };
  const { code, advice } = parsed.data;
  return {
    ok: true,
    item:
      advice === undefined || advice === null
        ? { code: Number(code) }
        : { code: Number(code), advice: String(advice) },
  };
}

const list = (message: string) => z.custom<unknown[]>(Array.isArray, { error: message });

/** The envelope every GMS chat v2 answer shares (protocols 1.3); unknown fields are dropped, messages are read one by one. */
export const envelopeSchema = z.object(
  {
    statusCode: wholeNumber,
    chatId: z.nullish(text),
    secureKey: z.nullish(text),
    alias: z.nullish(text),
    userId: z.nullish(text),
    chatEnded: z.nullish(flag),
    nextPosition: z.nullish(wholeNumber),
    messages: z.nullish(list('Expected a list of messages')),
    // Items are read one by one (`serverErrorOf`), so that an error body keeps its readable items.
    errors: z.nullish(list('Expected a list of errors')),
    idleTimerExpire: z.optional(z.unknown()),
    userData: z.nullish(wireObject('Expected an object of user data')),
  },
  { error: 'Expected an object' },
);

/** A parsed answer envelope, its errors read into items. */
export type GmsEnvelope = Omit<z.output<typeof envelopeSchema>, 'errors'> & {
  /** The answer's error items. */
  errors?: ServerErrorItem[] | null;
};

/** Participant types GMS sends (`External` is the system party). */
export const wireParticipantTypes = ['Client', 'Agent', 'Supervisor', 'External'] as const;

/** One transcript event; attachments stay raw here and are read leniently by the normaliser. */
export const messageSchema = z.object(
  {
    index: wholeNumber,
    type: oneOf(messageTypes, 'Expected a known message type'),
    utcTime: z.number({ error: 'Expected a time in ms' }),
    text: z.nullish(text),
    html: z.nullish(flag),
    from: z.object(
      {
        nickname: z.nullish(text),
        participantId: z.nullish(textOrNumber('Expected a participant id')),
        type: oneOf(wireParticipantTypes, 'Expected a known participant type'),
      },
      { error: 'Expected a sender object' },
    ),
    userData: z.optional(z.unknown()),
    eventAttributes: z.optional(z.unknown()),
    bubble: z.optional(z.unknown()),
  },
  { error: 'Expected a message object' },
);

/** A transcript event that passed the message schema. */
export type GmsWireMessage = z.output<typeof messageSchema>;
