import { createManualClock } from '@cxkit/headless/services';
import { type IdleNotice } from '@cxkit/headless/chat-texts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleAlertDialog } from './idle-alert-dialog';

afterEach(cleanup);

const closingAlert: IdleNotice = { kind: 'alert', number: 1, countdownSeconds: 65 };

function timer(): HTMLElement {
  return screen.getByRole('timer');
}

describe('IdleAlertDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the numbered idle text and a countdown that ticks every second', () => {
    render(<IdleAlertDialog notice={closingAlert} onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(
      within(dialog).getByText(
        'Your chat will close soon due to inactivity. Send a message to keep it open',
      ),
    ).toBeTruthy();
    expect(timer().textContent).toBe('The chat will close in 01:05');
    expect(timer().dataset.state).toBe('running');

    act(() => vi.advanceTimersByTime(999));
    expect(timer().textContent).toBe('The chat will close in 01:05');
    act(() => vi.advanceTimersByTime(1));
    expect(timer().textContent).toBe('The chat will close in 01:04');
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer().textContent).toBe('The chat will close in 00:54');
  });

  it('stops at zero, calls onExpire once and leaves no timer behind', () => {
    const onExpire = vi.fn();
    render(<IdleAlertDialog notice={closingAlert} onConfirm={vi.fn()} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(64_000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe('The chat will close in 00:00');
    expect(timer().dataset.state).toBe('expired');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts a new countdown with the next alert and shows its text', () => {
    const { rerender } = render(<IdleAlertDialog notice={closingAlert} onConfirm={vi.fn()} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer().textContent).toBe('The chat will close in 00:35');
    rerender(
      <IdleAlertDialog
        notice={{ kind: 'alert', number: 2, countdownSeconds: 30 }}
        onConfirm={vi.fn()}
      />,
    );
    expect(timer().textContent).toBe('The chat will close in 00:30');
    expect(
      screen.getByText(
        'Your chat will close very soon due to inactivity. Send a message to keep it open',
      ),
    ).toBeTruthy();
  });

  it('shows the time really left when it opens after the alert arrived (minimized, then restored)', () => {
    const arrived = Date.now();
    const notice: IdleNotice = {
      kind: 'alert',
      number: 1,
      countdownSeconds: 30,
      closesAt: arrived + 30_000,
    };
    act(() => vi.advanceTimersByTime(13_000));
    render(<IdleAlertDialog notice={notice} onConfirm={vi.fn()} />);
    expect(timer().textContent).toBe('The chat will close in 00:17');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe('The chat will close in 00:16');
  });

  it('keeps counting to the same close after a remount (a page reload)', () => {
    const notice: IdleNotice = {
      kind: 'alert',
      number: 1,
      countdownSeconds: 30,
      closesAt: Date.now() + 30_000,
    };
    const first = render(<IdleAlertDialog notice={notice} onConfirm={vi.fn()} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(first.container).getByRole('timer').textContent).toBe(
      'The chat will close in 00:25',
    );
    first.unmount();
    act(() => vi.advanceTimersByTime(4_000));
    const onExpire = vi.fn();
    render(<IdleAlertDialog notice={{ ...notice }} onConfirm={vi.fn()} onExpire={onExpire} />);
    expect(timer().textContent).toBe('The chat will close in 00:21');
    act(() => vi.advanceTimersByTime(21_000));
    expect(timer().dataset.state).toBe('expired');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('has no countdown when the next timer does not close the chat', () => {
    render(<IdleAlertDialog notice={{ kind: 'alert', number: 1 }} onConfirm={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('tells that the chat was closed for an idle close', () => {
    render(
      <IdleAlertDialog
        notice={{ kind: 'close', number: 3, countdownSeconds: 10 }}
        onConfirm={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Chat closed' });
    expect(within(dialog).getByText('The chat was closed due to inactivity')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('calls onConfirm on OK and Escape', () => {
    const onConfirm = vi.fn();
    render(<IdleAlertDialog notice={closingAlert} onConfirm={onConfirm} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('IdleAlertDialog with an injected clock', () => {
  it('counts on the given clock, not the global timers', () => {
    const clock = createManualClock(1_000_000);
    render(
      <IdleAlertDialog
        notice={{ kind: 'alert', number: 1, countdownSeconds: 3_700 }}
        onConfirm={vi.fn()}
        clock={clock}
      />,
    );
    expect(timer().textContent).toBe('The chat will close in 01:01:40');
    expect(clock.pending()).toBe(1);
    act(() => clock.advance(101_000));
    expect(timer().textContent).toBe('The chat will close in 59:59');
  });

  it('leaves no timer behind once expired or no longer rendered', () => {
    const clock = createManualClock();
    const { rerender, unmount } = render(
      <IdleAlertDialog notice={closingAlert} onConfirm={vi.fn()} clock={clock} />,
    );
    act(() => clock.advance(65_000));
    expect(timer().dataset.state).toBe('expired');
    expect(clock.pending()).toBe(0);

    rerender(
      <IdleAlertDialog
        notice={{ kind: 'alert', number: 2, countdownSeconds: 30 }}
        onConfirm={vi.fn()}
        clock={clock}
      />,
    );
    expect(clock.pending()).toBe(1);
    unmount();
    expect(clock.pending()).toBe(0);
  });

  it('schedules nothing without a countdown', () => {
    const clock = createManualClock();
    render(
      <IdleAlertDialog notice={{ kind: 'alert', number: 1 }} onConfirm={vi.fn()} clock={clock} />,
    );
    expect(clock.pending()).toBe(0);
  });
});
