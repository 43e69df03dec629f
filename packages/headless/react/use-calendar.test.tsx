import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CalendarAvailabilityInput,
  CalendarAvailabilityOutput,
} from '../machines/calendar/calendar.types';
import { systemClock } from '../services/clock/clock';
import { CalendarProvider, type CalendarProviderProps } from './calendar-provider';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { useCalendar } from './use-calendar';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 11, 2, 10, 7) });
});
afterEach(() => {
  vi.useRealTimers();
});

function wrapper(props: Partial<CalendarProviderProps> = {}) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <CalendarProvider clock={{ now: () => systemClock.now() }} visitorTimeZone="UTC" {...props}>
          {children}
        </CalendarProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ calendar: useCalendar(), bus: useBus() });

describe('useCalendar', () => {
  it('generates, fetches the day through the injected service, and offers its slots', async () => {
    const requests: CalendarAvailabilityInput[] = [];
    let answer: (output: CalendarAvailabilityOutput) => void = () => undefined;
    const availability = (input: CalendarAvailabilityInput) => {
      requests.push(input);
      return new Promise<CalendarAvailabilityOutput>((resolve) => (answer = resolve));
    };
    const { result } = renderHook(useAll, { wrapper: wrapper({ availability }) });
    expect(result.current.calendar.status).toBe('idle');
    act(() => result.current.calendar.generate());
    expect(result.current.calendar.isDisabled).toBe(true);
    expect(requests).toEqual([
      { start: '2026-12-02T00:00:00.000Z', numberOfDays: 1, timeZone: 'UTC' },
    ]);
    await act(async () => {
      answer({ slots: [{ time: '2026-12-02T15:00:00.000Z', capacity: 1 }] });
      await vi.advanceTimersByTimeAsync(0);
    });
    const api = result.current.calendar;
    expect(api.status).toBe('ready');
    expect(
      api.slots.filter((slot) => slot.status === 'available').map((slot) => slot.time),
    ).toEqual(['15:00']);
    expect(result.current.calendar.actorRef.getSnapshot().context.selectedDay).toBe('2026-12-02');
  });

  it('is driven by the Calendar bus commands and publishes the chosen time', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    const chosen: unknown[] = [];
    result.current.bus.subscribe('Calendar.selectedDateTime', (event) => chosen.push(event.data));
    await act(() => result.current.bus.command('Calendar.generate', { date: '2026-12-03' }));
    expect(result.current.calendar.days[0]!.dayString).toBe('Tomorrow');
    act(() => result.current.calendar.getSlotProps({ time: '08:00' }).onClick());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(chosen).toEqual([expect.objectContaining({ date: '2026-12-03T08:00:00.000Z' })]);
    expect(result.current.calendar.selection?.timeString).toBe('08:00 AM');
  });

  it('throws a clear error outside its provider', () => {
    expect(() => renderHook(() => useCalendar())).toThrow(
      'useCalendar must be used inside <CalendarProvider>',
    );
  });
});
