import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  sameChannelSelectorView,
  selectChannelSelectorView,
  type ChannelSelectorApi,
  type ChannelSelectorView,
} from '../machines/channel-selector/channel-selector.connect';
import type { ChannelSelectorMachine } from '../machines/channel-selector/channel-selector.machine';
import type { ChannelSelectorOptionsInput } from '../machines/channel-selector/channel-selector.options';
import type {
  ChannelStatsSource,
  CoBrowseSource,
} from '../machines/channel-selector/channel-selector.types';
import {
  channelSelectorWidget,
  type ChannelSelectorRuntimeInput,
} from '../machines/channel-selector/channel-selector.widget';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useChannelSelector} returns: the selector's api plus escape hatches. */
export type UseChannelSelectorReturn = BoundApi<
  ActorRefFrom<ChannelSelectorMachine>,
  ChannelSelectorView,
  ChannelSelectorApi
>;

const channelSelectorBinding = createBinding({
  hook: 'useChannelSelector',
  provider: 'ChannelSelectorProvider',
  select: selectChannelSelectorView,
  connect,
  compare: sameChannelSelectorView,
});

/** The context `ChannelSelectorProvider` puts the channel selector actor in. */
export const ChannelSelectorContext = channelSelectorBinding.Context;

/** Props of {@link ChannelSelectorProvider}; all are read on mount. */
export interface ChannelSelectorProviderProps {
  /** Settings (`_genesys.widgets.channelselector`), checked: bad ones throw, naming each. */
  options?: ChannelSelectorOptionsInput;
  /** Where the waits come from. @default the bus's `<servicePlugin>.getStats` and `.updated` */
  stats?: ChannelStatsSource;
  /** Where the co-browse state comes from. @default the bus's `CoBrowse.getState` and `.stateChanged` */
  coBrowse?: CoBrowseSource;
  /** Runs a chosen channel. @default its `onClick`, else its `clickCommand` on the bus */
  run?: ChannelSelectorRuntimeInput['run'];
  /** Told when a chosen channel's command fails. @default a console warning */
  onRunError?: ChannelSelectorRuntimeInput['onRunError'];
  /** The selector and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the channel selector widget (`channelSelectorWidget` of the widget kit) in the app's window
 * group and the nearest dock, in the app's mobile mode, and registers the `ChannelSelector` plugin
 * on the app's bus.
 */
export function ChannelSelectorProvider({
  options,
  stats,
  coBrowse,
  run,
  onRunError,
  children,
}: ChannelSelectorProviderProps) {
  const cx = useContext(CxContext);
  const surroundings = useWindowSurroundings();
  const [input] = useState<ChannelSelectorRuntimeInput>(() => ({
    ...surroundings,
    options,
    ...(stats ? { stats } : {}),
    ...(coBrowse ? { coBrowse } : {}),
    ...(run ? { run } : {}),
    ...(onRunError ? { onRunError } : {}),
    ...(cx?.windows ? { group: cx.windows } : {}),
  }));
  const { channelSelector } = useWidget(channelSelectorWidget, input);
  useAppMobileMode(channelSelector);
  return <ChannelSelectorContext value={channelSelector}>{children}</ChannelSelectorContext>;
}

/**
 * The channel selector ('Live Assistance'): where it is and its tiles (status, disabled, hidden),
 * with their commands and prop getters.
 */
export function useChannelSelector(): UseChannelSelectorReturn {
  return channelSelectorBinding.useApi();
}
