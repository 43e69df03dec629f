import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxContext } from './cx-context';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { OverlayProvider, ToasterProvider, useOverlay, useToaster } from './use-views';

afterEach(cleanup);

function Wrapper({ children }: { children: ReactNode }) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return (
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <OverlayProvider openAnimation={0} closeAnimation={0}>
        <ToasterProvider openAnimation={0} closeAnimation={0}>
          {children}
        </ToasterProvider>
      </OverlayProvider>
    </CxProvider>
  );
}

const useAll = () => ({
  overlay: useOverlay(),
  toaster: useToaster(),
  bus: useBus(),
  views: useContext(CxContext)?.views,
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('useOverlay and useToaster', () => {
  it('throw outside their providers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useOverlay())).toThrow(
      'useOverlay must be used inside <OverlayProvider>',
    );
    expect(() => renderHook(() => useToaster())).toThrow(
      'useToaster must be used inside <ToasterProvider>',
    );
    expect(() => renderHook(() => null, { wrapper: OverlayProvider })).toThrow(
      "The overlay needs the app's arbiter: put it inside <CxProvider>",
    );
  });

  it("show what Overlay.open and Toaster.open give, on the app's own arbiters", async () => {
    const { result } = renderHook(useAll, { wrapper: Wrapper });
    await act(() => result.current.bus.command('Overlay.open', { html: '<p>Sale</p>' }));
    expect(result.current.overlay.isOpen).toBe(true);
    expect(result.current.overlay.content).toMatchObject({
      html: '<p>Sale</p>',
      position: 'center',
    });
    expect(result.current.views?.overlay.getSnapshot().context.owner).toBe('host');
    await settle();
    expect(result.current.overlay.phase).toBe('open');

    await act(() => result.current.bus.command('Toaster.open', { title: 'Need help?' }));
    expect(result.current.toaster.isOpen).toBe(true);
    expect(result.current.views?.toaster.getSnapshot().context.owner).toBe('host');

    act(() => result.current.overlay.dismiss());
    expect(result.current.overlay.phase).toBe('closing');
    await settle();
    expect(result.current.overlay.isVisible).toBe(false);
    act(() => result.current.toaster.choosePrimary());
    await settle();
    expect(result.current.toaster.isVisible).toBe(false);
  });

  it('keep a reserved overlay from Escape', async () => {
    const { result } = renderHook(useAll, { wrapper: Wrapper });
    await act(() =>
      result.current.bus.command('Overlay.open', { html: '<p>x</p>', immutable: true }),
    );
    expect(result.current.overlay.isMutable).toBe(false);
    act(() => result.current.overlay.dismiss());
    expect(result.current.overlay.isOpen).toBe(true);
    await act(() => result.current.bus.command('Overlay.mutable'));
    expect(result.current.overlay.isMutable).toBe(true);
  });
});

/** A page: an opener button and the overlay and toaster drawn from the hooks' prop getters. */
function Views() {
  const overlay = useOverlay();
  const toaster = useToaster();
  const bus = useBus();
  return (
    <>
      <button
        onClick={() => void bus.command('Overlay.open', { html: '<p>x</p>', label: 'Offer' })}
      >
        Open
      </button>
      <button onClick={() => void bus.command('Toaster.open', { title: 'Need help?' })}>
        Toast
      </button>
      {overlay.isVisible && (
        <div {...overlay.getRootProps()}>
          <div {...overlay.getDialogProps()}>
            <button>First</button>
            <button {...overlay.getCloseTriggerProps()}>Close</button>
          </div>
        </div>
      )}
      {toaster.isVisible && (
        <div {...toaster.getDialogProps()}>
          <h2 {...toaster.getTitleProps()}>
            {toaster.content?.kind === 'toaster' && toaster.content.title}
          </h2>
          <button {...toaster.getPrimaryButtonProps()}>Accept</button>
        </div>
      )}
    </>
  );
}

describe('the views through their prop getters', () => {
  it('move the focus into the overlay, trap Tab, close on Escape and give the focus back', async () => {
    render(<Views />, { wrapper: Wrapper });
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await act(async () => opener.click());
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Offer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const first = screen.getByRole('button', { name: 'First' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(first);
    close.focus();
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(document.activeElement).toBe(first);
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.activeElement).toBe(opener);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leave the focus on the page for a toaster, named by its title', async () => {
    render(<Views />, { wrapper: Wrapper });
    const toast = screen.getByRole('button', { name: 'Toast' });
    toast.focus();
    await act(async () => toast.click());
    await settle();
    const panel = screen.getByRole('dialog', { name: 'Need help?' });
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(document.activeElement).toBe(toast);
    await act(async () => screen.getByRole('button', { name: 'Accept' }).click());
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toast);
  });
});
