import { CxProvider } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryCalendar, type StoryCalendarProps } from './calendar.story-support';
import { ScheduleCalendar } from './schedule-calendar';

afterEach(cleanup);

async function renderCalendar(props: Partial<StoryCalendarProps> = {}, ui?: ReactNode) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  const onCancel = vi.fn();
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <StoryCalendar {...props}>{ui ?? <ScheduleCalendar onCancel={onCancel} />}</StoryCalendar>
    </CxProvider>,
  );
  // The app becomes ready, the calendar generates, then the canned service answers.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { onCancel };
}

describe('ScheduleCalendar', () => {
  it('shows the day tiles as radios and the slots as options, past and full ones disabled', async () => {
    await renderCalendar();
    expect(screen.getByRole('heading', { name: 'Schedule a Call' })).toBeTruthy();
    const days = screen.getAllByRole('radio');
    expect(days.map((day) => day.textContent)).toEqual([
      'Today2 Dec',
      'Tomorrow3 Dec',
      'Fri4 Dec',
      'Sat5 Dec',
      'Sun6 Dec',
    ]);
    expect(days[0]!.getAttribute('aria-checked')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Select a time' });
    expect(listbox).toBeTruthy();
    expect(screen.getByRole('option', { name: '10:00 AM' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const disabled = (name: string) =>
      screen.getByRole('option', { name }).getAttribute('aria-disabled');
    // 10:00 is past; the canned service has every third quarter-hour full (10:15).
    expect(disabled('10:15 AM')).toBe('true');
    expect(disabled('10:30 AM')).toBeNull();
  });

  it('is used by keyboard alone: arrows through the days, Enter on a slot', async () => {
    await renderCalendar();
    const today = screen.getByRole('radio', { name: /^Today/ });
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const tomorrow = screen.getByRole('radio', { name: /^Tomorrow/ });
    expect(document.activeElement).toBe(tomorrow);
    expect(tomorrow.getAttribute('aria-checked')).toBe('true');
    const first = screen.getByRole('option', { name: '12:00 AM' });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const next = screen.getByRole('option', { name: '12:15 AM' });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(next.getAttribute('aria-selected')).toBe('true');
  });

  it('says it is loading and refuses input meanwhile', async () => {
    await renderCalendar({ availability: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Checking availability');
    expect(screen.getByRole('radiogroup').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('listbox').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the error panel, focuses Okay, and gives focus back to the day once dismissed', async () => {
    await renderCalendar({ availability: 'error' });
    const panel = screen.getByRole('alertdialog', { name: 'Unable to fetch availability details' });
    expect(panel).toBeTruthy();
    const okay = screen.getByRole('button', { name: 'Okay' });
    expect(document.activeElement).toBe(okay);
    fireEvent.click(okay);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Today/ }));
  });

  it('shows the configuration error and the empty day, and cancels', async () => {
    const { onCancel } = await renderCalendar({
      options: { calendarHours: { allDay: { closeTime: 'late' } } },
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid config: allDay close time');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    cleanup();
    await renderCalendar({
      options: {
        hideUnavailableTimeSlots: true,
        calendarHours: { allDay: { closeTime: '09:00' } },
      },
    });
    expect(screen.getByText('No time slots available')).toBeTruthy();
  });

  it("shows the visitor's own time beside the calendar's zone", async () => {
    await renderCalendar({
      availability: 'none',
      date: '2026-12-03',
      options: { timeZone: 'America/New_York', calendarHours: { morning: { enable: true } } },
    });
    expect(screen.getByRole('option', { name: /^08:00 AM ?\(your time 01:00 PM\)$/ })).toBeTruthy();
  });
});
