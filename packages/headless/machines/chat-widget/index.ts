export { chatWidgetAnatomy } from './chat-widget.anatomy';
export {
  connect as connectChatWidget,
  selectChatWidgetView,
  type ChatWidgetApi,
  type ChatWidgetScreen,
  type ChatWidgetView,
} from './chat-widget.connect';
export { linkChatWidget } from './chat-widget.link';
export {
  chatWidgetMachine,
  createMemoryWindowStore,
  defaultChatWidgetOptions,
  type ChatWidgetMachine,
} from './chat-widget.machine';
export {
  chatWidgetManifest,
  type WebChatOpenOptions,
  type WebChatSubmission,
} from './chat-widget.manifest';
export {
  attachChatWidgetPlugin,
  chatWidgetPlugin,
  chatWidgetPluginName,
  type ChatWidgetTarget,
} from './chat-widget.plugin';
export { chatWindowCookieName, createCookieWindowStore } from './chat-widget.store';
export type * from './chat-widget.types';
