export { createCloudV2Transport, customerGone } from './cloud-v2.transport';
export { unsupported } from '../transport-results';
export type { CloudV2Transport } from './cloud-v2.transport';
export { CloudV2ConfigError, cloudV2PollPolicy } from './cloud-v2.options';
export type { CloudV2ConfigIssue } from './cloud-v2.options';
export { failedToOpen } from './cloud-v2.stream';
export type {
  CloudV2JourneyContext,
  CloudV2Operation,
  CloudV2Routing,
  CloudV2Socket,
  CloudV2SocketEvent,
  CloudV2TransportOptions,
  CloudV2WebSocketConstructor,
} from './cloud-v2.types';
