import * as z from 'zod';
import type {
  Conversation,
  Participant,
  ParticipantType,
  TranscriptEvent,
  TranscriptEventType,
} from '../../chat/chat.types';

/** Path of the guest conversations, relative to the server root (protocols 2.1). */
export const CLOUD_V2_CHAT_BASE = '/api/v2/webchat/guest/conversations';

/** Path of the event stream WebSocket of one conversation (`:conversationId`, `?jwt=`). */
export const CLOUD_V2_STREAM_BASE = '/api/v2/webchat/guest/streams';

/** Longest message body the guest API accepts. */
export const maxBodyLength = 4000;

/** The most messages one page of `GET messages` holds. */
export const maxPageSize = 200;

/** A member role of the guest API. */
export type CloudRole = 'AGENT' | 'CUSTOMER' | 'WORKFLOW' | 'ACD';

/** A member state of the guest API. */
export type CloudMemberState = 'CONNECTED' | 'DISCONNECTED' | 'ALERTING';

/** What a message's body is. */
export type CloudBodyType = 'standard' | 'notice' | 'member-join' | 'member-leave';

/** The error body of every refused request (`ErrorBody`). */
export interface CloudErrorBody {
  /** HTTP status. */
  status: number;
  /** Machine code, e.g. `not.found`, `bad.request`, `bad.credentials`. */
  code: string;
  /** A sentence for people. */
  message: string;
  /** The message with its parameters still named. */
  messageWithParams: string;
  /** Parameters of `messageWithParams`. */
  messageParams: Record<string, string>;
  /** Correlation id of the request. */
  contextId: string;
  /** Further details (always empty here). */
  details: unknown[];
  /** Nested errors (always empty here). */
  errors: unknown[];
}

/** `WebChatMemberInfo`. */
export interface CloudMember {
  /** Member id. */
  id: string;
  /** Display name. */
  displayName: string;
  /** First name, for the customer. */
  firstName?: string;
  /** Last name, for the customer. */
  lastName?: string;
  /** E-mail address, for the customer. */
  email?: string;
  /** What the member is. */
  role: CloudRole;
  /** When the member joined (ISO 8601). */
  joinDate: string;
  /** When the member left (ISO 8601), once it has. */
  leaveDate?: string;
  /** Whether the member proved who it is (never here). */
  authenticatedGuest: boolean;
  /** The customer's custom fields. */
  customFields?: Record<string, string>;
  /** Where the member stands. */
  state: CloudMemberState;
}

/** `WebChatMessage`. */
export interface CloudMessage {
  /** Message id. */
  id: string;
  /** The conversation. */
  conversation: { id: string; selfUri: string };
  /** Who sent it. */
  sender: { id: string };
  /** Text (empty for member events). */
  body: string;
  /** What the body is. */
  bodyType: CloudBodyType;
  /** When it happened (ISO 8601). */
  timestamp: string;
  /** Root-relative URI of the message. */
  selfUri: string;
}

/** One event stream frame (protocols 2.2). */
export interface CloudFrame {
  /** The topic, `v2.conversations.chats.{id}.messages` or `.members`. */
  topicName: string;
  /** The event. */
  eventBody: Record<string, unknown>;
  /** Correlation id and event type. */
  metadata: { correlationId: string; type: 'message' | 'member-change' | 'typing-indicator' };
  /** Frame version. */
  version: string;
}

/** The heartbeat frame, sent at least every 10 s. */
export const heartbeatFrame = {
  topicName: 'channel.metadata',
  eventBody: { message: 'WebSocket Heartbeat' },
} as const;

const text = z.string();
const optionalText = z.string().optional();

/** `CreateWebChatConversationRequest` (protocols 2.1); `targetType` is compared case-insensitively. */
export const createRequestSchema = z.object({
  organizationId: z.string().min(1),
  deploymentId: z.string().min(1),
  routingTarget: z.object({
    targetType: z.string().refine((value) => value.toUpperCase() === 'QUEUE', 'must be QUEUE'),
    targetAddress: z.string().min(1),
    skills: z.array(text).optional(),
    language: optionalText,
    priority: z.number().int().optional(),
  }),
  memberInfo: z.object({
    displayName: z.string().min(1),
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText,
    phoneNumber: optionalText,
    avatarImageUrl: optionalText,
    role: z.enum(['CUSTOMER']).optional(),
    customFields: z.record(z.string(), text).optional(),
  }),
  memberAuthToken: optionalText,
  journeyContext: z
    .object({
      customer: z.object({ id: text, idType: text }).optional(),
      customerSession: z.object({ id: text, type: text }).optional(),
      triggeringAction: z
        .object({
          id: text,
          actionMap: z.object({ id: text, version: z.number().int() }).optional(),
        })
        .optional(),
    })
    .optional(),
});

/** A valid create request. */
export type CreateRequest = z.output<typeof createRequestSchema>;

