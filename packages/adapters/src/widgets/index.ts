export { bootWidgets, type BootedWidgets } from './boot-widgets';
export { mountWebChat, type MountedWebChat } from './mount-webchat';
export { isMountedWebChat, webChatAdapter } from './webchat-adapter';
export {
  registerWidgetAdapter,
  widgetAdapters,
  type MountedWidget,
  type ParsedWidget,
  type ParsedWidgetSettings,
  type RegisteredWidgetAdapter,
  type WidgetAdapter,
  type WidgetHost,
} from './widget-adapters';
export {
  invalidConfiguration,
  parseWebChatSettings,
  WebChatSettingsError,
  webChatSettingsDefinition,
  type CloudV2BackEnd,
  type GmsBackEnd,
  type GmsPushBackEnd,
  type RestV3BackEnd,
  type WebChatBackEnd,
  type WebChatSettings,
  type WebChatSettingsIssue,
} from './webchat-settings';
export { createWebChatTransport } from './webchat-transport';
export {
  calendarSettingsDefinition,
  CalendarSettingsError,
  parseCalendarSettings,
  type CalendarWidgetSettings,
} from './calendar-settings';
export {
  CallbackSettingsError,
  callbackServiceSettingsDefinition,
  parseCallbackServiceSettings,
  type CallbackServiceSettings,
} from './callback-settings';
export {
  parseStatsSettings,
  StatsSettingsError,
  statsSettingsDefinition,
  type StatsSettings,
} from './stats-settings';
export { callbackAdapter } from './callback-adapter';
export {
  callbackWidgetSettingsDefinition,
  parseCallbackWidgetSettings,
  type CallbackWidgetSettings,
} from './callback-widget-settings';
export { mountCallback, type MountedCallback } from './mount-callback';
export { createPageRoot, type PageDockOptions, type PageRoot } from './page-root';
export { shareStatsService } from './shared-stats';
export { callUsAdapter } from './callus-adapter';
export {
  CallUsSettingsError,
  callUsSettingsDefinition,
  parseCallUsSettings,
  type CallUsSettings,
} from './callus-settings';
export { mountCallUs, type MountedCallUs } from './mount-callus';
export { channelSelectorAdapter } from './channel-selector-adapter';
export {
  ChannelSelectorSettingsError,
  channelSelectorSettingsDefinition,
  parseChannelSelectorSettings,
  type ChannelSelectorWidgetSettings,
} from './channel-selector-settings';
export { mountChannelSelector, type MountedChannelSelector } from './mount-channel-selector';
export { coBrowseAdapter } from './cobrowse-adapter';
export {
  CoBrowseSettingsError,
  coBrowseSettingsDefinition,
  parseCoBrowseSettings,
  type CoBrowseSettings,
} from './cobrowse-settings';
export { mountCoBrowse, type MountedCoBrowse } from './mount-cobrowse';
export { clickToCallAdapter } from './clicktocall-adapter';
export {
  ClickToCallSettingsError,
  clickToCallSettingsDefinition,
  parseClickToCallSettings,
  type ClickToCallWidgetSettings,
} from './clicktocall-settings';
export { mountClickToCall, type MountedClickToCall } from './mount-clicktocall';
export {
  KnowledgeCenterSettingsError,
  knowledgeCenterServiceShape,
  knowledgeCenterSettingsDefinition,
  parseKnowledgeCenterSettings,
  searchWindowShape,
  type KnowledgeCenterSettings,
} from './knowledgecenter-settings';
export {
  mountKnowledgeCenterService,
  shareKnowledgeCenterService,
  type MountedKnowledgeCenterService,
  type MountKnowledgeCenterServiceOptions,
} from './mount-knowledgecenter-service';
export { sendMessageAdapter } from './sendmessage-adapter';
export {
  parseSendMessageSettings,
  SendMessageSettingsError,
  sendMessageSettingsDefinition,
  type SendMessageWidgetSettings,
} from './sendmessage-settings';
export { mountSendMessage, type MountedSendMessage } from './mount-sendmessage';
export {
  parseSearchSettings,
  parseSearchWindowSettings,
  SearchSettingsError,
  type SearchSettings,
} from './search-settings';
export { mountSearch, type MountedSearch } from './mount-search';
export { searchAdapter } from './search-adapter';
export {
  OffersSettingsError,
  offersSettingsDefinition,
  parseOffersSettings,
  type OffersSettings,
} from './offers-settings';
export { mountOffers, type MountedOffers } from './mount-offers';
export { offersAdapter } from './offers-adapter';
export { sidebarAdapter } from './sidebar-adapter';
export {
  parseSidebarSettings,
  SidebarSettingsError,
  sidebarSettingsDefinition,
  type SidebarWidgetSettings,
} from './sidebar-settings';
export { mountSidebar, type MountedSidebar } from './mount-sidebar';
export { overlayAdapter, toasterAdapter } from './views-adapter';
export { mountView, type MountedView } from './mount-views';
export { parseViewSettings, type ViewSettings } from './views-settings';
export { gweAdapter } from './gwe-adapter';
export {
  GweSettingsError,
  gweSettingsDefinition,
  parseGweSettings,
  type GweSettings,
} from './gwe-settings';
export { mountGwe, type MountedGwe } from './mount-gwe';
