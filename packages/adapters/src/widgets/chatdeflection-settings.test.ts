import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { parseChatDeflectionSettings } from './chatdeflection-settings';
import { parseWebChatWidgets } from './webchat-adapter';

const dataURL = 'https://gms.example.com/genesys/2/chat/customer-support';
const knowledgecenter = { host: 'https://kc.example.com/gkc-ws/api', knowledgebases: ['kb1'] };

const windows: Window[] = [];
const booted: BootedWidgets[] = [];
afterEach(async () => {
  for (const widgets of booted.splice(0)) widgets.stop();
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

describe('parseChatDeflectionSettings', () => {
  it('reads _genesys.widgets.chatdeflection, and the knowledge centre beside it', () => {
    expect(
      parseChatDeflectionSettings({
        webchat: { dataURL },
        chatdeflection: { enabled: true, country: 'GB' },
        knowledgecenter,
      }),
    ).toEqual({ deflection: { enabled: true, country: 'GB' }, knowledgeCenter: knowledgecenter });
    expect(parseChatDeflectionSettings({ webchat: { dataURL } })).toBeUndefined();
  });

  it('names every bad setting', () => {
    expect(() =>
      parseChatDeflectionSettings({ chatdeflection: { enabled: 'yes', welcome: 'Hi' } }),
    ).toThrow(
      'Invalid configuration: chatdeflection.enabled: Expected true or false; chatdeflection.welcome: Unknown option',
    );
  });

  it('gives the web chat its deflection prop', () => {
    const settings = parseWebChatWidgets(
      { dataURL },
      { webchat: { dataURL }, chatdeflection: { enabled: true }, knowledgecenter },
    );
    expect(settings.props.deflection).toEqual({ enabled: true });
    expect(settings.knowledgeCenter).toEqual(knowledgecenter);
    expect(
      parseWebChatWidgets({ dataURL }, { webchat: { dataURL } }).props.deflection,
    ).toBeUndefined();
  });
});

describe('the drop-in with chat deflection', () => {
  it('reads chatdeflection and knowledgecenter with the chat, and brings a KnowledgeCenterService', async () => {
    const widgets: GenesysWidgets = {
      main: { pluginLoadDelay: 0 },
      webchat: { dataURL },
      chatdeflection: { enabled: true },
      knowledgecenter,
    };
    const win = Object.assign(new Window(), { _genesys: { widgets } }) as GenesysWindow & Window;
    windows.push(win);
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const boot = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    booted.push(boot!);
    expect(boot?.webChat).toBeDefined();
    await Promise.resolve();
    const names = boot!.embed.app.bus.registry().map((plugin) => plugin.name);
    expect(names).toContain('KnowledgeCenterService');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('without knowledgecenter, shows the chat and says deflection has nothing to search', async () => {
    const widgets: GenesysWidgets = {
      main: { pluginLoadDelay: 0 },
      webchat: { dataURL },
      chatdeflection: { enabled: true },
    };
    const win = Object.assign(new Window(), { _genesys: { widgets } }) as GenesysWindow & Window;
    windows.push(win);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const boot = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    booted.push(boot!);
    await Promise.resolve();
    expect(boot?.webChat).toBeDefined();
    const names = boot!.embed.app.bus.registry().map((plugin) => plugin.name);
    expect(names).not.toContain('KnowledgeCenterService');
    expect(error.mock.calls[0]?.[0]).toBe(
      '[cxkit] chat deflection has no knowledge centre to search:',
    );
    error.mockRestore();
  });
});
