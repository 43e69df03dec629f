import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect, selectCalendarView, type CalendarKeyEvent } from './calendar.connect';
import { calendarMachine } from './calendar.machine';
import type { CalendarContext, CalendarInput } from './calendar.types';

// Wednesday 2 December 2026, 10:07 UTC.
const clock = { now: () => Date.UTC(2026, 11, 2, 10, 7) };

/** A generated calendar (no service) in `value`, with context changes. */
function viewOf(
  value: 'ready' | 'loading' | 'failed' | 'idle',
  context: Partial<CalendarContext> = {},
  input: CalendarInput = {},
) {
  const actor = createActor(calendarMachine, {
    input: { clock, visitorTimeZone: 'UTC', id: 'cal', ...input },
  }).start();
  actor.send({ type: 'calendar.generate' });
  const snapshot = calendarMachine.resolveState({
    value: { active: value },
    context: { ...actor.getSnapshot().context, ...context },
  });
  return selectCalendarView(snapshot);
}

/** A key event whose document focuses into `focused`. */
function keyEvent(key: string) {
  const focused: string[] = [];
  const event: CalendarKeyEvent = {
    key,
    preventDefault: vi.fn(),
    currentTarget: {
      ownerDocument: {
        getElementById: (id: string) => ({ focus: () => focused.push(id) }),
      } as unknown as Document,
    },
  };
  return { event, focused };
}

