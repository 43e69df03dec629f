import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { ChatEngine } from '../../chat/chat-engine.types';
import type { Conversation } from '../../chat/chat.types';
import type { SimulatorEngine } from '../../engine/engine';
import {
  envelope,
  eventsFrom,
  gmsSessions,
  toGmsMessage,
  type GmsEnvelope,
  type GmsErrorBody,
  type GmsKeys,
} from '../gms-chat/gms-chat.envelope';
import type { FormObject } from '../gms-chat/gms-chat.form';
import { gmsOperations, refusalInSession } from '../gms-chat/gms-chat.module';
import {
  sessionFieldsSchema,
  startErrors,
  startFieldsSchema,
  visitorOfStart,
  type GmsErrorEntry,
} from '../gms-chat/gms-chat.schemas';

/** The operations a client publishes on `/service/chatV2/{serviceName}` (protocols 1.6). */
export const cometdOperations = [
  'requestChat',
  'sendMessage',
  'startTyping',
  'stopTyping',
  'disconnect',
  'customNotice',
  'updateData',
  'requestNotifications',
] as const;

/** One CometD chat operation. */
export type CometdOperation = (typeof cometdOperations)[number];

// Each operation on an existing chat is the REST operation of the same meaning.
const restNames: Record<Exclude<CometdOperation, 'requestChat'>, string> = {
  sendMessage: 'send',
  startTyping: 'startTyping',
  stopTyping: 'stopTyping',
  disconnect: 'disconnect',
  customNotice: 'customNotice',
  updateData: 'updateData',
  requestNotifications: 'requestNotifications',
};

/** The head of every published operation; the rest of its fields mirror the REST form fields. */
export const publishedOperationSchema = z.looseObject({
  operation: z.enum(cometdOperations, { error: 'must be a known operation' }),
  chatId: z.string({ error: 'must be text' }).optional(),
});

type Scalar = string | number | boolean;
type Published = Scalar | null | undefined | PublishedObject | readonly unknown[];
interface PublishedObject {
  [key: string]: unknown;
}

/** Published JSON as the REST form fields it mirrors: scalars become text, objects nest, the rest is left out. */
export function formOf(data: PublishedObject, depth = 0): FormObject {
  const form: FormObject = {};
  for (const [key, value] of Object.entries(data) as [string, Published][]) {
    if (typeof value === 'string') form[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') form[key] = String(value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < 4) {
      form[key] = formOf(value as PublishedObject, depth + 1);
    }
  }
  return form;
}

/** What the service needs from the simulator. */
export interface CometdServiceInput {
  /** The conversations. */
  chat: ChatEngine;
  /** The run's engine (store and clock). */
  engine: SimulatorEngine;
  /** GMS node alias handed out with new chats. */
  alias: string;
  /** Sends a push about chat `chatId` to one client; false when the client is gone. */
  deliver(clientId: string, chatId: string, data: object): boolean;
  /** Records an operation in the event log. */
  record(data: Record<string, unknown>): void;
}

