export { channelSelectorAnatomy } from './channel-selector.anatomy';
export {
  channelSelectorIds,
  connect as connectChannelSelector,
  sameChannelSelectorView,
  selectChannelSelectorView,
  type ChannelSelectorApi,
  type ChannelSelectorView,
  type ChannelTileClickEvent,
  type ChannelTileKeyEvent,
  type ChannelTileProps,
} from './channel-selector.connect';
export { registerLazyChannelSelector } from './channel-selector.lazy';
export { channelSelectorMachine, type ChannelSelectorMachine } from './channel-selector.machine';
export { channelSelectorManifest } from './channel-selector.manifest';
export {
  ChannelSelectorConfigError,
  channelSelectorOptions,
  defaultChannelSelectorOptions,
  defaultChannelWaitTime,
  hasChannels,
  noChannelsText,
  resolveChannel,
  resolveChannelSelectorOptions,
  type ChannelClickDetails,
  type ChannelOptions,
  type ChannelOptionsInput,
  type ChannelSelectorOptions,
  type ChannelSelectorOptionsInput,
  type ChannelWaitTimeOptions,
} from './channel-selector.options';
export { channelSelectorPlugin, type ChannelSelectorTarget } from './channel-selector.plugin';
export {
  channelStatus,
  isCoBrowseChannel,
  offlineCoBrowse,
  queuesOf,
  readsWait,
  tilesOf,
  waitMinutesOf,
  type ChannelStatus,
  type ChannelStatusKind,
  type ChannelTile,
} from './channel-selector.status';
export {
  busChannelRunner,
  busChannelStats,
  busCoBrowse,
  channelSelectorWidget,
  type ChannelRunner,
  type ChannelSelectorRuntimeInput,
} from './channel-selector.widget';
export type * from './channel-selector.types';
