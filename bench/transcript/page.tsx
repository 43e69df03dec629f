// The page the transcript benchmark drives in Chromium: TranscriptView with generated messages in a
// chat-window-sized frame, fed from a store the way the chat hooks feed it (useSyncExternalStore).
import type { ChatMessage, MessageSender } from '@cxkit/headless/chat';
import { CxProvider } from '@cxkit/headless/react';
import { CxRoot } from '@cxkit/reference-ui/shell';
import '@cxkit/reference-ui/styles.css';
import { memo, type ReactNode, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// TranscriptView is not exported from the package entry; the benchmark measures it from source.
import { TranscriptView } from '../../packages/reference-ui/src/chat/transcript';
import { createComparison } from './comparison';
import type { DomCount, FrameTiming, TranscriptBenchPage } from './page-api';

/** The Prioritized Task Scheduling API (Chromium 94+), which TypeScript's DOM library lacks. */
declare const scheduler: {
  postTask<T>(callback: () => T, options: { priority: 'user-blocking' }): Promise<T>;
};

const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
const ada: MessageSender = { id: '1', type: 'Client', name: 'Ada' };

const lines = [
  'Hello, how can I help you today?',
  'My order has not arrived yet.',
  'Let me check that for you. Could you give me the order number?',
  'It is 4711, placed last Tuesday. The tracking page has said "in transit" for four days now and nobody answered my email, so I thought I would try the chat.',
  'Thanks. The parcel left our warehouse yesterday; tracking: https://example.com/track/4711.',
  'Great, thank you!',
  'Is there anything else I can help you with?',
];

const start = new Date(2024, 2, 4, 9, 0).getTime();
const step = 30_000;

/** Message `index` of a generated chat: senders alternate in pairs, a file every 97 messages. */
function message(index: number, restoring: boolean): ChatMessage {
  const from = Math.floor(index / 2) % 2 === 0 ? anna : ada;
  const base: ChatMessage = {
    index,
    type: 'Message',
    text: lines[index % lines.length]!,
    timestamp: start + index * step,
    html: false,
    userData: {},
    from,
    isTyping: false,
    restoring,
    eventAttributes: {},
  };
  if (index === 1) return { ...base, type: 'ParticipantJoined', text: '' };
  if (index % 97 === 0) {
    const fileDetails = { fileName: `invoice-${index}.pdf`, fileSize: 48_213, fileId: `f${index}` };
    return { ...base, type: 'FileUploaded', text: '', fileDetails };
  }
  return base;
}

function messages(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, offset) => message(offset + 1, true));
}

interface State {
  mounted: boolean;
  messages: readonly ChatMessage[];
}

let state: State = { mounted: false, messages: [] };
const listeners = new Set<() => void>();
const store = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  set(next: State) {
    state = next;
    for (const listener of listeners) listener();
  },
};

const config = { pluginLoadDelay: 0 };
const now = () => start + (state.messages.length + 2) * step;
const download = () => undefined;
const frame = { width: 360, height: 480 };

function Transcript() {
  const { mounted, messages } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <div style={frame}>
      {mounted && <TranscriptView messages={messages} now={now} onDownload={download} />}
    </div>
  );
}

function log(): HTMLElement | null {
  return document.querySelector('[data-scope="transcript"][data-part="log"]');
}

/** Whether `element` is entirely inside the visible area of `scroller`. */
function fullyInside(element: Element | null | undefined, scroller: Element | null): boolean {
  if (!element || !scroller) return false;
  const outer = scroller.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  return inner.height > 0 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
}

/** Whether the row of `message` (found by its time) is fully visible in the transcript. */
function rowVisible(message: ChatMessage): boolean {
  return rowVisibleIn(log(), message);
}

