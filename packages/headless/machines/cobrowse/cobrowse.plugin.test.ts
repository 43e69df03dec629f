import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { createActor } from 'xstate';
import { chatSessionMachine } from '../chat-session/chat-session.machine';
import { attachChatPlugin } from '../chat-session/chat-session.plugin';
import { createFakeChatTransport } from '../testing/fake-chat-transport';
import { createMemorySessionStore } from '../testing/stores';
import { createFakeCoBrowseScript } from '../testing/fake-cobrowse-script';
import { registerLazyCoBrowse } from './cobrowse.lazy';
import { coBrowseWidget } from './cobrowse.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => vi.advanceTimersByTimeAsync(0);
const src = '/cobrowse/js/gcb.min.js';

function page(options = { src, url: '/cobrowse' }) {
  const bus = createBus({ logger: silent });
  const script = createFakeCoBrowseScript({ startsWith: '535176834' });
  const events: BusEvent[] = [];
  bus.untyped.subscribe('CoBrowse.*', (event: BusEvent) => {
    if (event.event !== 'CoBrowse.ready') events.push(event);
  });
  const start = () => startWidget(coBrowseWidget, { options, load: script.load }, { bus });
  return { bus, script, events, start, names: () => events.map((event) => event.event) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CoBrowse plugin', () => {
  it('registers the table', () => {
    const { bus, start } = page();
    start();
    const entry = bus.registry().find((plugin) => plugin.name === 'CoBrowse');
    expect(entry?.commands).toEqual([
      'configure',
      'open',
      'close',
      'startSession',
      'stopSession',
      'getState',
    ]);
    expect(entry?.events).toEqual(
      expect.arrayContaining([
        'opened',
        'closed',
        'stateChanged',
        'sessionStarted',
        'sessionEnded',
      ]),
    );
  });

  it('goes online, starts, refuses a second start while pending, and ends', async () => {
    const { bus, script, events, start, names } = page();
    start();
    await expect(bus.command('CoBrowse.startSession')).rejects.toThrow('API is not available');
    script.ready();
    await flush();
    expect(await bus.command('CoBrowse.getState')).toEqual({
      online: true,
      active: false,
      pending: false,
    });
    await bus.command('CoBrowse.startSession');
    await expect(bus.command('CoBrowse.startSession')).rejects.toThrow(
      'A previous Cobrowse session is still waiting to start',
    );
    await vi.advanceTimersByTimeAsync(3000);
    await bus.command('CoBrowse.stopSession');
    expect(names()).toEqual([
      'CoBrowse.stateChanged',
      'CoBrowse.stateChanged',
      'CoBrowse.sessionStarted',
      'CoBrowse.stateChanged',
      'CoBrowse.stateChanged',
      'CoBrowse.sessionEnded',
      'CoBrowse.stateChanged',
    ]);
    expect(
      events.filter((event) => event.event === 'CoBrowse.stateChanged').map((e) => e.data),
    ).toEqual([
      { online: true, active: false, pending: false },
      { online: true, active: false, pending: true },
      { online: true, active: true, pending: true },
      { online: true, active: true, pending: false },
      { online: true, active: false, pending: false },
    ]);
    expect(events.find((event) => event.event === 'CoBrowse.sessionStarted')?.data).toEqual({
      sessionId: '535176834',
    });
  });

  it('opens and closes the warning with the table texts when already so', async () => {
    const { bus, start, names } = page();
    start();
    await expect(bus.command('CoBrowse.close')).rejects.toThrow('Already closed');
    await bus.command('CoBrowse.open');
    await expect(bus.command('CoBrowse.open')).rejects.toThrow('Already opened');
    await bus.command('CoBrowse.close');
    expect(names()).toEqual(['CoBrowse.opened', 'CoBrowse.closed']);
  });

  it('configures the script from the bus, naming bad settings', async () => {
    const { bus, script, start } = page({} as never);
    start();
    await expect(bus.command('CoBrowse.configure', { src: 42 })).rejects.toThrow(
      'cobrowse.src: Expected a URL',
    );
    await bus.command('CoBrowse.configure', { src, url: '/cobrowse' });
    expect(script.requests).toEqual([{ src, url: '/cobrowse', config: {} }]);
  });

  it('answers offline before its code loads, and runs the kept commands once it does', async () => {
    const { bus, script, start } = page();
    const load = vi.fn(() => void start());
    registerLazyCoBrowse(bus, { load });
    expect(await bus.command('CoBrowse.getState')).toEqual({
      online: false,
      active: false,
      pending: false,
    });
    await expect(bus.command('CoBrowse.close')).rejects.toThrow('Already closed');
    await bus.command('CoBrowse.stopSession');
    expect(load).not.toHaveBeenCalled();
    await bus.command('CoBrowse.open');
    expect(load).toHaveBeenCalled();
    script.ready();
    await flush();
    expect(await bus.command('CoBrowse.getState')).toMatchObject({ online: true });
  });

  it('tells a running chat that co-browse started (its metadata records it)', async () => {
    const { bus, script, start } = page();
    const chat = createActor(chatSessionMachine, {
      input: {
        transport: createFakeChatTransport(() => 0),
        store: createMemorySessionStore(),
        now: () => 0,
        page: () => ({ mobile: false, referrer: '', url: '', title: '', browser: '', os: '' }),
      },
    }).start();
    attachChatPlugin(bus, chat);
    start();
    script.ready();
    await flush();
    chat.send({ type: 'session.start', form: { firstName: 'Ada' } });
    await flush();
    expect(chat.getSnapshot().context.metadata.coBrowseInitiated).toBe(false);
    await bus.command('CoBrowse.startSession');
    expect(chat.getSnapshot().context.metadata.coBrowseInitiated).toBe(true);
  });
});
