import type { SnapshotFrom } from 'xstate';
import type { WebEngagementMachine } from './web-engagement.machine';
import { resolveGweOptions, type GweOptionsInput } from './web-engagement.options';
import type { WebEngagementEvent } from './web-engagement.types';

/** Where the bridge stands: no endpoint, loading the tracker, ready, or the tracker failed. */
export type WebEngagementStatus = 'unconfigured' | 'loading' | 'ready' | 'unavailable';

/** The slice of the bridge's snapshot that views depend on. */
export interface WebEngagementView {
  /** Where the bridge stands. */
  status: WebEngagementStatus;
  /** The endpoint in use. */
  endpoint: string | undefined;
  /** Why the tracker did not load. */
  failure: string | undefined;
}

/** Picks the bridge's view out of a snapshot. */
export function selectWebEngagementView(
  snapshot: SnapshotFrom<WebEngagementMachine>,
): WebEngagementView {
  const value = snapshot.value;
  return {
    status: value === 'starting' ? 'loading' : value,
    endpoint: snapshot.context.endpoint,
    failure: snapshot.context.failure,
  };
}

/** The bridge's api: where it stands and its configuration. */
export interface WebEngagementApi {
  /** Where the bridge stands. */
  status: WebEngagementStatus;
  /** Whether the tracker has loaded (`GWE.getIDs` and the pushes work). */
  isReady: boolean;
  /** The endpoint in use. */
  endpoint: string | undefined;
  /** Why the tracker did not load ('GWE is not available' applies). */
  failure: string | undefined;
  /** Configures the bridge as the app (throws naming each bad setting). */
  configure(options: GweOptionsInput): void;
}

/** Turns the bridge's view, its current settings and `send` into the {@link WebEngagementApi}. */
export function connect(
  view: WebEngagementView,
  send: (event: WebEngagementEvent) => void,
): WebEngagementApi {
  return {
    status: view.status,
    isReady: view.status === 'ready',
    endpoint: view.endpoint,
    failure: view.failure,
    configure: (options) => send({ type: 'gwe.configure', options: resolveGweOptions(options) }),
  };
}
