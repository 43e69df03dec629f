export { toasterWatch, type ToasterClaimEvent } from './engage-invite.actors';
export { engageInviteAnatomy } from './engage-invite.anatomy';
export {
  connect as connectEngageInvite,
  selectEngageInviteView,
  type EngageInviteApi,
  type EngageInviteView,
} from './engage-invite.connect';
export { registerLazyEngage } from './engage-invite.lazy';
export {
  engageInviteMachine,
  mediaBusyCode,
  toasterReservedCode,
  type EngageInviteMachine,
} from './engage-invite.machine';
export { engageManifest } from './engage-invite.manifest';
export { busyMedia, watchBusyMedia, type MediaWatch } from './engage-invite.media';
export {
  defaultInviteTexts,
  defaultInviteTimeout,
  engageInviteRequestSchema,
  outcomeOf,
  resolveInvite,
} from './engage-invite.options';
export { engagePlugin, type EngageInviteTarget } from './engage-invite.plugin';
export type * from './engage-invite.types';
export {
  engageInviteWidget,
  runAcceptedCommands,
  windowPageExit,
  type EngageInviteRuntimeInput,
  type PageExitSignal,
} from './engage-invite.widget';
