import { act, renderHook, waitFor } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testChannels } from '../machines/sidebar/sidebar.test-support';
import { CxContext } from './cx-context';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { SidebarProvider, useSidebar, type SidebarProviderProps } from './use-sidebar';

function wrapper(props: Omit<SidebarProviderProps, 'children'> = {}) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <SidebarProvider options={{ channels: testChannels }} {...props}>
          {children}
        </SidebarProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ sidebar: useSidebar(), bus: useBus(), cx: useContext(CxContext) });

/** Puts a `WebChat` with an `open` that records its calls on the bus. */
function fakeWebChat(bus: ReturnType<typeof useBus>) {
  const opens: unknown[] = [];
  const plugin = bus.registerPlugin('WebChat', { commandsBeforeReady: true });
  plugin.registerCommand('open', (options) => {
    opens.push(options);
    return undefined;
  });
  plugin.ready();
  return opens;
}

describe('useSidebar', () => {
  afterEach(() => vi.useRealTimers());

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSidebar())).toThrow(
      'useSidebar must be used inside <SidebarProvider>',
    );
  });

  it('shows on startup with the channels named by the spec, and follows the bus commands', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    const api = () => result.current.sidebar;
    expect(api().isOpen).toBe(true);
    expect(
      api().channels.map((channel) => api().getButtonProps(channel.name)['aria-label']),
    ).toEqual(['Live Chat', 'Callback', 'Email us']);
    await act(() => result.current.bus.command('SideBar.expand'));
    expect(api().isExpanded).toBe(true);
    await act(() => result.current.bus.command('SideBar.contract'));
    expect(api().isExpanded).toBe(false);
    await act(() => result.current.bus.command('SideBar.close'));
    expect(api().isOpen).toBe(false);
    expect(api().getRootProps().hidden).toBe(true);
    await act(() => result.current.bus.command('SideBar.addButton', { name: 'Search' }));
    expect(api().channels.at(-1)?.displayName).toBe('Search');
  });

  it('expands after 250 ms of hover and contracts 500 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    const api = () => result.current.sidebar;
    act(() => api().getRootProps().onPointerEnter());
    act(() => vi.advanceTimersByTime(249));
    expect(api().isExpanded).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(api().isExpanded).toBe(true);
    expect(api().getLabelProps('WebChat')['data-strip']).toBe('expanded');
    act(() => api().getRootProps().onPointerLeave());
    act(() => vi.advanceTimersByTime(499));
    expect(api().isExpanded).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(api().isExpanded).toBe(false);
  });

  it("a button's click runs its channel's command on the bus", async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    const opens = fakeWebChat(result.current.bus);
    act(() => result.current.sidebar.getButtonProps('WebChat').onClick());
    await waitFor(() => expect(opens).toHaveLength(1));
  });

  it("on mobile the branding button shows the 'Need help?' list on the app's overlay; a channel there closes it", async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper({ isMobile: () => true }) });
    const api = () => result.current.sidebar;
    const opens = fakeWebChat(result.current.bus);
    expect(api().getRootProps().hidden).toBe(true);
    expect(api().getBrandingProps().hidden).toBeUndefined();
    act(() => api().getBrandingProps().onClick());
    expect(api().isMenuOpen).toBe(true);
    const overlay = result.current.cx!.views!.overlay;
    expect(overlay.getSnapshot().context.owner).toBe('SideBar');
    act(() => api().getMenuButtonProps('WebChat').onClick());
    expect(api().isMenuOpen).toBe(false);
    expect(overlay.getSnapshot().context.owner).toBeUndefined();
    await waitFor(() => expect(opens).toHaveLength(1));
  });

  it('gives every prop getter its part, ids and state', () => {
    const { result } = renderHook(useAll, { wrapper: wrapper({ isMobile: () => true }) });
    const api = () => result.current.sidebar;
    act(() => api().openMenu());
    const part = (props: { 'data-scope': string; 'data-part': string }) =>
      `${props['data-scope']}/${props['data-part']}`;
    expect(
      [
        api().getRootProps(),
        api().getListProps(),
        api().getItemProps('Callback'),
        api().getButtonProps('Callback'),
        api().getIconProps('Callback'),
        api().getLabelProps('Callback'),
        api().getBrandingProps(),
        api().getMenuProps(),
        api().getMenuTitleProps(),
        api().getMenuListProps(),
        api().getMenuItemProps('Callback'),
        api().getMenuButtonProps('Callback'),
        api().getMenuCloseProps(),
      ].map(part),
    ).toEqual([
      'sidebar/root',
      'sidebar/list',
      'sidebar/item',
      'sidebar/button',
      'sidebar/icon',
      'sidebar/label',
      'sidebar/branding',
      'sidebar/menu',
      'sidebar/menu-title',
      'sidebar/menu-list',
      'sidebar/menu-item',
      'sidebar/menu-button',
      'sidebar/menu-close',
    ]);
    expect(api().getItemProps('Callback')['data-channel']).toBe('Callback');
    expect(api().getIconProps('Callback')['data-icon']).toBe('call-incoming');
    expect(api().getMenuProps()['aria-labelledby']).toBe(api().getMenuTitleProps().id);
    expect(api().getBrandingProps()['aria-controls']).toBe(api().getMenuProps().id);
    act(() => api().getMenuProps().onKeyDown({ key: 'Escape' }));
    expect(api().isMenuOpen).toBe(false);
    act(() => api().openMenu());
    act(() => api().getMenuCloseProps().onClick());
    expect(api().isMenuOpen).toBe(false);
  });

  it('another plugin opening the overlay hides the mobile list', () => {
    const { result } = renderHook(useAll, { wrapper: wrapper({ isMobile: () => true }) });
    act(() => result.current.sidebar.openMenu());
    act(() => result.current.cx!.views!.overlay.send({ type: 'view.open', commander: 'Offers' }));
    expect(result.current.sidebar.isMenuOpen).toBe(false);
  });
});
