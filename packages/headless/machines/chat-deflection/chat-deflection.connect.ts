import type { SnapshotFrom } from 'xstate';
import type {
  KnowledgeAttachment,
  KnowledgeDocument,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import { chatDeflectionAnatomy as anatomy } from './chat-deflection.anatomy';
import { articleIndexOf } from './chat-deflection.logic';
import type { ChatDeflectionMachine } from './chat-deflection.machine';
import type { ChatDeflectionEvent } from './chat-deflection.types';

/** Where the article overlay stands. */
export type DeflectionArticleState =
  'closed' | 'loading' | 'reading' | 'voting' | 'voted' | 'failed';

/** The slice of the deflection's snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface ChatDeflectionView {
  /** Whether deflection is enabled. */
  enabled: boolean;
  /** Whether a chat is being deflected now (connected, no agent yet). */
  deflecting: boolean;
  /** Where the article overlay stands. */
  article: DeflectionArticleState;
  /** The open article: the whole document once read, the search's until then. */
  document: KnowledgeDocument | undefined;
  /** Whether the whole document has been read. */
  loaded: boolean;
  /** The visitor's vote on the open article: `true` helpful. */
  vote: boolean | undefined;
  /** The last vote could not be recorded. */
  voteFailed: boolean;
}

/** Picks the deflection's view out of a snapshot. */
export function selectChatDeflectionView(
  snapshot: SnapshotFrom<ChatDeflectionMachine>,
): ChatDeflectionView {
  const { article, suggestions } = snapshot.context;
  const state = (['loading', 'reading', 'voting', 'voted', 'failed'] as const).find((name) =>
    snapshot.matches({ article: name }),
  );
  return {
    enabled: snapshot.matches({ deflection: 'enabled' }),
    deflecting: snapshot.matches({ deflection: { enabled: 'deflecting' } }),
    article: state ?? 'closed',
    document: article ? (article.document ?? suggestions[article.index]?.document) : undefined,
    loaded: article?.document !== undefined,
    vote: article?.vote,
    voteFailed: article?.voteFailed ?? false,
  };
}

/** Whether an attachment's address is a web page (`javascript:` and the like never become links). */
export function isWebAddress(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url.trim());
}

/** The ids of the overlay's elements. */
export const chatDeflectionIds = {
  title: 'cx-kc-article-title',
  body: 'cx-kc-article-body',
} as const;

/** What {@link connect} gives: the state, the commands and the prop getters. */
export interface ChatDeflectionApi {
  /** Whether deflection is enabled. */
  isEnabled: boolean;
  /** Whether a chat is being deflected now. */
  isDeflecting: boolean;
  /** Where the article overlay stands. */
  articleState: DeflectionArticleState;
  /** Whether the overlay shows (an article is loading, open, or failed to load). */
  isArticleOpen: boolean;
  /** The open article. */
  document: KnowledgeDocument | undefined;
  /** Its attachments with a web address (once read in full). */
  attachments: KnowledgeAttachment[];
  /** Whether the visitor can vote now: read in full, its knowledge base takes votes, no vote yet. */
  canVote: boolean;
  /** Whether the vote was recorded (the thank-you shows). */
  hasVoted: boolean;
  /** Whether the last vote could not be recorded. */
  voteFailed: boolean;
  /** Opens the article of suggestion `index`. */
  openArticle(index: number): void;
  /** Opens the article an article link's `href` names (`#cx-kc-article-<n>`); `false` for any other. */
  openArticleByHref(href: string | null | undefined): boolean;
  /** Votes on the open article: `true` helpful. */
  vote(relevant: boolean): void;
  /** Closes the overlay (Back). */
  back(): void;
  /** Props for the overlay's article element. */
  getArticleProps(): typeof anatomy.article.attrs & {
    'aria-labelledby': string;
    'aria-busy': boolean | undefined;
    'data-state': DeflectionArticleState;
  };
  /** Props for the article's title heading (focusable, so the focus can move into the overlay). */
  getTitleProps(): typeof anatomy.title.attrs & { id: string; tabIndex: -1 };
  /** Props for an attachment's link: a new tab, without a handle on this page. */
  getAttachmentProps(attachment: KnowledgeAttachment): typeof anatomy.attachment.attrs & {
    href: string;
    target: '_blank';
    rel: 'noopener noreferrer';
  };
  /** Props for Yes (`true`) or No (`false`). */
  getVoteButtonProps(relevant: boolean): typeof anatomy.voteButton.attrs & {
    type: 'button';
    disabled: boolean;
    'data-value': 'yes' | 'no';
    onClick(): void;
  };
  /** Props for Back. */
  getBackButtonProps(): typeof anatomy.back.attrs & { type: 'button'; onClick(): void };
}

/** Builds the deflection's api from its view. */
export function connect(
  view: ChatDeflectionView,
  send: (event: ChatDeflectionEvent) => void,
): ChatDeflectionApi {
  const openArticle = (index: number) => send({ type: 'article.open', index });
  const vote = (relevant: boolean) => send({ type: 'article.vote', relevant });
  const back = () => send({ type: 'article.close' });
  const canVote = view.article === 'reading' && view.document?.feedbackType !== 'NONE';
  return {
    isEnabled: view.enabled,
    isDeflecting: view.deflecting,
    articleState: view.article,
    isArticleOpen: view.article !== 'closed',
    document: view.document,
    attachments: view.loaded
      ? (view.document?.attachments ?? []).filter((attachment) => isWebAddress(attachment.url))
      : [],
    canVote,
    hasVoted: view.article === 'voted',
    voteFailed: view.voteFailed,
    openArticle,
    openArticleByHref(href) {
      const index = articleIndexOf(href);
      if (index === undefined) return false;
      openArticle(index);
      return true;
    },
    vote,
    back,
    getArticleProps: () => ({
      ...anatomy.article.attrs,
      'aria-labelledby': chatDeflectionIds.title,
      'aria-busy': view.article === 'loading' || undefined,
      'data-state': view.article,
    }),
    getTitleProps: () => ({ ...anatomy.title.attrs, id: chatDeflectionIds.title, tabIndex: -1 }),
    getAttachmentProps: (attachment) => ({
      ...anatomy.attachment.attrs,
      href: attachment.url.trim(),
      target: '_blank',
      rel: 'noopener noreferrer',
    }),
    getVoteButtonProps: (relevant) => ({
      ...anatomy.voteButton.attrs,
      type: 'button',
      disabled: !canVote,
      'data-value': relevant ? 'yes' : 'no',
      onClick: () => vote(relevant),
    }),
    getBackButtonProps: () => ({ ...anatomy.back.attrs, type: 'button', onClick: back }),
  };
}
