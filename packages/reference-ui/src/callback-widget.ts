// The drop-in Callback alone: its graph holds only what the page loads first (the plugin's table and
// the loader); the window itself is a separate chunk. The `./callback` entry re-exports every part.
export { Callback, type CallbackProps } from './callback/callback-window/callback';
