export {
  ScheduleCalendar,
  scheduleCalendarAnatomy,
  type ScheduleCalendarProps,
  type ScheduleCalendarTexts,
} from './schedule-calendar';
