import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatToaster, ProactiveInvitation, toasterSettleMs } from './chat-toaster';
import { InFrench } from './dialogs.test-support';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets a newly mounted toaster's region settle, after which it shows its toast. */
function settle() {
  act(() => vi.advanceTimersByTime(toasterSettleMs));
}

describe('ChatToaster', () => {
  it('is an empty polite status region until it has a message, then shows exactly one toast', () => {
    const { rerender } = render(<ChatToaster />);
    const region = screen.getByRole('status');
    expect(region.childElementCount).toBe(0);
    settle();

    rerender(<ChatToaster title="Connection lost">Trying to reconnect</ChatToaster>);
    expect(screen.getByRole('status')).toBe(region);
    const toast = within(region).getByRole('group', { name: 'Connection lost' });
    expect(within(toast).getByText('Trying to reconnect')).toBeTruthy();

    rerender(<ChatToaster title="Connection restored" />);
    expect(
      within(region)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual(['Connection restored']);
  });

  it('mounted with a toast, stays empty until its region has settled, so that the toast is announced', () => {
    render(<ChatToaster title="Connection lost">Trying to reconnect</ChatToaster>);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    act(() => vi.advanceTimersByTime(toasterSettleMs - 1));
    expect(region.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBe(region);
    expect(within(region).getByRole('group', { name: 'Connection lost' }).textContent).toContain(
      'Trying to reconnect',
    );
  });

  it('closes with its close button and Escape when it has onClose', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ChatToaster title="Connection lost" />);
    settle();
    expect(screen.queryByRole('button')).toBeNull();

    rerender(<ChatToaster title="Connection lost" onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.click(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(close, { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ProactiveInvitation', () => {
  it("offers 'Need help?' with No thanks and Start chat, without taking focus", () => {
    render(
      <>
        <button type="button">Site search</button>
        <ProactiveInvitation onAccept={vi.fn()} onDecline={vi.fn()} />
      </>,
    );
    settle();
    const site = screen.getByRole('button', { name: 'Site search' });
    site.focus();
    const invitation = within(screen.getByRole('status')).getByRole('group', {
      name: 'Need help?',
    });
    expect(
      within(invitation).getByText('An agent is available to chat with you now.'),
    ).toBeTruthy();
    expect(
      within(invitation)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No thanks', 'Start chat']);
    expect(document.activeElement).toBe(site);
  });

  it('mounted when the invitation comes, is announced: its region is in place, empty, before the invitation shows', () => {
    render(<ProactiveInvitation onAccept={vi.fn()} onDecline={vi.fn()} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    settle();
    expect(screen.getByRole('status')).toBe(region);
    expect(within(region).getByRole('group', { name: 'Need help?' })).toBeTruthy();
  });

  it('calls onAccept on Start chat and onDecline on No thanks and Escape', () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(
      <ProactiveInvitation onAccept={onAccept} onDecline={onDecline}>
        Questions about your order?
      </ProactiveInvitation>,
    );
    settle();
    expect(screen.getByText('Questions about your order?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    const noThanks = screen.getByRole('button', { name: 'No thanks' });
    fireEvent.click(noThanks);
    fireEvent.keyDown(noThanks, { key: 'Escape' });
    expect(onDecline).toHaveBeenCalledTimes(2);
  });

  it('speaks the app language', () => {
    render(
      <InFrench>
        <ProactiveInvitation onAccept={vi.fn()} onDecline={vi.fn()} />
      </InFrench>,
    );
    settle();
    expect(screen.getByRole('group', { name: "Besoin d'aide ?" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Non merci' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Démarrer le chat' })).toBeTruthy();
  });
});