/** `CreateWebChatMessageRequest`. */
export const messageRequestSchema = z.object({
  body: z.string().min(1).max(maxBodyLength),
  bodyType: z.enum(['standard', 'notice']).optional(),
});

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The query of `GET members`. */
export const membersQuerySchema = z.object({
  pageSize: wholeNumber(1, 100).default(25),
  pageNumber: wholeNumber(1, 1_000_000).default(1),
  excludeDisconnectedMembers: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The query of `GET messages`. */
export const messagesQuerySchema = z.object({
  after: z.string().min(1).optional(),
  before: z.string().min(1).optional(),
  sortOrder: z.enum(['ascending', 'descending']).default('descending'),
  maxResults: wholeNumber(1, maxPageSize).default(100),
});

/** A valid messages query. */
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

const roles: Record<ParticipantType, CloudRole> = {
  Client: 'CUSTOMER',
  Agent: 'AGENT',
  Supervisor: 'AGENT',
  External: 'WORKFLOW',
};

const bodyTypes: Partial<Record<TranscriptEventType, CloudBodyType>> = {
  Message: 'standard',
  Text: 'standard',
  Structured: 'standard',
  PushUrl: 'notice',
  Notice: 'notice',
  CustomNotice: 'notice',
  NicknameUpdated: 'notice',
  IdleAlert: 'notice',
  IdleClose: 'notice',
  FileUploaded: 'notice',
  FileDeleted: 'notice',
  ParticipantJoined: 'member-join',
  ParticipantLeft: 'member-leave',
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The member id of a participant: unique within the run, readable back with {@link participantOfMember}. */
export function memberIdOf(conversationId: string, participantId: number): string {
  return `${conversationId}-m${participantId}`;
}

/** The participant a member id names in a conversation, if it names one. */
export function participantOfMember(
  conversation: Conversation,
  memberId: string,
): Participant | undefined {
  const prefix = `${conversation.id}-m`;
  if (!memberId.startsWith(prefix)) return undefined;
  const id = Number(memberId.slice(prefix.length));
  return conversation.participants.find((party) => party.participantId === id);
}

/** The root-relative URI of a conversation. */
export function conversationUri(conversationId: string): string {
  return `${CLOUD_V2_CHAT_BASE}/${encodeURIComponent(conversationId)}`;
}

/** The member record of a participant. */
export function toMember(conversation: Conversation, party: Participant): CloudMember {
  const events = conversation.events.filter(
    (event) => event.from.participantId === party.participantId,
  );
  const joined = events.find((event) => event.type === 'ParticipantJoined');
  const left = events.findLast((event) => event.type === 'ParticipantLeft');
  const leaveTime = party.connected ? undefined : (left?.utcTime ?? conversation.endedAt);
  const customer = party.type === 'Client';
  const { firstName, lastName, emailAddress } = conversation.visitor;
  return {
    id: memberIdOf(conversation.id, party.participantId),
    displayName: party.nickname,
    ...(customer && firstName ? { firstName } : {}),
    ...(customer && lastName ? { lastName } : {}),
    ...(customer && emailAddress ? { email: emailAddress } : {}),
    role: roles[party.type],
    joinDate: iso(joined?.utcTime ?? conversation.createdAt),
    ...(leaveTime === undefined ? {} : { leaveDate: iso(leaveTime) }),
    authenticatedGuest: false,
    ...(customer ? { customFields: { ...conversation.userData } } : {}),
    state: party.connected ? 'CONNECTED' : 'DISCONNECTED',
  };
}

/** The id of the message a transcript event becomes. */
export function messageIdOf(conversationId: string, index: number): string {
  return `${conversationId}-e${index}`;
}

function messageOf(
  conversation: Conversation,
  index: number,
  from: number,
  body: string,
  bodyType: CloudBodyType,
  time: number,
): CloudMessage {
  const id = messageIdOf(conversation.id, index);
  const uri = conversationUri(conversation.id);
  return {
    id,
    conversation: { id: conversation.id, selfUri: uri },
    sender: { id: memberIdOf(conversation.id, from) },
    body,
    bodyType,
    timestamp: iso(time),
    selfUri: `${uri}/messages/${encodeURIComponent(id)}`,
  };
}

/** The message a transcript event becomes, or undefined for events that are no messages (typing). */
export function toMessage(
  conversation: Conversation,
  event: TranscriptEvent,
): CloudMessage | undefined {
  const bodyType = bodyTypes[event.type];
  if (!bodyType) return undefined;
  const body =
    event.type === 'FileUploaded' ? (event.userData?.['file-name'] ?? '') : (event.text ?? '');
  return messageOf(
    conversation,
    event.index,
    event.from.participantId,
    bodyType.startsWith('member-') ? '' : body,
    bodyType,
    event.utcTime,
  );
}

/**
 * The customer's own member-leave of a conversation the agent side ended: the engine ends it without
 * one, but the guest API announces it (after the agents' leaves) so clients see their member go.
 */
export function closingLeave(conversation: Conversation): CloudMessage | undefined {
  if (conversation.state !== 'ended') return undefined;
  const customer = conversation.participants.find((party) => party.type === 'Client');
  if (!customer) return undefined;
  const left = conversation.events.some(
    (event) =>
      event.type === 'ParticipantLeft' && event.from.participantId === customer.participantId,
  );
  if (left) return undefined;
  return messageOf(
    conversation,
    conversation.events.length + 1,
    customer.participantId,
    '',
    'member-leave',
    conversation.endedAt ?? conversation.createdAt,
  );
}

/** Every message of a conversation, oldest first. */
export function messagesOf(conversation: Conversation): CloudMessage[] {
  const messages = conversation.events.flatMap((event) => toMessage(conversation, event) ?? []);
  const leave = closingLeave(conversation);
  return leave ? [...messages, leave] : messages;
}

/** An ErrorBody. */
export function errorBody(status: number, code: string, message: string): CloudErrorBody {
  return {
    status,
    code,
    message,
    messageWithParams: message,
    messageParams: {},
    contextId: crypto.randomUUID(),
    details: [],
    errors: [],
  };
}

/** A frame of the conversation's topic. */
export function frameOf(
  conversationId: string,
  type: CloudFrame['metadata']['type'],
  eventBody: Record<string, unknown>,
): CloudFrame {
  const topic = type === 'member-change' ? 'members' : 'messages';
  return {
    topicName: `v2.conversations.chats.${conversationId}.${topic}`,
    eventBody,
    metadata: { correlationId: crypto.randomUUID(), type },
    version: '2',
  };
}
