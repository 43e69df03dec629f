import { describe, expect, it } from 'vitest';
import { CalendarSettingsError, parseCalendarSettings } from './calendar-settings';

/** The error `settings` are refused with. */
function refusal(settings: unknown): CalendarSettingsError {
  try {
    parseCalendarSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(CalendarSettingsError);
    return error as CalendarSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseCalendarSettings', () => {
  it.each([
    ['undefined', undefined, 'Expected an object'],
    ['a list', [], 'Expected an object'],
    ['an empty object', {}, 'Expected at least one setting'],
  ])('refuses %s with the spec text alone', (_label, settings, message) => {
    const error = refusal(settings);
    expect(error.message).toBe('Invalid configuration');
    expect(error.name).toBe('CalendarSettingsError');
    expect(error.issues).toEqual([{ field: 'calendar', message }]);
  });

  it('reads every calendar setting, and the service plugin', () => {
    expect(
      parseCalendarSettings({
        showAvailability: false,
        refreshInterval: 2,
        convertToUTC: false,
        hideUnavailableTimeSlots: true,
        numberOfDays: 7,
        timeFormat: '24',
        timeZone: 'Europe/London',
        calendarHours: {
          interval: 30,
          allDay: { openTime: '09:00', closeTime: '17:00' },
          morning: { enable: true, openTime: '09:00', closeTime: '11:59' },
        },
        servicePlugin: 'MyCallbackService',
      }),
    ).toEqual({
      options: {
        showAvailability: false,
        refreshInterval: 2,
        convertToUTC: false,
        hideUnavailableTimeSlots: true,
        numberOfDays: 7,
        timeFormat: 24,
        timeZone: 'Europe/London',
        calendarHours: {
          interval: 30,
          allDay: { openTime: '09:00', closeTime: '17:00' },
          morning: { enable: true, openTime: '09:00', closeTime: '11:59' },
        },
      },
      servicePlugin: 'MyCallbackService',
      ignored: [],
    });
  });

  it('keeps the legacy calenderHours spelling, defaults the plugin, and lists what it ignores', () => {
    expect(
      parseCalendarSettings({
        calenderHours: { interval: 15, lunch: { enable: true } },
        theme: 'dark',
      }),
    ).toEqual({
      options: { calenderHours: { interval: 15 } },
      servicePlugin: 'CallbackService',
      ignored: ['calendar.calenderHours.lunch', 'calendar.theme'],
    });
  });

  it('names the bad allDay times with the spec texts', () => {
    const error = refusal({
      calendarHours: { allDay: { openTime: 'nine', closeTime: 1700 } },
    });
    expect(error.issues).toEqual([
      {
        field: 'calendar.calendarHours.allDay.openTime',
        message: 'Invalid config: allDay open time',
      },
      {
        field: 'calendar.calendarHours.allDay.closeTime',
        message: 'Invalid config: allDay close time',
      },
    ]);
  });

  it('names every other bad setting', () => {
    const error = refusal({
      numberOfDays: 0,
      timeFormat: 13,
      showAvailability: 'yes',
      calendarHours: { interval: 7.5, evening: { closeTime: '25:00' } },
      servicePlugin: ' ',
    });
    expect(error.issues).toEqual([
      { field: 'calendar.numberOfDays', message: 'Expected a whole number of days from 1 to 366' },
      { field: 'calendar.timeFormat', message: 'Expected 12 or 24' },
      { field: 'calendar.showAvailability', message: 'Expected true or false' },
      {
        field: 'calendar.calendarHours.interval',
        message: 'Expected a whole number of minutes from 1 to 1440',
      },
      {
        field: 'calendar.calendarHours.evening.closeTime',
        message: 'Expected a time such as 08:00',
      },
      { field: 'calendar.servicePlugin', message: 'Expected a plugin name' },
    ]);
  });
});
