import * as z from 'zod/mini';
import { FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';
import {
  countOption,
  flagOption,
  msOption,
  nonEmptyText,
} from '../../transports/transport-options';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';

/** One invalid chat option. */
export type ChatOptionsIssue = FieldIssue;

/** Chat or chat widget options that failed validation; the message names every bad option. */
export class ChatOptionsError extends FieldIssuesError {
  /** Creates the error from the option issues. */
  constructor(issues: ChatOptionsIssue[]) {
    super('chat options', issues, 'ChatOptionsError');
  }
}

const wait = msOption('Expected a number of ms, 0 or more', 0);

// The session's language is the app's (CxProvider), so it is not one of these.
/** The chat session's options a page gives (`ChatProvider`'s `options`): type, defaults (spec 2, section 9) and check. */
export const chatSessionOptions = defineOptions(
  {
    /** Longest message in characters. @default 500 */
    maxMessageLength: option(countOption, 500),
    /** A saved session whose last poll is older than this is not restored (ms). @default 60000 */
    restoreTimeout: option(wait, 60_000),
    /** How long the reconnected notice stays (ms). @default 2000 */
    reconnectNotice: option(wait, 2000),
    /** Pause before checking again whether an unconfirmed message arrived, or sending it again (ms). @default 1000 */
    verifyRetry: option(msOption(), 1000),
    /** Whether the chat is asynchronous (adds the async flag to user data; allows history reads). @default false */
    async: option(flagOption, false),
    /** Messages per history page in asynchronous chat. @default 20 */
    historyPageSize: option(countOption, 20),
    /** The routing endpoint sent with each start that names none (`webchat.endpoint`). @default none */
    endpoint: optionalOption(nonEmptyText('Expected an endpoint name')),
    /** Longest wait for a transport call (other than a file upload) before it counts as unanswered (ms). @default 30000 */
    callTimeout: option(msOption(), 30_000),
    /** Longest wait for a file upload before it counts as failed on the network (ms). @default 120000 */
    uploadTimeout: option(msOption(), 120_000),
    /** Whether a page without a chat of its own joins the chat another tab is on. @default true */
    joinOtherTabs: option(flagOption, true),
  },
  'Expected an object of chat options',
);

/** The chat widget's options (`ChatWidgetProvider`'s `options`): type, defaults (spec 2, section 9; protocols 8.2) and check. */
export const chatWidgetOptions = defineOptions(
  {
    /** Ask before closing a filled form of a chat not started (`confirmFormCloseEnabled`). @default true */
    confirmFormClose: option(flagOption, true),
    /** How a closed window reopens when a message arrives in asynchronous chat. @default 'full' */
    newMessageRestoreState: option(
      z.enum(['full', 'minimized'], { error: "Expected 'full' or 'minimized'" }),
      'full',
    ),
    /** Offer a new chat when a previous session could not be restored (`inviteOnRestoreTimeout`). @default true */
    inviteOnRestoreTimeout: option(flagOption, true),
    /** Show the proactive invitation by itself after `inviteDelay` (`autoInvite.enabled`). @default false */
    autoInvite: option(flagOption, false),
    /** Time before the automatic invitation, in ms (proactive idle timer). @default 5000 */
    inviteDelay: option(wait, 5000),
    /** Time an invitation shows before it withdraws, in ms (proactive cancel timer). @default 30000 */
    inviteTimeout: option(msOption(), 30_000),
    /** Whether the chat button shows while the window is closed (`chatButton.enabled`). @default true */
    chatButton: option(flagOption, true),
    /** Hide the chat button while an invitation shows (`chatButton.hideDuringInvite`). @default true */
    hideChatButtonDuringInvite: option(flagOption, true),
    /** When closing ends the chat: how long to wait for the end before closing anyway, in ms. @default 3000 */
    endTimeout: option(wait, 3000),
    /** In mobile mode, a restored chat's window comes back minimized (`minimizeOnMobileRestore`). @default false */
    minimizeOnMobileRestore: option(flagOption, false),
    /** A minimized window opens when an idle alert comes (`unminimizeOnAlert`). @default false */
    unminimizeOnAlert: option(flagOption, false),
  },
  'Expected an object of widget options',
);

/** The chat session's options as {@link chatSessionOptions} declares them (all but the app's `language`). */
export type ChatSessionPageOptions = OptionsOf<typeof chatSessionOptions.specs>;

/** The chat widget's options as {@link chatWidgetOptions} declares them. */
export type ChatWidgetOptionsOf = OptionsOf<typeof chatWidgetOptions.specs>;

/** Options of the chat session and its widget, each under the name it is given by. */
export interface ChatOptionsToCheck {
  /** Chat session options (`ChatProvider`'s `options`), under `names.chat`. */
  chat?: unknown;
  /** Chat widget options (`ChatWidgetProvider`'s `options`), under `names.widget`. */
  widget?: unknown;
  /** How the page names each, for the error. @default { chat: 'options', widget: 'options' } */
  names?: { chat?: string; widget?: string };
}

/**
 * Checks chat session and chat widget options as a page gives them (at run time: a page in plain
 * JavaScript has no types to catch a wrong one); throws a {@link ChatOptionsError} naming each bad one.
 */
export function checkChatOptions({ chat, widget, names = {} }: ChatOptionsToCheck): void {
  const issues = [
    ...chatSessionOptions.issues(chat, names.chat ?? 'options'),
    ...chatWidgetOptions.issues(widget, names.widget ?? 'options'),
  ];
  if (issues.length > 0) throw new ChatOptionsError(issues);
}
