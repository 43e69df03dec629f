import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { parseSendMessageSettings, SendMessageSettingsError } from './sendmessage-settings';

const dataURL = 'https://gms.example.com/genesys/2/email/email-web';

function refusal(settings: unknown): SendMessageSettingsError {
  try {
    parseSendMessageSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(SendMessageSettingsError);
    return error as SendMessageSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseSendMessageSettings', () => {
  it("reads every key of service-protocols 9, 10 and 13 §8.2: the service's and the window's", () => {
    const form = { inputs: [{ name: 'email' }] };
    const sendmessage = {
      dataURL,
      apikey: 1234,
      ccid: 'cc-1',
      ajaxTimeout: 5000,
      uploadsEnabled: false,
      userData: { cfgKey: 'sm' },
      formValidation: false,
      form,
      SendMessageButton: {
        enabled: true,
        openDelay: 500,
        effect: 'slide',
        effectDuration: 200,
        servicePlugin: 'SendMessageService',
      },
    };
    expect(parseSendMessageSettings(sendmessage)).toEqual({
      service: {
        dataURL,
        apikey: '1234',
        ccid: 'cc-1',
        ajaxTimeout: 5000,
        uploadsEnabled: false,
        userData: { cfgKey: 'sm' },
      },
      window: {
        formValidation: false,
        form,
        uploadsEnabled: false,
        SendMessageButton: sendmessage.SendMessageButton,
      },
      ignored: [],
    });
  });

  it("lists what no one reads, the button's template included", () => {
    expect(
      parseSendMessageSettings({ dataURL, skin: 'x', SendMessageButton: { template: '<b/>' } }),
    ).toEqual({
      service: { dataURL },
      window: { SendMessageButton: {} },
      ignored: ['sendmessage.skin', 'sendmessage.SendMessageButton.template'],
    });
  });

  it('names every bad key in one error', () => {
    const error = refusal({
      dataURL: 42,
      ajaxTimeout: -1,
      formValidation: 'yes',
      SendMessageButton: { effect: 'spin' },
    });
    expect(error.issues.map((issue) => issue.field)).toEqual([
      'sendmessage.dataURL',
      'sendmessage.ajaxTimeout',
      'sendmessage.formValidation',
      'sendmessage.SendMessageButton.effect',
    ]);
    expect(error.message).toMatch(/^Invalid configuration: sendmessage\.dataURL: Expected a URL; /);
  });

  it("says 'Invalid configuration' for empty or missing settings", () => {
    expect(refusal({}).message).toBe('Invalid configuration');
    expect(refusal(undefined).message).toBe('Invalid configuration');
  });
});

describe('bootWidgets with sendmessage settings', () => {
  const booted: BootedWidgets[] = [];
  afterEach(() => {
    for (const widgets of booted.splice(0)) widgets.stop();
    delete (window as GenesysWindow)._genesys;
    vi.unstubAllGlobals();
  });

  function boot(widgets: GenesysWidgets) {
    const win = window as unknown as GenesysWindow;
    win._genesys = { widgets };
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const result = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    if (result) booted.push(result);
    return { widgets: result, logger };
  }

  const main = { pluginLoadDelay: 0 };

  async function pluginsOf(widgets: BootedWidgets | undefined) {
    await widgets?.embed.whenReady();
    const registry = () => widgets?.embed.app.bus.registry() ?? [];
    await waitFor(() => expect(registry().map((plugin) => plugin.name)).toContain('SendMessage'));
    return registry();
  }

  it('puts SendMessage and SendMessageService on the bus', async () => {
    const { widgets, logger } = boot({ main, sendmessage: { dataURL } });
    const registry = await pluginsOf(widgets);
    const commands = (name: string) =>
      registry.find((plugin) => plugin.name === name)?.commands ?? [];
    expect(commands('SendMessage')).toEqual([
      'open',
      'close',
      'minimize',
      'submit',
      'configure',
      'showSendMessageButton',
      'hideSendMessageButton',
    ]);
    expect(commands('SendMessageService')).toEqual(
      expect.arrayContaining(['configure', 'sendForm']),
    );
    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['sendmessage', 'overlay', 'toaster']);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('leaves the SendMessage out on bad settings, naming each', () => {
    const { widgets, logger } = boot({ main, sendmessage: { dataURL, formValidation: 'yes' } });
    expect(widgets?.widgets.has('sendmessage')).toBe(false);
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the SendMessage is not shown: Invalid configuration: sendmessage.formValidation: Expected true or false',
      ],
    ]);
  });

  it('SendMessage.open shows the window, and Send posts to the configured dataURL with its headers', async () => {
    const posted: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        posted.push(input);
        return new Response(JSON.stringify({ interactionId: 'em-1' }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { widgets } = boot({
      main,
      sendmessage: { dataURL, apikey: 'k', ccid: 'cc-1', formValidation: false },
    });
    await pluginsOf(widgets);
    await widgets?.embed.app.bus.untyped.command('SendMessage.open');
    const window = await screen.findByRole('region', { name: 'Send Message' });
    fireEvent.click(within(window).getByRole('button', { name: 'Send' }));
    await within(window).findByText('Your message has been sent...', {}, { timeout: 10_000 });
    expect(posted[0]?.url).toBe(dataURL);
    expect(posted[0]?.headers.get('apikey')).toBe('k');
    expect(posted[0]?.headers.get('contactcenterid')).toBe('cc-1');
  }, 30_000);
});
