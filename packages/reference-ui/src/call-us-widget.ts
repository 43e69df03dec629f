// The drop-in Call Us alone: its graph holds only what the page loads first (the plugin's table and
// the loader); the overlay itself is a separate chunk. The `./call-us` entry re-exports every part.
export { CallUs, type CallUsProps } from './call-us/call-us';
