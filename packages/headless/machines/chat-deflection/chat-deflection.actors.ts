import { fromCallback, fromPromise } from 'xstate';
import type {
  KnowledgeDocument,
  KnowledgeDocumentRef,
  KnowledgeVoteOptions,
  KnowledgeVoteResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type {
  ChatDeflectionEvent,
  ChatDeflectionServices,
  SearcherEvent,
} from './chat-deflection.types';

/**
 * Searches while a chat is deflected: each question it is told, reporting each result, and the
 * knowledge session once the service knows it (a v2 session id comes with the first answer, so it
 * asks at the start and after each search until one is read). Stopped (an agent connected, the chat
 * ended), it reports nothing more, so a late answer never reaches the transcript.
 */
export const searcher = fromCallback<SearcherEvent, { services: ChatDeflectionServices }>(
  ({ input, sendBack, receive }) => {
    let live = true;
    let sessionRead = false;
    const report = (event: ChatDeflectionEvent) => {
      if (live) sendBack(event);
    };
    const readSession = () => {
      if (sessionRead) return;
      input.services.sessionInfo().then(
        (session) => {
          if (sessionRead) return;
          sessionRead = true;
          report({ type: 'session.read', session });
        },
        // No session yet: the reporting keys go without `gks_session` for now.
        () => undefined,
      );
    };
    readSession();
    receive((event) => {
      input.services.search(event.options).then(
        (result) => {
          report({ type: 'search.done', query: event.query, result });
          readSession();
        },
        () => report({ type: 'search.failed', query: event.query }),
      );
    });
    return () => {
      live = false;
    };
  },
);

/**
 * Runs one call to the chat (a notice, a message, user data). A failure is dropped: a notice that
 * did not reach the agent must not stop the visitor's answers.
 */
export const tell = fromPromise<void, { call: () => Promise<unknown> }>(async ({ input }) => {
  try {
    await input.call();
  } catch {
    // Dropped, as said.
  }
});

/** Reads the whole document, which records the view (`getFullContent`). */
export const readArticle = fromPromise<
  KnowledgeDocument,
  { services: ChatDeflectionServices; ref: KnowledgeDocumentRef }
>(({ input }) => input.services.getFullContent(input.ref));

/** Records the visitor's vote (`vote`). */
export const castVote = fromPromise<
  KnowledgeVoteResult,
  { services: ChatDeflectionServices; vote: KnowledgeVoteOptions }
>(({ input }) => input.services.vote(input.vote));