/** Answers operations and pushes each followed chat's new events to the clients that follow it. */
export interface CometdService {
  /** Performs one published operation and resolves with the envelope to answer. */
  handle(clientId: string, serviceName: string, data: unknown): Promise<GmsEnvelope | GmsErrorBody>;
  /** Stops pushing to a client. */
  forget(clientId: string): void;
  /** Stops every push. */
  close(): void;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const failed = (entry: GmsErrorEntry): GmsErrorBody => ({ statusCode: 2, errors: [entry] });

/** Creates the service behind the CometD channel. */
export function createCometdService(input: CometdServiceInput): CometdService {
  const { chat, engine } = input;
  const follows = new Map<string, { chatId: string; stop: () => void }>();

  function follow(clientId: string, conversation: Conversation, keys: GmsKeys): void {
    if (follows.get(clientId)?.chatId === conversation.id) return;
    follows.get(clientId)?.stop();
    const stop = chat.subscribe(
      (notice) => {
        const current = notice.conversation;
        const parts = notice.kind === 'event' ? { messages: [toGmsMessage(notice.event)] } : {};
        if (!input.deliver(clientId, current.id, envelope(current, keys, parts))) forget(clientId);
      },
      { chatId: conversation.id },
    );
    follows.set(clientId, { chatId: conversation.id, stop });
  }

  function forget(clientId: string): void {
    follows.get(clientId)?.stop();
    follows.delete(clientId);
  }

  function requestChat(clientId: string, serviceName: string, form: FormObject) {
    const parsed = startFieldsSchema.safeParse(form);
    if (!parsed.success) return failed({ code: 400, advice: z.prettifyError(parsed.error) });
    const fields = parsed.data;
    if (!chat.serviceAvailable()) {
      return failed({ code: 240, advice: 'Cannot start a new chat at this time' });
    }
    const errors = startErrors(fields);
    if (errors.length > 0) return { statusCode: 2 as const, errors };
    const conversation = chat.create({
      transport: 'gms-cometd',
      visitor: visitorOfStart(fields),
      userData: fields.userData ?? {},
      text: fields.text,
      details: {
        serviceName,
        ...(fields.endpoint ? { endpoint: fields.endpoint } : {}),
      },
    });
    const keys: GmsKeys = { secureKey: hex(8), alias: input.alias, userId: hex(8).toUpperCase() };
    engine.store.get(gmsSessions).set(conversation.id, keys);
    follow(clientId, conversation, keys);
    return envelope(conversation, keys, { messages: eventsFrom(conversation, 1) });
  }

  async function onChat(
    clientId: string,
    operation: Exclude<CometdOperation, 'requestChat'>,
    chatId: string,
    form: FormObject,
  ): Promise<GmsEnvelope | GmsErrorBody> {
    // The session first: a refusal on a known session carries its envelope (protocols 10).
    const conversation = chat.get(chatId);
    const keys = engine.store.get(gmsSessions).get(chatId);
    if (!conversation || !keys || form.secureKey !== keys.secureKey) {
      return failed({ code: 404, advice: 'Previous session not found' });
    }
    follow(clientId, conversation, keys);
    const parsed = sessionFieldsSchema.safeParse(form);
    if (!parsed.success) {
      const errors = [{ code: 400, advice: z.prettifyError(parsed.error) }];
      return envelope(conversation, keys, { statusCode: 2, errors });
    }
    const fields = parsed.data;
    if (chat.takeUnavailable(conversation.id))
      return envelope(conversation, keys, { statusCode: 1 });
    const rest = gmsOperations[restNames[operation]]!;
    try {
      const now = engine.clock.now();
      const parts = await rest.run({ chat, conversation, fields, form, now });
      const position = fields.transcriptPosition ?? rest.defaultPosition;
      return envelope(conversation, keys, {
        messages: eventsFrom(conversation, position),
        ...parts,
      });
    } catch (error) {
      return refusalInSession(conversation, keys, error).body;
    }
  }

  return {
    async handle(clientId, serviceName, data) {
      const head = publishedOperationSchema.safeParse(data);
      let answer: GmsEnvelope | GmsErrorBody;
      if (!head.success) {
        answer = failed({ code: 400, advice: z.prettifyError(head.error) });
      } else {
        const form = formOf(head.data);
        const { operation, chatId } = head.data;
        answer =
          operation === 'requestChat'
            ? requestChat(clientId, serviceName, form)
            : await onChat(clientId, operation, chatId ?? '', form);
      }
      input.record({
        clientId,
        serviceName,
        operation: head.success ? head.data.operation : null,
        chatId: 'chatId' in answer ? answer.chatId : (head.data?.chatId ?? null),
        statusCode: answer.statusCode,
      });
      return answer;
    },
    forget,
    close() {
      for (const clientId of [...follows.keys()]) forget(clientId);
    },
  };
}
