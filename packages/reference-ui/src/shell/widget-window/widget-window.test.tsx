import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetDialog } from '../widget-dialog';
import { WidgetWindow } from './widget-window';

afterEach(cleanup);

describe('WidgetWindow', () => {
  it('is a region named by its title, with body, button area and Powered by footer', () => {
    render(
      <WidgetWindow title="Receive a Call" buttons={<button type="button">Confirm</button>}>
        <p>Body text</p>
      </WidgetWindow>,
    );
    const region = screen.getByRole('region', { name: 'Receive a Call' });
    expect(region).toHaveProperty('dataset.scope', 'window');
    expect(region.dataset.part).toBe('root');
    expect(region.dataset.state).toBe('open');
    expect(within(region).getByRole('heading', { name: 'Receive a Call' })).toBeTruthy();
    expect(within(region).getByText('Body text')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(region).getByText('Powered by')).toBeTruthy();
    expect(within(region).getByRole('img', { name: 'cxkit' })).toBeTruthy();
  });

  it('opens with the given effect and duration, keeping a style of its own', () => {
    const { rerender } = render(<WidgetWindow title="Live Chat" style={{ zIndex: 3 }} />);
    const region = screen.getByRole('region', { name: 'Live Chat' });
    expect(region.dataset.effect).toBeUndefined();
    expect(region.style.getPropertyValue('--cx-window-effect-duration')).toBe('');
    rerender(
      <WidgetWindow
        title="Live Chat"
        style={{ zIndex: 3 }}
        transition={{ effect: 'fade', duration: 200 }}
      />,
    );
    expect(region.dataset.effect).toBe('fade');
    expect(region.style.getPropertyValue('--cx-window-effect-duration')).toBe('200ms');
    expect(region.style.zIndex).toBe('3');
  });

  it('keeps the focus in the window when what had it is removed, disabled or made inert', () => {
    const view = (step: 'form' | 'loading' | 'chat' | 'ended', fallback = true) => (
      <>
        <button type="button">Outside</button>
        <WidgetWindow
          title="Live Chat"
          loading={step === 'loading'}
          focusFallback={fallback ? () => screen.queryByRole('textbox') : undefined}
        >
          {step === 'form' || step === 'loading' ? (
            <button type="button">Start</button>
          ) : (
            <>
              <p tabIndex={0}>Transcript</p>
              <textarea aria-label="Message" disabled={step === 'ended'} />
            </>
          )}
        </WidgetWindow>
      </>
    );
    const { rerender } = render(view('form'));
    screen.getByRole('button', { name: 'Start' }).focus();
    rerender(view('loading'));
    // The start button went inert: the focus waits on the loading status, inside the window.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    rerender(view('chat'));
    // The start button went away: the fallback, the message box, has the focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    rerender(view('ended', false));
    // Disabled under the focus: the first tabbable element of the body takes it.
    expect(document.activeElement).toBe(screen.getByText('Transcript'));

    // Once the visitor moved the focus out, the window leaves it alone.
    rerender(view('chat'));
    screen.getByRole('textbox', { name: 'Message' }).focus();
    const outside = screen.getByRole('button', { name: 'Outside' });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Message' }), { relatedTarget: outside });
    outside.focus();
    rerender(view('ended'));
    expect(document.activeElement).toBe(outside);

    // A press on the window's plain text puts the focus on the page on purpose: it stays there.
    rerender(view('chat'));
    const message = screen.getByRole('textbox', { name: 'Message' });
    message.focus();
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Live Chat' }));
    message.blur();
    rerender(view('ended'));
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the minimize and close buttons only with their handlers', () => {
    const { rerender } = render(<WidgetWindow title="Call Us" />);
    expect(screen.queryByRole('button', { name: 'Minimize' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    rerender(
      <WidgetWindow
        title="Call Us"
        onMinimizedChange={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Minimize' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('calls onClose from the close button', () => {
    const onClose = vi.fn();
    render(<WidgetWindow title="Call Us" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('minimizes and restores when uncontrolled, reporting each change', () => {
    const onMinimizedChange = vi.fn();
    render(
      <WidgetWindow title="Receive a Call" onMinimizedChange={onMinimizedChange} buttons="Buttons">
        Body text
      </WidgetWindow>,
    );
    const minimize = screen.getByRole('button', { name: 'Minimize' });
    expect(minimize.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(minimize);
    expect(onMinimizedChange).toHaveBeenLastCalledWith({ minimized: true });
    expect(screen.getByRole('region').dataset.state).toBe('minimized');
    expect(minimize.getAttribute('aria-pressed')).toBe('true');
    for (const text of ['Body text', 'Buttons', 'Powered by']) {
      expect(screen.getByText(text).closest('[hidden]'), text).not.toBeNull();
    }

    fireEvent.click(minimize);
    expect(onMinimizedChange).toHaveBeenLastCalledWith({ minimized: false });
    expect(screen.getByRole('region').dataset.state).toBe('open');
    expect(screen.getByText('Body text')).toBeTruthy();
  });

  it('keeps what was typed in its body while minimized, out of the accessibility tree', () => {
    render(
      <WidgetWindow title="Send Message" onMinimizedChange={() => undefined}>
        <input aria-label="Note" />
      </WidgetWindow>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'half a thought' },
    });
    const minimize = screen.getByRole('button', { name: 'Minimize' });
    fireEvent.click(minimize);
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    fireEvent.click(minimize);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'half a thought');
  });

  it('follows the minimized prop when controlled', () => {
    const onMinimizedChange = vi.fn();
    const { rerender } = render(
      <WidgetWindow title="Receive a Call" minimized onMinimizedChange={onMinimizedChange}>
        Body text
      </WidgetWindow>,
    );
    expect(screen.getByRole('region').dataset.state).toBe('minimized');
    expect(screen.getByText('Body text').closest('[hidden]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(onMinimizedChange).toHaveBeenCalledWith({ minimized: false });
    expect(screen.getByRole('region').dataset.state).toBe('minimized');

    rerender(
      <WidgetWindow title="Receive a Call" minimized={false} onMinimizedChange={onMinimizedChange}>
        Body text
      </WidgetWindow>,
    );
    expect(screen.getByText('Body text').closest('[hidden]')).toBeNull();
  });

  it('offers a maximize toggle only with its handler, and hides it while minimized', () => {
    const onMaximizedChange = vi.fn();
    const { rerender } = render(<WidgetWindow title="Chat" />);
    expect(screen.queryByRole('button', { name: 'Maximize' })).toBeNull();
    rerender(<WidgetWindow title="Chat" onMaximizedChange={onMaximizedChange} />);
    const toggle = screen.getByRole('button', { name: 'Maximize' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onMaximizedChange).toHaveBeenCalledWith({ maximized: true });
    rerender(<WidgetWindow title="Chat" maximized onMaximizedChange={onMaximizedChange} />);
    expect(screen.getByRole('button', { name: 'Maximize' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('region').hasAttribute('data-maximized')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(onMaximizedChange).toHaveBeenLastCalledWith({ maximized: false });
    rerender(
      <WidgetWindow title="Chat" maximized minimized onMaximizedChange={onMaximizedChange} />,
    );
    expect(screen.queryByRole('button', { name: 'Maximize' })).toBeNull();
  });

  it('keeps the badge out of the window name, and offers no maximize toggle on mobile', () => {
    render(
      <WidgetWindow title="Chat" badge={<span>3 new</span>} mobile onMaximizedChange={vi.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'Chat' }).textContent).toContain('3 new');
    expect(screen.queryByRole('button', { name: 'Maximize' })).toBeNull();
  });

  it('shows the loading screen as a status and marks the body busy and inert', () => {
    const { rerender } = render(
      <WidgetWindow title="Receive a Call" buttons={<button type="button">Confirm</button>}>
        Body text
      </WidgetWindow>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    rerender(
      <WidgetWindow title="Receive a Call" loading buttons={<button type="button">Confirm</button>}>
        Body text
      </WidgetWindow>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    const body = screen.getByText('Body text');
    expect(body.dataset.part).toBe('body');
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('Confirm').closest('[inert]')).not.toBeNull();
  });

  it('renders the dialog inside the window and makes the rest of the window inert', () => {
    render(
      <WidgetWindow
        title="Receive a Call"
        onClose={() => undefined}
        dialog={<WidgetDialog title="Cancel callback">Are you sure?</WidgetDialog>}
      >
        Body text
      </WidgetWindow>,
    );
    const region = screen.getByRole('region', { name: 'Receive a Call' });
    const dialog = within(region).getByRole('dialog', { name: 'Cancel callback' });
    expect(dialog.closest('[inert]')).toBeNull();
    expect(screen.getByText('Body text').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close' }).closest('[inert]')).not.toBeNull();
  });

  it('ignores empty dialog slots', () => {
    render(
      <WidgetWindow title="Receive a Call" dialog={false}>
        Body text
      </WidgetWindow>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Body text').closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside while full screen on mobile or maximized, not when docked or minimized', () => {
    const view = (mobile: boolean, minimized = false, maximized = false) => (
      <>
        <button type="button">Page behind</button>
        <WidgetWindow
          title="Chat"
          mobile={mobile}
          minimized={minimized}
          maximized={maximized}
          onMaximizedChange={vi.fn()}
          onMinimizedChange={vi.fn()}
          onClose={vi.fn()}
          buttons={<button type="button">End Chat</button>}
        >
          <p>Body text</p>
        </WidgetWindow>
      </>
    );
    const { rerender } = render(view(true));
    const region = screen.getByRole('region', { name: 'Chat' });
    const minimize = within(region).getByRole('button', { name: 'Minimize' });
    const last = within(region).getByRole('button', { name: 'End Chat' });
    last.focus();
    const tab = (shiftKey = false) =>
      fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(minimize);
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(last);

    rerender(view(false));
    last.focus();
    expect(tab()).toBe(true);
    rerender(view(true, true));
    minimize.focus();
    expect(tab(true)).toBe(true);

    // Maximized on a desktop, the window covers the page's controls too (WCAG 2.4.11).
    rerender(view(false, false, true));
    last.focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(minimize);
  });

  it('marks the mobile layout and merges the caller props', () => {
    const ref = { current: null as HTMLElement | null };
    render(<WidgetWindow title="Receive a Call" mobile className="site" id="callback" ref={ref} />);
    const region = screen.getByRole('region');
    expect(region.dataset.mobile).toBe('true');
    expect(region.className).toBe('site');
    expect(region.id).toBe('callback');
    expect(ref.current).toBe(region);
  });
});
