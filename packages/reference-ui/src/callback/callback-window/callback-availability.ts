import type { CalendarAvailabilityService } from '@cxkit/headless/calendar';
import type { Bus } from '@cxkit/headless/bus';
import type { CallbackAvailability } from '@cxkit/headless/callback-service';

/**
 * The calendar's availability from the bus's `CallbackService.availability` (service-protocols 3:
 * one day at a time, `startDate` the day's midnight, `numberOfDays: 1`); its capacity by slot time
 * becomes the calendar's slots.
 */
export function busAvailability(
  bus: Bus,
  servicePlugin = 'CallbackService',
): CalendarAvailabilityService {
  return async ({ start, numberOfDays }) => {
    const answer = (await bus.untyped.command(
      `${servicePlugin}.availability`,
      { startDate: start, numberOfDays: numberOfDays ?? 1 },
      'Calendar',
    )) as CallbackAvailability | undefined;
    return {
      slots: Object.entries(answer?.slots ?? {}).map(([time, capacity]) => ({ time, capacity })),
    };
  };
}
