// The drop-in engage invite and web engagement alone: their graph holds only what the page loads
// first (the plugins' tables and the loaders); the invite toast and the GWE bridge are separate
// chunks. The `./engage` entry re-exports every part.
export { EngageInvite, type EngageInviteProps } from './engage/engage-invite';
export { WebEngagement, type WebEngagementProps } from './engage/web-engagement';
