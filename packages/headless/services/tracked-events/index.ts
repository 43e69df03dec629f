export {
  trackEvents,
  trackedAreas,
  trackedEventList,
  type TrackEventsOptions,
  type TrackedArea,
  type TrackedEvent,
  type TrackedEventEntry,
  type TrackedEventListener,
  type TrackedEventName,
  type TrackedPlugin,
} from './tracked-events';
