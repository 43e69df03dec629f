import {
  ChannelSelectorProvider,
  type ChannelSelectorProviderProps,
} from '@cxkit/headless/react/channel-selector';
import { ChannelSelectorWindow, type ChannelSelectorWindowProps } from './channel-selector-window';

/** Props of {@link ChannelSelectorCore}: the provider's and the window's. */
export interface ChannelSelectorCoreProps
  extends Omit<ChannelSelectorProviderProps, 'children'>, Omit<ChannelSelectorWindowProps, 'ref'> {}

/** The channel selector once its code has loaded: the `ChannelSelector` plugin and its window. */
export default function ChannelSelectorCore({
  options,
  stats,
  coBrowse,
  run,
  onRunError,
  ...window
}: ChannelSelectorCoreProps) {
  return (
    <ChannelSelectorProvider
      options={options}
      stats={stats}
      coBrowse={coBrowse}
      run={run}
      onRunError={onRunError}
    >
      <ChannelSelectorWindow {...window} />
    </ChannelSelectorProvider>
  );
}
