import type { ChatMessage, FileDetails, MessageSender, OutboxEntry } from '@cxkit/headless/chat';
import type { Translate } from '@cxkit/headless/services';
import { shortenFileName, webchatI18nKeys } from '@cxkit/headless/chat-texts';
import {
  hasSentText,
  injectedLook,
  linkify,
  noticeText,
  prepareContent,
  rendersMarkdown,
  sameItem,
  senderName,
  spokenPrefix,
  type ContentCache,
  type ContentSegment,
  type InjectedLook,
  type TranscriptItem,
} from '@cxkit/headless/transcript';
import { useMarkdown, useSiteHtml } from '@cxkit/headless/react/markdown';
import { memo, useId, type CSSProperties, type ReactNode } from 'react';
import { visuallyHidden } from '../../shell/internal/visually-hidden';
import { RichMediaMessage } from '../../rich-media/rich-media-message';
import { transcriptAnatomy as anatomy } from './transcript.anatomy';
import type { TranscriptFormat } from './transcript-format';

/** What every row reads besides its item; one object per transcript, stable across renders. */
export interface RowContext {
  /** Translates the transcript's texts. */
  translate: Translate;
  /** Times and date lines. */
  format: TranscriptFormat;
  /** Prepared message contents. */
  content: ContentCache;
  /** Sends a refused message again; `undefined` hides the button. */
  retry?: (clientMessageId: string) => void;
  /** Drops a refused message; `undefined` hides the button. */
  discard?: (clientMessageId: string) => void;
  /** Downloads a file; `undefined` disables the button. */
  download?: (message: ChatMessage, file: FileDetails) => void;
  /** Sends a chosen quick reply as the visitor's message; `undefined` disables quick replies. */
  reply?: (text: string) => void;
  /** Whether agent, bot and supervisor messages render as markdown. */
  markdown?: boolean;
}

/** Props of {@link TranscriptRow}. */
export interface TranscriptRowProps {
  /** The row. */
  item: TranscriptItem;
  /** The transcript's shared row context. */
  context: RowContext;
}

function roleState(from: MessageSender): string {
  return from.type.toLowerCase() === 'client' ? 'visitor' : from.type.toLowerCase();
}

