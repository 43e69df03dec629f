import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectCalendarView,
  type CalendarApi,
  type CalendarView,
} from '../machines/calendar/calendar.connect';
import type { CalendarMachine } from '../machines/calendar/calendar.machine';
import { CalendarContext } from './calendar-provider';
import { createBinding, type BoundApi } from './widget-binding';

/** What {@link useCalendar} returns: the calendar api plus escape hatches. */
export type UseCalendarReturn = BoundApi<ActorRefFrom<CalendarMachine>, CalendarView, CalendarApi>;

const calendarBinding = createBinding({
  hook: 'useCalendar',
  provider: 'CalendarProvider',
  context: CalendarContext,
  select: selectCalendarView,
  connect,
});

/** The Schedule a Call calendar: days, slots, loading and error, their commands and prop getters. */
export function useCalendar(): UseCalendarReturn {
  return calendarBinding.useApi();
}
