export { bootWidgets, type BootedWidgets } from './boot-widgets';
export { mountWebChat, type MountedWebChat } from './mount-webchat';
export {
  invalidConfiguration,
  parseWebChatSettings,
  WebChatSettingsError,
  type CloudV2BackEnd,
  type GmsBackEnd,
  type GmsPushBackEnd,
  type RestV3BackEnd,
  type WebChatBackEnd,
  type WebChatSettings,
  type WebChatSettingsIssue,
} from './webchat-settings';
export { createWebChatTransport } from './webchat-transport';
