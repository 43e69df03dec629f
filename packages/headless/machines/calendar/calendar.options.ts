import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsInput } from '../../kit/define-options';
import { parseClockTime } from './calendar.clock';
import type { CalendarHours, CalendarSettings } from './calendar.types';

/** The spec's texts of the calendar's configuration errors. */
export const calendarErrorTexts = {
  allDayOpenTime: 'Invalid config: allDay open time',
  allDayCloseTime: 'Invalid config: allDay close time',
} as const;

const flag = z.boolean({ error: 'Expected true or false' });

const wholeFrom = (least: number, most: number, message: string) =>
  z
    .number({ error: message })
    .check(
      z.refine((value) => Number.isInteger(value) && value >= least && value <= most, message),
    );

/** A `HH:MM` time, with `message` when it is not a text or does not read as a time. */
const clockTime = (message: string) =>
  z
    .string({ error: message })
    .check(z.refine((value) => parseClockTime(value) !== undefined, message));

const periodTime = clockTime('Expected a time such as 08:00');

const period = z.object(
  {
    enable: z.optional(flag),
    openTime: z.optional(periodTime),
    closeTime: z.optional(periodTime),
  },
  { error: 'Expected an object' },
);

const hours = z.object(
  {
    interval: z.optional(wholeFrom(1, 1440, 'Expected a whole number of minutes from 1 to 1440')),
    allDay: z.optional(
      z.object(
        {
          openTime: z.optional(clockTime(calendarErrorTexts.allDayOpenTime)),
          closeTime: z.optional(clockTime(calendarErrorTexts.allDayCloseTime)),
        },
        { error: 'Expected an object' },
      ),
    ),
    morning: z.optional(period),
    afternoon: z.optional(period),
    evening: z.optional(period),
  },
  { error: 'Expected an object' },
);

/** Whether `zone` is an IANA time zone the runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar hours as a page gives them: every part optional, merged over the defaults. */
export type CalendarHoursInput = z.infer<typeof hours>;

/** The default hours: 15-minute slots, the periods of the spec (off), the whole day. */
export const defaultCalendarHours: CalendarHours = {
  interval: 15,
  allDay: { openTime: '00:00', closeTime: '23:59' },
  morning: { enable: false, openTime: '08:00', closeTime: '11:59' },
  afternoon: { enable: false, openTime: '12:00', closeTime: '16:59' },
  evening: { enable: false, openTime: '17:00', closeTime: '23:59' },
};

/** The calendar config of the spec (`_genesys.widgets.calendar`), its defaults and its check. */
export const calendarOptions = defineOptions(
  {
    showAvailability: option(flag, true),
    refreshInterval: option(
      z
        .number({ error: 'Expected a number of minutes above 0' })
        .check(
          z.refine((value) => value > 0 && value <= 35_791, 'Expected a number of minutes above 0'),
        ),
      1,
    ),
    convertToUTC: option(flag, true),
    hideUnavailableTimeSlots: option(flag, false),
    numberOfDays: option(wholeFrom(1, 366, 'Expected a whole number of days from 1 to 366'), 5),
    calendarHours: optionalOption(hours),
    /** The legacy spelling, read under `calendarHours`. */
    calenderHours: optionalOption(hours),
    timeFormat: option(
      z.union([z.literal(12), z.literal(24)], { error: 'Expected 12 or 24' }),
      12 as 12 | 24,
    ),
    timeZone: optionalOption(
      z
        .string({ error: 'Expected a time zone' })
        .check(z.refine(isTimeZone, 'Expected a time zone')),
    ),
  },
  'Expected calendar options in an object',
);

/** The calendar options as a page gives them. */
export type CalendarOptionsInput = OptionsInput<typeof calendarOptions.specs>;

function mergeHours(base: CalendarHours, given: CalendarHoursInput | undefined): CalendarHours {
  if (!given) return base;
  return {
    interval: given.interval ?? base.interval,
    allDay: { ...base.allDay, ...given.allDay },
    morning: { ...base.morning, ...given.morning },
    afternoon: { ...base.afternoon, ...given.afternoon },
    evening: { ...base.evening, ...given.evening },
  };
}

/** The settings of `options` over `base` (the defaults): `calendarHours` wins over `calenderHours`. */
export function resolveCalendarSettings(
  options: CalendarOptionsInput = {},
  base?: CalendarSettings,
): CalendarSettings {
  const { calendarHours, calenderHours, ...rest } = options;
  const { calendarHours: _ignored, calenderHours: _alias, ...defaults } = calendarOptions.defaults;
  const start: CalendarSettings = base ?? { ...defaults, calendarHours: defaultCalendarHours };
  const given = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<CalendarSettings>;
  return {
    ...start,
    ...given,
    calendarHours: mergeHours(mergeHours(start.calendarHours, calenderHours), calendarHours),
  };
}
