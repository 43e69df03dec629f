import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The calendar's parts and their `data-scope` / `data-part` attributes. */
export const calendarAnatomy = createAnatomy('calendar', {
  root: 'root',
  dayList: 'day-list',
  day: 'day',
  dayName: 'day-name',
  dayDate: 'day-date',
  slotList: 'slot-list',
  period: 'period',
  periodLabel: 'period-label',
  slot: 'slot',
  empty: 'empty',
  loading: 'loading',
  error: 'error',
  errorText: 'error-text',
  errorButton: 'error-button',
});
