import type { OfficeHours } from './callback.options';

/** A moment's wall-clock fields in a time zone. */
export interface ZonedTime {
  /** `YYYY-MM-DDTHH:MM:SS.sss`, without an offset. */
  local: string;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  /** Minutes since the local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of `epochMs` in `timeZone`. */
export function zonedTime(epochMs: number, timeZone: string): ZonedTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(epochMs))
      .map((part) => [part.type, part.value]),
  );
  const ms = String(new Date(epochMs).getUTCMilliseconds()).padStart(3, '0');
  const hour = Number(parts['hour']);
  const minute = Number(parts['minute']);
  return {
    local: `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}:${parts['second']}.${ms}`,
    weekday: weekdays.indexOf(parts['weekday'] ?? '') + 1,
    minutes: hour * 60 + minute,
  };
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Whether the service calls back at `epochMs`. */
export function isOpen(epochMs: number, hours: OfficeHours): boolean {
  const time = zonedTime(epochMs, hours.timeZone);
  return (
    hours.days.includes(time.weekday) &&
    time.minutes >= minutesOf(hours.open) &&
    time.minutes < minutesOf(hours.close)
  );
}

/** The start of the slot holding `epochMs` (slots sit on a grid of `slotMinutes` from the epoch). */
export function slotStart(epochMs: number, slotMinutes: number): number {
  const size = slotMinutes * 60_000;
  return Math.floor(epochMs / size) * size;
}

/** An ISO time with milliseconds, as the widget's keys are written. */
export const iso = (epochMs: number) => new Date(epochMs).toISOString();
