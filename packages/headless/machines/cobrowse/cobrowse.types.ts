import type { CoBrowseOptions, CoBrowseOptionsInput } from './cobrowse.options';

/** One signal of the co-browse script's API: callbacks added run each time it fires (and at once if it already has). */
export interface CoBrowseSignal<Args extends unknown[] = []> {
  /** Adds a callback. */
  add(callback: (...args: Args) => void): void;
  /** Removes a callback. */
  remove(callback: (...args: Args) => void): void;
}

/** The session object the script's callbacks receive. */
export interface CoBrowseScriptSession {
  /** The session token (code) the visitor gives the agent, a 9-digit string in Genesys Co-browse. */
  token?: string;
}

/** Why a session ended, as the script reports it. */
export interface CoBrowseEndDetails {
  /** The reason, e.g. `self` (the visitor left) or `external` (the agent ended it). */
  reason?: string;
}

/**
 * The part of the co-browse script's API (`_genesys.cobrowse.onReady(api)`) the bridge uses; see
 * docs/cobrowse.md for what is public about it and what the simulator's stand-in adds.
 */
export interface CoBrowseScriptApi {
  /** Starts a session (top context). */
  startSession(): void;
  /** Leaves the current session (top context). */
  exitSession(): void;
  /** Fires with the session when one starts, or at once for one running when added. */
  onSessionStarted: CoBrowseSignal<[CoBrowseScriptSession]>;
  /** Fires when the session ends. */
  onSessionEnded: CoBrowseSignal<[CoBrowseEndDetails?]>;
  /** Fires when the co-browse server stops answering (the stand-in's; optional). */
  onServiceUnavailable?: CoBrowseSignal;
  /** Fires when the co-browse server answers again (the stand-in's; optional). */
  onServiceAvailable?: CoBrowseSignal;
}

/** What a loader is given: the script's address, its server's, and the `_genesys.cobrowse` settings. */
export interface CoBrowseScriptRequest {
  /** The script's address. */
  src: string;
  /** The server's address (the script's `data-gcb-url`). */
  url?: string;
  /** Keys for `window._genesys.cobrowse` (apikey, debug, disableBuiltInUI). */
  config: Record<string, unknown>;
}

/** Loads the co-browse script and resolves with its API once it is ready; rejects when it fails to load. */
export type CoBrowseScriptLoader = (request: CoBrowseScriptRequest) => Promise<CoBrowseScriptApi>;

/** Context of the co-browse bridge machine. */
export interface CoBrowseContext {
  /** Base of the elements' ids. */
  id: string;
  /** The settings in force. */
  options: CoBrowseOptions;
  /** Loads the script (the page's `<script>` by default). */
  load: CoBrowseScriptLoader | undefined;
  /** Whether the script called `onReady`. */
  ready: boolean;
  /** Whether the script failed to load (a `configure` then loads it again). */
  loadFailed: boolean;
  /** Whether a start was asked and no session has started since (within the pending time). */
  starting: boolean;
  /** The running session's token (its code). */
  token: string | undefined;
  /** Why the last session ended. */
  endReason: string | undefined;
}

/** Input of the co-browse bridge machine. */
export interface CoBrowseInput {
  /** Base of the elements' ids. @default 'cx-cobrowse' */
  id?: string;
  /** Settings; with a `src` the script loads at once. */
  options?: CoBrowseOptionsInput;
  /** Loads the script. @default a `<script>` element on the page, after setting `_genesys.cobrowse` */
  load?: CoBrowseScriptLoader;
}

/** Events of the co-browse bridge machine. */
export type CoBrowseEvent =
  | { type: 'bridge.configure'; options: CoBrowseOptions }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'dialog.confirm' }
  | { type: 'session.start' }
  | { type: 'session.stop' }
  | { type: 'script.ready' }
  | { type: 'script.failed' }
  | { type: 'script.unavailable' }
  | { type: 'script.available' }
  | { type: 'script.sessionStarted'; token: string | undefined }
  | { type: 'script.sessionEnded'; reason: string | undefined };

/** What the machine emits: the `CoBrowse` plugin publishes each one. */
export type CoBrowseEmitted =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'sessionStarted'; sessionId: string | undefined }
  | { type: 'sessionEnded'; reason: string | undefined };

/** What the script actor is sent by the machine. */
export type CoBrowseScriptCommand = { type: 'script.start' } | { type: 'script.exit' };
