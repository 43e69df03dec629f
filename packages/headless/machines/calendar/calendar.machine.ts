import { assign, emit, fromPromise, setup } from 'xstate';
import * as z from 'zod/mini';
import { systemClock } from '../../services/clock/clock';
import { calendarErrorTexts, resolveCalendarSettings } from './calendar.options';
import {
  buildDays,
  calendarZoneOf,
  capacitiesOf,
  checksAvailability,
  dateStringOf,
  dayStart,
  dayStringOf,
  isDay,
  isoInstant,
  parseClockTime,
  shownSlotsOf,
  timeStringOf,
  todayIn,
} from './calendar.time';
import type {
  CalendarAvailabilityInput,
  CalendarAvailabilityOutput,
  CalendarAvailabilityService,
  CalendarConfigError,
  CalendarContext,
  CalendarEmitted,
  CalendarEvent,
  CalendarInput,
  CalendarSelection,
  CalendarSettings,
  CalendarTexts,
} from './calendar.types';

/** The calendar's English texts (the error is the spec's). */
export const defaultCalendarTexts: CalendarTexts = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  availabilityError: 'Unable to fetch availability details',
  okay: 'Okay',
  days: 'Select a day',
  times: 'Select a time',
  loading: 'Checking availability',
  noSlots: 'No time slots available',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  allDay: 'All day',
};

/** The configuration error of `settings`, if any (the allDay hours must read as times). */
export function configErrorOf(settings: CalendarSettings): CalendarConfigError | undefined {
  const { allDay } = settings.calendarHours;
  if (parseClockTime(allDay.openTime) === undefined) return 'allDayOpenTime';
  if (parseClockTime(allDay.closeTime) === undefined) return 'allDayCloseTime';
  return undefined;
}

/** The spec's text of a configuration error. */
export const configErrorText = (error: CalendarConfigError) => calendarErrorTexts[error];

/** What the service answers, checked at the boundary: a malformed answer is a failed fetch. */
const availabilityOutput = z.object({
  slots: z.array(z.object({ time: z.string(), capacity: z.number() })),
});

/** What the availability actor is given: the service and one day's request. */
export interface FetchAvailabilityInput {
  /** The injected service. */
  service: CalendarAvailabilityService;
  /** One day's request. */
  request: CalendarAvailabilityInput;
}

/** The selected-date result of `time` on the shown day. */
function selectionOf(context: CalendarContext, time: string): CalendarSelection | undefined {
  const slot = shownSlotsOf(context).find((item) => item.time === time);
  const day = context.days.find((item) => item.date === context.selectedDay);
  if (!slot || !day) return undefined;
  const timeZone = calendarZoneOf(context);
  return {
    date: isoInstant(slot.epochMs),
    dayString: dayStringOf(day, context.texts, context.locale),
    dateString: dateStringOf(day.date, context.locale),
    timeString: timeStringOf(slot.epochMs, timeZone, context.settings.timeFormat, context.locale),
    day: day.date,
    time,
    timeZone,
  };
}

/** The tiles from `start` for the current settings, keeping the shown day when it is still a tile. */
function generated(context: CalendarContext, start: string) {
  const now = context.clock.now();
  const days = buildDays(
    start,
    todayIn(now, calendarZoneOf(context)),
    context.settings.numberOfDays,
  );
  const kept = days.some((day) => day.date === context.selectedDay);
  return {
    now,
    start: days[0]!.date,
    days,
    selectedDay: kept ? context.selectedDay : days[0]!.date,
    capacities: {},
    availabilityState: 'unchecked' as const,
    focusedTime: undefined,
  };
}

const requestedDate = (event: CalendarEvent) =>
  event.type === 'calendar.generate' || event.type === 'calendar.showAvailability'
    ? event.date
    : undefined;