function Segments({ segments }: { segments: ContentSegment[] }) {
  return segments.map((segment, index) =>
    segment.kind === 'link' ? (
      <a
        key={index}
        {...anatomy.link.attrs}
        href={segment.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}

function Time({ timestamp, format }: { timestamp: number; format: TranscriptFormat }) {
  return (
    <time {...anatomy.time.attrs} dateTime={new Date(timestamp).toISOString()}>
      {format.time(timestamp)}
    </time>
  );
}

/** A message's text: as markdown once its chunk has loaded (when enabled), else plain text with its links. */
function MessageText({
  spoken,
  segments,
  markdown,
}: {
  spoken: ReactNode;
  segments: ContentSegment[];
  markdown: boolean;
}) {
  const source = markdown ? segments.map((segment) => segment.text).join('') : '';
  const { node } = useMarkdown(source, { enabled: markdown });
  if (markdown && node !== undefined) {
    return (
      <div {...anatomy.text.attrs} data-format="markdown">
        {spoken}
        {node}
      </div>
    );
  }
  return (
    <p {...anatomy.text.attrs}>
      {spoken}
      <Segments segments={segments} />
    </p>
  );
}

/** A site's injected HTML, sanitised, once the pipeline has loaded; its text until then. */
function SiteHtmlText({
  spoken,
  html,
  segments,
}: {
  spoken: ReactNode;
  html: string;
  segments: ContentSegment[];
}) {
  const { node, ready } = useSiteHtml(html);
  if (!ready) {
    return (
      <p {...anatomy.text.attrs}>
        {spoken}
        <Segments segments={segments} />
      </p>
    );
  }
  return (
    <div {...anatomy.text.attrs} data-format="html">
      {spoken}
      {node}
    </div>
  );
}

/** The attributes and style of a row the site injected: its mark, side and colours. */
function injectedAttrs(look: InjectedLook | undefined) {
  if (!look) return {};
  const style: Record<string, string> = {};
  if (look.fill) style['--cx-injected-fill'] = look.fill;
  if (look.radius) style['--cx-injected-radius'] = look.radius;
  return {
    'data-injected': '',
    'data-custom': look.custom || undefined,
    'data-direction': look.direction,
    style: Object.keys(style).length > 0 ? (style as CSSProperties) : undefined,
  };
}

function Bubble({
  from,
  groupStart,
  segments,
  richMedia,
  timestamp,
  context,
  status,
  injected,
  html,
}: {
  from: MessageSender;
  groupStart: boolean;
  segments: ContentSegment[];
  /** How a message the site injected looks. */
  injected?: InjectedLook;
  /** The site's HTML of an injected html message. */
  html?: string;
  /** Rich media shown instead of the text (which stays its fallback). */
  richMedia?: ReactNode;
  timestamp: number;
  context: RowContext;
  status?: OutboxEntry;
}) {
  const { translate, format } = context;
  const spoken = <span style={visuallyHidden}>{`${spokenPrefix(from, translate)}: `}</span>;
  return (
    <div
      {...anatomy.bubble.attrs}
      data-state={roleState(from)}
      data-group={groupStart ? 'start' : 'continued'}
      data-status={status?.status}
      data-content={richMedia ? 'rich-media' : undefined}
      {...injectedAttrs(injected)}
    >
      {groupStart && injected?.showName !== false && (
        <div {...anatomy.sender.attrs} aria-hidden="true">
          {senderName(from, translate)}
        </div>
      )}
      {richMedia ? (
        <div {...anatomy.richMedia.attrs}>
          {spoken}
          {richMedia}
        </div>
      ) : html !== undefined ? (
        <SiteHtmlText spoken={spoken} html={html} segments={segments} />
      ) : (
        <MessageText
          spoken={spoken}
          segments={segments}
          markdown={rendersMarkdown(from, context.markdown)}
        />
      )}
      {status ? <PendingStatus entry={status} context={context} /> : null}
      {injected?.showTime !== false && <Time timestamp={timestamp} format={format} />}
    </div>
  );
}

function PendingStatus({ entry, context }: { entry: OutboxEntry; context: RowContext }) {
  const { translate, retry, discard } = context;
  if (entry.status !== 'failed') {
    return (
      <p {...anatomy.status.attrs} data-state="sending">
        {translate('webchat.transcript.sending')}
      </p>
    );
  }
  const reason = entry.error ? translate(entry.error.key, entry.error.values) : undefined;
  // One whose send got no answer before its chat stopped may have arrived: it is not called unsent.
  const unconfirmed = entry.error?.key === webchatI18nKeys.messages.unconfirmed;
  return (
    <div {...anatomy.status.attrs} data-state="failed">
      <p {...anatomy.statusText.attrs}>
        {translate(unconfirmed ? 'webchat.transcript.unconfirmed' : 'webchat.transcript.notSent')}
        {reason ? `. ${reason}` : null}
      </p>
      {retry && (
        <button
          {...anatomy.retryTrigger.attrs}
          type="button"
          onClick={() => retry(entry.clientMessageId)}
        >
          {translate('webchat.transcript.retry')}
        </button>
      )}
      {discard && (
        <button
          {...anatomy.discardTrigger.attrs}
          type="button"
          onClick={() => discard(entry.clientMessageId)}
        >
          {translate('webchat.transcript.discard')}
        </button>
      )}
    </div>
  );
}

/** The rich media of a bubble; content that cannot be shown gives its text, as a text bubble would. */
function BubbleRichMedia({
  message,
  repliesEnabled,
  context,
}: {
  message: ChatMessage;
  repliesEnabled: boolean;
  context: RowContext;
}) {
  const fallback = (text: string) => (
    <p {...anatomy.text.attrs}>
      <Segments
        segments={
          text === message.text
            ? context.content.get(message).segments
            : prepareContent(text, false).segments
        }
      />
    </p>
  );
  return (
    <RichMediaMessage
      message={message}
      quickRepliesEnabled={repliesEnabled && context.reply !== undefined}
      onQuickReply={context.reply}
      renderFallback={fallback}
    />
  );
}

function FileBubble({
  message,
  context,
}: {
  message: ChatMessage & { fileDetails: FileDetails };
  context: RowContext;
}) {
  const { translate, format, download } = context;
  const nameId = useId();
  const { fileDetails: file, from } = message;
  const shown = shortenFileName(file.fileName);
  return (
    <div {...anatomy.file.attrs} data-state={roleState(from)}>
      <p {...anatomy.sender.attrs}>
        {from.type === 'Client' ? null : `${senderName(from, translate)} `}
        {hasSentText(from, translate)}
      </p>
      <p
        {...anatomy.fileName.attrs}
        id={nameId}
        title={shown === file.fileName ? undefined : file.fileName}
      >
        {shown === file.fileName ? (
          file.fileName
        ) : (
          <>
            <span aria-hidden="true">{shown}</span>
            <span style={visuallyHidden}>{file.fileName}</span>
          </>
        )}
      </p>
      <button
        {...anatomy.downloadTrigger.attrs}
        type="button"
        aria-describedby={nameId}
        disabled={!download}
        onClick={() => download?.(message, file)}
      >
        {translate('webchat.files.download')}
      </button>
      <p {...anatomy.fileMeta.attrs}>
        <span>{format.fileSize(file.fileSize)}</span>{' '}
        <Time timestamp={message.timestamp} format={format} />
      </p>
    </div>
  );
}

function noticeState(message: ChatMessage): string {
  switch (message.type) {
    case 'ParticipantJoined':
      return 'joined';
    case 'ParticipantLeft':
      return 'left';
    case 'IdleAlert':
    case 'IdleClose':
      return 'idle';
    default:
      return 'notice';
  }
}

function Notice({
  state,
  text,
  timestamp,
  context,
  injected,
  html,
}: {
  state: string;
  text: string;
  timestamp?: number;
  context: RowContext;
  /** How a line the site injected looks. */
  injected?: InjectedLook;
  /** The site's HTML of an injected html line. */
  html?: string;
}) {
  const spoken = (
    <span style={visuallyHidden}>{`${context.translate('webchat.transcript.systemSaid')}: `}</span>
  );
  const time =
    timestamp === undefined || injected?.showTime === false ? null : (
      <>
        {' '}
        <Time timestamp={timestamp} format={context.format} />
      </>
    );
  if (html !== undefined) {
    return (
      <div {...anatomy.notice.attrs} data-state={state} {...injectedAttrs(injected)}>
        <SiteHtmlText spoken={spoken} html={html} segments={linkify(text)} />
        {time}
      </div>
    );
  }
  return (
    <p {...anatomy.notice.attrs} data-state={state} {...injectedAttrs(injected)}>
      {spoken}
      {text}
      {time}
    </p>
  );
}

function TranscriptRowContent({ item, context }: TranscriptRowProps) {
  switch (item.kind) {
    case 'separator':
      return (
        <div {...anatomy.separator.attrs} data-state="day">
          <span>{context.format.day(item.day)}</span>
        </div>
      );
    case 'bubble': {
      const injected = injectedLook(item.message);
      return (
        <Bubble
          from={item.message.from}
          injected={injected}
          html={injected?.html ? item.message.text : undefined}
          groupStart={item.groupStart}
          segments={context.content.get(item.message).segments}
          richMedia={
            item.message.richMedia ? (
              <BubbleRichMedia
                message={item.message}
                repliesEnabled={item.repliesEnabled !== false}
                context={context}
              />
            ) : undefined
          }
          timestamp={item.message.timestamp}
          context={context}
        />
      );
    }
    case 'file':
      return <FileBubble message={item.message} context={context} />;
    case 'notice': {
      const injected = injectedLook(item.message);
      return (
        <Notice
          state={noticeState(item.message)}
          text={noticeText(
            item.message,
            context.content.get(item.message).plain,
            context.translate,
          )}
          timestamp={item.message.timestamp}
          context={context}
          injected={injected}
          html={injected?.html ? item.message.text : undefined}
        />
      );
    }
    case 'pending':
      return (
        <Bubble
          from={{ id: '', type: 'Client', name: '' }}
          groupStart={item.groupStart}
          segments={prepareContent(item.entry.text, false).segments}
          timestamp={item.entry.createdAt}
          context={context}
          status={item.entry}
        />
      );
    case 'ended':
      return (
        <Notice
          state="ended"
          text={context.translate('webchat.notices.chatEnded')}
          context={context}
        />
      );
  }
}

function sameRow(before: TranscriptRowProps, after: TranscriptRowProps): boolean {
  return before.context === after.context && sameItem(before.item, after.item);
}

/**
 * One transcript row: a date line, a bubble, a file bubble, a system line, a pending message or
 * the chat ended line. It renders again only when its own item or the shared context changes.
 */
export const TranscriptRow = memo(TranscriptRowContent, sameRow);
