import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetWindow } from '../widget-window';
import { OverlayContainer } from './overlay-container';

afterEach(cleanup);

describe('OverlayContainer', () => {
  it('shows its content over a hidden backdrop that dismisses on click', () => {
    const onDismiss = vi.fn();
    render(
      <OverlayContainer data-testid="overlay" onDismiss={onDismiss}>
        <WidgetWindow title="Call Us" />
      </OverlayContainer>,
    );
    const overlay = screen.getByTestId('overlay');
    expect(overlay.dataset.scope).toBe('overlay');
    expect(overlay.dataset.state).toBe('open');
    expect(screen.getByRole('region', { name: 'Call Us' })).toBeTruthy();

    const backdrop = overlay.querySelector<HTMLElement>('[data-part="backdrop"]');
    expect(backdrop?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(backdrop as HTMLElement);
    expect(onDismiss).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByText('Call Us'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
