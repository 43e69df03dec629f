import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaticViewportSignal } from '../services/signals/static-signals';
import { CxProvider } from './cx-provider';
import { DockProvider, type DockProviderProps } from './dock-provider';
import { useDockManager, useDockView, type UseDockViewOptions } from './use-dock-manager';

function dockWrapper(props: Partial<DockProviderProps> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DockProvider now={() => 500} {...props}>
        {children}
      </DockProvider>
    );
  };
}

/** A docked window or side button registered through `useDockView`. */
function View({ label, ...options }: UseDockViewOptions & { label: string }) {
  const view = useDockView(options);
  return (
    <div aria-label={label} {...view.getViewProps({ className: 'site' })}>
      {label}
    </div>
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useDockManager', () => {
  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useDockManager())).toThrow(
      'useDockManager must be used inside <DockProvider>',
    );
    expect(() => renderHook(() => useDockView({ plugin: 'WebChat', content: 'x' }))).toThrow(
      'useDockView must be used inside <DockProvider>',
    );
  });

  it('registers and removes views, recomputing the offsets and reporting each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useDockManager(), { wrapper: dockWrapper({ onChange }) });
    act(() => result.current.register({ plugin: 'WebChat', content: 'chat', width: 360 }));
    act(() => result.current.register({ plugin: 'Callback', content: 'callback', width: 300 }));
    expect(result.current.dockViews.map(({ position }) => position)).toEqual([55, 439]);
    expect(result.current.getDockViewProps('Callback').style).toEqual({
      right: '439px',
      '--cx-dock-offset': '439px',
    });
    act(() => result.current.deregister('WebChat'));
    expect(result.current.dockViews).toMatchObject([{ plugin: 'Callback', position: 55 }]);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith({
      entries: [expect.objectContaining({ plugin: 'Callback', position: 55, addedAt: 500 })],
      mobile: false,
    });
    expect(result.current.snapshot.context.entries).toHaveLength(1);
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
  });

  it('reports refused registrations through onError with their details', () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useDockManager(), { wrapper: dockWrapper({ onError }) });
    act(() => result.current.register({ plugin: 'WebChat', content: 'chat' }));
    act(() => result.current.register({ plugin: 'WebChat', content: 'chat' }));
    act(() => result.current.register({ plugin: 'Callback', content: ' ' }));
    expect(onError.mock.calls.map(([details]) => details)).toEqual([
      {
        code: 'alreadyRegistered',
        plugin: 'WebChat',
        viewType: 'dockView',
        message: "The dock view of plugin 'WebChat' is already registered",
      },
      {
        code: 'missingContent',
        plugin: 'Callback',
        viewType: 'dockView',
        message: "The dock view of plugin 'Callback' cannot be registered without content",
      },
    ]);
  });

  it('takes the offsets, gap and side button delay as props', () => {
    const { result } = renderHook(() => useDockManager(), {
      wrapper: dockWrapper({ firstOffset: 0, gap: 10, sideButtonDelay: 0 }),
    });
    act(() => result.current.register({ plugin: 'WebChat', content: 'chat', width: 100 }));
    act(() => result.current.register({ plugin: 'Callback', content: 'callback' }));
    act(() =>
      result.current.register({ plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat' }),
    );
    expect(result.current.dockViews.map(({ position }) => position)).toEqual([0, 110]);
    expect(result.current.sideButtons).toMatchObject([{ visible: true }]);
  });
});

