import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { calendarMachine } from './calendar.machine';
import { calendarPlugin } from './calendar.plugin';
import { slotsFromMap } from './calendar.slots';
import type { CalendarAvailabilityService, CalendarInput } from './calendar.types';

/**
 * Availability asked of the bus, by name (`<servicePlugin>.availability`, the CallbackService's by
 * default), so the calendar needs none of the service's code: its slot map read as the calendar's slots.
 */
export function busAvailability(
  bus: Bus,
  servicePlugin = 'CallbackService',
): CalendarAvailabilityService {
  return async (input) => {
    const answer = (await bus.untyped.command(
      `${servicePlugin}.availability`,
      {
        startDate: input.start,
        ...(input.numberOfDays !== undefined ? { numberOfDays: input.numberOfDays } : {}),
        ...(input.end !== undefined ? { endDate: input.end } : {}),
      },
      'Calendar',
    )) as { slots?: unknown } | undefined;
    const slots = answer?.slots;
    if (typeof slots !== 'object' || slots === null)
      throw new Error('No availability in the answer');
    return { slots: slotsFromMap(slots as Record<string, unknown>) };
  };
}

/** The calendar on the widget kit: its actor and the `Calendar` plugin (give it `busAvailability(bus)` to ask the CallbackService). */
export const calendarWidget = defineWidget({
  name: 'Calendar',
  machines: { calendar: calendarMachine },
  inputs: (input: CalendarInput) => ({ calendar: input }),
  plugins: ({ calendar }) => [bindPlugin(calendarPlugin, calendar)],
});
