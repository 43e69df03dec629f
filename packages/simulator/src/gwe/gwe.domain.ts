import * as z from 'zod';
import { defineDomain } from '../domain';
import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';

/** The event-log module name of the GWE server's entries (`gwe.invited`, `gwe.disposition`, ...). */
export const GWE_LOG_MODULE = 'gwe';

/** A visitor the stand-in tracker announced, with the page it is on now. */
export interface GweVisitor {
  /** The visit's id (`visit-1`, ...), kept by the tracker across the visit's pages. */
  visitID: string;
  /** The current page's id (`page-1`, ...). */
  pageID: string;
  /** When the visit started (ISO). */
  startedAt: string;
  /** When the tracker last asked for pushes (ISO). */
  lastSeenAt: string;
}

/** One push waiting for a visitor's tracker: its channel and data. */
export interface GweNotification {
  /** `gpe.setVariable` (an invite, offer or send-message push) or `CXBus` (remote commands). */
  channel: string;
  /** The push's data. */
  data: unknown;
}

/** A disposition the invites endpoint received, parameters as sent. */
export interface GweDisposition {
  /** When it arrived (ISO). */
  receivedAt: string;
  /** `result`: accept, cancel, timeout or pageExit. */
  result: string;
  /** `media` (chat). */
  media: string;
  /** `visitID`. */
  visitID: string;
  /** `pageID`. */
  pageID: string;
  /** `alias`. */
  alias: string;
  /** `engagementID`. */
  engagementID: string;
  /** `webengagement`. */
  webengagement: string;
  /** Whether the request carried cookies (credentials). */
  withCookies: boolean;
}

/** A value the tracker pushed to the server (`_gt.push`), e.g. `['event', 'Disposition', {data}]`. */
export interface GweTrackedEvent {
  /** When it arrived (ISO). */
  receivedAt: string;
  /** The visit it came from. */
  visitID: string;
  /** The page it came from. */
  pageID: string;
  /** The values pushed. */
  values: unknown[];
}

/** Options of the GWE domain (`startSimulator({ gwe: {...} })`). */
export interface GweOptions {
  /** How often the stand-in tracker asks for pushes, in ms. @default 1000 */
  pollInterval?: number;
}

/** The GWE options with the defaults filled in. */
export interface ResolvedGweOptions {
  /** How often the stand-in tracker asks for pushes, in ms. */
  pollInterval: number;
}

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Web engagement (GWE): how often the stand-in tracker polls. */
    gwe?: GweOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Web engagement with the defaults filled in, when a GWE module is loaded. */
    gwe?: ResolvedGweOptions;
  }
}

/** Checks the `gwe` options and fills in their defaults. */
export const gweOptionsSchema = z
  .strictObject({ pollInterval: z.int().min(50).max(60_000).optional() })
  .optional()
  .transform((options): ResolvedGweOptions => ({ pollInterval: options?.pollInterval ?? 1000 }));

interface GweState {
  visitors: GweVisitor[];
  queues: Map<string, GweNotification[]>;
  dispositions: GweDisposition[];
  events: GweTrackedEvent[];
  nextVisit: number;
  nextPage: number;
  nextEngagement: number;
}

const gweSlice = defineSlice<GweState>('gwe', () => ({
  visitors: [],
  queues: new Map(),
  dispositions: [],
  events: [],
  nextVisit: 1,
  nextPage: 1,
  nextEngagement: 1,
}));

