// The side-by-side scenario of issue 40: cxkit's whole chat (ChatProvider's session restoring or
// receiving pushed messages, ChatTranscript rendering them) against a minimal React 19 +
// @tanstack/react-virtual list fed the same messages.
import type { ChatBatch, ChatMessage, PushHandlers, SessionKeys } from '@cxkit/headless/chat';
import { createCookieSessionStore, type ChatTransport } from '@cxkit/headless/chat';
import { ChatProvider, useChatActor } from '@cxkit/headless/react/chat';
import { createCookieStore, createDocumentCookieBackend } from '@cxkit/headless/services';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// ChatTranscript is measured from source, like TranscriptView on the page.
import { ChatTranscript } from '../../packages/reference-ui/src/chat/transcript';
import type { ComparedKind, FrameTiming, RestoreMode } from './page-api';

/** What the page's generated chat and its measuring give this scenario. */
export interface ComparisonTools {
  /** Messages 1 to `count` of the generated chat, as a transcript read answers them. */
  messages(count: number): ChatMessage[];
  /** Message `index` of the generated chat, as the server pushes it. */
  message(index: number): ChatMessage;
  /** Measures `update` until `visible()` holds (see the page's `measure`). */
  measure(update: () => void, visible: () => boolean): Promise<FrameTiming>;
  /** Waits until the page has stopped changing. */
  settle(): Promise<void>;
  /** Whether the row that shows `message` (found by its time) is fully visible inside `scroller`. */
  rowVisible(scroller: Element | null, message: ChatMessage): boolean;
  /** The chat-window-sized frame both lists are shown in. */
  frame: { width: number; height: number };
  /** Wraps the cxkit chat in the page's providers (CxProvider, CxRoot). */
  wrap(children: ReactNode): ReactNode;
}

const keys: SessionKeys = { chatId: 'bench', secureKey: 'key', alias: '1', userId: 'u1' };

/** A back end that answers the restore read with the chat it holds and pushes what `push` is given. */
function benchTransport(held: () => readonly ChatMessage[]) {
  let channel: PushHandlers | undefined;
  const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
  const read = (position: number): ChatBatch => {
    const messages = held().filter((message) => message.index >= position);
    return { messages, ended: false, nextPosition: (messages.at(-1)?.index ?? position - 1) + 1 };
  };
  const nothing = () => ok(read(Number.MAX_SAFE_INTEGER));
  const transport: ChatTransport = {
    name: 'bench',
    capabilities: { async: false, asyncClose: 'endChat', pagination: false, fileUpload: false },
    // Pushes carry the chat; a poll now and then would only add noise to the frames measured.
    pollPolicy: {
      tick: 250,
      minInterval: 600_000,
      maxInterval: 600_000,
      multiplier: 1,
      exceptionLimit: 5,
    },
    start: () => ok({ session: keys, batch: read(1) }),
    poll: (_session, position) => ok(read(position)),
    send: nothing,
    typing: nothing,
    disconnect: nothing,
    customNotice: nothing,
    updateData: nothing,
    fileLimits: () => ok({ fileTypes: [], needAgent: false, maxFileSize: 0 }),
    upload: () => ok({ fileId: 'none' }),
    downloadRequest: () => ({ url: '/download', fields: {} }),
    listen(_session, _position, handlers) {
      channel = handlers;
      return () => {
        if (channel === handlers) channel = undefined;
      };
    },
  };
  const push = (message: ChatMessage) =>
    channel?.batch({ messages: [message], ended: false, nextPosition: message.index + 1 });
  return { transport, push };
}

/** A small external store, as the page's own. */
function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

const controlClock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });

/** A row of the control: who wrote, the text and the time, rendered again only when its message changes. */
const ControlRow = memo(function ControlRow({ message }: { message: ChatMessage }) {
  return (
    <div data-part="row" style={{ padding: '6px 12px' }}>
      <strong>{message.from.name}</strong>
      <p style={{ margin: '2px 0' }}>{message.text}</p>
      <time dateTime={new Date(message.timestamp).toISOString()}>
        {controlClock.format(message.timestamp)}
      </time>
    </div>
  );
});

const estimate = () => 64;

/**
 * The control: TanStack Virtual's dynamic list as its documentation shows it (measured rows placed by
 * transform), kept at the end with `scrollToIndex` after each change of the count.
 */
