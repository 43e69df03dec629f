import * as z from 'zod/mini';
import { messageTypes } from '../chat.types';
import { describeIssues } from '../transport-results';
import { isFlag, nullish } from '../wire-records';

const text = (message: string) => z.string({ error: message });
const nonEmpty = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value !== '', message));
const idOf = (message: string) =>
  z.union([nonEmpty(message), z.number().check(z.refine(Number.isFinite))], { error: message });

/** The start answer: `{ data: { clientToken } }`. */
export const startAnswerSchema = z.object(
  {
    data: z.object(
      { clientToken: nonEmpty('Expected a client token') },
      { error: 'Expected a data object' },
    ),
  },
  { error: 'Expected an object' },
);

/** The messages answer: `{ data: { messages, chatEnded } }`; messages stay raw and are read one by one. */
export const messagesAnswerSchema = z.object(
  {
    data: z.object(
      {
        messages: z.nullish(z.array(z.unknown(), { error: 'Expected a list of messages' })),
        chatEnded: nullish(isFlag, 'Expected true or false'),
      },
      { error: 'Expected a data object' },
    ),
  },
  { error: 'Expected an object' },
);

/** An answer that may say whether the chat ended (send, typing, user data, upload); every field is optional. */
export const ackAnswerSchema = z.object(
  {
    data: z.nullish(
      z.object(
        {
          chatEnded: nullish(isFlag, 'Expected true or false'),
          messages: z.nullish(z.array(z.unknown(), { error: 'Expected a list of messages' })),
        },
        { error: 'Expected a data object' },
      ),
    ),
    chatEnded: nullish(isFlag, 'Expected true or false'),
  },
  { error: 'Expected an object' },
);

/** An error answer: `{ status: { code, message } }`. */
export const errorAnswerSchema = z.object({
  status: z.object({
    code: z.union([nonEmpty('Expected an error code'), z.number()]),
    message: z.nullish(text('Expected an error message')),
  }),
});

/** The client token's payload: the session and participant it names. */
export const tokenPayloadSchema = z.object(
  {
    sessionId: idOf('Expected a session id'),
    participantId: idOf('Expected a participant id'),
  },
  { error: 'Expected an object' },
);

/** What a client token names. */
export interface TokenClaims {
  /** Chat session id, the path segment after the sessions URL. */
  sessionId: string;
  /** The visitor's participant id, used to leave the chat. */
  participantId: string;
}

function base64Of(segment: string): string {
  // Tokens are base64url in JWTs; the widget used plain atob, so both alphabets are accepted.
  const standard = segment.replace(/-/g, '+').replace(/_/g, '/');
  return standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '=');
}

function utf8Of(binary: string): string {
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes the payload of a client token (a JWT) into its session and participant ids, or says what was wrong. */
export function decodeClientToken(token: string): TokenClaims | { problem: string } {
  const payload = token.split('.')[1];
  if (!payload) return { problem: 'clientToken: Expected a JWT with a payload' };
  let claims: unknown;
  try {
    claims = JSON.parse(utf8Of(atob(base64Of(payload)))) as unknown;
  } catch {
    return { problem: 'clientToken: Expected a base64 JSON payload' };
  }
  const parsed = tokenPayloadSchema.safeParse(claims);
  if (!parsed.success) return { problem: `clientToken: ${describeIssues(parsed.error)}` };
  return {
    sessionId: String(parsed.data.sessionId),
    participantId: String(parsed.data.participantId),
  };
}

/** Message types REST v3 sends; `Text` is a visitor or agent message. */
export const wireMessageTypes = messageTypes;

/** One transcript message; its index may be a number or a text (with a `-` the client removes). */
export const messageSchema = z.object(
  {
    index: z.union([text('Expected an index'), z.number()], { error: 'Expected an index' }),
    type: z.enum(wireMessageTypes, { error: 'Expected a known message type' }),
    text: z.nullish(text('Expected a text')),
    url: z.nullish(text('Expected a URL')),
    utcTime: z.union([z.number(), text('Expected a time')], { error: 'Expected a time' }),
    from: z.object(
      {
        nickname: z.nullish(text('Expected a nickname')),
        firstName: z.nullish(text('Expected a first name')),
        participantId: z.nullish(
          z.union([text('Expected a participant id'), z.number()], {
            error: 'Expected a participant id',
          }),
        ),
        type: text('Expected a participant type'),
      },
      { error: 'Expected a sender object' },
    ),
    content: z.optional(z.unknown()),
  },
  { error: 'Expected a message object' },
);

/** A transcript message that passed the message schema. */
export type RestV3WireMessage = z.output<typeof messageSchema>;
