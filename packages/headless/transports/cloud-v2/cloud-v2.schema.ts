import * as z from 'zod/mini';

const nonEmpty = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value !== '', message));
const optionalText = (message: string) => z.nullish(z.string({ error: message }));

/** `CreateWebChatConversationResponse`: the conversation, its JWT, event stream and the customer's member. */
export const createAnswerSchema = z.object(
  {
    id: nonEmpty('Expected a conversation id'),
    jwt: nonEmpty('Expected a JWT'),
    eventStreamUri: nonEmpty('Expected an event stream URI'),
    member: z.object({ id: nonEmpty('Expected a member id') }, { error: 'Expected a member' }),
  },
  { error: 'Expected an object' },
);

/** `WebChatMessage`, as far as the transport reads it. */
export const messageSchema = z.object(
  {
    id: nonEmpty('Expected a message id'),
    sender: z.object({ id: nonEmpty('Expected a sender id') }, { error: 'Expected a sender' }),
    body: optionalText('Expected a body'),
    bodyType: nonEmpty('Expected a body type'),
    timestamp: optionalText('Expected a timestamp'),
  },
  { error: 'Expected a message object' },
);

/** A message that passed {@link messageSchema}. */
export type CloudV2WireMessage = z.output<typeof messageSchema>;

/** `WebChatMessageEntityList`; entities stay raw and are read one by one. */
export const messageListSchema = z.object(
  {
    entities: z.array(z.unknown(), { error: 'Expected a list of messages' }),
    next: optionalText('Expected a next link'),
  },
  { error: 'Expected an object' },
);

/** `WebChatMemberInfo`, as far as the transport reads it. */
export const memberSchema = z.object(
  {
    id: nonEmpty('Expected a member id'),
    displayName: optionalText('Expected a display name'),
    role: optionalText('Expected a role'),
    state: optionalText('Expected a state'),
  },
  { error: 'Expected a member object' },
);

/** A member that passed {@link memberSchema}. */
export type CloudV2Member = z.output<typeof memberSchema>;

/** `WebChatTyping`: any JSON object (the widget only needs a non-empty JSON answer). */
export const typingAnswerSchema = z.object({}, { error: 'Expected a JSON object' });

/** One event stream frame (protocols 2.2). */
export const frameSchema = z.object(
  {
    topicName: z.string({ error: 'Expected a topic name' }),
    eventBody: z.optional(z.unknown()),
    metadata: z.nullish(
      z.object({ type: optionalText('Expected an event type') }, { error: 'Expected metadata' }),
    ),
  },
  { error: 'Expected a frame object' },
);

/** The `eventBody` of a `member-change` frame. */
export const memberChangeSchema = z.object(
  {
    member: z.object(
      { id: nonEmpty('Expected a member id'), state: optionalText('Expected a state') },
      { error: 'Expected a member' },
    ),
  },
  { error: 'Expected a member change' },
);

/** The `eventBody` of a `typing-indicator` frame. */
export const typingFrameSchema = z.object(
  {
    sender: z.object({ id: nonEmpty('Expected a sender id') }, { error: 'Expected a sender' }),
    timestamp: optionalText('Expected a timestamp'),
  },
  { error: 'Expected a typing indicator' },
);

/** `ErrorBody`, as far as the transport reads it. */
export const errorBodySchema = z.object({
  status: z.optional(z.number()),
  code: z.string(),
  message: z.nullish(z.string()),
});
