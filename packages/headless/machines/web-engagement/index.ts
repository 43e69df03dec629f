export { loadTracker, trackerWatch } from './web-engagement.actors';
export {
  bridgeOf,
  fetchDisposition,
  type WebEngagementActor,
  type WebEngagementBridge,
} from './web-engagement.bridge';
export { registerLazyGwe } from './web-engagement.lazy';
export {
  chatDispositionUrl,
  chatInviteResults,
  dispositionEvent,
  engageRequestOf,
  gweInviteSchema,
  isChatDisposition,
  wireResultOf,
  type GweInvite,
} from './web-engagement.logic';
export { webEngagementMachine, type WebEngagementMachine } from './web-engagement.machine';
export { gweManifest } from './web-engagement.manifest';
export {
  GweConfigError,
  gweEndpointOf,
  gweInvitesPath,
  gweOptions,
  gweTrackerPath,
  resolveGweOptions,
  type GweOptions,
  type GweOptionsInput,
} from './web-engagement.options';
export { gweConfigurers, gwePlugin } from './web-engagement.plugin';
export { createGweTrackerLoader, gweIdsTimeout, trackerOf } from './web-engagement.tracker';
export type * from './web-engagement.types';
export {
  actOnNotification,
  gwePushCommands,
  reportDispositions,
  webEngagementWidget,
  type WebEngagementRuntimeInput,
} from './web-engagement.widget';
export {
  connect as connectWebEngagement,
  selectWebEngagementView,
  type WebEngagementApi,
  type WebEngagementStatus,
  type WebEngagementView,
} from './web-engagement.connect';
