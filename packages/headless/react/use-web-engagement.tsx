import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectWebEngagementView,
  type WebEngagementApi,
  type WebEngagementView,
} from '../machines/web-engagement/web-engagement.connect';
import type { WebEngagementMachine } from '../machines/web-engagement/web-engagement.machine';
import type { GweOptionsInput } from '../machines/web-engagement/web-engagement.options';
import type {
  GweDispositionRequest,
  GweTrackerLoader,
} from '../machines/web-engagement/web-engagement.types';
import { webEngagementWidget } from '../machines/web-engagement/web-engagement.widget';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useWebEngagement} returns: the bridge api plus escape hatches. */
export type UseWebEngagementReturn = BoundApi<
  ActorRefFrom<WebEngagementMachine>,
  WebEngagementView,
  WebEngagementApi
>;

const gweBinding = createBinding({
  hook: 'useWebEngagement',
  provider: 'WebEngagementProvider',
  select: selectWebEngagementView,
  connect,
});

/** The context `WebEngagementProvider` puts the bridge actor in. */
export const WebEngagementContext = gweBinding.Context;

/** Props of {@link WebEngagementProvider}; all are read on mount. */
export interface WebEngagementProviderProps {
  /** Settings (`_genesys.widgets.gwe`); with an endpoint the tracker loads at once. */
  options?: GweOptionsInput;
  /** Loads the tracker. @default a `<script>` element on the page */
  load?: GweTrackerLoader;
  /** Sends a chat disposition's GET. @default `fetch` with credentials */
  request?: GweDispositionRequest;
  /** Whatever reads the bridge. */
  children?: ReactNode;
}

/**
 * Runs the web-engagement bridge (`webEngagementWidget` of the widget kit) and registers the
 * `GWE` plugin on the app's bus; put an `EngageInviteProvider` beside it to show its invites.
 */
export function WebEngagementProvider({
  options,
  load,
  request,
  children,
}: WebEngagementProviderProps) {
  const [input] = useState(() => ({
    ...(options ? { options } : {}),
    ...(load ? { load } : {}),
    ...(request ? { request } : {}),
  }));
  const { bridge } = useWidget(webEngagementWidget, input);
  return <WebEngagementContext value={bridge}>{children}</WebEngagementContext>;
}

/** The web-engagement bridge: where it stands (its tracker), its endpoint, and `configure`. */
export function useWebEngagement(): UseWebEngagementReturn {
  return gweBinding.useApi();
}
