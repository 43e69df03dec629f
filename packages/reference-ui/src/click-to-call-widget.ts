// The drop-in ClickToCall alone: its graph holds only what the page loads first (the plugin's table
// and the loader); the window itself is a separate chunk. The `./click-to-call` entry re-exports every part.
export { ClickToCall, type ClickToCallProps } from './click-to-call/click-to-call';