function ControlList({
  messages,
  frame,
}: {
  messages: readonly ChatMessage[];
  frame: ComparisonTools['frame'];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimate,
    getItemKey: (index) => messages[index]!.index,
    overscan: 6,
    initialRect: frame,
    initialOffset: () => Math.max(messages.length * 64 - frame.height, 0),
    useFlushSync: false,
  });
  useLayoutEffect(() => {
    if (messages.length) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages.length, virtualizer]);
  return (
    <div ref={scroller} data-control="log" style={{ ...frame, overflowY: 'auto' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start}px)`,
            }}
          >
            <ControlRow message={messages[item.index]!} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Sets up both lists in their own React roots and returns the scenario's functions: a restore
 * (mount with `count` messages until the last is visible) and an append (one message until it is
 * visible) for each kind.
 */
export function createComparison(tools: ComparisonTools) {
  const { frame } = tools;
  // The cxkit side: the chat's server holds `held`; the store keeps the session in the page's cookies.
  let held: ChatMessage[] = [];
  const cxkitState = createStore<{ mounted: number; restoreOnMount: boolean }>({
    mounted: 0,
    restoreOnMount: true,
  });
  let chatActor: ReturnType<typeof useChatActor> | undefined;
  function KeepChatActor() {
    chatActor = useChatActor();
    return null;
  }
  let backEnd = benchTransport(() => held);
  const store = createCookieSessionStore(
    createCookieStore({ backend: createDocumentCookieBackend() }),
  );

  function CxkitChat() {
    const { mounted, restoreOnMount } = useSyncExternalStore(cxkitState.subscribe, cxkitState.get);
    // A new key per restore: a fresh provider restores on mount, as a reloaded page does.
    return mounted ? (
      <ChatProvider
        key={mounted}
        transport={backEnd.transport}
        store={store}
        restoreOnMount={restoreOnMount}
      >
        <KeepChatActor />
        <div data-compare="cxkit" style={frame}>
          <ChatTranscript now={() => (held.at(-1)?.timestamp ?? 0) + 60_000} />
        </div>
      </ChatProvider>
    ) : null;
  }

  const controlState = createStore<{ messages: readonly ChatMessage[] | undefined }>({
    messages: undefined,
  });
  function Control() {
    const { messages } = useSyncExternalStore(controlState.subscribe, controlState.get);
    return messages ? (
      <div data-compare="control">
        <ControlList messages={messages} frame={frame} />
      </div>
    ) : null;
  }

  const mountInto = (node: ReactNode) => {
    const container = document.createElement('div');
    document.body.append(container);
    flushSync(() => createRoot(container).render(node));
  };
  mountInto(tools.wrap(<CxkitChat />));
  mountInto(<Control />);

  const scroller: Record<ComparedKind, () => Element | null> = {
    cxkit: () => document.querySelector('[data-compare="cxkit"] [data-part="log"]'),
    control: () => document.querySelector('[data-control="log"]'),
  };
  const last: Record<ComparedKind, () => ChatMessage | undefined> = {
    cxkit: () => held.at(-1),
    control: () => controlState.get().messages?.at(-1),
  };

  async function unmountBoth() {
    flushSync(() => {
      cxkitState.set({ mounted: 0, restoreOnMount: true });
      controlState.set({ messages: undefined });
    });
    await tools.settle();
  }

  /**
   * A restore of `count` messages. `mount`: cxkit's provider mounts and restores (a page load), the
   * control mounts with them. `fed`: each is on screen, empty, first; then cxkit's session restores
   * (`session.restore`) and the control is given the messages.
   */
  async function restore(
    kind: ComparedKind,
    count: number,
    mode: RestoreMode,
  ): Promise<FrameTiming> {
    const restored = tools.messages(count);
    const newest = restored.at(-1)!;
    if (kind === 'cxkit') {
      held = restored;
      backEnd = benchTransport(() => held);
      store.clear();
      store.save({ session: keys, position: 1, lastPing: Date.now(), outbox: [] });
      const mount = () =>
        flushSync(() =>
          cxkitState.set({
            mounted: cxkitState.get().mounted + 1,
            restoreOnMount: mode === 'mount',
          }),
        );
      const visible = () => tools.rowVisible(scroller.cxkit(), newest);
      if (mode === 'mount') return tools.measure(mount, visible);
      mount();
      await tools.settle();
      return tools.measure(
        () => flushSync(() => chatActor!.send({ type: 'session.restore' })),
        visible,
      );
    }
    const show = () => flushSync(() => controlState.set({ messages: restored }));
    const visible = () => tools.rowVisible(scroller.control(), newest);
    if (mode === 'mount') return tools.measure(show, visible);
    flushSync(() => controlState.set({ messages: [] }));
    await tools.settle();
    return tools.measure(show, visible);
  }

  async function append(kind: ComparedKind): Promise<FrameTiming> {
    const added = tools.message((last[kind]()?.index ?? 0) + 1);
    const update =
      kind === 'cxkit'
        ? () => {
            held = [...held, added];
            flushSync(() => backEnd.push(added));
          }
        : () =>
            flushSync(() =>
              controlState.set({ messages: [...(controlState.get().messages ?? []), added] }),
            );
    return tools.measure(update, () => tools.rowVisible(scroller[kind](), added));
  }

  return { restore, append, unmountBoth };
}
