export { CalendarContext, CalendarProvider, type CalendarProviderProps } from './calendar-provider';
export { useCalendar, type UseCalendarReturn } from './use-calendar';
