import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DynamicInfoOverlay, InfoOverlay } from './info-overlays';

afterEach(cleanup);

describe('InfoOverlay', () => {
  it('shows its information in a dialog named by its title, closed by Close and Escape', () => {
    const onClose = vi.fn();
    render(
      <InfoOverlay title="Opening hours" onClose={onClose}>
        <p>Monday to Friday, 8:00 to 18:00.</p>
      </InfoOverlay>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Opening hours' });
    expect(dialog.dataset.kind).toBe('info-static');
    expect(within(dialog).getByText('Monday to Friday, 8:00 to 18:00.')).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('DynamicInfoOverlay', () => {
  it('shows a busy spinner while loading, then the content in a polite live region', () => {
    const onClose = vi.fn();
    const { rerender } = render(<DynamicInfoOverlay title="Queue" loading onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Queue' });
    const content = dialog.querySelector<HTMLElement>(
      '[data-scope="chat-dialog"][data-part="content"]',
    );
    expect(content?.getAttribute('aria-live')).toBe('polite');
    expect(content?.getAttribute('aria-busy')).toBe('true');
    expect(content?.dataset.state).toBe('loading');
    expect(within(content as HTMLElement).getByText('Loading')).toBeTruthy();

    rerender(
      <DynamicInfoOverlay title="Queue" onClose={onClose}>
        You are number 3 in the queue.
      </DynamicInfoOverlay>,
    );
    expect(content?.hasAttribute('aria-busy')).toBe(false);
    expect(content?.dataset.state).toBe('ready');
    expect(content?.textContent).toBe('You are number 3 in the queue.');

    rerender(
      <DynamicInfoOverlay title="Queue" onClose={onClose}>
        You are next.
      </DynamicInfoOverlay>,
    );
    expect(within(dialog).getByText('You are next.')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says a custom loading text', () => {
    render(
      <DynamicInfoOverlay
        title="Queue"
        loading
        loadingLabel="Checking the queue"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Checking the queue')).toBeTruthy();
  });
});
