import type { CalendarAvailabilitySlot } from './calendar.types';

/**
 * The slots of a legacy availability map (`{ '2026-12-03T09:30:00.000Z': 2 }`, as the v1 service
 * answers and the v3 one is mapped to), for services that answer that way.
 */
export function slotsFromMap(map: Record<string, unknown>): CalendarAvailabilitySlot[] {
  return Object.entries(map).flatMap(([time, capacity]) =>
    typeof capacity === 'number' && Number.isFinite(capacity) ? [{ time, capacity }] : [],
  );
}
