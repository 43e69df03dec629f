export { useTrackedEvents } from './use-tracked-events';
export {
  trackedEventList,
  type TrackEventsOptions,
  type TrackedArea,
  type TrackedEvent,
  type TrackedEventListener,
  type TrackedEventName,
} from '../services/tracked-events/tracked-events';
