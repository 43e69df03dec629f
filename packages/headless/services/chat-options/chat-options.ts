import * as z from 'zod/mini';
import { fieldIssuesOf, FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';
import {
  countOption,
  flagOption,
  msOption,
  nonEmptyText,
} from '../../transports/transport-options';

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
const sessionOptionsSchema = z.strictObject(
  {
    maxMessageLength: z.optional(countOption),
    restoreTimeout: z.optional(wait),
    reconnectNotice: z.optional(wait),
    verifyRetry: z.optional(msOption()),
    async: z.optional(flagOption),
    historyPageSize: z.optional(countOption),
    endpoint: z.optional(nonEmptyText('Expected an endpoint name')),
    callTimeout: z.optional(msOption()),
    uploadTimeout: z.optional(msOption()),
    joinOtherTabs: z.optional(flagOption),
  },
  { error: 'Expected an object of chat options' },
);

const widgetOptionsSchema = z.strictObject(
  {
    confirmFormClose: z.optional(flagOption),
    newMessageRestoreState: z.optional(
      z.enum(['full', 'minimized'], { error: "Expected 'full' or 'minimized'" }),
    ),
    inviteOnRestoreTimeout: z.optional(flagOption),
    autoInvite: z.optional(flagOption),
    inviteDelay: z.optional(wait),
    inviteTimeout: z.optional(msOption()),
    chatButton: z.optional(flagOption),
    hideChatButtonDuringInvite: z.optional(flagOption),
    endTimeout: z.optional(wait),
    minimizeOnMobileRestore: z.optional(flagOption),
    unminimizeOnAlert: z.optional(flagOption),
  },
  { error: 'Expected an object of widget options' },
);

function issuesOf(schema: z.ZodMiniType, options: unknown, name: string): ChatOptionsIssue[] {
  if (options === undefined) return [];
  const parsed = schema.safeParse(options);
  return parsed.success
    ? []
    : fieldIssuesOf(parsed.error, { prefix: name, whole: name, unknown: 'Unknown option' });
}

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
    ...issuesOf(sessionOptionsSchema, chat, names.chat ?? 'options'),
    ...issuesOf(widgetOptionsSchema, widget, names.widget ?? 'options'),
  ];
  if (issues.length > 0) throw new ChatOptionsError(issues);
}
