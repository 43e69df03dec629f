import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';
import { ToastContainer } from './toast-container';

afterEach(cleanup);

describe('ToastContainer and Toast', () => {
  it('stacks toasts in a polite status region, each a group named by its title', () => {
    render(
      <ToastContainer>
        <Toast title="Need a hand?" buttons={<button type="button">Chat now</button>}>
          An agent is available.
        </Toast>
        <Toast title="Callback booked" />
      </ToastContainer>,
    );
    const stack = screen.getByRole('status');
    expect(stack.dataset.scope).toBe('toast');
    expect(stack.dataset.part).toBe('group');
    const invite = within(stack).getByRole('group', { name: 'Need a hand?' });
    expect(within(invite).getByText('An agent is available.')).toBeTruthy();
    expect(within(invite).getByRole('button', { name: 'Chat now' })).toBeTruthy();
    expect(within(stack).getByRole('group', { name: 'Callback booked' })).toBeTruthy();
  });

  it('shows a close button only with onClose, and calls it', () => {
    const onClose = vi.fn();
    render(
      <ToastContainer>
        <Toast title="Need a hand?" onClose={onClose} />
        <Toast title="Callback booked" />
      </ToastContainer>,
    );
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
