import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { CallUsSettingsError, parseCallUsSettings } from './callus-settings';

function refusal(settings: unknown): CallUsSettingsError {
  try {
    parseCallUsSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(CallUsSettingsError);
    return error as CallUsSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

const contacts = [
  { displayName: 'Payments', i18n: 'Number001', number: '1 202 555 0162' },
  { displayName: 'Sales', number: '+44 20 7946 0958' },
];
const hours = ['8am - 8pm Mon - Fri', '10am - 6pm Sat - Sun'];

describe('parseCallUsSettings', () => {
  it('reads contacts, hours and the custom content, listing what cxkit does not read', () => {
    expect(parseCallUsSettings({ contacts, hours })).toEqual({
      options: { contacts, hours },
      ignored: [],
    });
    expect(
      parseCallUsSettings({
        contacts: [{ ...contacts[0], icon: 'phone' }],
        hours,
        content: '<p>Call us</p>',
        contentScripts: true,
        skin: 'dark',
      }),
    ).toEqual({
      options: {
        contacts: [contacts[0]],
        hours,
        content: '<p>Call us</p>',
        contentScripts: true,
      },
      ignored: ['callus.contacts.0.icon', 'callus.skin'],
    });
  });

  it('names every bad setting', () => {
    expect(
      refusal({
        contacts: [{ displayName: 'Sales' }, 'x'],
        hours: 'all day',
        contentScripts: 'yes',
      }).message,
    ).toBe(
      'Invalid configuration: callus.contacts.0.number: Expected a phone number; callus.contacts.1: Expected a contact { displayName, i18n, number }; callus.hours: Expected a list of texts; callus.contentScripts: Expected true or false',
    );
  });

  it("says the spec's 'Invalid configuration' for empty or missing settings", () => {
    expect(refusal({}).message).toBe('Invalid configuration');
    expect(refusal(undefined).message).toBe('Invalid configuration');
  });
});

describe('bootWidgets with callus settings', () => {
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
    return { widgets: result, logger };
  }

  it('leaves Call Us out on bad settings, naming each', () => {
    const { widgets, logger } = boot({ main: { pluginLoadDelay: 0 }, callus: { hours: 'x' } });
    expect(widgets?.widgets.has('callus')).toBe(false);
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] Call Us is not shown: Invalid configuration: callus.hours: Expected a list of texts',
      ],
    ]);
  });

  it('CallUs.open shows the numbers as dial links, labelled from the language pack; Cancel closes', async () => {
    const { widgets, logger } = boot({
      main: { pluginLoadDelay: 0, i18n: { en: { 'callus.Number001': 'Payments and billing' } } },
      callus: { contacts, hours },
    });
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    await waitFor(() => expect(bus.registry().map((plugin) => plugin.name)).toContain('CallUs'));
    // The overlay's code loads on this first command (a cold transform in the test run).
    await bus.untyped.command('CallUs.open');
    const dialog = await screen.findByRole('dialog', { name: 'Call Us' });
    expect(within(dialog).getByText('Payments and billing')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:12025550162', 'tel:+442079460958']);
    await expect(bus.untyped.command('CallUs.open')).rejects.toThrow('Already opened');
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logger.error).not.toHaveBeenCalled();
    widgets?.stop();
    expect(document.querySelector('[data-cxkit-widgets]')).toBeNull();
  }, 30_000);

  it('joins the app window group: opening the Callback closes Call Us', async () => {
    const { widgets } = boot({
      main: { pluginLoadDelay: 0 },
      callus: { contacts },
      callback: { dataURL: 'https://gms.example.com/callback', countryCodes: false },
    });
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    await waitFor(() =>
      expect(bus.registry().map((plugin) => plugin.name)).toEqual(
        expect.arrayContaining(['CallUs', 'Callback']),
      ),
    );
    await bus.untyped.command('CallUs.open');
    await screen.findByRole('dialog', { name: 'Call Us' });
    await bus.untyped.command('Callback.open');
    await screen.findByRole('region', { name: 'Receive a Call' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Call Us' })).toBeNull());
    await bus.untyped.command('CallUs.open');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Receive a Call' })).toBeNull(),
    );
  }, 30_000);
});
