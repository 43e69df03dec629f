import * as z from 'zod';
import { defineDomain } from '../domain';
import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';

/** The event-log module name of the co-browse service's entries (`cobrowse.started` and the like). */
export const COBROWSE_LOG_MODULE = 'cobrowse';

/** Who ended a co-browse session. */
export type CoBrowseEndedBy = 'visitor' | 'agent' | 'reset';

/** A co-browse session the service holds. */
export interface CoBrowseSession {
  /** Unique in the run (`cobrowse-1`, ...). */
  id: string;
  /** The 9-digit session token the visitor reads to the agent. */
  token: string;
  /** `active` until either side ends it. */
  state: 'active' | 'ended';
  /** When it started (ISO). */
  startedAt: string;
  /** When it ended (ISO). */
  endedAt?: string;
  /** Who ended it. */
  endedBy?: CoBrowseEndedBy;
}

/** Options of the co-browse domain (`startSimulator({ cobrowse: {...} })`). */
export interface CoBrowseOptions {
  /** Whether the service answers from the start (and after a reset). @default true */
  online?: boolean;
}

/** The co-browse options with the defaults filled in. */
export interface ResolvedCoBrowseOptions {
  /** Whether the service answers from the start. */
  online: boolean;
}

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Co-browse service: whether it answers from the start. */
    cobrowse?: CoBrowseOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Co-browse service with the defaults filled in, when a co-browse module is loaded. */
    cobrowse?: ResolvedCoBrowseOptions;
  }
}

/** Checks the `cobrowse` options and fills in their defaults. */
export const coBrowseOptionsSchema = z
  .strictObject({ online: z.boolean().optional() })
  .optional()
  .transform((options): ResolvedCoBrowseOptions => ({ online: options?.online ?? true }));

interface CoBrowseState {
  online: boolean | undefined;
  sessions: CoBrowseSession[];
  nextId: number;
}

const coBrowseSlice = defineSlice<CoBrowseState>('cobrowse', () => ({
  online: undefined,
  sessions: [],
  nextId: 1,
}));

/** The co-browse domain's api: the service's availability and its sessions. */
export interface CoBrowseDomainApi {
  /** Whether the service answers. */
  online(): boolean;
  /** Makes the service answer or not; ending nothing (a session survives an outage). */
  setOnline(online: boolean): boolean;
  /** Starts a session with a fresh token; `undefined` while the service is offline. */
  start(): CoBrowseSession | undefined;
  /** The session of `token`. */
  get(token: string): CoBrowseSession | undefined;
  /** Every session, oldest first. */
  list(): CoBrowseSession[];
  /** Ends the session of `token` (once); `undefined` when there is none. */
  end(token: string, by: CoBrowseEndedBy): CoBrowseSession | undefined;
  /** Forgets every session; how many there were. */
  clear(): number;
}

/** Creates the co-browse api on the run's store. */
function createCoBrowse(
  engine: SimulatorEngine,
  options: ResolvedCoBrowseOptions,
): CoBrowseDomainApi {
  const state = () => {
    const slice = engine.store.get(coBrowseSlice);
    slice.online ??= options.online;
    return slice as CoBrowseState & { online: boolean };
  };
  const log = (type: string, data: unknown) =>
    engine.events.append(COBROWSE_LOG_MODULE, `cobrowse.${type}`, data);
  const now = () => new Date(engine.clock.now()).toISOString();
  const token = () => String(100_000_000 + Math.floor(engine.random() * 900_000_000));
  return {
    online: () => state().online,
    setOnline(online) {
      const slice = state();
      if (slice.online !== online) {
        slice.online = online;
        log('service', { online });
      }
      return slice.online;
    },
    start() {
      const slice = state();
      if (!slice.online) return undefined;
      const session: CoBrowseSession = {
        id: `cobrowse-${slice.nextId}`,
        token: token(),
        state: 'active',
        startedAt: now(),
      };
      slice.nextId += 1;
      slice.sessions.push(session);
      log('started', { id: session.id, token: session.token });
      return session;
    },
    get: (wanted) => state().sessions.find((session) => session.token === wanted),
    list: () => state().sessions,
    end(wanted, by) {
      const session = state().sessions.find((candidate) => candidate.token === wanted);
      if (!session) return undefined;
      if (session.state === 'active') {
        session.state = 'ended';
        session.endedAt = now();
        session.endedBy = by;
        log('ended', { id: session.id, token: session.token, by });
      }
      return session;
    },
    clear() {
      const slice = state();
      const cleared = slice.sessions.length;
      slice.sessions = [];
      return cleared;
    },
  };
}

/**
 * The co-browse domain: the stand-in co-browse service's sessions (a 9-digit token each) and
 * whether it answers; the stand-in script's module serves it, the control API lists and ends
 * sessions and takes the service offline. Options: `cobrowse` of the simulator options.
 */
export const coBrowseDomain = defineDomain({
  name: 'cobrowse',
  description:
    'Co-browse sessions of the stand-in co-browse script: tokens, ended by visitor or agent, the service online or offline.',
  options: coBrowseOptionsSchema,
  create: createCoBrowse,
});
