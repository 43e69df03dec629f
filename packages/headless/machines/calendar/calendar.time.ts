import { Temporal } from 'temporal-polyfill';
import type {
  CalendarAvailabilityOutput,
  CalendarAvailabilityState,
  CalendarContext,
  CalendarDay,
  CalendarHours,
  CalendarPeriodName,
  CalendarTexts,
  CalendarTimeFormat,
} from './calendar.types';

import { parseClockTime } from './calendar.clock';

// Free of Temporal, so that a settings check can parse clock times without the polyfill.
export { parseClockTime };

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes since midnight as `HH:MM`. */
export const clockTimeOf = (minutes: number) =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Today in `timeZone` at `now`, `YYYY-MM-DD`. */
export function todayIn(now: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** Whether `text` is a `YYYY-MM-DD` day. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/** `count` day tiles from `start` (never before `today`), each with its distance from today. */
export function buildDays(start: string, today: string, count: number): CalendarDay[] {
  const todayDate = Temporal.PlainDate.from(today);
  const first =
    Temporal.PlainDate.compare(Temporal.PlainDate.from(start), todayDate) < 0
      ? todayDate
      : Temporal.PlainDate.from(start);
  return Array.from({ length: count }, (_, index) => {
    const date = first.add({ days: index });
    return { date: date.toString(), offset: date.since(todayDate).days };
  });
}

/** The slots' times from `open` to `close`, every `interval` minutes, as `HH:MM`. */
export function gridTimes(open: string, close: string, interval: number): string[] {
  const from = parseClockTime(open);
  const to = parseClockTime(close);
  if (from === undefined || to === undefined || interval < 1) return [];
  const times: string[] = [];
  for (let minutes = from; minutes <= to; minutes += interval) times.push(clockTimeOf(minutes));
  return times;
}

/** The periods offered: the enabled ones among morning, afternoon and evening, else the whole day. */
export function periodsOf(hours: CalendarHours): { name: CalendarPeriodName; times: string[] }[] {
  const enabled = (['morning', 'afternoon', 'evening'] as const).filter(
    (name) => hours[name].enable,
  );
  const names: CalendarPeriodName[] = enabled.length > 0 ? enabled : ['allDay'];
  return names.map((name) => ({
    name,
    times: gridTimes(hours[name].openTime, hours[name].closeTime, hours.interval),
  }));
}

/** The instant of `time` on `day` in `timeZone` (epoch ms), or `undefined` when a clock change skips it. */
export function slotInstant(day: string, time: string, timeZone: string): number | undefined {
  const plainTime = Temporal.PlainTime.from(time);
  const zoned = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone, plainTime });
  return Temporal.PlainTime.compare(zoned.toPlainTime(), plainTime) === 0
    ? zoned.epochMilliseconds
    : undefined;
}

/** An instant as ISO UTC with milliseconds, e.g. `2026-12-03T09:30:00.000Z`. */
export const isoInstant = (epochMs: number) =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toString({ fractionalSecondDigits: 3 });

/** The availability request's start: the day's midnight in `timeZone`, as UTC or as local date-time. */
export function dayStart(day: string, timeZone: string, convertToUTC: boolean): string {
  const midnight = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone });
  return convertToUTC
    ? isoInstant(midnight.epochMilliseconds)
    : midnight.toPlainDateTime().toString({ fractionalSecondDigits: 3 });
}

const hasOffset = (time: string) => /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(time);

/** The capacity of each `HH:MM` of `day` in `timeZone` that the answer lists (other days are left out). */
export function capacitiesOf(
  output: CalendarAvailabilityOutput,
  day: string,
  timeZone: string,
): Record<string, number> {
  const capacities: Record<string, number> = {};
  for (const slot of output.slots) {
    let zoned: Temporal.ZonedDateTime;
    try {
      zoned = hasOffset(slot.time)
        ? Temporal.Instant.from(slot.time).toZonedDateTimeISO(timeZone)
        : Temporal.PlainDateTime.from(slot.time).toZonedDateTime(timeZone);
    } catch {
      continue;
    }
    if (zoned.toPlainDate().toString() !== day) continue;
    const time = clockTimeOf(zoned.hour * 60 + zoned.minute);
    capacities[time] = Math.max(capacities[time] ?? 0, slot.capacity);
  }
  return capacities;
}

