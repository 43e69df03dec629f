import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { CalendarOptionsInput } from './calendar.options';
import type { CalendarSelection } from './calendar.types';

/** A day as the page gives it: `YYYY-MM-DD`, an ISO date-time, epoch ms or a `Date`. */
export type CalendarDateOption = string | number | Date;

/** Options of `Calendar.generate` (protocols 8.3). */
export interface CalendarGenerateOptions {
  /** The first tile's day. @default today */
  date?: CalendarDateOption;
}

/** Options of `Calendar.showAvailability` (protocols 8.3). */
export interface CalendarShowAvailabilityOptions {
  /** The day to show and fetch. */
  date: CalendarDateOption;
}

/** What `Calendar.generated` carries: the tiles' days, `YYYY-MM-DD`. */
export interface CalendarGenerated {
  /** The days. */
  days: string[];
}

/**
 * The `Calendar` plugin's table (protocols 8.3): generate, showAvailability, reset and configure;
 * `generated` and `selectedDateTime` (the spec's selected-date result).
 */
export const calendarManifest = declarePlugin({
  name: 'Calendar',
  commands: {
    generate: command<CalendarGenerateOptions | undefined>(),
    showAvailability: command<CalendarShowAvailabilityOptions>(),
    // Nothing is generated before the calendar has loaded: there is nothing to clear.
    reset: command({ loads: false }),
    configure: command<CalendarOptionsInput>(),
  },
  events: {
    generated: event<CalendarGenerated>(),
    selectedDateTime: event<CalendarSelection>(),
  },
  rejections: {
    invalidData: 'Invalid data',
    invalidDate: 'Invalid date.',
    noDate: 'No date found to check availability.',
    noConfiguration: 'No configuration provided',
    allDayOpenTime: 'Invalid config: allDay open time',
    allDayCloseTime: 'Invalid config: allDay close time',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof calendarManifest> {}
    interface Events extends EventsOf<typeof calendarManifest> {}
  }
}
