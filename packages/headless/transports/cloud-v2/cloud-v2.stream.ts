import { parseJson } from '../wire-records';
import type { CloudV2WebSocketConstructor } from './cloud-v2.types';

/** The message a failed connection attempt is reported with (spec 2, section 8). */
export const failedToOpen = 'websocket failed to open';

/** What the event stream runner needs. */
export interface EventStreamOptions {
  /** The `eventStreamUri`. */
  url: string;
  /** Resolves the WebSocket constructor, or undefined when there is none. */
  resolveWebSocket(): Promise<CloudV2WebSocketConstructor | undefined>;
  /** Delay before reconnecting (ms). */
  reconnectInterval: number;
  /** Silence after which the stream counts as lost (ms). */
  heartbeatTimeout: number;
  /** Catch-up read once a socket is open, before its frames are handled. */
  synchronise(): Promise<void>;
  /** Handles one parsed frame (frames are handled one at a time, in order). */
  handleFrame(frame: unknown): Promise<void>;
  /** The stream was lost (reported once per outage). */
  lost(message: string): void;
  /** The stream is back after an outage, and caught up. */
  restored(): void;
}

/** The text of a frame's data (browsers give strings, `ws` may give bytes). */
export function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    return new TextDecoder().decode(data);
  }
  return undefined;
}

/**
 * Runs the event stream: opens the socket, reads to catch up, then hands over frames in order; a close,
 * an error or `heartbeatTimeout` ms without a frame count as lost, and it reconnects after
 * `reconnectInterval` ms. Returns the function that stops it (no timer or socket is left).
 */
export function runEventStream(options: EventStreamOptions): () => void {
  let stopped = false;
  let socket: { close(): void } | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // undefined until the first socket opens; false during an outage.
  let up: boolean | undefined;
  let queue = Promise.resolve();

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(() => (stopped ? undefined : work())).catch(() => undefined);
  };

  function closeSocket(): void {
    const current = socket;
    socket = undefined;
    clearTimeout(watchdog);
    watchdog = undefined;
    try {
      current?.close();
    } catch {
      // A socket that cannot close is dropped all the same.
    }
  }

  function drop(message: string): void {
    if (stopped) return;
    closeSocket();
    if (up !== false) {
      up = false;
      options.lost(message);
    }
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), options.reconnectInterval);
  }

  function armWatchdog(): void {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => drop('websocket heartbeat missed'), options.heartbeatTimeout);
  }

  async function connect(): Promise<void> {
    retry = undefined;
    const WebSocketClass = await options.resolveWebSocket();
    if (stopped) return;
    if (!WebSocketClass) return drop(failedToOpen);
    let current: InstanceType<CloudV2WebSocketConstructor>;
    try {
      current = new WebSocketClass(options.url);
    } catch {
      return drop(failedToOpen);
    }
    socket = current;
    let opened = false;
    const isCurrent = () => !stopped && socket === current;
    current.addEventListener('open', () => {
      if (!isCurrent()) return;
      opened = true;
      armWatchdog();
      const recovering = up === false;
      enqueue(async () => {
        await options.synchronise();
        if (!isCurrent()) return;
        up = true;
        if (recovering) options.restored();
      });
    });
    current.addEventListener('message', (event) => {
      if (!isCurrent()) return;
      armWatchdog();
      const text = frameText(event.data);
      const frame = text === undefined ? undefined : parseJson(text);
      if (frame !== undefined) enqueue(() => options.handleFrame(frame));
    });
    const fail = () => {
      if (isCurrent()) drop(opened ? 'websocket closed' : failedToOpen);
    };
    current.addEventListener('error', fail);
    current.addEventListener('close', fail);
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    retry = undefined;
    closeSocket();
  };
}
