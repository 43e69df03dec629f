// The drop-in web chat alone: its graph holds only what the page loads first (the chat button and
// the loader); the chat itself is a separate chunk. The `./chat` entry re-exports every component.
export {
  WebChat,
  type WebChatProps,
  type WebChatTransportContext,
} from './chat/chat-widget/web-chat';
