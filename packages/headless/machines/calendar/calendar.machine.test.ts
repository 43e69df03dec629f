import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { systemClock } from '../../services/clock/clock';
import { connect, selectCalendarView } from './calendar.connect';
import { calendarMachine, type FetchAvailabilityInput } from './calendar.machine';
import type {
  CalendarAvailabilityInput,
  CalendarAvailabilityOutput,
  CalendarEmitted,
  CalendarInput,
} from './calendar.types';

// Wednesday 2 December 2026, 10:07 UTC.
const now = Date.UTC(2026, 11, 2, 10, 7);

beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  vi.useRealTimers();
});

interface Pending {
  input: CalendarAvailabilityInput;
  resolve(output: CalendarAvailabilityOutput): void;
  reject(error: unknown): void;
}

/** A calendar with a service whose answers the test gives. */
function start(input: CalendarInput = {}, { service = true } = {}) {
  const requests: Pending[] = [];
  const availability = (request: CalendarAvailabilityInput) =>
    new Promise<CalendarAvailabilityOutput>((resolve, reject) =>
      requests.push({ input: request, resolve, reject }),
    );
  const actor = createActor(calendarMachine, {
    input: {
      clock: { now: () => systemClock.now() },
      visitorTimeZone: 'UTC',
      ...(service ? { availability } : {}),
      ...input,
    },
  });
  const emitted: CalendarEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const api = () => connect(selectCalendarView(actor.getSnapshot()), actor.send);
  const answer = async (output: CalendarAvailabilityOutput) => {
    requests.at(-1)!.resolve(output);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, api, requests, emitted, answer };
}

const slot = (time: string, capacity: number) => ({ time, capacity });
const statusOf = (api: ReturnType<typeof connect>, time: string) =>
  api.slots.find((item) => item.time === time)?.status;