describe('DockProvider mobile mode', () => {
  it('is controlled by the mobile prop and reports switches', () => {
    const onMobileChange = vi.fn();
    let mobile = false;
    const { result, rerender } = renderHook(() => useDockManager(), {
      wrapper: ({ children }) => (
        <DockProvider mobile={mobile} onMobileChange={onMobileChange}>
          {children}
        </DockProvider>
      ),
    });
    expect(result.current.isMobile).toBe(false);
    mobile = true;
    rerender();
    expect(result.current.isMobile).toBe(true);
    expect(onMobileChange).toHaveBeenCalledExactlyOnceWith({ mobile: true });
  });

  it("follows the app's mobile mode inside CxProvider", async () => {
    const viewport = createStaticViewportSignal(1024);
    const { result } = renderHook(() => useDockManager(), {
      wrapper: ({ children }) => (
        <CxProvider
          viewport={viewport}
          loader={async () => undefined}
          logger={{ debug: vi.fn(), error: vi.fn() }}
          config={{ pluginLoadDelay: 0 }}
        >
          <DockProvider>{children}</DockProvider>
        </CxProvider>
      ),
    });
    expect(result.current.isMobile).toBe(false);
    await act(async () => viewport.set(400));
    expect(result.current.isMobile).toBe(true);
    expect(result.current.getSideButtonGroupProps()['data-mobile']).toBe(true);
    await act(async () => viewport.set(800));
    expect(result.current.isMobile).toBe(false);
  });
});

describe('useDockView', () => {
  it('registers a view on mount, places the next one after its measured width, and leaves on unmount', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { width: this.dataset.plugin === 'WebChat' ? 360.4 : 300 } as DOMRect;
    });
    const onChange = vi.fn();
    const view = render(
      <DockProvider onChange={onChange}>
        <View plugin="WebChat" content="chat" label="Chat" />
        <View plugin="Callback" content="callback" label="Callback" />
        <Offsets />
      </DockProvider>,
    );
    expect(screen.getByRole('status', { name: 'offsets' }).textContent).toBe(
      'WebChat:55 Callback:439',
    );
    const chat = screen.getByLabelText('Chat');
    expect(chat.dataset).toMatchObject({ scope: 'dock-manager', part: 'view', state: 'docked' });
    expect(chat.className).toBe('site');
    expect(chat.style.right).toBe('55px');
    expect(chat.style.getPropertyValue('--cx-dock-offset')).toBe('55px');
    expect(screen.getByLabelText('Callback').style.right).toBe('439px');
    view.rerender(
      <DockProvider onChange={onChange}>
        <View plugin="Callback" content="callback" label="Callback" />
        <Offsets />
      </DockProvider>,
    );
    expect(screen.getByRole('status', { name: 'offsets' }).textContent).toBe('Callback:55');
    expect(screen.getByLabelText('Callback').style.right).toBe('55px');
    expect(onChange).toHaveBeenLastCalledWith({
      entries: [expect.objectContaining({ plugin: 'Callback', position: 55, width: 300 })],
      mobile: false,
    });
  });

  it('shows a side button after 1000 ms, or at once when asked', () => {
    function SideButton() {
      const button = useDockView({ plugin: 'WebChat', viewType: 'sideButton', content: 'Chat' });
      return (
        <>
          <button type="button" {...button.getViewProps()}>
            Live Chat
          </button>
          <button type="button" onClick={button.show}>
            show now
          </button>
          <output aria-label="visible">{String(button.isVisible)}</output>
        </>
      );
    }
    const { unmount } = render(
      <DockProvider>
        <SideButton />
      </DockProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const button = screen.getByRole('button', { name: 'Live Chat' });
    expect(button.dataset).toMatchObject({ part: 'side-button', state: 'visible' });
    expect(screen.getByRole('status', { name: 'visible' }).textContent).toBe('true');
    unmount();

    render(
      <DockProvider>
        <SideButton />
      </DockProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show now' }));
    expect(screen.getByRole('button', { name: 'Live Chat' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives the double effects of StrictMode without refused registrations', () => {
    const onError = vi.fn();
    render(
      <StrictMode>
        <DockProvider onError={onError}>
          <View plugin="WebChat" content="chat" label="Chat" />
          <Offsets />
        </DockProvider>
      </StrictMode>,
    );
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'offsets' }).textContent).toBe('WebChat:55');
  });

  it('reports a view registered without content', () => {
    const onError = vi.fn();
    render(
      <DockProvider onError={onError}>
        <View plugin="WebChat" label="Chat" />
      </DockProvider>,
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ code: 'missingContent', plugin: 'WebChat' }),
    );
    expect(screen.getByLabelText('Chat').dataset.state).toBe('unregistered');
  });
});
