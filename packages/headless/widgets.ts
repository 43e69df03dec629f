// The command tables of cxkit's widgets: small, so a page can put every widget's commands on the
// bus (registerLazyPlugin) before any widget's code loads.
export {
  chatWidgetManifest,
  type WebChatOpenOptions,
  type WebChatSubmission,
} from './machines/chat-widget/chat-widget.manifest';
export {
  chatServiceManifest,
  type AgentsReport,
  type UploadReport,
} from './machines/chat-session/chat-service.manifest';
export {
  defaultInviteDelay,
  registerLazyChat,
  type LazyChat,
  type LazyChatOptions,
} from './machines/chat-widget/chat-widget.lazy';
export {
  calendarManifest,
  type CalendarGenerateOptions,
  type CalendarShowAvailabilityOptions,
} from './machines/calendar/calendar.manifest';
export { registerLazyCalendar } from './machines/calendar/calendar.lazy';
export { callbackServiceManifest } from './services/callback/callback-service.manifest';
export { registerLazyCallbackService } from './services/callback/callback-service.lazy';
export {
  callbackManifest,
  type CallbackOpenOptions,
  type CallbackSubmission,
} from './machines/callback/callback.manifest';
export { registerLazyCallback } from './machines/callback/callback.lazy';
export {
  statsServiceManifest,
  type StatsConfigureOptions,
} from './services/stats/stats-service.manifest';
export { registerLazyStats, type LazyStatsOptions } from './services/stats/stats-service.lazy';
export {
  coBrowseManifest,
  type CoBrowseState,
  type CoBrowseSessionStarted,
} from './machines/cobrowse/cobrowse.manifest';
export {
  clickToCallServiceManifest,
  type ClickToCallNumberReceived,
  type ClickToCallNumberRequest,
  type ClickToCallRestored,
  type ClickToCallServiceConfigureOptions,
} from './services/click-to-call/click-to-call-service.manifest';
export {
  clickToCallManifest,
  type ClickToCallOpenOptions,
  type ClickToCallSubmission,
} from './machines/click-to-call/click-to-call.manifest';
export { registerLazyClickToCall } from './machines/click-to-call/click-to-call.lazy';
export { registerLazyClickToCallService } from './services/click-to-call/click-to-call-service.lazy';
export { callUsManifest } from './machines/call-us/call-us.manifest';
export { registerLazyCallUs } from './machines/call-us/call-us.lazy';
export { channelSelectorManifest } from './machines/channel-selector/channel-selector.manifest';
export { registerLazyChannelSelector } from './machines/channel-selector/channel-selector.lazy';
export { registerLazyCoBrowse } from './machines/cobrowse/cobrowse.lazy';
export {
  knowledgeCenterServiceManifest,
  type KnowledgeCenterConfigureOptions,
  type KnowledgeDocument,
  type KnowledgeSearchResult,
} from './services/knowledge-center/knowledge-center-service.manifest';
export { registerLazyKnowledgeCenterService } from './services/knowledge-center/knowledge-center-service.lazy';
export {
  chatDeflectionManifest,
  type ChatDeflectionEnded,
  type ChatDeflectionStarted,
} from './machines/chat-deflection/chat-deflection.manifest';
export { registerLazyChatDeflection } from './machines/chat-deflection/chat-deflection.lazy';
export {
  sendMessageServiceManifest,
  type SendMessageFailure,
  type SendMessageFile,
  type SendMessageFormData,
  type SendMessageRequest,
  type SendMessageSent,
  type SendMessageServiceConfigureOptions,
} from './services/send-message/send-message-service.manifest';
export {
  sendMessageManifest,
  type SendMessageCompleted,
  type SendMessageOpenOptions,
} from './machines/send-message/send-message.manifest';
export { registerLazySendMessage } from './machines/send-message/send-message.lazy';
export { registerLazySendMessageService } from './services/send-message/send-message-service.lazy';
export {
  searchManifest,
  type SearchOpenDocumentOptions,
  type SearchOpenOptions,
} from './machines/search/search.manifest';
export { registerLazySearch } from './machines/search/search.lazy';
export { offersManifest } from './machines/offers/offers.manifest';
export { registerLazyOffers } from './machines/offers/offers.lazy';
export { sidebarManifest } from './machines/sidebar/sidebar.manifest';
export { registerLazySidebar } from './machines/sidebar/sidebar.lazy';
export {
  overlayManifest,
  type ViewClosed,
  type ViewOpened,
} from './machines/view-manager/overlay.manifest';
export { toasterManifest } from './machines/view-manager/toaster.manifest';
export {
  registerLazyOverlay,
  registerLazyToaster,
  type LazyViewOptions,
} from './machines/view-manager/view-manager.lazy';
export type {
  OverlayOpenOptions,
  ToasterOpenOptions,
} from './machines/view-manager/view-manager.options';
export { engageManifest } from './machines/engage-invite/engage-invite.manifest';
export { registerLazyEngage } from './machines/engage-invite/engage-invite.lazy';
export { gweManifest } from './machines/web-engagement/web-engagement.manifest';
export { registerLazyGwe } from './machines/web-engagement/web-engagement.lazy';
export {
  timerManifest,
  type TimerAlarm,
  type TimerAlarmOptions,
  type TimerCountdownDone,
  type TimerCountdownOptions,
  type TimerCountdownTick,
  type TimerStarted,
  type TimerTick,
} from './machines/timer-service/timer-service.manifest';
export { registerLazyTimer } from './machines/timer-service/timer-service.lazy';
export {
  remoteManifest,
  type RemoteExecuteOptions,
  type RemoteOutcome,
  type RemoteValue,
} from './services/remote/remote.manifest';
export { registerLazyRemote } from './services/remote/remote.lazy';
