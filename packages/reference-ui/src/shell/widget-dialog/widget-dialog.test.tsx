import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetDialog, type WidgetDialogProps } from './widget-dialog';

afterEach(cleanup);

/** An opener button and the dialog it opens; closing calls `onClose` and unmounts the dialog. */
function Harness({
  onClose,
  children = 'Are you sure?',
  ...props
}: Partial<WidgetDialogProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <WidgetDialog
          title="Cancel callback"
          onClose={close}
          buttons={
            <>
              <button type="button">No</button>
              <button type="button">Yes</button>
            </>
          }
          {...props}
        >
          {children}
        </WidgetDialog>
      )}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('WidgetDialog', () => {
  it('is a modal dialog labelled by its title and described by its content', () => {
    render(<WidgetDialog title="Cancel callback">Are you sure?</WidgetDialog>);
    const dialog = screen.getByRole('dialog', { name: 'Cancel callback' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.scope).toBe('dialog');
    expect(dialog.dataset.state).toBe('open');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Are you sure?');
  });

  it('can be an alert dialog without a description', () => {
    render(<WidgetDialog role="alertdialog" title="Something went wrong" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('has a close button named from the translator that calls onClose, unless turned off', () => {
    const onClose = vi.fn();
    const { rerender } = render(<WidgetDialog title="Error" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<WidgetDialog title="Error" onClose={onClose} closeButton={false} />);
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('moves focus to the first control of its content or buttons on open', () => {
    render(<Harness />);
    open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
  });

  it('moves focus to the given initial element', () => {
    function WithInitialFocus() {
      const yes = useRef<HTMLButtonElement>(null);
      return (
        <Harness
          initialFocusRef={yes}
          buttons={
            <>
              <button type="button">No</button>
              <button type="button" ref={yes}>
                Yes
              </button>
            </>
          }
        />
      );
    }
    render(<WithInitialFocus />);
    open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
  });

  it('focuses itself when it holds nothing focusable, and keeps Tab there', () => {
    render(<WidgetDialog title="Please wait" />);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
  });

  it('cycles Tab and Shift+Tab inside', () => {
    render(<Harness />);
    open();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const yes = screen.getByRole('button', { name: 'Yes' });

    yes.focus();
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(yes);

    const no = screen.getByRole('button', { name: 'No' });
    no.focus();
    const notPrevented = fireEvent.keyDown(no, { key: 'Tab' });
    expect(notPrevented).toBe(true);
    expect(document.activeElement).toBe(no);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = open();
    expect(document.activeElement).not.toBe(opener);

    fireEvent.keyDown(screen.getByRole('button', { name: 'No' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the given final element', () => {
    function WithFinalFocus() {
      const target = useRef<HTMLInputElement>(null);
      return (
        <>
          <input aria-label="Phone" ref={target} />
          <Harness finalFocusRef={target} />
        </>
      );
    }
    render(<WithFinalFocus />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('lets Escape through when it has no onClose', () => {
    const onKeyDown = vi.fn();
    render(
      <div onKeyDown={onKeyDown}>
        <WidgetDialog title="Please wait" />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});
