import * as z from 'zod';
import { transcriptEventTypes, type TranscriptEventType } from '../../chat/chat.types';

const participantId = z.int().min(1).optional();

/** Body of `POST /sim/api/chats/:id/agent/join`. */
export const agentJoinSchema = z.strictObject({
  name: z.string().min(1).max(100).optional(),
  bot: z.boolean().optional(),
  type: z.enum(['Agent', 'Supervisor']).optional(),
});

// Events whose type says it all; every other type is a message that needs its text.
const textlessTypes = new Set<TranscriptEventType>([
  'ParticipantJoined',
  'ParticipantLeft',
  'TypingStarted',
  'TypingStopped',
]);

/** Body of `POST /sim/api/chats/:id/agent/messages`. */
export const agentMessageSchema = z
  .strictObject({
    text: z.string(),
    type: z.enum(transcriptEventTypes).optional(),
    contentType: z.string().min(1).optional(),
    content: z.unknown().optional(),
    eventAttributes: z.record(z.string(), z.unknown()).optional(),
    participantId,
  })
  .refine((body) => body.content === undefined || body.contentType !== undefined, {
    path: ['contentType'],
    message: 'is required with content',
  })
  .refine(
    (body) =>
      body.contentType !== undefined ||
      textlessTypes.has(body.type ?? 'Message') ||
      body.text.trim() !== '',
    { path: ['text'], message: 'must not be blank in a message without rich-media content' },
  );

/** Body of `POST /sim/api/chats/:id/agent/typing` (optional). */
export const agentTypingSchema = z.strictObject({
  durationMs: z.int().min(0).max(3_600_000).optional(),
  participantId,
});

/** Body of `POST /sim/api/chats/:id/agent/leave` (optional). */
export const agentLeaveSchema = z.strictObject({ participantId });

/** Body of `POST /sim/api/chats/:id/agent/files`. */
export const agentFileSchema = z.strictObject({
  name: z.string().min(1).max(255),
  contentBase64: z
    .string()
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64 text')
    .refine((text) => text.length % 4 === 0, 'must be base64 text (length a multiple of 4)'),
  mimeType: z.string().min(1).optional(),
  participantId,
});

/**
 * Body of `POST /sim/api/chats/:id/agent/idle`: `kind` `alert` appends an IdleAlert (its
 * `nextTimerType` in the event's userData), `close` an IdleClose and ends the chat. Optional
 * `closeAfterMs` (alerts only) also closes the chat that many milliseconds after the alert unless
 * the visitor writes, types or sends a custom notice first, or a later alert replaces it; the
 * alert then says `nextTimerType` `CLOSE` (the default; no other is accepted) and GMS answers carry
 * `idleTimerExpire` (`closeAfterMs` in seconds) until then. Without it nothing closes by itself.
 */
export const agentIdleSchema = z
  .strictObject({
    kind: z.enum(['alert', 'close']),
    text: z.string().optional(),
    nextTimerType: z.string().min(1).optional(),
    closeAfterMs: z.int().min(0).max(86_400_000).optional(),
  })
  .refine((body) => body.closeAfterMs === undefined || body.kind === 'alert', {
    path: ['closeAfterMs'],
    message: 'is for alerts only',
  })
  .refine(
    (body) =>
      body.closeAfterMs === undefined || (body.nextTimerType ?? 'CLOSE').toUpperCase() === 'CLOSE',
    { path: ['nextTimerType'], message: 'must be CLOSE with closeAfterMs' },
  );

/** Body of `POST /sim/api/chats/:id/agent/survey`; missing URLs point at the simulator's own pages. */
export const agentSurveySchema = z.strictObject({
  surveyUrl: z.string().min(1).optional(),
  cancelUrl: z.string().min(1).optional(),
});

/** Body of `POST /sim/api/chats/:id/unavailable`. */
export const unavailableSchema = z.strictObject({ count: z.int().min(0).max(1_000_000) });

/** Body of `POST /sim/api/chat/service`. */
export const serviceSchema = z.strictObject({ available: z.boolean() });

/** Query of `GET /sim/api/chats/:id/transcript`. */
export const transcriptQuerySchema = z.object({
  from: z.coerce.number().int().min(1).optional(),
});