/**
 * The Schedule a Call calendar: day tiles from today, time slots every `interval` minutes in the
 * enabled periods, each day's availability asked of the injected service (disabled meanwhile),
 * refreshed every `refreshInterval` minutes; the chosen slot is emitted as `selectedDateTime`.
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput,
    emitted: {} as CalendarEmitted,
  },
  actors: {
    fetchAvailability: fromPromise<CalendarAvailabilityOutput, FetchAvailabilityInput>(
      async ({ input, signal }) =>
        availabilityOutput.parse(await input.service(input.request, { signal })),
    ),
  },
  delays: {
    refreshInterval: ({ context }) => context.settings.refreshInterval * 60_000,
  },
  guards: {
    hasConfigError: ({ context }) => context.configError !== undefined,
    isGenerated: ({ context }) => context.start !== undefined,
    checksAvailability: ({ context }) => checksAvailability(context),
    isValidRequest: ({ event }) => {
      const date = requestedDate(event);
      return date === undefined || isDay(date);
    },
    isShownDay: ({ context, event }) =>
      context.days.some((day) => day.date === requestedDate(event)),
    isKnownDay: ({ context, event }) =>
      event.type === 'day.select' && context.days.some((day) => day.date === event.date),
    isSelectable: ({ context, event }) =>
      event.type === 'slot.select' &&
      shownSlotsOf(context).some(
        (slot) => slot.time === event.time && slot.status === 'available' && !slot.hidden,
      ),
  },
  actions: {
    assignSettings: assign(({ context, event }) => {
      if (event.type !== 'calendar.configure') return {};
      const settings = resolveCalendarSettings(event.options, context.settings);
      return { settings, configError: configErrorOf(settings) };
    }),
    assignRegenerated: assign(({ context }) => generated(context, context.start!)),
    assignGenerated: assign(({ context, event }) =>
      generated(
        { ...context, selectedDay: undefined },
        requestedDate(event) ?? todayIn(context.clock.now(), calendarZoneOf(context)),
      ),
    ),
    assignDay: assign(({ event }) => {
      const date =
        event.type === 'day.select' || event.type === 'calendar.showAvailability'
          ? event.date
          : undefined;
      return {
        selectedDay: date,
        capacities: {},
        availabilityState: 'unchecked' as const,
        focusedTime: undefined,
      };
    }),
    assignNow: assign({ now: ({ context }) => context.clock.now() }),
    assignCapacities: assign(({ context, event }) => {
      const output = (event as unknown as { output: CalendarAvailabilityOutput }).output;
      return {
        capacities: capacitiesOf(output, context.selectedDay!, calendarZoneOf(context)),
        availabilityState: 'loaded' as const,
      };
    }),
    assignFailed: assign({ capacities: {}, availabilityState: 'failed' as const }),
    assignFocus: assign({
      focusedTime: ({ event }) => (event.type === 'slot.focus' ? event.time : undefined),
    }),
    assignSelection: assign({
      selection: ({ context, event }) =>
        event.type === 'slot.select' ? selectionOf(context, event.time) : context.selection,
    }),
    assignReset: assign({
      start: undefined,
      days: [],
      selectedDay: undefined,
      capacities: {},
      availabilityState: 'unchecked' as const,
      focusedTime: undefined,
      selection: undefined,
    }),
    notifyGenerated: emit(({ context }) => ({
      type: 'generated' as const,
      days: context.days.map((day) => day.date),
    })),
    notifySelected: emit(({ context }) => ({
      type: 'selectedDateTime' as const,
      ...context.selection!,
    })),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => {
    const settings = resolveCalendarSettings(input.options);
    const clock = input.clock ?? systemClock;
    return {
      settings,
      configError: configErrorOf(settings),
      availability: input.availability,
      clock,
      visitorTimeZone: input.visitorTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: input.locale ?? 'en',
      texts: { ...defaultCalendarTexts, ...input.texts },
      id: input.id ?? 'cx-calendar',
      now: clock.now(),
      start: undefined,
      days: [],
      selectedDay: undefined,
      capacities: {},
      availabilityState: 'unchecked',
      focusedTime: undefined,
      selection: undefined,
    };
  },
  initial: 'checking',
  on: {
    'calendar.configure': { target: '.checking', actions: 'assignSettings' },
    'calendar.reset': { target: '.checking', actions: 'assignReset' },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasConfigError', target: 'invalid' },
        {
          guard: 'isGenerated',
          target: 'active.updating',
          actions: ['assignRegenerated', 'notifyGenerated'],
        },
        { target: 'active' },
      ],
    },
    invalid: {},
    active: {
      initial: 'idle',
      on: {
        'calendar.generate': {
          guard: 'isValidRequest',
          target: '.updating',
          actions: ['assignGenerated', 'notifyGenerated'],
        },
        'calendar.showAvailability': [
          { guard: 'isShownDay', target: '.updating', actions: 'assignDay' },
          {
            guard: 'isValidRequest',
            target: '.updating',
            actions: ['assignGenerated', 'notifyGenerated'],
          },
        ],
      },
      states: {
        idle: {},
        updating: {
          entry: 'assignNow',
          always: [{ guard: 'checksAvailability', target: 'loading' }, { target: 'ready' }],
        },
        loading: {
          invoke: {
            id: 'fetchAvailability',
            src: 'fetchAvailability',
            input: ({ context }) => ({
              service: context.availability!,
              request: {
                start: dayStart(
                  context.selectedDay!,
                  calendarZoneOf(context),
                  context.settings.convertToUTC,
                ),
                numberOfDays: 1,
                timeZone: calendarZoneOf(context),
              },
            }),
            onDone: { target: 'ready', actions: 'assignCapacities' },
            onError: { target: 'failed', actions: 'assignFailed' },
          },
        },
        ready: {
          after: { refreshInterval: 'updating' },
          on: {
            'day.select': { guard: 'isKnownDay', target: 'updating', actions: 'assignDay' },
            'slot.focus': { actions: 'assignFocus' },
            'slot.select': {
              guard: 'isSelectable',
              actions: ['assignSelection', 'notifySelected'],
            },
          },
        },
        failed: {
          on: { 'error.dismiss': 'ready' },
        },
      },
    },
  },
});

/** The calendar's type, for typing actors and snapshots. */
export type CalendarMachine = typeof calendarMachine;
