// The drop-in sidebar alone: its graph holds only what the page loads first (the plugin's table and
// the loader); the sidebar itself is a separate chunk. The `./sidebar` entry re-exports every part.
export { Sidebar, type SidebarProps } from './sidebar/sidebar';
