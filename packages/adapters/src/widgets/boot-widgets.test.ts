import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';

const windows: Window[] = [];
const booted: BootedWidgets[] = [];

afterEach(async () => {
  for (const widgets of booted.splice(0)) widgets.stop();
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

/** A happy-dom window whose page defined `window._genesys.widgets`. */
function page(widgets: GenesysWidgets): GenesysWindow & Window {
  const win = Object.assign(new Window(), { _genesys: { widgets } });
  windows.push(win);
  return win;
}

function boot(win: GenesysWindow) {
  const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
  const widgets = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
  if (widgets) booted.push(widgets);
  return { widgets, logger };
}

const main = { pluginLoadDelay: 0 };
const dataURL = 'https://gms.example.com/genesys/2/chat/customer-support';

describe('bootWidgets', () => {
  it('mounts the web chat at the end of the body, and reads webchat without calling it unread', () => {
    const win = page({ main, webchat: { dataURL }, callback: {} });
    const { widgets, logger } = boot(win);

    expect(win.CXBus).toBe(widgets?.embed.cxbus);
    expect(widgets?.webChat?.container.parentElement).toBe(win.document.body);
    expect(win.document.body.lastElementChild).toBe(widgets?.webChat?.container);
    expect(logger.warn.mock.calls).toEqual([
      [
        '[cxkit] the embed boots the app and bus only and does not read these widget settings: callback; load @cxkit/adapters/widgets for the web chat, or mount the widgets from @cxkit/reference-ui',
      ],
    ]);
    expect(logger.error).not.toHaveBeenCalled();

    widgets?.stop();
    expect(win.document.querySelector('[data-cxkit-widgets]')).toBeNull();
    expect(win.CXBus).toBeUndefined();
  });

  it('names the webchat settings it ignores, once', () => {
    const { logger } = boot(
      page({ main, webchat: { dataURL, pollRate: 3000, ariaIdleAlertIntervals: [50, 25, 10] } }),
    );
    expect(logger.warn.mock.calls).toEqual([
      [
        '[cxkit] ignoring webchat settings cxkit does not support: webchat.pollRate, webchat.ariaIdleAlertIntervals',
      ],
    ]);
  });

  it('leaves the chat out on bad settings, naming each, and keeps the app and CXBus', async () => {
    const win = page({ main, webchat: { dataURL: 42, chatButton: { openDelay: -1 } } });
    const { widgets, logger } = boot(win);

    expect(widgets?.webChat).toBeUndefined();
    expect(win.document.querySelector('[data-cxkit-widgets]')).toBeNull();
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the web chat is not shown: Invalid configuration: webchat.dataURL: Expected a URL; webchat.chatButton.openDelay: Expected a number of ms from 0 to 2147483647',
      ],
    ]);
    await widgets?.embed.whenReady();
    await expect(win.CXBus?.command('App.getTheme')).resolves.toMatchObject({ theme: 'dark' });
  });

  it("says the spec's 'Invalid configuration' for empty settings", () => {
    const { widgets, logger } = boot(page({ main, webchat: {} }));
    expect(widgets?.webChat).toBeUndefined();
    expect(logger.error.mock.calls).toEqual([
      ['[cxkit] the web chat is not shown: Invalid configuration'],
    ]);
  });

  it('boots nothing without settings, and logs a bad main instead of throwing', () => {
    const bare = new Window();
    windows.push(bare);
    expect(boot(bare).widgets).toBeUndefined();
    const { widgets, logger } = boot(page({ main: { timeFormat: 13 }, webchat: { dataURL } }));
    expect(widgets).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]?.[1])).toContain('timeFormat');
  });
});
