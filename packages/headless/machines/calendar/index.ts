export { calendarAnatomy } from './calendar.anatomy';
export {
  connect as connectCalendar,
  selectCalendarView,
  type CalendarApi,
  type CalendarDayView,
  type CalendarKeyEvent,
  type CalendarPeriodView,
  type CalendarSlotView,
  type CalendarStatus,
  type CalendarView,
} from './calendar.connect';
export {
  calendarMachine,
  configErrorOf,
  configErrorText,
  defaultCalendarTexts,
  type CalendarMachine,
  type FetchAvailabilityInput,
} from './calendar.machine';
export {
  calendarErrorTexts,
  calendarOptions,
  defaultCalendarHours,
  resolveCalendarSettings,
  type CalendarHoursInput,
  type CalendarOptionsInput,
} from './calendar.options';
export { slotsFromMap } from './calendar.slots';
export type { CalendarSlot, CalendarSlotStatus } from './calendar.time';
export type * from './calendar.types';
export { registerLazyCalendar } from './calendar.lazy';
export {
  calendarManifest,
  type CalendarDateOption,
  type CalendarGenerated,
  type CalendarGenerateOptions,
  type CalendarShowAvailabilityOptions,
} from './calendar.manifest';
export { calendarPlugin, dayOfDate, type CalendarTarget } from './calendar.plugin';
export { busAvailability, calendarWidget } from './calendar.widget';
