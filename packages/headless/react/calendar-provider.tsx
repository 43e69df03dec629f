import { createContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CalendarMachine } from '../machines/calendar/calendar.machine';
import type { CalendarInput } from '../machines/calendar/calendar.types';
import { calendarWidget } from '../machines/calendar/calendar.widget';
import { useWidget } from './widget-binding';

/** The calendar actor of the nearest {@link CalendarProvider}. */
export const CalendarContext = createContext<ActorRefFrom<CalendarMachine> | null>(null);

/** Props of {@link CalendarProvider}: the calendar's input (read on mount) and its children. */
export interface CalendarProviderProps extends CalendarInput {
  /** The calendar's views. */
  children?: ReactNode;
}

/**
 * Runs the Schedule a Call calendar (`calendarWidget` of the widget kit) and registers the
 * `Calendar` plugin on the bus of the enclosing `<CxProvider>`. Availability comes from the
 * injected `availability` service.
 */
export function CalendarProvider({ children, ...input }: CalendarProviderProps) {
  const [mounted] = useState(() => input);
  const { calendar } = useWidget(calendarWidget, mounted);
  return <CalendarContext value={calendar}>{children}</CalendarContext>;
}
