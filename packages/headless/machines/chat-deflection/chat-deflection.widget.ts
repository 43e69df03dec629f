import * as z from 'zod/mini';
import type { Bus, BusEvent } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type {
  KnowledgeDocument,
  KnowledgeSearchResult,
  KnowledgeSession,
  KnowledgeVoteResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type { ChatMessage } from '../../transports/chat.types';
import { chatDeflectionMachine } from './chat-deflection.machine';
import { chatDeflectionManifest } from './chat-deflection.manifest';
import type { ChatDeflectionOptionsInput } from './chat-deflection.options';
import { chatDeflectionPlugin } from './chat-deflection.plugin';
import type { ChatDeflectionEvent, ChatDeflectionServices } from './chat-deflection.types';

/** What the ChatDeflection widget's runtime is made from (the `ChatDeflectionProvider` props, resolved). */
export interface ChatDeflectionRuntimeInput {
  /** Settings (`_genesys.widgets.chatdeflection`); disabled unless `enabled`. */
  options?: ChatDeflectionOptionsInput;
  /** The knowledge centre and the chat. @default the bus's `KnowledgeCenterService`, `WebChatService` and `WebChat` */
  services?: ChatDeflectionServices;
  /** The clock of `gks_deflection_started`. @default Date.now */
  now?: () => number;
}

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z._default(z.catch(z.string(), ''), '');

const documentSchema = z.object({
  id,
  kbId: id,
  title: text,
  answer: text,
  answerContent: text,
  attachments: z._default(
    z.catch(
      z.array(z.object({ url: z.string(), fileName: z._default(z.catch(z.string(), ''), '') })),
      [],
    ),
    [],
  ),
  categories: z._default(z.catch(z.array(z.string()), []), []),
  relatedCategories: z._default(z.catch(z.array(z.any()), []), []),
  feedbackType: z.catch(z.optional(z.enum(['NONE', 'VOTE', 'EITHER'])), undefined),
  searchId: z.catch(z.optional(z.string()), undefined),
});

const searchSchema = z.object({
  documents: z.array(z.unknown()),
  query: text,
  searchId: z.catch(z.optional(z.string()), undefined),
});

const sessionSchema = z.object({ sessionId: id, language: text });

/** A document from the knowledge service, read at the boundary; one that does not read throws. */
export function readDocument(data: unknown): KnowledgeDocument {
  return documentSchema.parse(data) as KnowledgeDocument;
}

/** A search result read at the boundary: documents that do not read are left out. */
export function readSearchResult(data: unknown): KnowledgeSearchResult {
  const result = searchSchema.parse(data);
  const documents = result.documents.flatMap((document) => {
    const parsed = documentSchema.safeParse(document);
    return parsed.success ? [parsed.data as KnowledgeDocument] : [];
  });
  return {
    documents,
    categories: [],
    query: result.query,
    ...(result.searchId === undefined ? {} : { searchId: result.searchId }),
  };
}

const commander = chatDeflectionManifest.name;

/**
 * The knowledge centre and the chat through the bus, by name: whichever `KnowledgeCenterService`,
 * `WebChatService` and `WebChat` are on it. What the knowledge service answers is read at the boundary.
 */
export function busDeflectionServices(bus: Bus): ChatDeflectionServices {
  const call = (name: string, options?: unknown) => bus.untyped.command(name, options, commander);
  return {
    search: async (options) =>
      readSearchResult(await call('KnowledgeCenterService.search', options)),
    getFullContent: async (ref) =>
      readDocument(await call('KnowledgeCenterService.getFullContent', ref)),
    vote: async (options) =>
      ((await call('KnowledgeCenterService.vote', options)) ?? {
        documentId: options.documentId,
        knowledgeBaseId: options.knowledgeBaseId,
        relevant: options.relevant,
      }) as KnowledgeVoteResult,
    sessionInfo: async () =>
      sessionSchema.parse(
        await call('KnowledgeCenterService.sessionInfo'),
      ) as unknown as KnowledgeSession,
    sendNotice: (notice) => call('WebChatService.sendCustomNotice', notice),
    inject: (message) => call('WebChat.injectMessage', message),
    updateUserData: (userData) => call('WebChatService.updateUserData', userData),
  };
}

/** Whether a transcript message is one the visitor typed and sent now (not restored, not the site's). */
function isVisitorMessage(message: ChatMessage): boolean {
  return (
    message.from?.type === 'Client' &&
    message.type === 'Message' &&
    !message.injected &&
    !message.restoring &&
    typeof message.text === 'string'
  );
}

/** Feeds the chat's bus events to the deflection actor; returns the undo. */
export function linkToChat(bus: Bus, send: (event: ChatDeflectionEvent) => void): () => void {
  const on = (name: string, handle: (event: BusEvent) => void) =>
    bus.untyped.subscribe(name, handle);
  const unsubscribes = [
    on('WebChatService.started', (event) => {
      const session = (event.data as { session?: Record<string, unknown> } | undefined)?.session;
      const chatId = session?.['chatId'] ?? session?.['conversationId'];
      send({ type: 'chat.started', ...(typeof chatId === 'string' ? { chatId } : {}) });
    }),
    on('WebChatService.ended', () => send({ type: 'chat.ended' })),
    on('WebChat.closed', () => send({ type: 'chat.ended' })),
    on('WebChatService.agentConnected', () => send({ type: 'chat.agentConnected' })),
    on('WebChatService.messageReceived', (event) => {
      const data = event.data as { messages?: ChatMessage[]; restoring?: boolean } | undefined;
      if (data?.restoring || !Array.isArray(data?.messages)) return;
      for (const message of data.messages) {
        if (isVisitorMessage(message)) send({ type: 'chat.clientMessage', text: message.text });
      }
    }),
    on('WebChat.submitted', (event) => {
      // By the legacy form's input name (`email`), or the start request's (`emailAddress`).
      const form = (event.data as { form?: Record<string, unknown> } | undefined)?.form;
      const email = form?.['email'] ?? form?.['emailaddress'];
      send({
        type: 'chat.formSubmitted',
        ...(typeof email === 'string' && email.trim() !== '' ? { email: email.trim() } : {}),
      });
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/**
 * Chat deflection on the widget kit: the deflection actor, fed from the chat's bus events, working
 * through the bus's knowledge and chat services, and the `ChatDeflection` plugin (which takes over
 * the commands its lazy placeholder kept).
 */
export const chatDeflectionWidget = defineWidget({
  name: 'ChatDeflection',
  machines: { deflection: chatDeflectionMachine },
  inputs: (input: ChatDeflectionRuntimeInput, { bus }) => ({
    deflection: {
      ...(input.options ? { options: input.options } : {}),
      services: input.services ?? busDeflectionServices(bus),
      ...(input.now ? { now: input.now } : {}),
    },
  }),
  link: ({ deflection }, _input, { bus }) => [linkToChat(bus, (event) => deflection.send(event))],
  plugins: ({ deflection }) => [bindPlugin(chatDeflectionPlugin, deflection)],
});
