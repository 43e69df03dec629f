import { useEffect, useRef } from 'react';
import {
  trackEvents,
  type TrackEventsOptions,
  type TrackedArea,
  type TrackedEventListener,
} from '../services/tracked-events/tracked-events';
import { useBus } from './use-bus';

/**
 * Forwards the page's tracked events (chat, send-message, callback, call-us, channel selector,
 * co-browse, knowledge centre, search, deflection) to `listener` while the component is mounted.
 * The listener may change on every render without resubscribing; `options.areas` is read as a list
 * of names, so a new array with the same areas does not resubscribe either.
 */
export function useTrackedEvents(listener: TrackedEventListener, options: TrackEventsOptions = {}) {
  const bus = useBus();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const areas = options.areas?.join(',');
  useEffect(() => {
    const only =
      areas === undefined ? {} : { areas: areas.split(',').filter(Boolean) as TrackedArea[] };
    return trackEvents(bus, (event) => latest.current(event), only);
  }, [bus, areas]);
}
