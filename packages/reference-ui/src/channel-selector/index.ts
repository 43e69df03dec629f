export { channelSelectorWindowAnatomy } from './channel-selector.anatomy';
export { channelSelectorTexts, type ChannelSelectorTextKey } from './channel-selector.texts';
export { ChannelIcon, channelIconOf, type ChannelIconName } from './channel-icons';
export { ChannelSelectorWindow, type ChannelSelectorWindowProps } from './channel-selector-window';
export { ChannelSelector, type ChannelSelectorProps } from './channel-selector';
export type { ChannelSelectorCoreProps } from './channel-selector-core';
