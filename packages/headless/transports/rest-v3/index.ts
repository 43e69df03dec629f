export { createRestV3Transport } from './rest-v3.transport';
export { unsupported } from '../transport-results';
export type { RestV3Transport } from './rest-v3.transport';
export { RestV3ConfigError, restV3PollPolicy } from './rest-v3.options';
export type { RestV3ConfigIssue } from './rest-v3.options';
export type { RestV3Image } from './rest-v3.normalise';
export type { RestV3Issue, RestV3Operation, RestV3TransportOptions } from './rest-v3.types';