/** The GWE domain's api: visitors, the pushes waiting for them, and what they reported. */
export interface GweDomainApi {
  /** The stand-in tracker's poll interval, in ms. */
  pollInterval(): number;
  /** A page view: the visit of `visitID` (a new one when unknown) on a new page. */
  visit(visitID: string | undefined): GweVisitor;
  /** The pushes waiting for a visit (taken), the visit marked seen; `undefined` for an unknown visit. */
  take(visitID: string): GweNotification[] | undefined;
  /** Queues `notification` for `visitID`, or for every visitor when none is given; the visits it went to. */
  push(notification: GweNotification, visitID?: string): string[];
  /** A fresh engagement's ids (`action-1` / `engagement-1`, ...). */
  nextEngagement(): { actionID: string; engagementID: string };
  /** Records a disposition. */
  recordDisposition(disposition: Omit<GweDisposition, 'receivedAt'>): GweDisposition;
  /** Records what a tracker pushed. */
  recordEvent(event: Omit<GweTrackedEvent, 'receivedAt'>): GweTrackedEvent;
  /** Every visitor, oldest first. */
  visitors(): GweVisitor[];
  /** Every disposition, oldest first. */
  dispositions(): GweDisposition[];
  /** Every tracked event, oldest first. */
  events(): GweTrackedEvent[];
  /** Forgets visitors, pushes, dispositions and events; how many dispositions there were. */
  clear(): number;
}

/** Creates the GWE api on the run's store. */
function createGwe(engine: SimulatorEngine, options: ResolvedGweOptions): GweDomainApi {
  const state = () => engine.store.get(gweSlice);
  const now = () => new Date(engine.clock.now()).toISOString();
  const log = (type: string, data: unknown) =>
    engine.events.append(GWE_LOG_MODULE, `gwe.${type}`, data);
  return {
    pollInterval: () => options.pollInterval,
    visit(visitID) {
      const slice = state();
      const pageID = `page-${slice.nextPage}`;
      slice.nextPage += 1;
      const known = visitID && slice.visitors.find((visitor) => visitor.visitID === visitID);
      if (known) {
        known.pageID = pageID;
        known.lastSeenAt = now();
        return known;
      }
      const visitor: GweVisitor = {
        visitID: `visit-${slice.nextVisit}`,
        pageID,
        startedAt: now(),
        lastSeenAt: now(),
      };
      slice.nextVisit += 1;
      slice.visitors.push(visitor);
      log('visit', { visitID: visitor.visitID });
      return visitor;
    },
    take(visitID) {
      const slice = state();
      const visitor = slice.visitors.find((candidate) => candidate.visitID === visitID);
      if (!visitor) return undefined;
      visitor.lastSeenAt = now();
      const waiting = slice.queues.get(visitID) ?? [];
      slice.queues.delete(visitID);
      return waiting;
    },
    push(notification, visitID) {
      const slice = state();
      const targets = visitID
        ? slice.visitors.filter((visitor) => visitor.visitID === visitID)
        : slice.visitors;
      for (const visitor of targets) {
        const queue = slice.queues.get(visitor.visitID) ?? [];
        queue.push(notification);
        slice.queues.set(visitor.visitID, queue);
      }
      const to = targets.map((visitor) => visitor.visitID);
      log('pushed', { channel: notification.channel, to });
      return to;
    },
    nextEngagement() {
      const slice = state();
      const serial = slice.nextEngagement;
      slice.nextEngagement += 1;
      return { actionID: `action-${serial}`, engagementID: `engagement-${serial}` };
    },
    recordDisposition(disposition) {
      const entry = { receivedAt: now(), ...disposition };
      state().dispositions.push(entry);
      log('disposition', entry);
      return entry;
    },
    recordEvent(event) {
      const entry = { receivedAt: now(), ...event };
      state().events.push(entry);
      log('event', entry);
      return entry;
    },
    visitors: () => state().visitors,
    dispositions: () => state().dispositions,
    events: () => state().events,
    clear() {
      const slice = state();
      const cleared = slice.dispositions.length;
      slice.visitors = [];
      slice.queues = new Map();
      slice.dispositions = [];
      slice.events = [];
      return cleared;
    },
  };
}

/**
 * The web-engagement (GWE) domain: the visitors the stand-in tracker announced, the pushes
 * (invites, offers, remote commands) waiting for them, and the dispositions and tracker events
 * they sent back. The GWE module serves it; the control API pushes invites and lists what came
 * back. Options: `gwe` of the simulator options.
 */
export const gweDomain = defineDomain({
  name: 'gwe',
  description:
    'Web engagement (GWE): visitors of the stand-in tracker, the invites pushed to them, the dispositions and tracker events received.',
  options: gweOptionsSchema,
  create: createGwe,
});
