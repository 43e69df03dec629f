// The drop-in channel selector alone: its graph holds only what the page loads first (the plugin's
// table and the loader); the selector itself is a separate chunk. The `./channel-selector` entry
// re-exports every part.
export { ChannelSelector, type ChannelSelectorProps } from './channel-selector/channel-selector';
