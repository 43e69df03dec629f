import type { ChatMessage, FileDetails, MessageSender, OutboxEntry } from '@cxkit/headless/chat';
import {
  announcement,
  createContentCache,
  createSpeechLog,
  createTranscriptItemsBuilder,
  isTranscriptEndHidden,
  rendersMarkdown,
  transcriptDistanceToEnd,
  transcriptFollowState,
  transcriptResized,
  transcriptScrolled,
} from '@cxkit/headless/transcript';
import { mergeProps } from '@cxkit/headless/react';
import { useMarkdownText } from '@cxkit/headless/react/markdown';
import {
  measureElement as measureWithLayout,
  observeElementRect,
  useVirtualizer,
  type Rect,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type UIEvent,
} from 'react';
import { useChatTranslate } from '../texts';
import { transcriptAnatomy as anatomy } from './transcript.anatomy';
import { transcriptTexts } from './transcript.texts';
import { createTranscriptFormat } from './transcript-format';
import { visuallyHidden } from '../../shell/internal/visually-hidden';
import { WindowAnnouncement } from '../../shell/widget-window/window-announcements';
import { TranscriptRow, type RowContext } from './transcript-row';
import { TypingIndicator } from './typing-indicator';

/** Details of a retry or discard request. */
export interface OutboxEntryDetails {
  /** The pending message's client id. */
  clientMessageId: string;
}

/** Details of a download request. */
export interface DownloadDetails {
  /** The FileUploaded message. */
  message: ChatMessage;
  /** The file. */
  file: FileDetails;
}

/** Details of a chosen quick reply. */
export interface QuickReplyDetails {
  /** The reply's text, to send as the visitor's message. */
  text: string;
}

/** Props of {@link TranscriptView}; other props go to its root `<div>`. */
export interface TranscriptViewProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The transcript, ordered by index. */
  messages: readonly ChatMessage[];
  /** Visitor messages not yet confirmed, in send order. @default [] */
  pending?: readonly OutboxEntry[];
  /** Agents, bots and supervisors typing now. @default [] */
  typing?: readonly MessageSender[];
  /** Whether the chat has ended (adds the 'chat ended' line). @default false */
  ended?: boolean;
  /** Renders agent, bot and supervisor messages as markdown (loaded on first use). @default false */
  markdown?: boolean;
  /** Shows the history spinner at the top and marks the log busy. @default false */
  loadingHistory?: boolean;
  /** Called when the visitor scrolls up to the top of the log, to load older messages; not while they load. */
  onReachStart?: () => void;
  /** Clock format of the times. @default 12 */
  timeFormat?: 12 | 24;
  /** Language of dates and times (BCP 47). @default 'en' */
  language?: string;
  /** The current time, for the Today label. @default Date.now */
  now?: () => number;
  /** Called by a failed message's Retry button; without it the button is not shown. */
  onRetry?: (details: OutboxEntryDetails) => void;
  /** Called by a failed message's Discard button; without it the button is not shown. */
  onDiscard?: (details: OutboxEntryDetails) => void;
  /** Called by a file's Download button; without it the button is disabled. */
  onDownload?: (details: DownloadDetails) => void;
  /** Called once per quick-reply row with the chosen reply; without it quick replies are disabled. */
  onQuickReply?: (details: QuickReplyDetails) => void;
  /** Estimated row height in px before a row is measured. @default 64 */
  estimatedRowHeight?: number;
  /** Size of the log before it is measured (server rendering, tests). @default 360 x 480 */
  initialRect?: Rect;
}

const noPending: readonly OutboxEntry[] = [];
const noTyping: readonly MessageSender[] = [];
const defaultRect: Rect = { width: 360, height: 480 };

type Options = VirtualizerOptions<HTMLDivElement, HTMLDivElement>;

/** Reports the log's size, keeping the last real one while it has no layout (hidden, or no layout engine). */
const observeRect: Options['observeElementRect'] = (instance, report) => {
  let last = instance.options.initialRect ?? defaultRect;
  return observeElementRect(instance, (rect) => {
    if (rect.width > 0 || rect.height > 0) last = rect;
    report(last);
  });
};

