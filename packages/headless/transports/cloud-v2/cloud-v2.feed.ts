import type { ChatMessage } from '../chat.types';
import type { ChatBatch, PushHandlers, SessionKeys } from '../transport.types';
import { senderOf, typingMessage } from './cloud-v2.normalise';
import type { ResolvedCloudV2Options } from './cloud-v2.options';
import { noPosition, type CloudV2Reader, type Ledger } from './cloud-v2.reader';
import {
  frameSchema,
  memberChangeSchema,
  messageSchema,
  typingFrameSchema,
  type CloudV2WireMessage,
} from './cloud-v2.schema';
import { runEventStream } from './cloud-v2.stream';
import type { CloudV2WebSocketConstructor } from './cloud-v2.types';

/**
 * An event stream and where its batches go: to the listener once one attaches, else into `pending`
 * for the next poll (typing indicators come only over the stream).
 */
interface Feed {
  /** Closes the stream. */
  close(): void;
  /** Batches pushed while nobody listened. */
  pending: ChatBatch[];
  /** The listener, once one attached. */
  sink: PushHandlers | undefined;
  /** Why the stream is down, while it is. */
  lost: string | undefined;
  /** Closes the feed when nobody listens and polls stop coming. */
  idle: ReturnType<typeof setTimeout> | undefined;
}

/** The event streams of a transport instance, one feed per conversation. */
export interface CloudV2Feeds {
  /** Keeps the conversation's feed open for a caller that polls without listening. */
  keep(session: SessionKeys, ledger: Ledger): void;
  /** Closes the conversation's feed. */
  stop(ledger: Ledger): void;
  /** What the feed received for polls since the last one: its messages, and whether a batch ended the chat. */
  drain(ledger: Ledger): { messages: ChatMessage[]; ended: boolean };
  /** Attaches a listener to the conversation's feed (opening one if needed); returns its closer. */
  attach(session: SessionKeys, ledger: Ledger, handlers: PushHandlers): () => void;
}

/** The WebSocket of the platform, else the `isomorphic-ws` package when it is installed. */
async function platformWebSocket(): Promise<CloudV2WebSocketConstructor | undefined> {
  const native = (globalThis as { WebSocket?: CloudV2WebSocketConstructor }).WebSocket;
  if (native) return native;
  // A computed specifier keeps bundlers from pulling the Node package into the browser build.
  const specifier = ['isomorphic', 'ws'].join('-');
  try {
    const module = (await import(/* @vite-ignore */ specifier)) as {
      default?: CloudV2WebSocketConstructor;
    };
    return module.default;
  } catch {
    return undefined;
  }
}

/** Pauses before reading again for a pushed message the last read did not bring (ms). */
const catchUpRetries = [500, 1000, 2000];