describe('calendar connect', () => {
  it('names the root by id and state, busy while loading', () => {
    expect(connect(viewOf('ready'), vi.fn()).getRootProps()).toEqual({
      'data-scope': 'calendar',
      'data-part': 'root',
      id: 'cal',
      'data-state': 'ready',
      'aria-busy': false,
    });
    expect(connect(viewOf('loading'), vi.fn()).getRootProps()).toMatchObject({
      'data-state': 'loading',
      'aria-busy': true,
    });
  });

  it('makes the day tiles a radio group with one tab stop on the shown day', () => {
    const api = connect(viewOf('ready'), vi.fn());
    expect(api.getDayListProps()).toEqual({
      'data-scope': 'calendar',
      'data-part': 'day-list',
      role: 'radiogroup',
      'aria-label': 'Select a day',
      'aria-disabled': undefined,
    });
    expect(api.getDayProps({ date: '2026-12-02' })).toMatchObject({
      id: 'cal-day-2026-12-02',
      role: 'radio',
      'aria-checked': true,
      'aria-label': 'Today, Wednesday, December 2',
      tabIndex: 0,
      'data-state': 'checked',
    });
    expect(api.getDayProps({ date: '2026-12-03' })).toMatchObject({
      'aria-checked': false,
      tabIndex: -1,
      'data-state': 'unchecked',
    });
  });

  it('shows a day on click and moves with the arrows, Home and End, wrapping', () => {
    const send = vi.fn();
    const api = connect(viewOf('ready'), send);
    api.getDayProps({ date: '2026-12-03' }).onClick();
    api.getDayProps({ date: '2026-12-02' }).onClick();
    expect(send.mock.calls).toEqual([[{ type: 'day.select', date: '2026-12-03' }]]);
    send.mockClear();
    const cases: [string, string][] = [
      ['ArrowRight', '2026-12-03'],
      ['ArrowDown', '2026-12-03'],
      ['ArrowLeft', '2026-12-06'],
      ['ArrowUp', '2026-12-06'],
      ['End', '2026-12-06'],
      ['Home', '2026-12-02'],
    ];
    for (const [key, date] of cases) {
      const { event, focused } = keyEvent(key);
      api.getDayProps({ date: '2026-12-02' }).onKeyDown(event);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(focused).toEqual([`cal-day-${date}`]);
      expect(send).toHaveBeenLastCalledWith({ type: 'day.select', date });
    }
    const { event } = keyEvent('a');
    api.getDayProps({ date: '2026-12-02' }).onKeyDown(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('refuses input while loading or showing the error', () => {
    const send = vi.fn();
    const api = connect(viewOf('loading'), send);
    expect(api.getDayListProps()['aria-disabled']).toBe(true);
    expect(api.getDayProps({ date: '2026-12-03' })['aria-disabled']).toBe(true);
    api.getDayProps({ date: '2026-12-03' }).onClick();
    const { event, focused } = keyEvent('ArrowRight');
    api.getDayProps({ date: '2026-12-02' }).onKeyDown(event);
    api.getSlotProps({ time: '12:00' }).onClick();
    expect(send).not.toHaveBeenCalled();
    expect(focused).toEqual([]);
    expect(api.getSlotProps({ time: '12:00' })['aria-disabled']).toBe(true);
    expect(connect(viewOf('failed'), send).isDisabled).toBe(true);
  });

  it('makes the slots a listbox of options grouped by period', () => {
    const api = connect(viewOf('ready'), vi.fn());
    expect(api.getSlotListProps()).toEqual({
      'data-scope': 'calendar',
      'data-part': 'slot-list',
      id: 'cal-slots',
      role: 'listbox',
      'aria-label': 'Select a time',
      'aria-disabled': undefined,
      tabIndex: undefined,
    });
    expect(api.getPeriodProps({ name: 'allDay' })).toEqual({
      'data-scope': 'calendar',
      'data-part': 'period',
      role: 'group',
      'aria-labelledby': 'cal-period-allDay',
      'data-period': 'allDay',
    });
    expect(api.getPeriodLabelProps({ name: 'allDay' })).toMatchObject({ id: 'cal-period-allDay' });
    expect(api.getSlotProps({ time: '10:15' })).toMatchObject({
      id: 'cal-slot-1015',
      role: 'option',
      'aria-selected': false,
      'aria-disabled': undefined,
      tabIndex: 0,
      'data-state': 'available',
      'data-time': '10:15',
    });
    expect(api.getSlotProps({ time: '10:00' })).toMatchObject({
      'aria-disabled': true,
      tabIndex: -1,
      'data-state': 'past',
    });
  });

  it('chooses a slot by click, Enter or Space, and moves focus among the choosable ones', () => {
    const send = vi.fn();
    const api = connect(viewOf('ready'), send);
    api.getSlotProps({ time: '10:15' }).onClick();
    api.getSlotProps({ time: '10:00' }).onClick();
    for (const key of ['Enter', ' '])
      api.getSlotProps({ time: '10:30' }).onKeyDown(keyEvent(key).event);
    expect(send.mock.calls).toEqual([
      [{ type: 'slot.select', time: '10:15' }],
      [{ type: 'slot.select', time: '10:30' }],
      [{ type: 'slot.select', time: '10:30' }],
    ]);
    const down = keyEvent('ArrowDown');
    api.getSlotProps({ time: '23:45' }).onKeyDown(down.event);
    expect(down.focused).toEqual(['cal-slot-1015']);
    const home = keyEvent('Home');
    api.getSlotProps({ time: '12:00' }).onKeyDown(home.event);
    expect(home.focused).toEqual(['cal-slot-1015']);
    const other = keyEvent('x');
    api.getSlotProps({ time: '12:00' }).onKeyDown(other.event);
    expect(other.focused).toEqual([]);
    send.mockClear();
    api.getSlotProps({ time: '12:00' }).onFocus();
    expect(send).toHaveBeenCalledWith({ type: 'slot.focus', time: '12:00' });
  });

  it('keeps the tab stop on the focused slot, then the chosen one, then the first', () => {
    const send = vi.fn();
    const focused = connect(viewOf('ready', { focusedTime: '13:00' }), send);
    expect(focused.getSlotProps({ time: '13:00' }).tabIndex).toBe(0);
    expect(focused.getSlotProps({ time: '10:15' }).tabIndex).toBe(-1);
    focused.getSlotProps({ time: '13:00' }).onFocus();
    expect(send).not.toHaveBeenCalled();
    const chosen = connect(
      viewOf('ready', {
        selection: {
          date: '2026-12-02T14:00:00.000Z',
          day: '2026-12-02',
          time: '14:00',
          dayString: 'Today',
          dateString: '2 Dec',
          timeString: '02:00 PM',
          timeZone: 'UTC',
        },
      }),
      vi.fn(),
    );
    expect(chosen.getSlotProps({ time: '14:00' })).toMatchObject({
      tabIndex: 0,
      'aria-selected': true,
      'data-selected': '',
    });
  });

  it('gives the listbox the tab stop when no slot can be chosen, and says so when none shows', () => {
    const offered = connect(viewOf('ready'), vi.fn());
    expect(offered.getSlotListProps().tabIndex).toBeUndefined();
    const hidden = viewOf(
      'ready',
      {},
      {
        availability: () => Promise.resolve({ slots: [] }),
        options: { hideUnavailableTimeSlots: true },
      },
    );
    const api = connect(hidden, vi.fn());
    expect(api.slots).toEqual([]);
    expect(api.periods).toEqual([]);
    expect(api.getEmptyProps()).toEqual({ 'data-scope': 'calendar', 'data-part': 'empty' });
    const unavailable = connect(
      viewOf('ready', {}, { availability: () => Promise.resolve({ slots: [] }) }),
      vi.fn(),
    );
    expect(unavailable.getSlotListProps().tabIndex).toBe(0);
  });

  it('shows the error panel as an alert dialog whose Okay dismisses it', () => {
    const send = vi.fn();
    const api = connect(viewOf('failed'), send);
    expect(api.getErrorProps()).toEqual({
      'data-scope': 'calendar',
      'data-part': 'error',
      role: 'alertdialog',
      'aria-modal': false,
      'aria-labelledby': 'cal-error-text',
      hidden: false,
    });
    expect(api.getErrorTextProps()).toMatchObject({ id: 'cal-error-text' });
    api.getErrorButtonProps().onClick();
    expect(send).toHaveBeenCalledWith({ type: 'error.dismiss' });
    expect(connect(viewOf('ready'), send).getErrorProps().hidden).toBe(true);
  });

  it('tells the loading state politely', () => {
    expect(connect(viewOf('loading'), vi.fn()).getLoadingProps()).toEqual({
      'data-scope': 'calendar',
      'data-part': 'loading',
      role: 'status',
      'aria-live': 'polite',
      'data-state': 'loading',
    });
    expect(connect(viewOf('ready'), vi.fn()).getLoadingProps()['data-state']).toBe('idle');
  });

  it('sends the commands', () => {
    const send = vi.fn();
    const api = connect(viewOf('idle'), send);
    api.generate();
    api.generate('2026-12-05');
    api.showAvailability('2026-12-04');
    api.reset();
    api.configure({ numberOfDays: 3 });
    api.selectDay('2026-12-03');
    api.selectSlot('12:00');
    api.dismissError();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'calendar.generate', date: undefined },
      { type: 'calendar.generate', date: '2026-12-05' },
      { type: 'calendar.showAvailability', date: '2026-12-04' },
      { type: 'calendar.reset' },
      { type: 'calendar.configure', options: { numberOfDays: 3 } },
      { type: 'day.select', date: '2026-12-03' },
      { type: 'slot.select', time: '12:00' },
      { type: 'error.dismiss' },
    ]);
  });

  it('reports the invalid status and its spec text', () => {
    const actor = createActor(calendarMachine, {
      input: { clock, options: { calendarHours: { allDay: { closeTime: '' } } } },
    }).start();
    const api = connect(selectCalendarView(actor.getSnapshot()), vi.fn());
    expect(api).toMatchObject({
      status: 'invalid',
      configError: 'Invalid config: allDay close time',
    });
  });
});
