/** How close to the end (px) still counts as at the bottom of the transcript. */
export const transcriptEndThreshold = 24;

/** What {@link transcriptDistanceToEnd} reads of the log, its list of rows and the virtualizer. */
export interface TranscriptScrollMetrics {
  /** The virtualizer's height of the rows (px). */
  rowsHeight: number;
  /** The log's `scrollHeight`. */
  scrollHeight: number;
  /** The rendered list's height (`offsetHeight`), or `undefined` while there is no list. */
  listHeight: number | undefined;
  /** The height of the log's view (its `clientHeight`, or one it had before a resize). */
  viewHeight: number;
  /** The log's `scrollTop`. */
  scrollTop: number;
}

/**
 * How far (px) the end of the log lies below its view. Read against the virtualizer's height of
 * the rows, not the rendered list's: when rows above the end are measured shorter, the virtualizer
 * moves the scroll up by as much at once, and a busy page can fire that scroll (or a resize) before
 * the shorter list is rendered. Against the list's old height, the move would read as the visitor
 * scrolling up, and the log would stop following.
 */
export function transcriptDistanceToEnd({
  rowsHeight,
  scrollHeight,
  listHeight,
  viewHeight,
  scrollTop,
}: TranscriptScrollMetrics): number {
  const padding = scrollHeight - (listHeight ?? rowsHeight);
  return padding + rowsHeight - viewHeight - scrollTop;
}

/** What the follow state is derived from: where the visitor is, and the newest row. */
export interface TranscriptFollowInput {
  /** Whether the visitor is at the bottom (set by scrolling, and by a jump to the end). */
  atEnd: boolean;
  /** Key of the last row when the visitor scrolled away from the bottom. */
  seenKey: string | undefined;
  /** The newest row, if any. */
  lastItem: { key: string; kind: string } | undefined;
}

/** Whether the log follows the end, and whether to offer 'New messages'. */
export interface TranscriptFollowState {
  /** The visitor sent a message after scrolling up: it brings them back to the bottom. */
  sentWhileUp: boolean;
  /** Rows came after the last one seen at the bottom: offer the 'New messages' jump. */
  unseen: boolean;
  /** Whether new rows scroll the log to its end. */
  following: boolean;
}

/**
 * The follow state, derived (not stored) so that no render of an append is thrown away. Scrolled
 * up, rows after the last one seen at the bottom are unseen; only a message the visitor sent after
 * scrolling up brings them down (scrolling up while it is still pending stays up).
 */
export function transcriptFollowState({
  atEnd,
  seenKey,
  lastItem,
}: TranscriptFollowInput): TranscriptFollowState {
  const sentWhileUp = !atEnd && lastItem?.kind === 'pending' && lastItem.key !== seenKey;
  const unseen = !atEnd && !sentWhileUp && lastItem !== undefined && lastItem.key !== seenKey;
  return { sentWhileUp, unseen, following: atEnd || sentWhileUp };
}

/** What a scroll of the log is judged by. */
export interface TranscriptScrollInput {
  /** The end's distance below the view after the scroll ({@link transcriptDistanceToEnd}). */
  distance: number;
  /** The log's `scrollTop` after the scroll. */
  scrollTop: number;
  /** The log's `scrollTop` at the scroll before. */
  previousTop: number;
  /** Whether the visitor was at the bottom. */
  atEnd: boolean;
  /** Whether older messages are loading. */
  loadingHistory: boolean;
}

/** What a scroll of the log means. */
export interface TranscriptScrollDecision {
  /** Whether the visitor is at the bottom now; leaving it makes the last row the last one seen. */
  atEnd: boolean;
  /** Whether the visitor scrolled up to the top, so older messages are to be loaded. */
  reachedStart: boolean;
}

/**
 * Judges a scroll: within {@link transcriptEndThreshold} of the end is at the bottom; only a move up
 * leaves it (the virtualizer's own scrolls and growing rows move down or stay), and a move up to
 * the top asks for older messages unless they are loading.
 */
export function transcriptScrolled({
  distance,
  scrollTop,
  previousTop,
  atEnd,
  loadingHistory,
}: TranscriptScrollInput): TranscriptScrollDecision {
  if (distance <= transcriptEndThreshold) return { atEnd: true, reachedStart: false };
  if (scrollTop >= previousTop) return { atEnd, reachedStart: false };
  return { atEnd: false, reachedStart: scrollTop <= transcriptEndThreshold && !loadingHistory };
}

/**
 * Whether rows measured again (with no new row) left the end out of view while following. The
 * virtualizer itself follows such growth only while its own scroll to the end runs, or within 1 px
 * of the end; on a busy page that scroll can end before the last rows are measured.
 */
export function isTranscriptEndHidden(distance: number): boolean {
  return distance > 1;
}

/** What to do after the log's view changed height: nothing, go to the end, or let the virtualizer read where the log stands. */
export type TranscriptResizeAction = 'none' | 'scrollToEnd' | 'snapToEnd' | 'syncScroll';

/** What a change of the log's view height is judged by. */
export interface TranscriptResizeInput {
  /** The view's height before. */
  before: number;
  /** The view's height now. */
  after: number;
  /** Whether the log follows the end. */
  following: boolean;
  /** The end's distance below the view as it stood before the resize (read only when the heights differ and `before` is not 0). */
  hiddenBefore: () => number;
}

/**
 * Judges a resize of the log's view. Shown again (from 0: a minimized window opened), the rows that
 * came meanwhile were laid out without a viewport and showing fires no scroll: following, go to the
 * newest row (`scrollToEnd`), else have the virtualizer read where the log stands (`syncScroll`).
 * Shorter or taller otherwise (a notice above, the message box growing below), a log that stood at
 * the bottom before the resize, and follows, jumps there in one direct scroll (`snapToEnd`): no row
 * changed, and the virtualizer's scroll to the end would keep correcting against the visitor's own.
 */
export function transcriptResized({
  before,
  after,
  following,
  hiddenBefore,
}: TranscriptResizeInput): TranscriptResizeAction {
  if (after === before) return 'none';
  if (before === 0) return following ? 'scrollToEnd' : 'syncScroll';
  const hidden = hiddenBefore();
  return following && hidden <= transcriptEndThreshold ? 'snapToEnd' : 'none';
}
