import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';

/** Where co-browse stands, as Call Us, the channel selector and the chat read it. */
export interface CoBrowseState {
  /** The co-browse script loaded and its service answered: a session can start. */
  online: boolean;
  /** A session is running. */
  active: boolean;
  /** A start was asked less than the pending time ago (spec 1, section 9: 3000 ms). */
  pending: boolean;
}

/** What `CoBrowse.sessionStarted` carries. */
export interface CoBrowseSessionStarted {
  /** The session's id, as the co-browse script gave it. */
  sessionId?: string;
}

/**
 * The `CoBrowse` bridge's table: the warning dialog (`open` / `close`), the session
 * (`startSession` / `stopSession`) and its state, which other widgets read with `getState` and
 * follow through `stateChanged` (spec 1, sections 2, 4 and 8).
 */
export const coBrowseManifest = declarePlugin({
  name: 'CoBrowse',
  commands: {
    /** Loads the co-browse script from `src` / `url` (legacy `_genesys.widgets.cobrowse`). */
    configure: command<Record<string, unknown>>(),
    /** Opens the warning dialog (Cancel / Start Co-browse). */
    open: command(),
    close: command({ loads: false }),
    /** Starts a session at once, without the warning. */
    startSession: command(),
    stopSession: command({ loads: false }),
    /** Answers the current state; before the bridge has loaded: offline. */
    getState: command<undefined, CoBrowseState>({ loads: false }),
  },
  events: {
    opened: event(),
    closed: event(),
    stateChanged: event<CoBrowseState>(),
    sessionStarted: event<CoBrowseSessionStarted>(),
    sessionEnded: event(),
  },
  rejections: {
    alreadyOpened: 'Already opened',
    alreadyClosed: 'Already closed',
    pending: 'A previous Cobrowse session is still waiting to start',
    offline: 'API is not available',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof coBrowseManifest> {}
    interface Events extends EventsOf<typeof coBrowseManifest> {}
  }
}