describe('calendar', () => {
  it('waits for generate, then shows five days from Today and Tomorrow', () => {
    const { actor, api, emitted } = start({}, { service: false });
    expect(api().status).toBe('idle');
    expect(api().isGenerated).toBe(false);
    actor.send({ type: 'calendar.generate' });
    expect(api().days.map(({ dayString, dateString }) => `${dayString} ${dateString}`)).toEqual([
      'Today 2 Dec',
      'Tomorrow 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
    ]);
    expect(api().days[2]!.label).toBe('Fri, Friday, December 4');
    expect(emitted).toEqual([
      {
        type: 'generated',
        days: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'],
      },
    ]);
    expect(api().selectedDay).toBe('2026-12-02');
  });

  it('without a service offers every future slot of the whole day, every 15 minutes', () => {
    const { actor, api } = start({}, { service: false });
    actor.send({ type: 'calendar.generate' });
    expect(api().status).toBe('ready');
    expect(api().slots).toHaveLength(96);
    expect(api().slots[0]).toMatchObject({ time: '00:00', timeString: '12:00 AM', status: 'past' });
    expect(statusOf(api(), '10:00')).toBe('past');
    expect(statusOf(api(), '10:15')).toBe('available');
    expect(api().slots.at(-1)).toMatchObject({ time: '23:45', timeString: '11:45 PM' });
  });

  it('asks the service once for the day, disabled meanwhile, and enables the slots with capacity', async () => {
    const { actor, api, requests, answer } = start();
    actor.send({ type: 'calendar.generate' });
    expect(api()).toMatchObject({ status: 'loading', isLoading: true, isDisabled: true });
    expect(api().getRootProps()['aria-busy']).toBe(true);
    expect(requests.map(({ input }) => input)).toEqual([
      { start: '2026-12-02T00:00:00.000Z', numberOfDays: 1, timeZone: 'UTC' },
    ]);
    await answer({
      slots: [
        slot('2026-12-02T10:00:00.000Z', 3),
        slot('2026-12-02T10:15:00.000Z', 0),
        slot('2026-12-02T10:30:00.000Z', 2),
        slot('2026-12-02T11:00:00', 1),
        slot('2026-12-03T10:45:00.000Z', 5),
      ],
    });
    expect(api()).toMatchObject({ status: 'ready', isDisabled: false });
    expect(statusOf(api(), '10:00')).toBe('past');
    expect(statusOf(api(), '10:15')).toBe('unavailable');
    expect(statusOf(api(), '10:30')).toBe('available');
    expect(statusOf(api(), '10:45')).toBe('unavailable');
    expect(statusOf(api(), '11:00')).toBe('available');
    expect(requests).toHaveLength(1);
  });

  it('asks again for each day shown, and ignores day clicks while loading', async () => {
    const { actor, api, requests, answer } = start();
    actor.send({ type: 'calendar.generate' });
    actor.send({ type: 'day.select', date: '2026-12-04' });
    expect(api().selectedDay).toBe('2026-12-02');
    await answer({ slots: [] });
    actor.send({ type: 'day.select', date: '2026-12-04' });
    actor.send({ type: 'day.select', date: '2027-01-01' });
    expect(api().selectedDay).toBe('2026-12-04');
    expect(requests.map(({ input }) => input.start)).toEqual([
      '2026-12-02T00:00:00.000Z',
      '2026-12-04T00:00:00.000Z',
    ]);
    await answer({ slots: [slot('2026-12-04T09:00:00.000Z', 1)] });
    expect(statusOf(api(), '09:00')).toBe('available');
    expect(statusOf(api(), '08:45')).toBe('unavailable');
  });

  it('sends the start as UTC, or as the local date-time when convertToUTC is off', () => {
    const paris = start({ visitorTimeZone: 'Europe/Paris' });
    paris.actor.send({ type: 'calendar.generate', date: '2026-12-03' });
    expect(paris.requests[0]!.input).toEqual({
      start: '2026-12-02T23:00:00.000Z',
      numberOfDays: 1,
      timeZone: 'Europe/Paris',
    });
    const local = start({ visitorTimeZone: 'Europe/Paris', options: { convertToUTC: false } });
    local.actor.send({ type: 'calendar.generate', date: '2026-12-03' });
    expect(local.requests[0]!.input.start).toBe('2026-12-03T00:00:00.000');
  });

  it('shows the error panel when the fetch fails, and Okay re-enables the calendar', async () => {
    const { actor, api, requests } = start();
    actor.send({ type: 'calendar.generate' });
    requests[0]!.reject(new Error('HTTP 500'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api()).toMatchObject({
      status: 'failed',
      hasError: true,
      isDisabled: true,
      errorText: 'Unable to fetch availability details',
    });
    expect(api().getErrorProps().hidden).toBe(false);
    actor.send({ type: 'day.select', date: '2026-12-03' });
    expect(api().selectedDay).toBe('2026-12-02');
    api().getErrorButtonProps().onClick();
    expect(api()).toMatchObject({ status: 'ready', isDisabled: false, errorText: undefined });
    expect(statusOf(api(), '12:00')).toBe('unavailable');
    actor.send({ type: 'day.select', date: '2026-12-03' });
    expect(requests).toHaveLength(2);
  });

  it('counts a malformed answer as a failed fetch', async () => {
    const { actor, api, requests } = start();
    actor.send({ type: 'calendar.generate' });
    requests[0]!.resolve({ slots: [{ time: 9 }] } as unknown as CalendarAvailabilityOutput);
    await vi.advanceTimersByTimeAsync(0);
    expect(api().status).toBe('failed');
  });

  it('hides past and unavailable slots with hideUnavailableTimeSlots', async () => {
    const { actor, api, answer } = start({ options: { hideUnavailableTimeSlots: true } });
    actor.send({ type: 'calendar.generate' });
    await answer({
      slots: [slot('2026-12-02T09:00:00.000Z', 4), slot('2026-12-02T14:30:00.000Z', 1)],
    });
    expect(api().slots.map(({ time }) => time)).toEqual(['14:30']);
  });

  it('offers only the enabled periods, at the configured interval', () => {
    const { actor, api } = start(
      {
        options: {
          calendarHours: {
            interval: 30,
            morning: { enable: true },
            evening: { enable: true, closeTime: '19:00' },
          },
        },
      },
      { service: false },
    );
    actor.send({ type: 'calendar.generate', date: '2026-12-03' });
    expect(
      api().periods.map(({ name, label, slots }) => [name, label, slots.map((s) => s.time)]),
    ).toEqual([
      [
        'morning',
        'Morning',
        ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
      ],
      ['evening', 'Evening', ['17:00', '17:30', '18:00', '18:30', '19:00']],
    ]);
  });

  it('reads the legacy calenderHours spelling under calendarHours', () => {
    const { actor, api } = start(
      {
        options: {
          calenderHours: { interval: 60 },
          calendarHours: { allDay: { openTime: '09:00' } },
        },
      },
      { service: false },
    );
    actor.send({ type: 'calendar.generate', date: '2026-12-03' });
    expect(
      api()
        .slots.map(({ time }) => time)
        .slice(0, 3),
    ).toEqual(['09:00', '10:00', '11:00']);
  });

  it('refreshes the shown day every refreshInterval minutes, moving the past on', async () => {
    const { actor, api, requests, answer } = start();
    actor.send({ type: 'calendar.generate' });
    await answer({ slots: [slot('2026-12-02T10:15:00.000Z', 1)] });
    expect(statusOf(api(), '10:15')).toBe('available');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.input.start).toBe('2026-12-02T00:00:00.000Z');
  });

  it('judges past slots again at each refresh', async () => {
    const { actor, api } = start({ options: { refreshInterval: 5 } }, { service: false });
    actor.send({ type: 'calendar.generate' });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(statusOf(api(), '10:15')).toBe('available');
    // Refreshes at 10:12 and 10:17: the 10:15 slot is past from the second.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(statusOf(api(), '10:15')).toBe('available');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusOf(api(), '10:15')).toBe('past');
  });

  it('emits the chosen date and time, in 12-hour or 24-hour form', async () => {
    const { actor, api, emitted, answer } = start();
    actor.send({ type: 'calendar.generate' });
    await answer({ slots: [] });
    actor.send({ type: 'day.select', date: '2026-12-03' });
    await answer({ slots: [slot('2026-12-03T09:30:00.000Z', 2)] });
    actor.send({ type: 'slot.select', time: '09:15' });
    actor.send({ type: 'slot.select', time: '09:30' });
    const selected = {
      type: 'selectedDateTime',
      date: '2026-12-03T09:30:00.000Z',
      dayString: 'Tomorrow',
      dateString: '3 Dec',
      timeString: '09:30 AM',
      day: '2026-12-03',
      time: '09:30',
      timeZone: 'UTC',
    };
    expect(emitted.filter(({ type }) => type === 'selectedDateTime')).toEqual([selected]);
    expect(api().slots.find(({ time }) => time === '09:30')).toMatchObject({ isSelected: true });

    const h24 = start({ options: { timeFormat: 24 } }, { service: false });
    h24.actor.send({ type: 'calendar.generate' });
    h24.actor.send({ type: 'slot.select', time: '21:45' });
    expect(h24.emitted.at(-1)).toMatchObject({ timeString: '21:45', dayString: 'Today' });
  });

  it('keeps the days and hours in the configured zone, and shows the visitor their own time', () => {
    const { actor, api, emitted } = start(
      { visitorTimeZone: 'Europe/Paris', options: { timeZone: 'America/New_York' } },
      { service: false },
    );
    actor.send({ type: 'calendar.generate' });
    expect(api().days[0]!.date).toBe('2026-12-02');
    expect(api().timeZone).toBe('America/New_York');
    const nine = api().slots.find(({ time }) => time === '09:00')!;
    expect(nine).toMatchObject({ timeString: '09:00 AM', visitorTimeString: '03:00 PM' });
    actor.send({ type: 'slot.select', time: '09:00' });
    expect(emitted.at(-1)).toMatchObject({
      date: '2026-12-02T14:00:00.000Z',
      timeZone: 'America/New_York',
    });
  });

  it('leaves out the times a clock change skips', () => {
    vi.setSystemTime(Date.UTC(2026, 2, 28, 12));
    const { actor, api } = start({ visitorTimeZone: 'Europe/Paris' }, { service: false });
    actor.send({ type: 'calendar.generate', date: '2026-03-29' });
    const times = api().slots.map(({ time }) => time);
    expect(times).toContain('01:45');
    expect(times).not.toContain('02:00');
    expect(times).toContain('03:00');
    expect(times).toHaveLength(92);
  });

  it('refuses allDay times that do not read, with the spec texts, until configured right', () => {
    const open = start({ options: { calendarHours: { allDay: { openTime: 'nine' } } } });
    expect(open.api()).toMatchObject({
      status: 'invalid',
      configError: 'Invalid config: allDay open time',
    });
    open.actor.send({ type: 'calendar.generate' });
    expect(open.api().status).toBe('invalid');
    open.actor.send({ type: 'calendar.reset' });
    expect(open.api().status).toBe('invalid');
    const close = start({ options: { calendarHours: { allDay: { closeTime: '24:00' } } } });
    expect(close.api().configError).toBe('Invalid config: allDay close time');
    close.actor.send({
      type: 'calendar.configure',
      options: { calendarHours: { allDay: { closeTime: '18:00' } } },
    });
    expect(close.api()).toMatchObject({ status: 'idle', configError: undefined });
  });

  it('rebuilds the tiles on configure, and reset clears them and the choice', () => {
    const { actor, api, emitted } = start({}, { service: false });
    actor.send({ type: 'calendar.generate' });
    actor.send({ type: 'day.select', date: '2026-12-04' });
    actor.send({ type: 'slot.select', time: '12:00' });
    actor.send({ type: 'calendar.configure', options: { numberOfDays: 3 } });
    expect(api().days.map(({ date }) => date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
    expect(api().selectedDay).toBe('2026-12-04');
    expect(emitted.filter(({ type }) => type === 'generated')).toHaveLength(2);
    actor.send({ type: 'calendar.reset' });
    expect(api()).toMatchObject({ status: 'idle', isGenerated: false, selection: undefined });
  });

  it('shows a requested day, generating from it when it is not a tile (never before today)', () => {
    const { actor, api } = start({}, { service: false });
    actor.send({ type: 'calendar.showAvailability', date: '2026-12-10' });
    expect(api().days[0]!.date).toBe('2026-12-10');
    expect(api().days[0]!.dayString).toBe('Thu');
    actor.send({ type: 'calendar.showAvailability', date: '2026-12-12' });
    expect(api().selectedDay).toBe('2026-12-12');
    expect(api().days[0]!.date).toBe('2026-12-10');
    actor.send({ type: 'calendar.showAvailability', date: 'someday' });
    expect(api().selectedDay).toBe('2026-12-12');
    actor.send({ type: 'calendar.generate', date: '2026-11-20' });
    expect(api().days[0]).toMatchObject({ date: '2026-12-02', dayString: 'Today' });
  });

  it('takes a fake availability actor through provide()', async () => {
    const seen: FetchAvailabilityInput['request'][] = [];
    const machine = calendarMachine.provide({
      actors: {
        fetchAvailability: fromPromise<CalendarAvailabilityOutput, FetchAvailabilityInput>(
          async ({ input }) => {
            seen.push(input.request);
            return { slots: [slot('2026-12-02T16:00:00.000Z', 1)] };
          },
        ),
      },
    });
    const actor = createActor(machine, {
      input: {
        clock: { now: () => systemClock.now() },
        visitorTimeZone: 'UTC',
        availability: () => Promise.reject(new Error('not this one')),
      },
    }).start();
    actor.send({ type: 'calendar.generate' });
    await vi.advanceTimersByTimeAsync(0);
    const api = connect(selectCalendarView(actor.getSnapshot()), actor.send);
    expect(seen).toHaveLength(1);
    expect(statusOf(api, '16:00')).toBe('available');
  });
});
