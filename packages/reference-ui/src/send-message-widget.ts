// The drop-in SendMessage alone: its graph holds only what the page loads first (the plugin's table
// and the loader); the window itself is a separate chunk. The `./send-message` entry re-exports every part.
export { SendMessage, type SendMessageProps } from './send-message/send-message';
