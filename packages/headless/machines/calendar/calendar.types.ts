import type { Clock } from '../../services/clock/clock';
import type { CalendarOptionsInput } from './calendar.options';

/** How times are written: 12-hour with AM/PM, or 24-hour. */
export type CalendarTimeFormat = 12 | 24;

/** The parts of a day the calendar can offer; `allDay` is used when no other is enabled. */
export type CalendarPeriodName = 'morning' | 'afternoon' | 'evening' | 'allDay';

/** Opening hours of one period of the day, as `HH:MM` in the calendar's zone. */
export interface CalendarOpeningHours {
  /** First slot of the period. */
  openTime: string;
  /** Last moment of the period: a slot starts at or before it. */
  closeTime: string;
}

/** A period that can be turned on (morning, afternoon, evening). */
export interface CalendarPeriodHours extends CalendarOpeningHours {
  /** Whether the period's slots are offered. @default false */
  enable: boolean;
}

/** The calendar's hours: the slot interval and the periods (the spec's `calenderHours`). */
export interface CalendarHours {
  /** Minutes between slots. @default 15 */
  interval: number;
  /** The whole day's hours, used when no period is enabled. @default 00:00-23:59 */
  allDay: CalendarOpeningHours;
  /** Morning. @default 08:00-11:59, off */
  morning: CalendarPeriodHours;
  /** Afternoon. @default 12:00-16:59, off */
  afternoon: CalendarPeriodHours;
  /** Evening. @default 17:00-23:59, off */
  evening: CalendarPeriodHours;
}

/** The calendar's settings, every one resolved. */
export interface CalendarSettings {
  /** Whether slots are checked against the availability service. @default true */
  showAvailability: boolean;
  /** Minutes between refreshes of the shown day's availability (and of which slots are past). @default 1 */
  refreshInterval: number;
  /** Whether the availability request's start is sent as an ISO UTC instant (else as local date-time). @default true */
  convertToUTC: boolean;
  /** Whether unavailable and past slots are hidden rather than disabled. @default false */
  hideUnavailableTimeSlots: boolean;
  /** How many day tiles are shown. @default 5 */
  numberOfDays: number;
  /** Interval and periods. */
  calendarHours: CalendarHours;
  /** 12-hour or 24-hour times. @default 12 */
  timeFormat: CalendarTimeFormat;
  /** IANA zone the days and hours are in (the contact centre's). @default the visitor's zone */
  timeZone?: string;
}

/** What the injected availability service is asked: one day from `start`. */
export interface CalendarAvailabilityInput {
  /** The day's midnight: an ISO UTC instant with ms (`convertToUTC`), else a local ISO date-time in `timeZone`. */
  start: string;
  /** How many days from `start` (the calendar asks for one). */
  numberOfDays?: number;
  /** The end, in the form of `start`, for services asked by range. */
  end?: string;
  /** The IANA zone `start` and the hours are in. */
  timeZone: string;
}

/** One slot of the service's answer. */
export interface CalendarAvailabilitySlot {
  /** ISO date-time: with `Z` or an offset it is an instant; without, a local time in the calendar's zone. */
  time: string;
  /** How many callbacks can still be booked then; 0 or less is unavailable. */
  capacity: number;
}

/** What the injected availability service answers. */
export interface CalendarAvailabilityOutput {
  /** The slots it knows; a grid slot it does not list is unavailable. */
  slots: readonly CalendarAvailabilitySlot[];
}

/** The availability service the calendar is given (the callback service's `availability`). */
export type CalendarAvailabilityService = (
  input: CalendarAvailabilityInput,
  options: { signal: AbortSignal },
) => Promise<CalendarAvailabilityOutput>;

/** Codes of the configuration errors, each with its spec text in `calendarErrorTexts`. */
export type CalendarConfigError = 'allDayOpenTime' | 'allDayCloseTime';

