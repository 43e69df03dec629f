import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, ContextFrom, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { calendarMachine } from './calendar.machine';

type Event = EventFromLogic<typeof calendarMachine>;

// The walk cannot move time: a clock stuck at Wednesday 2 December 2026, 10:07 UTC.
const clock = { now: () => Date.UTC(2026, 11, 2, 10, 7) };
const availability = () => new Promise<never>(() => undefined);
const events: Event[] = [
  { type: 'calendar.generate' },
  { type: 'calendar.generate', date: '2026-12-04' },
  { type: 'calendar.generate', date: 'not a day' },
  { type: 'calendar.showAvailability', date: '2026-12-03' },
  { type: 'calendar.showAvailability', date: '2026-12-20' },
  { type: 'calendar.showAvailability', date: '2026-02-30' },
  { type: 'calendar.reset' },
  { type: 'calendar.configure', options: { numberOfDays: 2 } },
  { type: 'calendar.configure', options: { calendarHours: { allDay: { openTime: 'x' } } } },
  { type: 'calendar.configure', options: { calendarHours: { allDay: { openTime: '00:00' } } } },
  { type: 'day.select', date: '2026-12-03' },
  { type: 'day.select', date: '2027-01-01' },
  { type: 'slot.focus', time: '12:00' },
  { type: 'slot.select', time: '12:00' },
  { type: 'slot.select', time: '09:00' },
  { type: 'error.dismiss' },
  {
    type: 'xstate.done.actor.fetchAvailability',
    output: { slots: [{ time: '2026-12-02T12:00:00.000Z', capacity: 1 }] },
  } as unknown as Event,
  { type: 'xstate.error.actor.fetchAvailability', error: new Error('down') } as unknown as Event,
  { type: 'xstate.after.refreshInterval.calendar.active.ready' } as unknown as Event,
];

/** Which days and slots are shown does not change which transitions exist: keep the walk small. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ContextFrom<typeof calendarMachine>;
  return JSON.stringify([
    snapshot.value,
    context.configError,
    context.start === undefined,
    context.availabilityState,
    context.selection === undefined,
  ]);
};

describe('calendar paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(calendarMachine, [
      { input: { clock, visitorTimeZone: 'UTC', availability }, events, serializeState },
      { input: { clock, visitorTimeZone: 'UTC' }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 8, transitions: 12 });
  });
});
