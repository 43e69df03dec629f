import type { GweOptions } from './web-engagement.options';

/** The visitor's ids the GWE tracker gives (`GWE.getIDs`), merged into service user data. */
export interface GweIds {
  /** The visit's id. */
  visitID: string;
  /** The page's id within the visit. */
  pageID: string;
  /** The visit's id across the GWE cluster, when the tracker gives one. */
  globalVisitID?: string;
}

/** One push from the GWE server through the tracker: its channel and data. */
export interface GweNotification {
  /** `gpe.setVariable` (an invite, offer or send-message push) or `CXBus` (remote commands). */
  channel: string;
  /** The push's data. */
  data: unknown;
}

/** The loaded GWE tracker, as the bridge uses it (`window._gt`; docs/web-engagement.md). */
export interface GweTracker {
  /** The visitor's ids. */
  getIDs(): Promise<GweIds>;
  /** Pushes values to the tracker (`_gt.push(values)`). */
  push(values: unknown[]): void;
  /** Calls `listener` with each push of the server; returns the unsubscribe. */
  subscribe(listener: (notification: GweNotification) => void): () => void;
}

/** Loads the tracker script from `src` with the bridge's settings; rejects when it does not load. */
export type GweTrackerLoader = (request: {
  /** The script's address (`{endpoint}/server/resources/js/build/GTCJ.min.js`). */
  src: string;
  /** The GWE server's endpoint. */
  endpoint: string;
  /** The bridge's settings, passed to the tracker's `config`. */
  options: GweOptions;
}) => Promise<GweTracker>;

/** Sends a chat-invite disposition: a GET of `url` with credentials (service-protocols 12). */
export type GweDispositionRequest = (url: string) => Promise<void>;

/** Input of the web-engagement bridge machine. */
export interface WebEngagementInput {
  /** Settings (`_genesys.widgets.gwe`); with an endpoint the tracker loads at once. */
  options?: unknown;
  /** Loads the tracker. @default a `<script>` element on the page (`createGweTrackerLoader`) */
  load?: GweTrackerLoader;
  /** The page's protocol, which picks the endpoint. @default `location.protocol`, else 'https:' */
  protocol?: string;
}

/** Context of the web-engagement bridge machine. */
export interface WebEngagementContext {
  /** Settings, checked. */
  options: GweOptions;
  /** Loads the tracker. */
  load: GweTrackerLoader | undefined;
  /** The page's protocol. */
  protocol: string;
  /** The endpoint in use, once configured. */
  endpoint: string | undefined;
  /** The loaded tracker, while ready. */
  tracker: GweTracker | undefined;
  /** Why the tracker did not load, when it failed. */
  failure: string | undefined;
}

/** Events of the web-engagement bridge machine. */
export type WebEngagementEvent =
  | {
      type: 'gwe.configure';
      /** The settings, checked. */
      options: GweOptions;
    }
  | {
      type: 'tracker.notification';
      /** The server's push. */
      notification: GweNotification;
    };

/** Notifications of the bridge machine. */
export type WebEngagementEmitted =
  | { type: 'ready' }
  | {
      type: 'unavailable';
      /** Why the tracker did not load. */
      reason: string;
    }
  | {
      type: 'notification';
      /** The server's push. */
      notification: GweNotification;
    };
