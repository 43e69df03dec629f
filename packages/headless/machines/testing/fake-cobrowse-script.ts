import type {
  CoBrowseEndDetails,
  CoBrowseScriptApi,
  CoBrowseScriptLoader,
  CoBrowseScriptRequest,
  CoBrowseScriptSession,
  CoBrowseSignal,
} from '../cobrowse/cobrowse.types';

/** A signal as Genesys Co-browse documents them: a callback added after it fired runs at once. */
export interface FakeSignal<Args extends unknown[]> extends CoBrowseSignal<Args> {
  /** Fires it, and remembers the arguments for callbacks added later. */
  dispatch(...args: Args): void;
  /** Forgets the last firing. */
  reset(): void;
  /** How many callbacks it holds. */
  readonly size: number;
}

/** Creates a {@link FakeSignal}. */
export function createFakeSignal<Args extends unknown[]>(): FakeSignal<Args> {
  const callbacks = new Set<(...args: Args) => void>();
  let fired: Args | undefined;
  return {
    add(callback) {
      callbacks.add(callback);
      if (fired) callback(...fired);
    },
    remove: (callback) => void callbacks.delete(callback),
    dispatch(...args) {
      fired = args;
      for (const callback of [...callbacks]) callback(...args);
    },
    reset() {
      fired = undefined;
    },
    get size() {
      return callbacks.size;
    },
  };
}

/** A co-browse script for tests and stories: its loader, its API, and the server's side of it. */
export interface FakeCoBrowseScript {
  /** Give it to the bridge as its `load`. */
  load: CoBrowseScriptLoader;
  /** What the bridge asked to load, oldest first. */
  requests: CoBrowseScriptRequest[];
  /** The API the script gives `onReady`. */
  api: CoBrowseScriptApi & {
    onSessionStarted: FakeSignal<[CoBrowseScriptSession]>;
    onSessionEnded: FakeSignal<[CoBrowseEndDetails?]>;
    onServiceUnavailable: FakeSignal<[]>;
    onServiceAvailable: FakeSignal<[]>;
  };
  /** How many times the bridge called `startSession` and `exitSession`. */
  calls: { start: number; exit: number };
  /** The script calls `onReady` (for the pending load, or the next). */
  ready(): void;
  /** The script fails to load. */
  fail(): void;
  /** A session starts with this token. */
  startSession(token?: string): void;
  /** The session ends. */
  endSession(reason?: string): void;
  /** The server stops answering. */
  goOffline(): void;
  /** The server answers again. */
  goOnline(): void;
}

/** Options of {@link createFakeCoBrowseScript}. */
export interface FakeCoBrowseScriptOptions {
  /** Calls `onReady` as soon as it is loaded. @default false */
  readyOnLoad?: boolean;
  /** Starts a session with this token whenever the bridge asks (`startSession`). */
  startsWith?: string;
  /** Ends the session whenever the bridge asks (`exitSession`), with reason `self`. @default true */
  exits?: boolean;
}

/** Creates a {@link FakeCoBrowseScript}. */
export function createFakeCoBrowseScript(
  options: FakeCoBrowseScriptOptions = {},
): FakeCoBrowseScript {
  const pending: { resolve(api: CoBrowseScriptApi): void; reject(error: Error): void }[] = [];
  const calls = { start: 0, exit: 0 };
  const fake: FakeCoBrowseScript = {
    requests: [],
    calls,
    api: {
      startSession() {
        calls.start += 1;
        if (options.startsWith !== undefined) fake.startSession(options.startsWith);
      },
      exitSession() {
        calls.exit += 1;
        if (options.exits !== false) fake.endSession('self');
      },
      onSessionStarted: createFakeSignal(),
      onSessionEnded: createFakeSignal(),
      onServiceUnavailable: createFakeSignal(),
      onServiceAvailable: createFakeSignal(),
    },
    load(request) {
      fake.requests.push(request);
      if (options.readyOnLoad) return Promise.resolve(fake.api);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    ready: () => pending.shift()?.resolve(fake.api),
    fail: () => pending.shift()?.reject(new Error('Failed to load the co-browse script')),
    startSession(token = '123456789') {
      fake.api.onSessionEnded.reset();
      fake.api.onSessionStarted.dispatch({ token });
    },
    endSession(reason) {
      fake.api.onSessionStarted.reset();
      fake.api.onSessionEnded.dispatch({ ...(reason === undefined ? {} : { reason }) });
    },
    goOffline() {
      fake.api.onServiceAvailable.reset();
      fake.api.onServiceUnavailable.dispatch();
    },
    goOnline() {
      fake.api.onServiceUnavailable.reset();
      fake.api.onServiceAvailable.dispatch();
    },
  };
  return fake;
}
