import { calendarOptions, type CalendarOptionsInput } from '@cxkit/headless/calendar/options';
import * as z from 'zod/mini';
import {
  compact,
  LegacySettingsError,
  nonBlank,
  readLegacySettings,
  timeFormat,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
} from '../legacy';

/** `calendar` settings that failed validation; the message names every bad setting. */
export class CalendarSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'CalendarSettingsError';
  }
}

/** What the legacy `calendar` settings give the calendar. */
export interface CalendarWidgetSettings {
  /** Options of the calendar (`CalendarProvider`'s `options`). */
  options: CalendarOptionsInput;
  /** The plugin whose `availability` command answers the calendar. @default 'CallbackService' */
  servicePlugin: string;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

const { specs } = calendarOptions;

/** The settings read, each with the check of the calendar's own options (`timeFormat` as text too). */
const calendarSchema = z.object({
  showAvailability: z.optional(specs.showAvailability.schema),
  refreshInterval: z.optional(specs.refreshInterval.schema),
  convertToUTC: z.optional(specs.convertToUTC.schema),
  hideUnavailableTimeSlots: z.optional(specs.hideUnavailableTimeSlots.schema),
  numberOfDays: z.optional(specs.numberOfDays.schema),
  calendarHours: z.optional(specs.calendarHours.schema),
  calenderHours: z.optional(specs.calenderHours.schema),
  timeFormat: z.optional(timeFormat),
  timeZone: z.optional(specs.timeZone.schema),
  servicePlugin: z.optional(nonBlank('Expected a plugin name')),
});

function readCalendar(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<CalendarWidgetSettings, 'ignored'> | undefined {
  const read = reader.read(calendarSchema, settings, []);
  if (!read) return undefined;
  const { servicePlugin, ...options } = read;
  return { options: compact(options), servicePlugin: servicePlugin ?? 'CallbackService' };
}

const hoursShape = {
  interval: true,
  allDay: { openTime: true, closeTime: true },
  morning: { enable: true, openTime: true, closeTime: true },
  afternoon: { enable: true, openTime: true, closeTime: true },
  evening: { enable: true, openTime: true, closeTime: true },
};

/** The calendar's declaration on the legacy settings reader: `window._genesys.widgets.calendar`. */
export const calendarSettingsDefinition: LegacySettingsDefinition<
  Omit<CalendarWidgetSettings, 'ignored'>
> = {
  key: 'calendar',
  read: readCalendar,
  used: () => ({
    showAvailability: true,
    refreshInterval: true,
    convertToUTC: true,
    hideUnavailableTimeSlots: true,
    numberOfDays: true,
    calendarHours: hoursShape,
    calenderHours: hoursShape,
    timeFormat: true,
    timeZone: true,
    servicePlugin: true,
  }),
  error: CalendarSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.calendar` settings into the calendar's options and
 * its service plugin; throws a {@link CalendarSettingsError} naming every bad setting.
 */
export function parseCalendarSettings(settings: unknown): CalendarWidgetSettings {
  const { value, ignored } = readLegacySettings(calendarSettingsDefinition, settings);
  return { ...value, ignored };
}
