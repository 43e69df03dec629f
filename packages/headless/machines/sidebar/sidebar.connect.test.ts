import { describe, expect, it, vi } from 'vitest';
import { connect, type SidebarView } from './sidebar.connect';
import { resolveSidebarChannel } from './sidebar.options';
import { testChannels } from './sidebar.test-support';

const view: SidebarView = {
  id: 'cx-sidebar',
  state: 'open',
  strip: 'contracted',
  mobile: false,
  menuOpen: false,
  position: 'right',
  channels: testChannels.map(resolveSidebarChannel),
};

function api(overrides: Partial<SidebarView> = {}) {
  const send = vi.fn();
  return { api: connect({ ...view, ...overrides }, send), send };
}

describe('sidebar connect', () => {
  it('names each button by its label, with its tooltip and icon', () => {
    const { api: sidebar } = api();
    expect(sidebar.getButtonProps('WebChat')).toMatchObject({
      id: 'cx-sidebar-WebChat',
      type: 'button',
      'aria-label': 'Live Chat',
      title: 'Live Chat',
      'data-channel': 'WebChat',
      'data-icon': 'chat',
      'data-scope': 'sidebar',
      'data-part': 'button',
    });
    expect(sidebar.getButtonProps('SendMessage')).toMatchObject({
      'aria-label': 'Email us',
      title: 'Write to us',
      'data-icon': 'email',
    });
    expect(sidebar.getIconProps('Callback')).toMatchObject({
      'aria-hidden': true,
      'data-icon': 'call-incoming',
    });
    expect(() => sidebar.getButtonProps('Nobody')).toThrow("SideBar: no channel is named 'Nobody'");
  });

  it('shows the strip on desktop while open, the branding button on mobile', () => {
    expect(api().api.getRootProps()).toMatchObject({
      hidden: undefined,
      'data-state': 'open',
      'data-position': 'right',
    });
    expect(api().api.getBrandingProps().hidden).toBe(true);
    expect(api({ state: 'closed' }).api.getRootProps().hidden).toBe(true);
    const mobile = api({ mobile: true, position: 'left' }).api;
    expect(mobile.getRootProps().hidden).toBe(true);
    expect(mobile.getBrandingProps()).toMatchObject({
      hidden: undefined,
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      'aria-controls': undefined,
      'data-position': 'left',
    });
    expect(api({ mobile: true, menuOpen: true }).api.getBrandingProps()).toMatchObject({
      'aria-expanded': true,
      'aria-controls': 'cx-sidebar-menu',
    });
  });

  it('tells the strip state to the root, the list and the labels', () => {
    const expanded = api({ strip: 'expanded' }).api;
    expect(expanded.isExpanded).toBe(true);
    expect(expanded.getRootProps()['data-strip']).toBe('expanded');
    expect(expanded.getListProps()).toMatchObject({ role: 'list', 'data-strip': 'expanded' });
    expect(expanded.getLabelProps('WebChat')['data-strip']).toBe('expanded');
  });

  it('sends hover on pointer and focus, but not for focus moving inside the strip', () => {
    const { api: sidebar, send } = api();
    const root = sidebar.getRootProps();
    root.onPointerEnter();
    root.onPointerLeave();
    root.onFocus();
    const inside = { contains: () => true };
    root.onBlur({ currentTarget: inside, relatedTarget: {} });
    root.onBlur({ currentTarget: { contains: () => false }, relatedTarget: {} });
    root.onPointerEnter({ defaultPrevented: true });
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'hover.start',
      'hover.end',
      'hover.start',
      'hover.end',
    ]);
  });

  it('the buttons choose their channel; the menu opens, closes on Escape and its close button', () => {
    const { api: sidebar, send } = api({ mobile: true, menuOpen: true });
    sidebar.getButtonProps('Callback').onClick();
    sidebar.getMenuButtonProps('WebChat').onClick();
    sidebar.getMenuButtonProps('WebChat').onClick({ defaultPrevented: true });
    sidebar.getBrandingProps().onClick();
    sidebar.getMenuProps().onKeyDown({ key: 'Escape' });
    sidebar.getMenuProps().onKeyDown({ key: 'Enter' });
    sidebar.getMenuCloseProps().onClick();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'channel.select', name: 'Callback' },
      { type: 'channel.select', name: 'WebChat' },
      { type: 'menu.open' },
      { type: 'menu.close' },
      { type: 'menu.close' },
    ]);
    expect(sidebar.getMenuProps()).toMatchObject({
      id: 'cx-sidebar-menu',
      role: 'dialog',
      'aria-modal': true,
      'aria-labelledby': 'cx-sidebar-menu-title',
      'data-state': 'open',
    });
    expect(sidebar.getMenuTitleProps().id).toBe('cx-sidebar-menu-title');
    expect(sidebar.getMenuButtonProps('WebChat')).toMatchObject({
      id: 'cx-sidebar-menu-WebChat',
      'data-part': 'menu-button',
    });
  });

  it('commands send their events', () => {
    const { api: sidebar, send } = api();
    sidebar.open();
    sidebar.close();
    sidebar.expand();
    sidebar.contract();
    sidebar.select('WebChat');
    sidebar.openMenu();
    sidebar.closeMenu();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'sidebar.open',
      'sidebar.close',
      'sidebar.expand',
      'sidebar.contract',
      'channel.select',
      'menu.open',
      'menu.close',
    ]);
  });
});
