import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingSpinner } from './loading-spinner';

afterEach(cleanup);

describe('LoadingSpinner', () => {
  it('is a status region that says Loading beside a decorative ring', () => {
    render(<LoadingSpinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.dataset.state).toBe('loading');
    const ring = status.querySelector('[data-part="spinner-icon"]');
    expect(ring?.getAttribute('aria-hidden')).toBe('true');
  });

  it('stays an empty region when not loading, so that the next start is announced', () => {
    const { rerender } = render(<LoadingSpinner loading={false} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.dataset.state).toBe('idle');
    rerender(<LoadingSpinner label="Loading history" labelHidden />);
    expect(screen.getByRole('status')).toBe(status);
    const label = screen.getByText('Loading history');
    expect(label.hasAttribute('data-hidden')).toBe(true);
  });
});
