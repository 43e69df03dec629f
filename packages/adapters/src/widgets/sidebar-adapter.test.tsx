import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { parseSidebarSettings, SidebarSettingsError } from './sidebar-settings';

function refusal(settings: unknown): SidebarSettingsError {
  try {
    parseSidebarSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(SidebarSettingsError);
    return error as SidebarSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

const channels = [
  { name: 'WebChat', clickCommand: 'WebChat.open' },
  { name: 'CallUs', displayName: 'Phone us' },
];

describe('parseSidebarSettings', () => {
  it('reads position, showOnStartup, expandOnHover and the channels, listing what cxkit does not read', () => {
    expect(
      parseSidebarSettings({
        position: 'left',
        showOnStartup: false,
        expandOnHover: false,
        channels: [{ ...channels[0], i18n: 'ChatTitle', readyEvent: 'WebChat.ready' }, channels[1]],
        skin: 'dark',
      }),
    ).toEqual({
      options: { position: 'left', showOnStartup: false, expandOnHover: false, channels },
      ignored: ['sidebar.channels.0.i18n', 'sidebar.channels.0.readyEvent', 'sidebar.skin'],
    });
  });

  it('names every bad setting', () => {
    expect(
      refusal({ position: 'top', expandOnHover: 'yes', channels: [{ icon: 'chat' }] }).message,
    ).toBe(
      'Invalid configuration: sidebar.position: Expected left or right; sidebar.expandOnHover: Expected true or false; sidebar.channels.0.name: Expected a channel name',
    );
  });

  it("says the spec's 'Invalid configuration' for empty or missing settings", () => {
    expect(refusal({}).message).toBe('Invalid configuration');
    expect(refusal(undefined).message).toBe('Invalid configuration');
  });

  it('keeps an onClick, called as onClick($, CXBus, Common) with the page CXBus', () => {
    const onClick = vi.fn();
    const cxbus = { command: vi.fn() };
    (globalThis as { CXBus?: unknown }).CXBus = cxbus;
    try {
      const parsed = parseSidebarSettings({ channels: [{ name: 'Custom', onClick }] });
      parsed.options.channels![0]!.onClick!({ channel: {} as never, bus: {} as never });
      expect(onClick).toHaveBeenCalledWith(undefined, cxbus, undefined);
    } finally {
      delete (globalThis as { CXBus?: unknown }).CXBus;
    }
  });
});

describe('bootWidgets with sidebar settings', () => {
  const booted: BootedWidgets[] = [];
  afterEach(() => {
    for (const widgets of booted.splice(0)) widgets.stop();
    delete (window as GenesysWindow)._genesys;
  });

  function boot(widgets: GenesysWidgets) {
    const win = window as unknown as GenesysWindow;
    win._genesys = { widgets };
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const result = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    if (result) booted.push(result);
    return { widgets: result, logger, win };
  }

  it('leaves the sidebar out on bad settings, naming each', () => {
    const { widgets, logger } = boot({ main: { pluginLoadDelay: 0 }, sidebar: { position: 'up' } });
    expect(widgets?.widgets.has('sidebar')).toBe(false);
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the sidebar is not shown: Invalid configuration: sidebar.position: Expected left or right',
      ],
    ]);
  });

  it("shows on startup; the page's CXBus drives SideBar.* and a channel runs its command", async () => {
    const { widgets, logger, win } = boot({
      main: { pluginLoadDelay: 0 },
      sidebar: { position: 'left', channels },
    });
    await widgets?.embed.whenReady();
    const nav = await screen.findByRole('navigation', { name: 'Contact us' }, { timeout: 10_000 });
    expect(nav.getAttribute('data-position')).toBe('left');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Live Chat', 'Phone us']);

    const events: string[] = [];
    win.CXBus!.subscribe('SideBar.expanded', () => events.push('expanded'));
    win.CXBus!.subscribe('SideBar.contracted', () => events.push('contracted'));
    await win.CXBus!.command('SideBar.expand');
    expect(nav.getAttribute('data-strip')).toBe('expanded');
    await win.CXBus!.command('SideBar.contract');
    await waitFor(() => expect(events).toEqual(['expanded', 'contracted']));
    await win.CXBus!.command('SideBar.addButton', { name: 'Search' });
    await expect(win.CXBus!.command('SideBar.addButton', { name: 'Search' })).rejects.toThrow(
      'A SideBar button for Search already exists',
    );
    await waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(3));

    const opens: unknown[] = [];
    const chat = win.CXBus!.registerPlugin('WebChat');
    if (!chat) throw new Error('WebChat is taken');
    chat.registerCommand('open', (event) => {
      opens.push(event.data);
      event.deferred.resolve();
    });
    chat.ready();
    fireEvent.click(within(nav).getByRole('button', { name: 'Live Chat' }));
    await waitFor(() => expect(opens).toHaveLength(1));

    await win.CXBus!.command('SideBar.close');
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
    expect(logger.error).not.toHaveBeenCalled();
  }, 30_000);
});
