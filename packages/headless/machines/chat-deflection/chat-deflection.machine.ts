import { assign, emit, setup } from 'xstate';
import { castVote, readArticle, searcher, tell } from './chat-deflection.actors';
import {
  documentDetails,
  documentKey,
  knowledgeBasesOf,
  noticeOf,
  searchOptionsOf,
  suggestionsHtml,
} from './chat-deflection.logic';
import { resolveChatDeflectionOptions } from './chat-deflection.options';
import type {
  ChatDeflectionContext,
  ChatDeflectionEmitted,
  ChatDeflectionEvent,
  ChatDeflectionInput,
  DeflectionMessage,
  DeflectionNoticeKey,
  DeflectionSuggestion,
} from './chat-deflection.types';

const deflectionSetup = setup({
  types: {
    context: {} as ChatDeflectionContext,
    events: {} as ChatDeflectionEvent,
    input: {} as ChatDeflectionInput,
    emitted: {} as ChatDeflectionEmitted,
  },
  actors: { searcher, tell, readArticle, castVote },
});

type Enqueue = Parameters<Parameters<typeof deflectionSetup.enqueueActions>[0]>[0]['enqueue'];

/** Queues a call to the chat as a `tell` child (its failure is dropped). */
function queueCall(enqueue: Enqueue, call: () => Promise<unknown>): void {
  enqueue.spawnChild('tell', { input: { call } });
}

/** Queues the notice `key` for the agent, when the workspace keys are on. */
function queueNotice(
  enqueue: Enqueue,
  context: ChatDeflectionContext,
  key: DeflectionNoticeKey,
  details: Record<string, unknown> = {},
): void {
  if (!context.options.workspaceKeys) return;
  const notice = noticeOf(key, details, context.options);
  queueCall(enqueue, () => context.services.sendNotice(notice));
}

/** Queues reporting keys into the chat's user data, when the reporting keys are on. */
function queueUserData(
  enqueue: Enqueue,
  context: ChatDeflectionContext,
  userData: Record<string, string>,
): void {
  if (!context.options.reportingKeys) return;
  queueCall(enqueue, () => context.services.updateUserData(userData));
}

/** Queues a message from 'Knowledge Center' into the transcript. */
function queueMessage(
  enqueue: Enqueue,
  context: ChatDeflectionContext,
  message: Omit<DeflectionMessage, 'name'>,
): void {
  const named = { ...message, name: context.options.name };
  queueCall(enqueue, () => context.services.inject(named));
}

/** The suggestion the open article is, with its whole document once read. */
function openArticle(context: ChatDeflectionContext) {
  const article = context.article!;
  const suggestion: DeflectionSuggestion = context.suggestions[article.index]!;
  return { article, suggestion, document: article.document ?? suggestion.document };
}

const endReasons: Partial<Record<ChatDeflectionEvent['type'], 'agent' | 'disabled'>> = {
  'chat.agentConnected': 'agent',
  'deflection.disable': 'disabled',
  'deflection.configure': 'disabled',
};

/**
 * Chat deflection (spec 2, sections 2 to 4; protocols 8.3 `ChatDeflection`): disabled or enabled
 * (disabled unless the settings say `enabled`). Enabled, a chat that connects gets a welcome (the
 * `gkc_welcome` notice for the agent and a line for the visitor) and `started` is told; until an
 * agent connects or the chat ends, each visitor message is searched in the knowledge centre, and
 * the articles found come into the transcript as links from 'Knowledge Center' (or a line saying
 * none matched); then `ended` is told. Beside it, the article the visitor opened from a link: read
 * in full (which records the view), then open for a vote, thanked once voted.
 */