/** Creates the feeds of a transport instance. */
export function createCloudV2Feeds(
  config: ResolvedCloudV2Options,
  reader: CloudV2Reader,
): CloudV2Feeds {
  const { learnMembers, visitorLeft, catchUp, batchOf } = reader;
  const feeds = new Map<Ledger, Feed>();
  // Conversations a caller listened on: polls then open no feed of their own.
  const listened = new WeakSet<Ledger>();
  const resolveWebSocket = () =>
    config.WebSocket ? Promise.resolve(config.WebSocket) : platformWebSocket();

  /**
   * Numbers a pushed message in conversation order. Frames carry no sequence and may come late or
   * out of order, so a read of what follows the newest known message numbers those listed before it
   * first; later ones wait for their own frames (a typing indicator pushed between keeps its place).
   * A read that fails or does not list it (a lagging or stale answer) is made again after
   * `catchUpRetries`; only then is the message left to the next poll, which comes slowly (15 s).
   */
  async function placed(
    session: SessionKeys,
    ledger: Ledger,
    wire: CloudV2WireMessage,
  ): Promise<ChatMessage[]> {
    const messages: ChatMessage[] = [];
    for (const wait of [0, ...catchUpRetries]) {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const read = await catchUp(session, ledger, false, ledger.lastId, wire.id);
      if (read.ok) messages.push(...read.value);
      if (ledger.indexOf.has(wire.id) || ledger.gone) break;
    }
    return messages;
  }

  async function handleFrame(
    session: SessionKeys,
    ledger: Ledger,
    handlers: PushHandlers,
    raw: unknown,
  ): Promise<void> {
    const frame = frameSchema.safeParse(raw);
    if (!frame.success) return;
    const type = frame.data.metadata?.type;
    const body = frame.data.eventBody;
    const me = session.memberId ?? '';
    if (type === 'message') {
      const parsed = messageSchema.safeParse(body);
      if (!parsed.success || ledger.indexOf.has(parsed.data.id)) return;
      const wire = parsed.data;
      const memberEvent = wire.bodyType.startsWith('member-');
      await learnMembers(
        session,
        ledger,
        [wire.sender.id],
        new Set(memberEvent ? [wire.sender.id] : []),
      );
      // The chat has ended when the visitor's own member-leave comes and the member reads DISCONNECTED.
      let ended: boolean | undefined;
      if (wire.sender.id === me && wire.bodyType === 'member-leave') {
        ended = ledger.members.get(me)?.state === 'DISCONNECTED' || undefined;
        if (ended) ledger.gone = true;
      }
      const messages = await placed(session, ledger, wire);
      if (messages.length > 0 || ended) {
        handlers.batch(batchOf(session, ledger, messages, ended, noPosition));
      }
    } else if (type === 'member-change') {
      const parsed = memberChangeSchema.safeParse(body);
      if (!parsed.success) return;
      const { id, state } = parsed.data.member;
      const known = ledger.members.get(id);
      if (known && state) ledger.members.set(id, { ...known, state });
      if (id !== me || state !== 'DISCONNECTED' || ledger.gone) return;
      const left = await visitorLeft(session, ledger);
      if (left.ok ? left.value : left.error.kind === 'rejected' && left.error.ended) {
        ledger.gone = true;
        handlers.batch(batchOf(session, ledger, [], true, noPosition));
      }
    } else if (type === 'typing-indicator') {
      const parsed = typingFrameSchema.safeParse(body);
      if (!parsed.success || parsed.data.sender.id === me) return;
      const sender = parsed.data.sender.id;
      await learnMembers(session, ledger, [sender]);
      const index = ledger.next;
      ledger.next += 1;
      const from = senderOf(sender, ledger.members.get(sender), false);
      const time = Date.parse(parsed.data.timestamp ?? '');
      handlers.batch(
        batchOf(
          session,
          ledger,
          [typingMessage(index, from, Number.isFinite(time) ? time : Date.now())],
          undefined,
          noPosition,
        ),
      );
    }
  }

  function openStream(session: SessionKeys, ledger: Ledger, handlers: PushHandlers): () => void {
    return runEventStream({
      url: session.eventStreamUri ?? '',
      resolveWebSocket,
      reconnectInterval: config.reconnectInterval,
      heartbeatTimeout: config.heartbeatTimeout,
      synchronise: async () => {
        const read = await catchUp(session, ledger, false);
        if (read.ok && read.value.length > 0) {
          handlers.batch(batchOf(session, ledger, read.value, undefined, noPosition));
        }
      },
      handleFrame: (frame) => handleFrame(session, ledger, handlers, frame),
      lost: handlers.lost,
      restored: handlers.restored,
    });
  }

  function openFeed(session: SessionKeys, ledger: Ledger): Feed {
    const feed: Feed = {
      close: () => undefined,
      pending: [],
      sink: undefined,
      lost: undefined,
      idle: undefined,
    };
    feed.close = openStream(session, ledger, {
      batch: (batch) => (feed.sink ? feed.sink.batch(batch) : feed.pending.push(batch)),
      lost: (message) => {
        feed.lost = message;
        feed.sink?.lost(message);
      },
      restored: () => {
        feed.lost = undefined;
        feed.sink?.restored();
      },
    });
    return feed;
  }

  function stopFeed(ledger: Ledger): void {
    const feed = feeds.get(ledger);
    if (!feed || feed.sink) return;
    feeds.delete(ledger);
    clearTimeout(feed.idle);
    feed.close();
  }

  /**
   * Keeps the conversation's feed open for a caller that polls without listening, so polls can hand
   * over pushed typing indicators; it closes when nobody listens and polls stop for three intervals.
   */
  function keepFeed(session: SessionKeys, ledger: Ledger): void {
    if (ledger.gone || !session.eventStreamUri) return;
    let feed = feeds.get(ledger);
    if (!feed) {
      if (listened.has(ledger)) return;
      feed = openFeed(session, ledger);
      feeds.set(ledger, feed);
    }
    if (feed.sink) return;
    clearTimeout(feed.idle);
    feed.idle = setTimeout(() => stopFeed(ledger), 3 * config.pollPolicy.maxInterval);
  }

  /** What the feed received for polls since the last one: its messages, and whether a batch ended the chat. */
  function drainFeed(ledger: Ledger): { messages: ChatMessage[]; ended: boolean } {
    const feed = feeds.get(ledger);
    const batches = feed && !feed.sink ? feed.pending.splice(0) : [];
    return {
      messages: batches.flatMap((batch) => batch.messages),
      ended: batches.some((batch) => batch.ended === true),
    };
  }

  /** Attaches a listener to the conversation's feed (opening one if needed); returns its closer. */
  function attach(session: SessionKeys, ledger: Ledger, handlers: PushHandlers): () => void {
    listened.add(ledger);
    const current = feeds.get(ledger);
    // A second listener gets a stream of its own.
    const feed = current && !current.sink ? current : openFeed(session, ledger);
    if (!current) feeds.set(ledger, feed);
    clearTimeout(feed.idle);
    feed.sink = handlers;
    const backlog = feed.pending.splice(0);
    const down = feed.lost;
    // Handed over after `listen` returns, as pushes are.
    void Promise.resolve().then(() => {
      if (feed.sink !== handlers) return;
      for (const batch of backlog) handlers.batch(batch);
      if (down !== undefined && feed.lost === down) handlers.lost(down);
    });
    return () => {
      feed.sink = undefined;
      feed.close();
      if (feeds.get(ledger) === feed) feeds.delete(ledger);
    };
  }

  return { keep: keepFeed, stop: stopFeed, drain: drainFeed, attach };
}