/** Whether the row of `message` (found by its time) is fully visible inside `area`. */
function rowVisibleIn(area: Element | null, message: ChatMessage): boolean {
  const dateTime = new Date(message.timestamp).toISOString();
  const time = area?.querySelector(`time[datetime="${dateTime}"]`);
  return fullyInside(time?.closest('[data-part="row"]'), area);
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Resolves in a task queued now, which runs once the current frame has been rendered; at
 * user-blocking priority, so that it runs before the tasks React schedules during the frame.
 */
function afterThisFrame(): Promise<number> {
  return scheduler.postTask(() => performance.now(), { priority: 'user-blocking' });
}

/**
 * Runs `update` at the start of a frame (in a requestAnimationFrame callback, before style, layout
 * and paint) and measures until the end of the first frame after which `visible()` holds.
 */
async function measure(update: () => void, visible: () => boolean): Promise<FrameTiming> {
  await nextFrame();
  const begin = performance.now();
  update();
  const updateMs = performance.now() - begin;
  const frameEnds: number[] = [];
  for (;;) {
    frameEnds.push((await afterThisFrame()) - begin);
    if (visible() || frameEnds.length === 600) {
      return { ms: frameEnds.at(-1)!, frames: frameEnds.length, frameEnds, updateMs };
    }
    await nextFrame();
  }
}

/** Waits for `quiet` frames in a row without DOM changes or scrolling in the page (at most 2 s). */
async function settle(quiet = 5): Promise<void> {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  let lastTop = log()?.scrollTop;
  try {
    for (let frames = 0, still = 0; still < quiet && frames < 120; frames += 1) {
      await nextFrame();
      const top = log()?.scrollTop;
      still = changed || top !== lastTop ? 0 : still + 1;
      changed = false;
      lastTop = top;
    }
  } finally {
    observer.disconnect();
  }
}

/** An update that changes nothing: the floor's. */
const noUpdate = () => undefined;

/** The floor: frames in which the update changes nothing, measured the same way as the appends. */
async function emptyFrames(count: number): Promise<FrameTiming[]> {
  const timings: FrameTiming[] = [];
  for (let run = 0; run < count; run += 1) {
    timings.push(await measure(noUpdate, () => true));
    await settle();
  }
  return timings;
}

/** The control: paragraphs appended to a plain scrolling box of the same size, without React. */
async function plainAppends(count: number): Promise<FrameTiming[]> {
  const box = document.createElement('div');
  Object.assign(box.style, { width: '360px', height: '480px', overflowY: 'auto' });
  const paragraph = (index: number) => {
    const element = document.createElement('p');
    element.textContent = `${lines[index % lines.length]!} (${index})`;
    return element;
  };
  for (let index = 0; index < 20; index += 1) box.append(paragraph(index));
  document.body.append(box);
  box.scrollTop = box.scrollHeight;
  await settle();
  const timings: FrameTiming[] = [];
  try {
    for (let index = 20; index < 20 + count; index += 1) {
      const added = paragraph(index);
      const append = () => {
        box.append(added);
        box.scrollTop = box.scrollHeight;
      };
      timings.push(await measure(append, () => fullyInside(added, box)));
      await settle();
    }
  } finally {
    box.remove();
  }
  return timings;
}

const clock = new Intl.DateTimeFormat('en', { timeStyle: 'short' });

/** A row of the React control: the message's text and time, rendered again only when its message changes. */
const BareRow = memo(function BareRow({ message }: { message: ChatMessage }) {
  return (
    <div data-part="row">
      <p>{message.text}</p>
      <time dateTime={new Date(message.timestamp).toISOString()}>
        {clock.format(message.timestamp)}
      </time>
    </div>
  );
});

/** The React control's list: the last 20 messages, kept scrolled to the bottom; no virtualizer, no bubbles. */
function BareList({ messages }: { messages: readonly ChatMessage[] }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current!.scrollTop = box.current!.scrollHeight;
  });
  return (
    <div ref={box} style={{ ...frame, overflowY: 'auto' }}>
      {messages.slice(-20).map((message) => (
        <BareRow key={message.index} message={message} />
      ))}
    </div>
  );
}

/**
 * The React control: appends to a bare React list showing the last 20 of `length` messages (memoised
 * rows, a scroll to the bottom in a layout effect), about the least a React transcript does per append.
 */
async function reactAppends(count: number, length: number): Promise<FrameTiming[]> {
  const container = document.createElement('div');
  document.body.append(container);
  const bareRoot = createRoot(container);
  let list = messages(length);
  flushSync(() => bareRoot.render(<BareList messages={list} />));
  await settle();
  const timings: FrameTiming[] = [];
  try {
    for (let run = 0; run < count; run += 1) {
      const added = message(list.length + 1, false);
      list = [...list, added];
      const update = () => flushSync(() => bareRoot.render(<BareList messages={list} />));
      const visible = () =>
        fullyInside(
          container.querySelector('[data-part="row"]:last-child'),
          container.firstElementChild,
        );
      timings.push(await measure(update, visible));
      await settle();
    }
  } finally {
    bareRoot.unmount();
    container.remove();
  }
  return timings;
}

const wrap = (children: ReactNode) => (
  <CxProvider config={config}>
    <CxRoot>{children}</CxRoot>
  </CxProvider>
);

const comparison = createComparison({
  messages,
  message: (index) => message(index, false),
  measure,
  settle: () => settle(),
  rowVisible: rowVisibleIn,
  frame,
  wrap,
});

const page: TranscriptBenchPage = {
  async restore(count) {
    flushSync(() => store.set({ mounted: false, messages: [] }));
    await settle();
    const restored = messages(count);
    const last = restored.at(-1)!;
    const mount = () => flushSync(() => store.set({ mounted: true, messages: restored }));
    return measure(mount, () => rowVisible(last));
  },
  async append() {
    const added = message(state.messages.length + 1, false);
    const next = [...state.messages, added];
    const update = () => flushSync(() => store.set({ ...state, messages: next }));
    return measure(update, () => rowVisible(added));
  },
  emptyFrames,
  plainAppends,
  reactAppends,
  settle: () => settle(),
  compareRestore: comparison.restore,
  compareAppend: comparison.append,
  compareUnmount: comparison.unmountBoth,
  domCount(): DomCount {
    const root = document.querySelector('[data-scope="transcript"][data-part="root"]');
    return {
      document: document.querySelectorAll('*').length,
      transcript: root?.querySelectorAll('*').length ?? 0,
      rows: root?.querySelectorAll('[data-part="row"]').length ?? 0,
    };
  },
};

const root = createRoot(document.getElementById('root')!);
flushSync(() => root.render(wrap(<Transcript />)));
window.transcriptBench = page;