/** Texts the calendar writes (labels and the spec's error). */
export interface CalendarTexts {
  /** The first tile's day. @default 'Today' */
  today: string;
  /** The second tile's day. @default 'Tomorrow' */
  tomorrow: string;
  /** The error panel's text. @default 'Unable to fetch availability details' */
  availabilityError: string;
  /** The error panel's button. @default 'Okay' */
  okay: string;
  /** Name of the day tiles. @default 'Select a day' */
  days: string;
  /** Name of the time slots. @default 'Select a time' */
  times: string;
  /** Told while availability loads. @default 'Checking availability' */
  loading: string;
  /** Shown when the day has no slot to offer. @default 'No time slots available' */
  noSlots: string;
  /** Period names. */
  morning: string;
  /** Period names. */
  afternoon: string;
  /** Period names. */
  evening: string;
  /** Period names. */
  allDay: string;
}

/** Input of the calendar machine. */
export interface CalendarInput {
  /** Calendar config as a page gives it (each option has a default). */
  options?: CalendarOptionsInput;
  /** Availability service; without one, every future slot is offered. */
  availability?: CalendarAvailabilityService;
  /** Where the time comes from. @default the system clock */
  clock?: Pick<Clock, 'now'>;
  /** The visitor's IANA zone. @default the runtime's zone */
  visitorTimeZone?: string;
  /** Locale of weekday, month and time names. @default 'en' */
  locale?: string;
  /** Texts, over the English ones. */
  texts?: Partial<CalendarTexts>;
  /** Prefix of the parts' ids. @default 'cx-calendar' */
  id?: string;
}

/** One day tile. */
export interface CalendarDay {
  /** The day, `YYYY-MM-DD` in the calendar's zone. */
  date: string;
  /** Days from today (0 is Today, 1 Tomorrow). */
  offset: number;
}

/** Where the shown day's availability stands. */
export type CalendarAvailabilityState = 'unchecked' | 'loaded' | 'failed';

/** The chosen date and time: the spec's selected-date result, plus machine-readable forms. */
export interface CalendarSelection {
  /** The instant, ISO UTC with ms (the callback's `_desired_time`). */
  date: string;
  /** The day's label: 'Today', 'Tomorrow' or the weekday. */
  dayString: string;
  /** Day and month, e.g. '3 Dec'. */
  dateString: string;
  /** Time per `timeFormat`, e.g. '09:30 AM'. */
  timeString: string;
  /** The day, `YYYY-MM-DD` in the calendar's zone. */
  day: string;
  /** The slot, `HH:MM` in the calendar's zone. */
  time: string;
  /** The calendar's zone. */
  timeZone: string;
}

/** Context of the calendar machine. */
export interface CalendarContext {
  /** Resolved settings. */
  settings: CalendarSettings;
  /** The configuration error, while `invalid`. */
  configError: CalendarConfigError | undefined;
  /** Availability service, if any. */
  availability: CalendarAvailabilityService | undefined;
  /** Where the time comes from. */
  clock: Pick<Clock, 'now'>;
  /** The visitor's zone. */
  visitorTimeZone: string;
  /** Locale of names. */
  locale: string;
  /** Texts. */
  texts: CalendarTexts;
  /** Prefix of the parts' ids. */
  id: string;
  /** The time slots were last judged past against (epoch ms). */
  now: number;
  /** First tile's day, `YYYY-MM-DD`, once generated. */
  start: string | undefined;
  /** Day tiles. */
  days: CalendarDay[];
  /** The shown day. */
  selectedDay: string | undefined;
  /** Capacity by `HH:MM` of the shown day, once loaded. */
  capacities: Record<string, number>;
  /** Where the shown day's availability stands. */
  availabilityState: CalendarAvailabilityState;
  /** The slot that keeps the tab stop in the time list. */
  focusedTime: string | undefined;
  /** The chosen date and time. */
  selection: CalendarSelection | undefined;
}

/** Events the calendar accepts. */
export type CalendarEvent =
  | { type: 'calendar.generate'; date?: string }
  | { type: 'calendar.showAvailability'; date: string }
  | { type: 'calendar.reset' }
  | { type: 'calendar.configure'; options: CalendarOptionsInput }
  | { type: 'day.select'; date: string }
  | { type: 'slot.focus'; time: string }
  | { type: 'slot.select'; time: string }
  | { type: 'error.dismiss' };

/** Notifications the calendar emits. */
export type CalendarEmitted =
  { type: 'generated'; days: string[] } | ({ type: 'selectedDateTime' } & CalendarSelection);
