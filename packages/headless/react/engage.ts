// `@cxkit/headless/react/engage`: the engage invite's and the web-engagement bridge's providers and hooks.
export {
  EngageInviteContext,
  EngageInviteProvider,
  useEngageInvite,
  type EngageInviteProviderProps,
  type UseEngageInviteReturn,
} from './use-engage-invite';
export {
  WebEngagementContext,
  WebEngagementProvider,
  useWebEngagement,
  type UseWebEngagementReturn,
  type WebEngagementProviderProps,
} from './use-web-engagement';