/** Measures a row, keeping its estimate while it has no layout. */
const measureRow: Options['measureElement'] = (element, entry, instance) => {
  const size = measureWithLayout(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
};

/**
 * How far (px) the end of the log lies below a view `viewHeight` high, against the virtualizer's
 * height of the rows ({@link transcriptDistanceToEnd} says why).
 */
function distanceToEnd(
  log: HTMLElement,
  list: HTMLElement | null,
  virtualizer: { getTotalSize(): number },
  viewHeight = log.clientHeight,
): number {
  const rowsHeight = virtualizer.getTotalSize();
  return transcriptDistanceToEnd({
    rowsHeight,
    scrollHeight: log.scrollHeight,
    listHeight: list?.offsetHeight,
    viewHeight,
    scrollTop: log.scrollTop,
  });
}

/**
 * The chat transcript, from props: a `role="log"` named 'Chat transcript' with date lines, bubbles
 * grouped per sender, file bubbles, system lines, pending messages with Retry, the agent typing
 * indicator and the history spinner. Rows are virtualized: the DOM holds the visible rows only.
 * It follows new messages while the visitor is at the bottom; scrolled up, a 'New messages' button
 * jumps down. One polite live region announces each new message once (not those already there on
 * mount, nor restored ones); the log itself is not live, so rows mounted by scrolling stay silent.
 */
export function TranscriptView({
  messages,
  pending = noPending,
  typing = noTyping,
  ended = false,
  markdown = false,
  loadingHistory = false,
  timeFormat = 12,
  language = 'en',
  now = Date.now,
  onRetry,
  onDiscard,
  onDownload,
  onQuickReply,
  onReachStart,
  estimatedRowHeight = 64,
  initialRect = defaultRect,
  ...props
}: TranscriptViewProps) {
  const translate = useChatTranslate(transcriptTexts);
  const [builder] = useState(createTranscriptItemsBuilder);
  const items = useMemo(
    () => builder.build(messages, pending, ended),
    [builder, messages, pending, ended],
  );

  // Handlers and the clock are read when used, so new function props do not re-render every row.
  const latest = useRef({ onRetry, onDiscard, onDownload, onQuickReply, onReachStart, now });
  useLayoutEffect(() => {
    latest.current = { onRetry, onDiscard, onDownload, onQuickReply, onReachStart, now };
  });
  const [content] = useState(createContentCache);
  const hasRetry = onRetry !== undefined;
  const hasDiscard = onDiscard !== undefined;
  const hasDownload = onDownload !== undefined;
  const hasQuickReply = onQuickReply !== undefined;
  const context = useMemo<RowContext>(
    () => ({
      translate,
      content,
      format: createTranscriptFormat({
        language,
        timeFormat,
        today: translate('webchat.transcript.today'),
        now: () => latest.current.now(),
        sizeUnits: [
          translate('webchat.files.units.bytes'),
          translate('webchat.files.units.kilobytes'),
          translate('webchat.files.units.megabytes'),
          translate('webchat.files.units.gigabytes'),
          translate('webchat.files.units.terabytes'),
        ],
      }),
      retry: hasRetry
        ? (clientMessageId) => latest.current.onRetry?.({ clientMessageId })
        : undefined,
      discard: hasDiscard
        ? (clientMessageId) => latest.current.onDiscard?.({ clientMessageId })
        : undefined,
      download: hasDownload
        ? (message, file) => latest.current.onDownload?.({ message, file })
        : undefined,
      reply: hasQuickReply ? (text) => latest.current.onQuickReply?.({ text }) : undefined,
      markdown,
    }),
    [
      translate,
      content,
      language,
      timeFormat,
      hasRetry,
      hasDiscard,
      hasDownload,
      hasQuickReply,
      markdown,
    ],
  );

  const logRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A new key or size function makes the virtualizer recompute every row's offset, so these only
  // change with the rows (an append then costs one recompute, not one per render).
  const getItemKey = useCallback((index: number) => items[index]!.key, [items]);
  const estimateSize = useCallback(() => estimatedRowHeight, [estimatedRowHeight]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: items.length,
    getScrollElement: () => logRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    initialRect,
    // Start at the bottom: from offset 0 the first frames would render the oldest rows of a restored chat.
    initialOffset: () => Math.max(items.length * estimatedRowHeight - initialRect.height, 0),
    observeElementRect: observeRect,
    measureElement: measureRow,
    // Older messages loaded at the top keep the visitor's place.
    anchorTo: 'end',
    // React 19 warns when a measurement during commit flushes synchronously; a normal update suffices.
    useFlushSync: false,
  });

  // Follow new rows while at the bottom. Scrolled up, rows after the last one seen at the bottom
  // are unseen; the visitor's own message brings them back down (transcriptFollowState).
  const lastItem = items.at(-1);
  const [atEnd, setAtEnd] = useState(true);
  const [seenKey, setSeenKey] = useState(lastItem?.key);
  const {
    sentWhileUp,
    unseen,
    following: follows,
  } = transcriptFollowState({
    atEnd,
    seenKey,
    lastItem,
  });
  const following = useRef(atEnd);
  useLayoutEffect(() => {
    following.current = follows;
    if (follows && items.length > 0) virtualizer.scrollToEnd();
    if (sentWhileUp) setAtEnd(true);
  }, [follows, sentWhileUp, items, virtualizer]);
  // Rows measured taller after the end was reached (a minimized window's rows, laid out without a
  // viewport, when it opens) grow the list with no new row. The virtualizer follows that only while its
  // own scroll to the end runs, or within 1 px of the end; on a busy page that scroll can end before
  // the last rows are measured, and the list grows below the view: following, go to the end again.
  const rowsHeight = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !log.clientHeight || !following.current || items.length === 0) return;
    if (isTranscriptEndHidden(distanceToEnd(log, listRef.current, virtualizer))) {
      virtualizer.scrollToEnd();
    }
  }, [rowsHeight, items.length, virtualizer]);
  // The log also gets shorter without a scroll or a new row (a notice above it, the message box
  // growing below it), and the virtualizer re-renders only when its range of rows changes: at the
  // bottom, the newest rows must stay in view then too. "At the bottom" is read from where the log
  // stood before the resize as well, since a scroll that just happened may not have reached the state.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    let height = log.clientHeight;
    const observer = new ResizeObserver(() => {
      const before = height;
      height = log.clientHeight;
      // Shown again (a minimized window opened), showing an element fires no scroll event: the
      // virtualizer is told where the log stands, so that it renders the rows that came meanwhile.
      // One direct scroll otherwise: no row changed, and the virtualizer's scrollToEnd keeps
      // correcting for frames afterwards, against a scroll the visitor may start meanwhile.
      const action = transcriptResized({
        before,
        after: height,
        following: following.current,
        hiddenBefore: () => distanceToEnd(log, listRef.current, virtualizer, before),
      });
      if (action === 'scrollToEnd') virtualizer.scrollToEnd();
      else if (action === 'syncScroll') log.dispatchEvent(new Event('scroll'));
      else if (action === 'snapToEnd') log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, [virtualizer]);

  const lastTop = useRef(0);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const log = event.currentTarget;
    const distance = distanceToEnd(log, listRef.current, virtualizer);
    const scrolled = transcriptScrolled({
      distance,
      scrollTop: log.scrollTop,
      previousTop: lastTop.current,
      atEnd,
      loadingHistory,
    });
    lastTop.current = log.scrollTop;
    // Only real changes set state: a scroll of the virtualizer's own also queues its re-render, and
    // an unchanged value set beside it would cost one more.
    if (scrolled.atEnd !== atEnd) {
      if (!scrolled.atEnd) setSeenKey(lastItem?.key);
      setAtEnd(scrolled.atEnd);
    }
    if (scrolled.reachedStart) latest.current.onReachStart?.();
  };
  const jumpToEnd = () => {
    setAtEnd(true);
    virtualizer.scrollToEnd();
    logRef.current?.focus();
  };

  // Messages already there on mount, or read back by a restore, are not announced.
  const [speech] = useState(() => createSpeechLog(items));
  // Markdown is read as its words, not its asterisks and link syntax.
  const markdownText = useMarkdownText({ enabled: markdown });
  const said = speech.next(items, (item) =>
    announcement(
      item,
      (message) => {
        const { plain } = content.get(message);
        return rendersMarkdown(message.from, markdown) ? markdownText(plain) : plain;
      },
      translate,
    ),
  );

  const rootProps = mergeProps({ ...anatomy.root.attrs }, props);
  const label = translate('webchat.transcript.label');
  return (
    <div {...rootProps}>
      {loadingHistory && (
        <div {...anatomy.history.attrs} data-state="loading">
          <span style={visuallyHidden}>{translate('webchat.transcript.loadingHistory')}</span>
        </div>
      )}
      <div
        {...anatomy.log.attrs}
        ref={logRef}
        role="log"
        aria-label={label}
        aria-live="off"
        aria-busy={loadingHistory || undefined}
        data-state={atEnd ? 'at-end' : 'scrolled'}
        tabIndex={0}
        onScroll={onScroll}
      >
        <div
          {...anatomy.list.attrs}
          ref={listRef}
          style={{ position: 'relative', height: rowsHeight }}
        >
          {virtualizer.getVirtualItems().map((row) => (
            <div
              {...anatomy.row.attrs}
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
              }}
            >
              <TranscriptRow item={items[row.index]!} context={context} />
            </div>
          ))}
        </div>
      </div>
      <TypingIndicator participants={typing} language={language} />
      {unseen && (
        <button {...anatomy.jumpTrigger.attrs} type="button" onClick={jumpToEnd}>
          {translate('webchat.transcript.newMessages')}
        </button>
      )}
      {/* In a window, the region lives outside its body, which a dialog makes inert (and silent). */}
      <WindowAnnouncement>
        <div
          {...anatomy.announcer.attrs}
          aria-live="polite"
          aria-relevant="additions"
          style={visuallyHidden}
        >
          {said.lines.map(({ key, text }) => (
            <p key={key}>{text}</p>
          ))}
        </div>
      </WindowAnnouncement>
    </div>
  );
}
