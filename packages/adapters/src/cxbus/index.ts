export { createCxBusCompat } from './cxbus-compat';
export type {
  CxBusCompat,
  CxBusCompatOptions,
  CxBusConfigureOptions,
  LegacyBeforeFunction,
  LegacyCommandEvent,
  LegacyCommandHandler,
  LegacyCommandPromise,
  LegacyDeferred,
  LegacyEvent,
  LegacyPlugin,
  LegacyPromiseState,
  LegacySubscriber,
} from './cxbus.types';
