import {
  CalendarProvider,
  useCalendar,
  type CalendarProviderProps,
} from '@cxkit/headless/react/calendar';
import type {
  CalendarAvailabilityOutput,
  CalendarAvailabilityService,
} from '@cxkit/headless/calendar';
import { useEffect, type ReactNode } from 'react';

/** Wednesday 2 December 2026, 10:07 UTC: the stories' fixed now. */
export const storyNow = Date.UTC(2026, 11, 2, 10, 7);

/** How the stories' availability service answers. */
export type StoryAvailability = 'slots' | 'loading' | 'error' | 'none';

/** Capacity on most quarter-hours of the asked day, every third one full. */
function storySlots(start: string): CalendarAvailabilityOutput {
  const midnight = Date.parse(start);
  return {
    slots: Array.from({ length: 96 }, (_, index) => ({
      time: new Date(midnight + index * 15 * 60_000).toISOString(),
      capacity: index % 3 === 2 ? 0 : 2,
    })),
  };
}

const services: Record<StoryAvailability, CalendarAvailabilityService | undefined> = {
  slots: async ({ start }) => storySlots(start),
  loading: () => new Promise<never>(() => undefined),
  error: async () => {
    throw new Error('HTTP 503');
  },
  none: undefined,
};

/** Props of {@link StoryCalendar}. */
export interface StoryCalendarProps extends Omit<
  CalendarProviderProps,
  'availability' | 'children'
> {
  /** How availability answers. @default 'slots' */
  availability?: StoryAvailability;
  /** The first day to generate. @default today */
  date?: string;
  /** A slot (`HH:MM`) chosen once the day shows. */
  choose?: string;
  /** The calendar's views. */
  children: ReactNode;
}

function Generate({ date, choose }: { date?: string; choose?: string }) {
  const { generate, selectSlot, status, selection } = useCalendar();
  useEffect(() => {
    if (status === 'idle') generate(date);
    if (status === 'ready' && choose && !selection) selectSlot(choose);
  }, [choose, date, generate, selectSlot, selection, status]);
  return null;
}

/** A calendar at the stories' fixed now, in UTC, generated on mount, on a canned service. */
export function StoryCalendar({
  availability = 'slots',
  date,
  choose,
  children,
  ...props
}: StoryCalendarProps) {
  return (
    <CalendarProvider
      clock={{ now: () => storyNow }}
      visitorTimeZone="UTC"
      availability={services[availability]}
      {...props}
    >
      <Generate date={date} choose={choose} />
      {children}
    </CalendarProvider>
  );
}