export const chatDeflectionMachine = deflectionSetup
  .extend({
    guards: {
      isEnabledByOptions: ({ context }) => context.options.enabled,
      enablesByOptions: ({ event }) =>
        event.type === 'deflection.configure' && event.options.enabled,
      disablesByOptions: ({ event }) =>
        event.type === 'deflection.configure' && !event.options.enabled,
      hasQuestion: ({ event }) => event.type === 'chat.clientMessage' && event.text.trim() !== '',
      hasDocuments: ({ event }) =>
        event.type === 'search.done' && event.result.documents.length > 0,
      isSuggestion: ({ context, event }) =>
        event.type === 'article.open' &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.suggestions.length,
      takesVotes: ({ context }) => openArticle(context).document.feedbackType !== 'NONE',
    },
    actions: {
      assignOptions: assign(({ event }) =>
        event.type === 'deflection.configure' ? { options: event.options } : {},
      ),
      assignEmail: assign(({ event }) =>
        event.type === 'chat.formSubmitted' ? { email: event.email } : {},
      ),
      notifyEnabled: emit({ type: 'enabled' as const }),
      notifyDisabled: emit({ type: 'disabled' as const }),
      notifyStarted: emit(({ context }) => ({
        type: 'started' as const,
        ...(context.chatId === undefined ? {} : { chatId: context.chatId }),
      })),
      notifyEnded: emit(({ event }) => ({
        type: 'ended' as const,
        reason: endReasons[event.type] ?? ('chat' as const),
      })),
      assignChat: assign(({ event }) => ({
        chatId: event.type === 'chat.started' ? event.chatId : undefined,
        searches: 0,
      })),
      welcome: deflectionSetup.enqueueActions(({ context, enqueue }) => {
        queueMessage(enqueue, context, { type: 'text', text: context.options.welcomeMessage });
        queueNotice(enqueue, context, 'gkc_welcome');
        queueUserData(enqueue, context, {
          gks_deflection_started: new Date(context.now()).toISOString(),
          gks_deflection_searched: '0',
          ...(context.email ? { EmailAddress: context.email } : {}),
          ...(context.options.country ? { Country: context.options.country } : {}),
        });
      }),
      // `WebChat.submitted` may come just after the chat's start: the address is reported then.
      reportEmail: deflectionSetup.enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'chat.formSubmitted' || !event.email) return;
        queueUserData(enqueue, context, { EmailAddress: event.email });
      }),
      reportSession: deflectionSetup.enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'session.read') return;
        queueUserData(enqueue, context, {
          gks_session: event.session.sessionId,
          gks_lang: event.session.language,
        });
      }),
      search: deflectionSetup.enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'chat.clientMessage') return;
        const query = event.text.trim();
        const searches = context.searches + 1;
        enqueue.assign({ searches });
        enqueue.sendTo('searcher', {
          type: 'search',
          query,
          options: searchOptionsOf(query, context.options),
        });
        queueNotice(enqueue, context, 'gkc_search', { query });
        queueUserData(enqueue, context, {
          gks_question: query,
          gks_deflection_searched: String(searches),
        });
      }),
      suggest: deflectionSetup.enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'search.done') return;
        const { documents, searchId } = event.result;
        const first = context.suggestions.length;
        const found = documents.map((document) => ({
          document,
          query: event.query,
          ...((document.searchId ?? searchId) === undefined
            ? {}
            : { searchId: document.searchId ?? searchId }),
        }));
        enqueue.assign({ suggestions: [...context.suggestions, ...found] });
        queueMessage(enqueue, context, {
          type: 'html',
          text: suggestionsHtml(context.options.suggestedMessage, first, documents),
        });
        queueNotice(enqueue, context, 'gkc_suggested', {
          query: event.query,
          ...(searchId === undefined ? {} : { searchId }),
          documents: documents.map(({ id, kbId, title }) => ({ docId: id, kbId, title })),
        });
        queueUserData(enqueue, context, { gks_kbid: knowledgeBasesOf(documents) });
      }),
      answerNone: deflectionSetup.enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'search.done') return;
        queueMessage(enqueue, context, { type: 'text', text: context.options.unansweredMessage });
        queueNotice(enqueue, context, 'gkc_unanswered', {
          query: event.query,
          ...(event.result.searchId === undefined ? {} : { searchId: event.result.searchId }),
        });
      }),
      assignArticle: assign(({ event }) =>
        event.type === 'article.open' ? { article: { index: event.index, voteFailed: false } } : {},
      ),
      clearArticle: assign({ article: undefined }),
      reportOpen: deflectionSetup.enqueueActions(({ context, enqueue }) => {
        const { suggestion } = openArticle(context);
        queueNotice(enqueue, context, 'gkc_open', documentDetails(suggestion));
      }),
      assignDocument: assign(({ context, event }) => {
        const output = (event as { output?: unknown }).output;
        return output && context.article
          ? { article: { ...context.article, document: output as typeof context.article.document } }
          : {};
      }),
      reportVisit: deflectionSetup.enqueueActions(({ context, enqueue }) => {
        const { suggestion, document } = openArticle(context);
        queueNotice(enqueue, context, 'gkc_visit', documentDetails(suggestion, document));
        queueUserData(enqueue, context, { gks_deflection_document_opened: documentKey(document) });
      }),
      markVoting: assign(({ context, event }) =>
        event.type === 'article.vote' && context.article
          ? { article: { ...context.article, vote: event.relevant, voteFailed: false } }
          : {},
      ),
      markVoteFailed: assign(({ context }) =>
        context.article
          ? { article: { ...context.article, vote: undefined, voteFailed: true } }
          : {},
      ),
      reportVote: deflectionSetup.enqueueActions(({ context, enqueue }) => {
        const { article, suggestion, document } = openArticle(context);
        const relevant = article.vote === true;
        const details = documentDetails(suggestion, document);
        queueNotice(enqueue, context, 'gkc_vote', { ...details, relevant });
        if (relevant) queueNotice(enqueue, context, 'gkc_answered', details);
        queueUserData(enqueue, context, {
          gks_deflection_last_feedback: `${documentKey(document)}:${relevant ? 'relevant' : 'irrelevant'}`,
        });
      }),
    },
  })
  .createMachine({
    id: 'chatDeflection',
    type: 'parallel',
    context: ({ input }) => ({
      options: resolveChatDeflectionOptions(input.options),
      services: input.services,
      now: input.now ?? Date.now,
      searches: 0,
      suggestions: [],
    }),
    on: { 'chat.formSubmitted': { actions: 'assignEmail' } },
    states: {
      deflection: {
        initial: 'checking',
        states: {
          checking: {
            always: [{ guard: 'isEnabledByOptions', target: 'enabled' }, { target: 'disabled' }],
          },
          disabled: {
            on: {
              'deflection.enable': 'enabled',
              'deflection.configure': [
                { guard: 'enablesByOptions', target: 'enabled', actions: 'assignOptions' },
                { actions: 'assignOptions' },
              ],
            },
          },
          enabled: {
            entry: 'notifyEnabled',
            exit: 'notifyDisabled',
            initial: 'waiting',
            on: {
              'deflection.disable': 'disabled',
              'deflection.configure': [
                { guard: 'disablesByOptions', target: 'disabled', actions: 'assignOptions' },
                { actions: 'assignOptions' },
              ],
            },
            states: {
              waiting: { on: { 'chat.started': 'deflecting' } },
              deflecting: {
                entry: ['assignChat', 'welcome', 'notifyStarted'],
                exit: 'notifyEnded',
                invoke: {
                  id: 'searcher',
                  src: 'searcher',
                  input: ({ context }) => ({ services: context.services }),
                },
                on: {
                  'chat.clientMessage': { guard: 'hasQuestion', actions: 'search' },
                  'session.read': { actions: 'reportSession' },
                  'chat.formSubmitted': { actions: ['assignEmail', 'reportEmail'] },
                  'search.done': [
                    { guard: 'hasDocuments', actions: 'suggest' },
                    { actions: 'answerNone' },
                  ],
                  'chat.agentConnected': 'waiting',
                  'chat.ended': 'waiting',
                },
              },
            },
          },
        },
      },
      article: {
        initial: 'closed',
        on: {
          'article.open': {
            guard: 'isSuggestion',
            target: '.loading',
            actions: ['assignArticle', 'reportOpen'],
          },
          'article.close': { target: '.closed', actions: 'clearArticle' },
        },
        states: {
          closed: {},
          loading: {
            invoke: {
              id: 'readArticle',
              src: 'readArticle',
              input: ({ context }) => {
                const { suggestion } = openArticle(context);
                return {
                  services: context.services,
                  ref: {
                    documentId: suggestion.document.id,
                    knowledgeBaseId: suggestion.document.kbId,
                    query: suggestion.query,
                    ...(suggestion.searchId === undefined ? {} : { searchId: suggestion.searchId }),
                    ...(context.options.lang === undefined ? {} : { lang: context.options.lang }),
                  },
                };
              },
              onDone: { target: 'reading', actions: ['assignDocument', 'reportVisit'] },
              onError: 'failed',
            },
          },
          reading: {
            on: {
              'article.vote': { guard: 'takesVotes', target: 'voting', actions: 'markVoting' },
            },
          },
          voting: {
            invoke: {
              id: 'castVote',
              src: 'castVote',
              input: ({ context }) => {
                const { article, suggestion, document } = openArticle(context);
                return {
                  services: context.services,
                  vote: {
                    documentId: document.id,
                    knowledgeBaseId: document.kbId,
                    relevant: article.vote === true,
                    query: suggestion.query,
                    ...(suggestion.searchId === undefined ? {} : { searchId: suggestion.searchId }),
                  },
                };
              },
              onDone: { target: 'voted', actions: 'reportVote' },
              onError: { target: 'reading', actions: 'markVoteFailed' },
            },
          },
          voted: {},
          failed: {},
        },
      },
    },
  });

/** The chat deflection machine. */
export type ChatDeflectionMachine = typeof chatDeflectionMachine;