/** Why a slot can or cannot be chosen. */
export type CalendarSlotStatus = 'available' | 'unavailable' | 'past';

/** One time slot of the shown day. */
export interface CalendarSlot {
  /** `HH:MM` in the calendar's zone. */
  time: string;
  /** The instant, epoch ms. */
  epochMs: number;
  /** The period it belongs to. */
  period: CalendarPeriodName;
  /** Whether it can be chosen, or why not. */
  status: CalendarSlotStatus;
  /** Capacity the service gave, if it did. */
  capacity: number | undefined;
  /** Whether it is left out (`hideUnavailableTimeSlots` and not available). */
  hidden: boolean;
}

/** What the shown day's slots are judged from. */
export interface SlotSource {
  /** The day. */
  day: string;
  /** The calendar's zone. */
  timeZone: string;
  /** Its hours. */
  hours: CalendarHours;
  /** The time slots before it are past (epoch ms). */
  now: number;
  /** Whether capacities decide availability. */
  checked: boolean;
  /** Where the day's availability stands. */
  availabilityState: CalendarAvailabilityState;
  /** Capacity by `HH:MM`. */
  capacities: Record<string, number>;
  /** Hide rather than disable. */
  hideUnavailable: boolean;
}

/** The shown day's slots, period by period: slots before now are past, the others available per the service. */
export function slotsOf(source: SlotSource): CalendarSlot[] {
  return periodsOf(source.hours).flatMap(({ name, times }) =>
    times.flatMap((time) => {
      const epochMs = slotInstant(source.day, time, source.timeZone);
      if (epochMs === undefined) return [];
      const capacity = source.capacities[time];
      const status: CalendarSlotStatus =
        epochMs < source.now
          ? 'past'
          : !source.checked || (source.availabilityState === 'loaded' && (capacity ?? 0) > 0)
            ? 'available'
            : 'unavailable';
      return [
        {
          time,
          epochMs,
          period: name,
          status,
          capacity,
          hidden: source.hideUnavailable && status !== 'available',
        },
      ];
    }),
  );
}

/** Intl writes a narrow no-break space before AM/PM; a page's texts use a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const noonUtc = (day: string) =>
  Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: 'UTC', plainTime: '12:00' })
    .epochMilliseconds;

/** The tile's day: 'Today', 'Tomorrow', else the short weekday. */
export function dayStringOf(
  day: CalendarDay,
  texts: Pick<CalendarTexts, 'today' | 'tomorrow'>,
  locale: string,
): string {
  if (day.offset === 0) return texts.today;
  if (day.offset === 1) return texts.tomorrow;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    noonUtc(day.date),
  );
}

/** Day and short month, day first as the legacy calendar writes it, e.g. '3 Dec'. */
export function dateStringOf(day: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(noonUtc(day));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/** The whole day in words for assistive technology, e.g. 'Thursday, December 3'. */
export function dayLabelOf(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(noonUtc(day));
}

/** A time per `timeFormat` in `timeZone`, e.g. '09:30 AM' or '09:30'. */
export function timeStringOf(
  epochMs: number,
  timeZone: string,
  timeFormat: CalendarTimeFormat,
  locale: string,
): string {
  return plainSpaces(
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: timeFormat === 12 ? 'h12' : 'h23',
      timeZone,
    }).format(epochMs),
  );
}

/** The zone the calendar's days and hours are in: the configured one, else the visitor's. */
export const calendarZoneOf = (context: Pick<CalendarContext, 'settings' | 'visitorTimeZone'>) =>
  context.settings.timeZone ?? context.visitorTimeZone;

/** Whether the calendar asks the availability service (configured on, and a service given). */
export const checksAvailability = (context: Pick<CalendarContext, 'settings' | 'availability'>) =>
  context.settings.showAvailability && context.availability !== undefined;

/** The shown day's slots (none before a day is shown). */
export function shownSlotsOf(context: CalendarContext): CalendarSlot[] {
  if (context.selectedDay === undefined) return [];
  return slotsOf({
    day: context.selectedDay,
    timeZone: calendarZoneOf(context),
    hours: context.settings.calendarHours,
    now: context.now,
    checked: checksAvailability(context),
    availabilityState: context.availabilityState,
    capacities: context.capacities,
    hideUnavailable: context.settings.hideUnavailableTimeSlots,
  });
}
