import {
  parseChannelSelectorSettings,
  type ChannelSelectorWidgetSettings,
} from './channel-selector-settings';
import { mountChannelSelector } from './mount-channel-selector';
import type { WidgetAdapter } from './widget-adapters';

/** The reference channel selector from `window._genesys.widgets.channelselector`, with its `stats`. */
export const channelSelectorAdapter: WidgetAdapter<ChannelSelectorWidgetSettings> = {
  name: 'channelselector',
  settingsKey: 'channelselector',
  siblingKeys: ['stats'],
  title: 'the channel selector',
  parse: parseChannelSelectorSettings,
  mount: (settings, { app, document, root }) => mountChannelSelector(app, settings, document, root),
};
