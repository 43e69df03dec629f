import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticViewportSignal } from '../services/signals/static-signals';
import { CxProvider } from './cx-provider';
import { DockProvider } from './dock-provider';
import { useDockManager } from './use-dock-manager';
import { useWidgetWindow, type UseWidgetWindowOptions } from './use-widget-window';

afterEach(cleanup);

function Docked({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <DockProvider now={() => 0}>{children}</DockProvider>
    </StrictMode>
  );
}

/** A window as a widget renders it through the hook's prop getters. */
function Window(options: UseWidgetWindowOptions) {
  const window = useWidgetWindow(options);
  return (
    <>
      <button type="button" onClick={() => window.open()}>
        Open {options.name}
      </button>
      <section {...window.getWindowProps({ className: 'site' })}>
        <div {...window.getDragHandleProps()}>
          <h2 {...window.getTitleProps()}>{options.name}</h2>
          <button {...window.getMoveButtonProps()} />
          <button {...window.getMinimizeButtonProps()} />
          <button {...window.getCloseButtonProps()} />
        </div>
        <div {...window.getBodyProps()}>
          <input aria-label="Phone" onChange={() => window.setDirty(true)} />
        </div>
        <div {...window.getConfirmDialogProps()}>
          <p {...window.getConfirmTextProps()}>{window.confirmCloseText}</p>
          <button {...window.getCancelButtonProps()}>{window.labels.cancel}</button>
          <button {...window.getConfirmButtonProps()}>{window.labels.confirm}</button>
        </div>
      </section>
    </>
  );
}

function Offsets() {
  const dock = useDockManager();
  return (
    <output aria-label="offsets">
      {dock.dockViews.map(({ plugin, position }) => `${plugin}:${position}`).join(' ')}
    </output>
  );
}

describe('useWidgetWindow', () => {
  it('opens, minimizes and closes through its commands', () => {
    const { result } = renderHook(() => useWidgetWindow({ name: 'Callback' }));
    const closed = vi.fn();
    result.current.actorRef.on('closed', closed);
    expect(result.current.getWindowProps()).toMatchObject({ hidden: true, role: 'region' });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ window: 'open', isOpen: true });
    act(() => result.current.minimize());
    expect(result.current.getMinimizeButtonProps()).toMatchObject({
      'aria-label': 'Restore',
      'aria-expanded': false,
    });
    act(() => result.current.close());
    expect(result.current.window).toBe('closed');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('merges the caller’s props: their handler runs first and can keep ours from running', () => {
    const { result } = renderHook(() =>
      useWidgetWindow({ name: 'Callback', labels: { close: 'Fermer' } }),
    );
    act(() => result.current.open());
    const theirs = vi.fn((event: { preventDefault(): void; defaultPrevented?: boolean }) => {
      event.defaultPrevented = true;
    });
    const props = result.current.getCloseButtonProps({ onClick: theirs, className: 'x' });
    expect(props).toMatchObject({ 'aria-label': 'Fermer', className: 'x' });
    act(() => (props.onClick as (event: object) => void)({ preventDefault() {} }));
    expect(theirs).toHaveBeenCalled();
    expect(result.current.window).toBe('open');
  });

  it('asks before closing a typed form, in the DOM, and Escape keeps it open', () => {
    render(<Window name="ClickToCall" />, { wrapper: Docked });
    fireEvent.click(screen.getByRole('button', { name: 'Open ClickToCall' }));
    const window = screen.getByRole('region', { name: 'ClickToCall' });
    expect(window.className).toBe('site');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const question = screen.getByRole('alertdialog', { name: 'ClickToCall' });
    expect(question).toHaveProperty(
      'textContent',
      'You have unsubmitted form data. Are you sure you want to quit?NoYes',
    );
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('region', { name: 'ClickToCall' })).toBeNull();
  });

  it('registers with the dock while it shows, so two windows stack', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 300,
    } as DOMRect);
    render(
      <>
        <Window name="Callback" />
        <Window name="Console" />
        <Offsets />
      </>,
      { wrapper: Docked },
    );
    const offsets = screen.getByRole('status', { hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open Callback' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open Console' }));
    expect(offsets.textContent).toBe('Callback:55 Console:379');
    expect(screen.getByRole('region', { name: 'Console' }).style.right).toBe('379px');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(offsets.textContent).toBe('Console:55');
    vi.restoreAllMocks();
  });

  it('drags by its handle and follows the app’s mobile mode', async () => {
    const viewport = createStaticViewportSignal(1200);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 800,
      top: 300,
      width: 300,
      height: 400,
    } as DOMRect);
    render(
      <CxProvider
        viewport={viewport}
        loader={async () => undefined}
        logger={{ debug: vi.fn(), error: vi.fn() }}
        config={{ pluginLoadDelay: 0 }}
      >
        <Window name="Console" options={{ draggable: true }} dock={null} />
      </CxProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open Console' }));
    const handle = screen.getByRole('heading', { name: 'Console' }).parentElement!;
    fireEvent.pointerDown(handle, { clientX: 810, clientY: 310, button: 0 });
    fireEvent.pointerMove(handle, { clientX: 710, clientY: 210 });
    fireEvent.pointerUp(handle);
    const window = screen.getByRole('region', { name: 'Console' });
    expect(window.style).toMatchObject({ left: '700px', top: '200px' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move window' }), { key: 'ArrowRight' });
    expect(window.style).toMatchObject({ left: '710px', top: '200px' });
    await act(async () => viewport.set(400));
    expect(screen.getByRole('dialog', { name: 'Console' }).getAttribute('aria-modal')).toBe('true');
    vi.restoreAllMocks();
  });
});
