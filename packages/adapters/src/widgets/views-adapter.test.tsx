import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { parseViewSettings } from './views-settings';

describe('parseViewSettings', () => {
  it('needs no settings, lists the keys a page has anyway, refuses a non-object', () => {
    expect(parseViewSettings('overlay', undefined)).toEqual({ ignored: [] });
    expect(parseViewSettings('toaster', { skin: 'dark' })).toEqual({ ignored: ['toaster.skin'] });
    expect(() => parseViewSettings('overlay', 'yes')).toThrow('Invalid configuration');
  });
});

describe('bootWidgets: the overlay and the toaster', () => {
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

  it('boot on a page without settings of theirs, and CXBus.command opens and closes the overlay', async () => {
    const { widgets, logger, win } = boot({ main: { pluginLoadDelay: 0 } });
    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['overlay', 'toaster']);
    await widgets?.embed.whenReady();
    const cxbus = (
      win as unknown as {
        CXBus: { command(name: string, options?: unknown): PromiseLike<unknown> };
      }
    ).CXBus;
    const bus = widgets!.embed.app.bus;
    await waitFor(() =>
      expect(bus.registry().map((plugin) => plugin.name)).toEqual(
        expect.arrayContaining(['Overlay', 'Toaster']),
      ),
    );
    // The view's code loads on this first command (a cold transform in the test run).
    await cxbus.command('Overlay.open', { html: '<p>Spring <b>sale</b></p>', immutable: true });
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    await waitFor(() => expect(dialog.innerHTML).toContain('<b>sale</b>'));
    expect(widgets!.embed.app.views.overlay.getSnapshot().context.reservedBy).toBeDefined();

    const offers = bus.registerPlugin('Offers');
    await expect(offers.command('Overlay.open', { html: '<p>x</p>' })).rejects.toThrow(
      /^Overlay view is currently reserved by /,
    );
    // The legacy deferred fails with the spec's text: html is required.
    const refused = await new Promise((resolve) => {
      cxbus.command('Overlay.open', {}).then(undefined, resolve);
    });
    expect(String(refused)).toContain('No content was provided...');
    await cxbus.command('Overlay.close');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logger.error).not.toHaveBeenCalled();
  }, 30_000);

  it('Toaster.open shows a generic toaster; Toaster.close closes it', async () => {
    const { widgets } = boot({ main: { pluginLoadDelay: 0 }, toaster: {} });
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    await waitFor(() => expect(bus.registry().map((plugin) => plugin.name)).toContain('Toaster'));
    await bus.command('Toaster.open', { title: 'Need help?', body: 'Chat with us' });
    await screen.findByRole('dialog', { name: 'Need help?' });
    await bus.command('Toaster.close');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bus.command('Toaster.close')).rejects.toThrow('already closed');
  }, 30_000);

  it('warn about settings cxkit does not read', () => {
    const { logger } = boot({ main: { pluginLoadDelay: 0 }, overlay: { theme: 'x' } });
    expect(logger.warn).toHaveBeenCalledWith(
      '[cxkit] ignoring overlay settings cxkit does not support: overlay.theme',
    );
  });
});
