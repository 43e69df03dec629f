import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { calendarMachine } from './calendar.machine';
import { calendarPlugin } from './calendar.plugin';
import type { CalendarInput } from './calendar.types';

/** The calendar on the widget kit: its actor and the `Calendar` plugin. */
export const calendarWidget = defineWidget({
  name: 'Calendar',
  machines: { calendar: calendarMachine },
  inputs: (input: CalendarInput) => ({ calendar: input }),
  plugins: ({ calendar }) => [bindPlugin(calendarPlugin, calendar)],
});
