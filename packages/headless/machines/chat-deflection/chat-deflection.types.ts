import type {
  KnowledgeDocument,
  KnowledgeDocumentRef,
  KnowledgeSearchOptions,
  KnowledgeSearchResult,
  KnowledgeSession,
  KnowledgeVoteOptions,
  KnowledgeVoteResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type { ChatDeflectionEnded } from './chat-deflection.manifest';
import type { ChatDeflectionOptions, ChatDeflectionOptionsInput } from './chat-deflection.options';

/** A custom notice for the agent's workspace (`WebChatService.sendCustomNotice`). */
export interface DeflectionNotice {
  /** What the agent reads: a sentence (`readable`) or the key alone (`keys`). */
  message: string;
  /** `{ gkc: <key>, ...details }`: the notice's key and what it is about, for the workspace. */
  attributes: { gkc: DeflectionNoticeKey } & Record<string, unknown>;
}

/** The deflection notice keys (spec 2, section 3). */
export type DeflectionNoticeKey =
  | 'gkc_welcome'
  | 'gkc_search'
  | 'gkc_visit'
  | 'gkc_unanswered'
  | 'gkc_answered'
  | 'gkc_vote'
  | 'gkc_suggested'
  | 'gkc_open';

/** A message from 'Knowledge Center' into the transcript (`WebChat.injectMessage`). */
export interface DeflectionMessage {
  /** `html`: the links to the articles; `text`: the welcome and the no-answer line. */
  type: 'text' | 'html';
  /** The sender name shown. */
  name: string;
  /** What it says. */
  text: string;
}

/**
 * What deflection works with: the knowledge centre (`KnowledgeCenterService`) and the chat
 * (`WebChatService`, `WebChat`). The widget gives the bus's; tests give fakes.
 */
export interface ChatDeflectionServices {
  /** Searches the knowledge centre (`KnowledgeCenterService.search`). */
  search(options: KnowledgeSearchOptions): Promise<KnowledgeSearchResult>;
  /** Reads a whole document and records the view (`KnowledgeCenterService.getFullContent`). */
  getFullContent(ref: KnowledgeDocumentRef): Promise<KnowledgeDocument>;
  /** Records the visitor's vote (`KnowledgeCenterService.vote`). */
  vote(options: KnowledgeVoteOptions): Promise<KnowledgeVoteResult>;
  /** Reads the knowledge session (`KnowledgeCenterService.sessionInfo`). */
  sessionInfo(): Promise<KnowledgeSession>;
  /** Tells the agent (`WebChatService.sendCustomNotice`). */
  sendNotice(notice: DeflectionNotice): Promise<unknown>;
  /** Shows a message in the transcript (`WebChat.injectMessage`). */
  inject(message: DeflectionMessage): Promise<unknown>;
  /** Updates the chat's user data (`WebChatService.updateUserData`). */
  updateUserData(userData: Record<string, string>): Promise<unknown>;
}

/** An article suggested in the transcript, by its place in {@link ChatDeflectionContext.suggestions}. */
export interface DeflectionSuggestion {
  /** The document as the search gave it. */
  document: KnowledgeDocument;
  /** The question that found it. */
  query: string;
  /** The search that found it. */
  searchId?: string;
}

/** The article the overlay shows. */
export interface DeflectionArticle {
  /** Its place in the suggestions (the `#cx-kc-article-<n>` of its link). */
  index: number;
  /** The whole document, once read. */
  document?: KnowledgeDocument;
  /** The visitor's vote, once recorded: `true` helpful. */
  vote?: boolean;
  /** The last vote could not be recorded. */
  voteFailed: boolean;
}

/** Input of the chat deflection machine. */
export interface ChatDeflectionInput {
  /** Settings; each has a default (disabled). */
  options?: ChatDeflectionOptionsInput;
  /** The knowledge centre and the chat. */
  services: ChatDeflectionServices;
  /** The clock of `gks_deflection_started`. @default Date.now */
  now?: () => number;
}

/** Context of the chat deflection machine. */
export interface ChatDeflectionContext {
  /** The settings in force. */
  options: ChatDeflectionOptions;
  /** The knowledge centre and the chat. */
  services: ChatDeflectionServices;
  /** The clock. */
  now: () => number;
  /** The chat being deflected, when its start gave an id. */
  chatId?: string;
  /** Questions searched in this chat. */
  searches: number;
  /** Every article suggested on this page, in the order their links were put in the transcript. */
  suggestions: DeflectionSuggestion[];
  /** The article the overlay shows, if any. */
  article?: DeflectionArticle;
  /** The visitor's e-mail address from the pre-chat form (`EmailAddress`). */
  email?: string;
}

/** Events of the chat deflection machine. */
export type ChatDeflectionEvent =
  /** New settings, resolved (`configure`); `enabled` in them enables or disables. */
  | { type: 'deflection.configure'; options: ChatDeflectionOptions }
  | { type: 'deflection.enable' }
  | { type: 'deflection.disable' }
  /** A chat connected (`WebChatService.started`). */
  | { type: 'chat.started'; chatId?: string }
  /** The chat ended, or its window closed. */
  | { type: 'chat.ended' }
  /** An agent connected (`WebChatService.agentConnected`). */
  | { type: 'chat.agentConnected' }
  /** The visitor sent a message (`WebChatService.messageReceived` from the Client). */
  | { type: 'chat.clientMessage'; text: string }
  /** The pre-chat form was sent (`WebChat.submitted`). */
  | { type: 'chat.formSubmitted'; email?: string }
  /** The knowledge session, read once deflection started. */
  | { type: 'session.read'; session: KnowledgeSession }
  | { type: 'search.done'; query: string; result: KnowledgeSearchResult }
  | { type: 'search.failed'; query: string }
  /** The visitor opened the article of link `index`. */
  | { type: 'article.open'; index: number }
  /** The visitor voted on the open article. */
  | { type: 'article.vote'; relevant: boolean }
  /** Back: the overlay goes. */
  | { type: 'article.close' };

/** What the searcher actor is told. */
export type SearcherEvent = { type: 'search'; query: string; options: KnowledgeSearchOptions };

/** Notifications the machine emits (the plugin publishes them). */
export type ChatDeflectionEmitted =
  | { type: 'enabled' }
  | { type: 'disabled' }
  | { type: 'started'; chatId?: string }
  | ({ type: 'ended' } & ChatDeflectionEnded);
