import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import { systemClock } from '../../services/clock/clock';
import { startWidget } from '../../kit/widget-runtime';
import { connect, selectCalendarView } from './calendar.connect';
import { registerLazyCalendar } from './calendar.lazy';
import { dayOfDate } from './calendar.plugin';
import type { CalendarInput } from './calendar.types';
import { calendarWidget } from './calendar.widget';

const silent = { debug: () => undefined, error: () => undefined };

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 11, 2, 10, 7) });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(input: CalendarInput = {}) {
  const bus = createBus({ logger: silent });
  const widget = startWidget(
    calendarWidget,
    { clock: { now: () => systemClock.now() }, visitorTimeZone: 'UTC', ...input },
    { bus },
  );
  const { calendar } = widget.actors;
  const api = () => connect(selectCalendarView(calendar.getSnapshot()), calendar.send);
  const events: { event: string; data: unknown }[] = [];
  bus.untyped.subscribe('Calendar.*', ({ event, data }) => events.push({ event, data }));
  return { bus, widget, api, events };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  );

describe('the Calendar plugin', () => {
  it('generates by command and publishes the days and the chosen date and time', async () => {
    const { bus, api, events } = setup();
    await bus.command('Calendar.generate', { date: '2026-12-03' });
    expect(api().days[0]!.dayString).toBe('Tomorrow');
    api().selectSlot('09:30');
    await vi.advanceTimersByTimeAsync(0);
    expect(events.map(({ event }) => event)).toEqual([
      'Calendar.ready',
      'Calendar.generated',
      'Calendar.selectedDateTime',
    ]);
    expect(events[1]!.data).toEqual({
      days: ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'],
    });
    expect(events[2]!.data).toEqual({
      date: '2026-12-03T09:30:00.000Z',
      dayString: 'Tomorrow',
      dateString: '3 Dec',
      timeString: '09:30 AM',
      day: '2026-12-03',
      time: '09:30',
      timeZone: 'UTC',
    });
  });

  it("refuses a generate whose date is not one with 'Invalid data'", async () => {
    const { bus, api } = setup();
    expect(await rejection(bus.command('Calendar.generate', { date: 'soon' }))).toBe(
      'Invalid data',
    );
    expect(api().isGenerated).toBe(false);
    await bus.command('Calendar.generate');
    await bus.command('Calendar.generate', { date: new Date(Date.UTC(2026, 11, 5, 12)) });
    expect(api().days[0]!.date).toBe('2026-12-05');
  });

  it('shows availability for a date, refusing a missing or invalid one with the spec texts', async () => {
    const { bus, api } = setup();
    expect(await rejection(bus.untyped.command('Calendar.showAvailability', {}))).toBe(
      'No date found to check availability.',
    );
    expect(await rejection(bus.command('Calendar.showAvailability', { date: 'x' }))).toBe(
      'Invalid date.',
    );
    await bus.command('Calendar.showAvailability', { date: '2026-12-04T15:00:00.000Z' });
    expect(api().selectedDay).toBe('2026-12-04');
  });

  it('refuses to generate under a bad allDay config, with its spec text', async () => {
    const { bus } = setup({ options: { calendarHours: { allDay: { openTime: '8h' } } } });
    expect(await rejection(bus.command('Calendar.generate'))).toBe(
      'Invalid config: allDay open time',
    );
    expect(await rejection(bus.command('Calendar.showAvailability', { date: '2026-12-04' }))).toBe(
      'Invalid config: allDay open time',
    );
  });

  it('configures, refusing no configuration and naming bad options', async () => {
    const { bus, api } = setup();
    expect(await rejection(bus.untyped.command('Calendar.configure', {}))).toBe(
      'No configuration provided',
    );
    expect(await rejection(bus.untyped.command('Calendar.configure'))).toBe(
      'No configuration provided',
    );
    expect(
      await rejection(
        bus.untyped.command('Calendar.configure', { calendarHours: { allDay: { closeTime: 5 } } }),
      ),
    ).toBe(
      'Invalid options for Calendar.configure: calendarHours.allDay.closeTime: Invalid config: allDay close time',
    );
    await bus.command('Calendar.configure', { numberOfDays: 2, timeFormat: 24 });
    await bus.command('Calendar.generate');
    expect(api().days).toHaveLength(2);
    await bus.command('Calendar.reset');
    expect(api().isGenerated).toBe(false);
  });

  it('stops publishing and leaves the bus when the widget stops', async () => {
    const { bus, widget } = setup();
    widget.stop();
    expect(await rejection(bus.command('Calendar.generate'))).not.toBe('resolved');
  });
});

describe('registerLazyCalendar', () => {
  it('answers reset before the code loads, and loads it for generate', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn(() => {
      startWidget(calendarWidget, { visitorTimeZone: 'UTC' }, { bus });
    });
    registerLazyCalendar(bus, load);
    await bus.command('Calendar.reset');
    expect(load).not.toHaveBeenCalled();
    await bus.command('Calendar.generate');
    expect(load).toHaveBeenCalledWith('generate');
  });
});

describe('dayOfDate', () => {
  it('reads days, date-times, epoch ms and dates in the zone, and nothing else', () => {
    expect(dayOfDate('2026-12-03', 'UTC')).toBe('2026-12-03');
    expect(dayOfDate('2026-12-03T23:30:00Z', 'Europe/Paris')).toBe('2026-12-04');
    expect(dayOfDate(Date.UTC(2026, 11, 3), 'UTC')).toBe('2026-12-03');
    expect(dayOfDate(new Date(Number.NaN), 'UTC')).toBeUndefined();
    expect(dayOfDate('2026-02-30', 'UTC')).toBeUndefined();
    expect(dayOfDate({}, 'UTC')).toBeUndefined();
  });
});
