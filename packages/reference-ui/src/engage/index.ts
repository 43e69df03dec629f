export { EngageInvite, type EngageInviteProps } from './engage-invite';
export type { EngageInviteCoreProps } from './engage-invite-core';
export { EngageInviteToast, type EngageInviteToastProps } from './engage-invite-toast';
export { WebEngagement, type WebEngagementProps } from './web-engagement';
export type { WebEngagementCoreProps } from './web-engagement-core';
export { engageInviteTexts, type EngageInviteTextKey } from './engage-invite.texts';
