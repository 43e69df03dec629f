// The drop-in co-browse bridge alone: its graph holds only what the page loads first (the plugin's
// table and the loader); the bridge itself is a separate chunk. The `./cobrowse` entry re-exports every part.
export { CoBrowse, type CoBrowseProps } from './cobrowse/cobrowse';
