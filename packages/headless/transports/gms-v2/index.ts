export { createGmsTransport, type GmsTransport } from './gms-v2.transport';
export { defaultGmsPageSize, GmsConfigError, gmsPollPolicy } from './gms-v2.options';
export type { GmsConfigIssue } from './gms-v2.options';
export type { GmsIssue, GmsOperation, GmsTransportOptions } from './gms-v2.types';
