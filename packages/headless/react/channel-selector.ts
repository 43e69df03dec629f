export {
  ChannelSelectorContext,
  ChannelSelectorProvider,
  useChannelSelector,
  type ChannelSelectorProviderProps,
  type UseChannelSelectorReturn,
} from './use-channel-selector';
