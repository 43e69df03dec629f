import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { countOption, flagOption, nonEmptyText } from '../../transports/transport-options';

/** The name the knowledge centre's answers show as from in the transcript (spec 2, section 2). */
export const knowledgeCenterName = 'Knowledge Center';

/**
 * Chat deflection's settings (`_genesys.widgets.chatdeflection`, or `ChatDeflection.configure`;
 * spec 2, section 9: disabled by default, agent transcript 'readable', workspace and reporting keys
 * on). The texts are what the visitor reads from 'Knowledge Center'.
 */
export const chatDeflectionOptions = defineOptions(
  {
    /** Deflect the chats that start from now on. @default false */
    enabled: option(flagOption, false),
    /** The sender name of the answers in the transcript. @default 'Knowledge Center' */
    name: option(nonEmptyText('Expected a name'), knowledgeCenterName),
    /** What the visitor reads when the chat connects. */
    welcomeMessage: option(
      nonEmptyText('Expected a text'),
      'While you wait for an agent, ask your question here: I will look for answers in our knowledge base.',
    ),
    /** What comes before the links to the articles found. */
    suggestedMessage: option(nonEmptyText('Expected a text'), 'These articles may help:'),
    /** What the visitor reads when no article matched. */
    unansweredMessage: option(
      nonEmptyText('Expected a text'),
      'I found no article about that. An agent will answer you soon.',
    ),
    /** Most articles suggested per question. @default the knowledge centre's `maxSearchResults` */
    maxSearchResults: optionalOption(countOption),
    /** The knowledge bases searched. @default the knowledge centre's */
    knowledgebases: optionalOption(z.array(z.string(), { error: 'Expected a list of ids' })),
    /** The language searched. @default the knowledge centre's */
    lang: optionalOption(nonEmptyText('Expected a language code')),
    /** The visitor's country, put in the chat's user data as `Country`. */
    country: optionalOption(nonEmptyText('Expected a country')),
    /** `readable`: the agent's notices are sentences; `keys`: each is its key (`gkc_search`...) alone. @default 'readable' */
    agentTranscriptMode: option(
      z.enum(['readable', 'keys'], { error: "Expected 'readable' or 'keys'" }),
      'readable',
    ),
    /** Sends the `gkc_*` custom notices the agent's workspace shows. @default true */
    workspaceKeys: option(flagOption, true),
    /** Keeps the `gks_*` reporting keys in the chat's user data. @default true */
    reportingKeys: option(flagOption, true),
  },
  'Expected chat deflection options in an object',
);

/** Chat deflection's settings as a page gives them. */
export type ChatDeflectionOptionsInput = Partial<OptionsOf<typeof chatDeflectionOptions.specs>>;

/** Chat deflection's settings with the defaults filled in. */
export type ChatDeflectionOptions = OptionsOf<typeof chatDeflectionOptions.specs>;

/** Settings that failed their check; the message names each bad one. */
export class ChatDeflectionConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'ChatDeflectionConfigError');
  }
}

/** The settings `given` resolves to over `current`; throws a {@link ChatDeflectionConfigError} naming each bad one. */
export function resolveChatDeflectionOptions(
  given: unknown,
  current: ChatDeflectionOptions = chatDeflectionOptions.defaults,
): ChatDeflectionOptions {
  const issues = chatDeflectionOptions.issues(given, 'chatdeflection');
  if (issues.length > 0) throw new ChatDeflectionConfigError(issues);
  const parsed = chatDeflectionOptions.schema.parse(given ?? {});
  return { ...current, ...parsed } as ChatDeflectionOptions;
}
