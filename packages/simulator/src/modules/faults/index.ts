export { FAULT_EXEMPT_PREFIX, faultsModule } from './faults.module';
export { faultActions, faultSchema, type FaultAction, type FaultRequest } from './faults.schemas';
export {
  faultsState,
  type ArmedRouteFault,
  type FaultsState,
  type RecordedResponse,
} from './faults.state';
