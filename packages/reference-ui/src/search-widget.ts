// The drop-in Search alone: its graph holds only what the page loads first (the plugin's table
// and the loader); the window itself is a separate chunk. The `./search` entry re-exports every part.
export { Search, type SearchProps } from './search/search';
