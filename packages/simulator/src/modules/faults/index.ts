export { FAULT_EXEMPT_PREFIX, faultsModule } from './faults.module';
export {
  faultActions,
  faultSchema,
  pushFaultActions,
  requestFaultActions,
  type FaultAction,
  type FaultRequest,
} from './faults.schemas';
export {
  faultsState,
  type ArmedRouteFault,
  type FaultsState,
  type RecordedResponse,
} from './faults.state';
export {
  createFaultyPush,
  REORDER_HOLD_MS,
  type FaultyPush,
  type FaultyPushOptions,
} from './faults.push';
