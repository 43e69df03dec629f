import { Temporal } from 'temporal-polyfill';
import type { Actor, ActorRefFrom } from 'xstate';
import { invalidOptionsError } from '../../bus/bus-errors';
import { definePlugin } from '../../kit/define-plugin';
import { calendarManifest, type CalendarDateOption } from './calendar.manifest';
import type { CalendarMachine } from './calendar.machine';
import { calendarOptions } from './calendar.options';
import { calendarZoneOf, isDay } from './calendar.time';

/** What the `Calendar` plugin drives: the calendar actor. */
export type CalendarTarget = Actor<CalendarMachine> | ActorRefFrom<CalendarMachine>;

/** The day (`YYYY-MM-DD` in `timeZone`) of a date the page gives, or `undefined` when it is no date. */
export function dayOfDate(value: unknown, timeZone: string): string | undefined {
  if (isDay(value)) return value;
  let epochMs: number;
  if (value instanceof Date) epochMs = value.getTime();
  else if (typeof value === 'number') epochMs = value;
  // A day that does not exist (30 February) is not rolled over into the next month.
  else if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    epochMs = Date.parse(value);
  else return undefined;
  if (!Number.isFinite(epochMs)) return undefined;
  try {
    return Temporal.Instant.fromEpochMilliseconds(epochMs)
      .toZonedDateTimeISO(timeZone)
      .toPlainDate()
      .toString();
  } catch {
    return undefined;
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'object' && Object.keys(value).length === 0);

/**
 * The `Calendar` plugin (protocols 8.3): generate and showAvailability build and fetch the days,
 * reset clears them, configure changes settings; the chosen slot goes out as `selectedDateTime`.
 */
export const calendarPlugin = definePlugin<CalendarTarget, typeof calendarManifest>(
  calendarManifest,
  {
    commands: {
      generate: (options, { target, reject }) => {
        const { context } = target.getSnapshot();
        if (context.configError) reject(context.configError);
        const given = (options as { date?: CalendarDateOption } | undefined)?.date;
        const date = given === undefined ? undefined : dayOfDate(given, calendarZoneOf(context));
        if (given !== undefined && date === undefined) reject('invalidData');
        target.send({ type: 'calendar.generate', date });
        return undefined;
      },
      showAvailability: (options, { target, reject }) => {
        const { context } = target.getSnapshot();
        if (context.configError) reject(context.configError);
        const given = (options as { date?: CalendarDateOption } | undefined)?.date;
        if (given === undefined || given === null || given === '') reject('noDate');
        const date = dayOfDate(given, calendarZoneOf(context));
        if (date === undefined) reject('invalidDate');
        target.send({ type: 'calendar.showAvailability', date: date! });
        return undefined;
      },
      reset: (_options, { target }) => {
        target.send({ type: 'calendar.reset' });
        return undefined;
      },
      configure: (options, { target, reject }) => {
        if (isEmpty(options)) reject('noConfiguration');
        const parsed = calendarOptions.schema.safeParse(options);
        if (!parsed.success) throw invalidOptionsError('Calendar.configure', parsed.error.issues);
        target.send({ type: 'calendar.configure', options: parsed.data });
        return undefined;
      },
    },
    publish: (target, plugin) => {
      const generated = target.on('generated', ({ days }) => plugin.publish('generated', { days }));
      const selected = target.on('selectedDateTime', ({ type: _type, ...selection }) =>
        plugin.publish('selectedDateTime', selection),
      );
      return () => {
        generated.unsubscribe();
        selected.unsubscribe();
      };
    },
  },
);
