import {
  chatDeflectionOptions,
  type ChatDeflectionOptionsInput,
} from '@cxkit/headless/chat-deflection/options';
import { LegacySettingsError, type LegacySettingsIssue } from '../legacy';

/** `chatdeflection` settings that failed validation; the message names every bad setting. */
export class ChatDeflectionSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'ChatDeflectionSettingsError';
  }
}

/** What a page's deflection settings give the reference web chat. */
export interface ChatDeflectionSettings {
  /** Chat deflection's settings (`_genesys.widgets.chatdeflection`), checked: `WebChat`'s `deflection`. */
  deflection: ChatDeflectionOptionsInput;
  /** The knowledge centre's configuration (`_genesys.widgets.knowledgecenter`), for a service the chat brings. */
  knowledgeCenter?: Record<string, unknown>;
}

/**
 * Reads chat deflection's settings from the page's `window._genesys.widgets`: its own key,
 * `chatdeflection` (each plugin's settings sit under its lower-cased name, as `knowledgecenter`
 * does for `KnowledgeCenterService`), and `knowledgecenter` for the service it searches. None gives
 * `undefined`; bad ones throw a {@link ChatDeflectionSettingsError} naming each.
 */
export function parseChatDeflectionSettings(
  widgets: Readonly<Record<string, unknown>> | undefined,
): ChatDeflectionSettings | undefined {
  const settings = widgets?.['chatdeflection'];
  if (settings === undefined) return undefined;
  const issues = chatDeflectionOptions.issues(settings, 'chatdeflection');
  if (issues.length > 0) throw new ChatDeflectionSettingsError(issues);
  const knowledgeCenter = widgets?.['knowledgecenter'];
  return {
    deflection: chatDeflectionOptions.schema.parse(settings),
    ...(knowledgeCenter && typeof knowledgeCenter === 'object'
      ? { knowledgeCenter: knowledgeCenter as Record<string, unknown> }
      : {}),
  };
}
