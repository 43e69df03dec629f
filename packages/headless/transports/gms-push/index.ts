export { createGmsPushTransport } from './gms-push.transport';
export {
  bayeuxVersion,
  gmsPushHandshakeAttempts,
  gmsPushPollPolicy,
  gmsPushRetryWatch,
  gmsPushTypingPolicy,
  messageBusDefaults,
} from './gms-push.options';
export type { ResolvedGmsPushOptions } from './gms-push.options';
export type { ChannelListener, PushChannel } from './gms-push.channel';
export type {
  CometWindow,
  GmsPushTransportOptions,
  MessageBusSettings,
  PushClient,
  PushClientStatus,
  PushMessage,
} from './gms-push.types';
