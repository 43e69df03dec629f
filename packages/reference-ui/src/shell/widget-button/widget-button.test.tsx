import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asWidgetButton, WidgetButton } from './widget-button';

afterEach(cleanup);

describe('WidgetButton', () => {
  it('is a secondary type="button" button by default, and calls onClick', () => {
    const onClick = vi.fn();
    render(<WidgetButton onClick={onClick}>Cancel</WidgetButton>);
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.scope).toBe('button');
    expect(button.dataset.variant).toBe('secondary');
    expect(button.dataset.state).toBe('enabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a variant, a type and a disabled state', () => {
    render(
      <WidgetButton variant="primary" type="submit" disabled>
        Confirm
      </WidgetButton>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button.dataset.variant).toBe('primary');
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.dataset.state).toBe('disabled');
  });

  it("renders a headless getter's props as its own button, the getter's part on data-kind", () => {
    const onClick = vi.fn();
    const getter = { 'data-scope': 'callback', 'data-part': 'submit', id: 'cb-submit', onClick };
    render(<WidgetButton {...asWidgetButton(getter)}>Confirm</WidgetButton>);
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button.dataset.scope).toBe('button');
    expect(button.dataset.kind).toBe('submit');
    expect(button.id).toBe('cb-submit');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
