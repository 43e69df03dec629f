import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { OffersSettingsError, parseOffersSettings } from './offers-settings';

function refusal(settings: unknown): OffersSettingsError {
  try {
    parseOffersSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(OffersSettingsError);
    return error as OffersSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

const offer = {
  mode: 'overlay',
  headline: 'Free shipping this week',
  body: 'Order before Sunday.',
  button: 'Chat now',
  cta: { command: 'WebChat.open', commandOptions: { form: { autoSubmit: false } } },
} as const;

describe('parseOffersSettings', () => {
  it('reads the offer, the legacy ctaURL included, listing what cxkit does not read', () => {
    expect(parseOffersSettings({ ...offer, ctaURL: 'https://example.com' })).toEqual({
      options: { ...offer, ctaURL: 'https://example.com' },
      ignored: [],
    });
    expect(
      parseOffersSettings({ ...offer, cta: { ...offer.cta, icon: 'star' }, skin: 'dark' }),
    ).toEqual({ options: offer, ignored: ['offers.cta.icon', 'offers.skin'] });
  });

  it('names every bad setting', () => {
    expect(refusal({ mode: 'popup', timeout: 'soon', autoplay: 'yes' }).message).toBe(
      'Invalid configuration: offers.mode: Expected toaster or overlay; offers.timeout: Expected a number of ms above 0; offers.autoplay: Expected true or false',
    );
  });

  it("says the spec's 'Invalid configuration' for empty or missing settings", () => {
    expect(refusal({}).message).toBe('Invalid configuration');
    expect(refusal(undefined).message).toBe('Invalid configuration');
  });
});

describe('bootWidgets with offers settings', () => {
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

  it('leaves Offers out on bad settings, naming each', () => {
    const { widgets, logger } = boot({ main: { pluginLoadDelay: 0 }, offers: { mode: 'x' } });
    expect(widgets?.widgets.has('offers')).toBe(false);
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] Offers is not shown: Invalid configuration: offers.mode: Expected toaster or overlay',
      ],
    ]);
  });

  it('CXBus Offers.open shows the configured offer; its CTA runs the command; close rejects after', async () => {
    const { widgets, logger, win } = boot({ main: { pluginLoadDelay: 0 }, offers: offer });
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    await waitFor(() => expect(bus.registry().map((plugin) => plugin.name)).toContain('Offers'));
    const chatOpens: unknown[] = [];
    const chat = win.CXBus!.registerPlugin('WebChat');
    if (!chat) throw new Error('WebChat taken');
    chat.registerCommand('open', (event: { data: unknown; deferred: { resolve(): void } }) => {
      chatOpens.push(event.data);
      event.deferred.resolve();
    });
    chat.ready();
    await win.CXBus!.command('Offers.open');
    const dialog = await screen.findByRole('dialog', { name: 'Offers' });
    expect(within(dialog).getByText('Free shipping this week')).toBeDefined();
    await expect(win.CXBus!.command('Offers.open')).rejects.toMatchObject({
      message: 'Already open',
      code: 'mediaBusy',
    });
    within(dialog).getByRole('button', { name: 'Chat now' }).click();
    await waitFor(() => expect(chatOpens).toEqual([{ form: { autoSubmit: false } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bus.untyped.command('Offers.close')).rejects.toThrow('already closed');
    expect(logger.error).not.toHaveBeenCalled();
    widgets?.stop();
    expect(document.querySelector('[data-cxkit-widgets]')).toBeNull();
  }, 30_000);
});
