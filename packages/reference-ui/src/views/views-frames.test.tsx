import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayFrame } from './overlay-frame';
import { SiteHtml } from './site-html';
import { ToasterFrame } from './toaster-frame';
import { overlayFrameAnatomy } from './views.anatomy';

afterEach(cleanup);

/** A page with an opener button and an overlay it toggles. */
function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <OverlayFrame
          aria-labelledby="title"
          position="left"
          dismissible={dismissible}
          onDismiss={() => setOpen(false)}
        >
          <h2 id="title">Need help?</h2>
          <button>First</button>
          <button onClick={() => setOpen(false)}>Last</button>
        </OverlayFrame>
      )}
    </>
  );
}

describe('OverlayFrame', () => {
  it('is a named modal dialog at its position that takes the focus and gives it back', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Need help?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.position).toBe('left');
    expect(dialog.dataset.state).toBe('open');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));

    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside and closes on Escape when dismissible', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and the backdrop when not dismissible', () => {
    render(<Page dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-part="backdrop"]') as HTMLElement);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('dismisses on a click on the backdrop, and has none when told so', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<OverlayFrame aria-label="Offer" onDismiss={onDismiss} />);
    const backdrop = document.querySelector<HTMLElement>(
      '[data-scope="overlay-frame"][data-part="backdrop"]',
    );
    expect(backdrop?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(backdrop as HTMLElement);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    rerender(<OverlayFrame aria-label="Offer" backdrop={false} state="closing" />);
    expect(document.querySelector('[data-part="backdrop"]')).toBeNull();
    expect(screen.getByRole('dialog').dataset.state).toBe('closing');
  });

  it('renders a command html sanitised', async () => {
    render(
      <OverlayFrame aria-label="Offer">
        <SiteHtml
          {...overlayFrameAnatomy.content.attrs}
          html={'<p>Sale <b>now</b></p><script>window.x=1</script>'}
        />
      </OverlayFrame>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const content = document.querySelector<HTMLElement>('[data-part="content"]');
    await vi.waitFor(() => expect(content?.dataset.state).toBe('ready'));
    expect(content?.innerHTML).toContain('<b>now</b>');
    expect(content?.querySelector('script')).toBeNull();
  });
});

describe('ToasterFrame', () => {
  it('is a named non-modal dialog that leaves the focus alone unless told', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const onDismiss = vi.fn();
    const { unmount } = render(
      <ToasterFrame aria-label="Chat with us" onDismiss={onDismiss}>
        <button>Start chat</button>
      </ToasterFrame>,
    );
    const panel = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(document.activeElement).toBe(outside);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();
    outside.remove();
  });

  it('takes the focus with autoFocus and gives it back; not dismissible ignores Escape', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const onDismiss = vi.fn();
    const { unmount } = render(
      <ToasterFrame aria-label="Offer" autoFocus dismissible={false} onDismiss={onDismiss}>
        <button>Accept</button>
      </ToasterFrame>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    unmount();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
