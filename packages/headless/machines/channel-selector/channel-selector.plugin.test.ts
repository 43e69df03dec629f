import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { registerLazyChannelSelector } from './channel-selector.lazy';
import { noChannelsText, type ChannelSelectorOptionsInput } from './channel-selector.options';
import { channelSelectorWidget } from './channel-selector.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const channels: ChannelSelectorOptionsInput['channels'] = [
  { name: 'chat', clickCommand: 'WebChat.open', ewt: { display: true, queue: 'VQ_Chat' } },
  {
    name: 'callback',
    clickCommand: 'Callback.open',
    clickOptions: { form: { firstname: 'Ada' } },
    ewt: { display: true, queue: 'VQ_Callback' },
  },
  { name: 'cobrowse', clickCommand: 'CoBrowse.open' },
];

/** A page with the channel selector, a fake StatsService, a fake Callback and a fake CoBrowse plugin on its bus. */
function page(options: ChannelSelectorOptionsInput = { channels }) {
  const bus = createBus({ logger: silent });
  const stats = bus.registerPlugin('StatsService', { commandsBeforeReady: true });
  stats.registerEvents(['updated']);
  const getStats = vi.fn(async () => {
    stats.publish('updated', { ewt: { VQ_Chat: 0, VQ_Callback: 200 }, response: {} });
    return { estimates: {}, response: {} };
  });
  stats.registerCommand('getStats', getStats);
  // By a name the bus does not type: a stand-in with only what the test reads.
  const callback = bus.registerPlugin('Callback' as string, { commandsBeforeReady: true });
  callback.registerEvents(['opened']);
  const openCallback = vi.fn(async () => {
    callback.publish('opened', {});
  });
  callback.registerCommand('open', openCallback);
  const coBrowse = bus.registerPlugin('CoBrowse', { commandsBeforeReady: true });
  coBrowse.registerEvents(['stateChanged']);
  coBrowse.registerCommand('getState', async () => ({
    online: true,
    active: false,
    pending: false,
  }));
  const events: string[] = [];
  bus.untyped.subscribe('*', (event: BusEvent) => {
    if (!event.event.endsWith('.ready') && !event.event.startsWith('StatsService'))
      events.push(event.event);
  });
  const windows = createWindowGroup();
  const onRunError = vi.fn();
  const widget = startWidget(
    channelSelectorWidget,
    { options, group: windows, onRunError },
    { bus },
  );
  const actor = widget.actors.channelSelector;
  return { bus, getStats, openCallback, coBrowse, events, windows, widget, actor, onRunError };
}

describe('ChannelSelector plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'ChannelSelector');
    expect(entry?.commands).toEqual([
      'open',
      'close',
      'configure',
      'enableStats',
      'disableStats',
      'displayStats',
    ]);
    expect(entry?.events).toEqual(expect.arrayContaining(['opened', 'closed']));
  });

  it('opens, asks StatsService.getStats for the unique queues, and renders its updated', async () => {
    const { bus, getStats, actor, events } = page();
    await bus.command('ChannelSelector.open');
    await flush();
    expect(getStats).toHaveBeenCalledWith(
      { group: 'EWT', vqName: ['VQ_Chat', 'VQ_Callback'] },
      expect.anything(),
    );
    const { estimates } = actor.getSnapshot().context;
    expect(estimates).toEqual({ VQ_Chat: 0, VQ_Callback: 200 });
    expect(events).toEqual(['ChannelSelector.opened']);
    await expect(bus.command('ChannelSelector.open')).rejects.toThrow('Already open');
  });

  it('closes, then runs the channel command: closed is published before the channel opens', async () => {
    const { bus, openCallback, actor, events } = page();
    await bus.command('ChannelSelector.open');
    await flush();
    actor.send({ type: 'channel.select', name: 'callback' });
    await flush();
    await flush();
    expect(openCallback).toHaveBeenCalledWith({ form: { firstname: 'Ada' } }, expect.anything());
    expect(events).toEqual(['ChannelSelector.opened', 'ChannelSelector.closed', 'Callback.opened']);
  });

  it('runs a channel onClick instead of its command, given the bus', async () => {
    const onClick = vi.fn();
    const { bus, actor, openCallback } = page({
      channels: [{ name: 'custom', clickCommand: 'Callback.open', onClick }],
    });
    await bus.command('ChannelSelector.open');
    actor.send({ type: 'channel.select', name: 'custom' });
    await flush();
    expect(onClick).toHaveBeenCalledWith({
      channel: expect.objectContaining({ name: 'custom' }),
      bus,
    });
    expect(openCallback).not.toHaveBeenCalled();
  });

  it('tells a failed channel command to onRunError', async () => {
    const { bus, actor, onRunError } = page({
      channels: [{ name: 'c2c', clickCommand: 'ClickToCall.open' }],
    });
    await bus.command('ChannelSelector.open');
    actor.send({ type: 'channel.select', name: 'c2c' });
    await flush();
    await flush();
    expect(onRunError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/does not exist/) }),
      expect.objectContaining({ name: 'c2c' }),
    );
  });

  it('reads co-browse on open and follows stateChanged', async () => {
    const { bus, actor, coBrowse } = page();
    const disabled = () =>
      actor.getSnapshot().context.coBrowse.online === false ||
      actor.getSnapshot().context.coBrowse.active;
    expect(disabled()).toBe(true);
    await bus.command('ChannelSelector.open');
    await flush();
    expect(disabled()).toBe(false);
    coBrowse.publish('stateChanged', { online: true, active: true, pending: false });
    await flush();
    expect(disabled()).toBe(true);
  });

  it('rejects close when closed, and the stats commands unless open', async () => {
    const { bus } = page();
    await expect(bus.command('ChannelSelector.close')).rejects.toThrow('Already closed');
    await expect(bus.command('ChannelSelector.enableStats')).rejects.toThrow(/not currently open/);
    await expect(bus.command('ChannelSelector.disableStats')).rejects.toThrow(/not currently open/);
    await expect(bus.command('ChannelSelector.displayStats')).resolves.toBeUndefined();
    await bus.command('ChannelSelector.open');
    await bus.command('ChannelSelector.disableStats');
    await bus.command('ChannelSelector.enableStats');
    await bus.command('ChannelSelector.close');
  });

  it('needs at least one channel to configure and to open', async () => {
    const { bus } = page({});
    await expect(bus.command('ChannelSelector.open')).rejects.toThrow(noChannelsText);
    await expect(bus.command('ChannelSelector.configure', {})).rejects.toThrow(noChannelsText);
    await expect(bus.command('ChannelSelector.configure', { channels: [] })).rejects.toThrow(
      'Invalid configuration. Please ensure atleast one channel is configured.',
    );
    await expect(
      bus.command('ChannelSelector.configure', {
        channels: [{ name: 'x', ewt: { availabilityThresholdMin: -1 } }],
        ewtRefreshInterval: 'often',
      } as never),
    ).rejects.toThrow(
      /channelselector\.channels\.0\.ewt\.availabilityThresholdMin: .*; channelselector\.ewtRefreshInterval/,
    );
    await bus.command('ChannelSelector.configure', { channels });
    await bus.command('ChannelSelector.open');
  });

  it('is closed by App.closeAll (the window group)', async () => {
    const { bus, windows, events } = page();
    await bus.command('ChannelSelector.open');
    windows.closeAll();
    await flush();
    expect(events).toEqual(['ChannelSelector.opened', 'ChannelSelector.closed']);
  });

  it('is on the bus before its code loads, and runs the open once it has', async () => {
    const bus = createBus({ logger: silent });
    let started: ReturnType<typeof startWidget<unknown, never>> | undefined;
    const load = vi.fn(() => {
      started ??= startWidget(channelSelectorWidget, { options: { channels } }, { bus }) as never;
    });
    const lazy = registerLazyChannelSelector(bus, { load });
    await expect(bus.command('ChannelSelector.close')).rejects.toThrow('Already closed');
    await expect(bus.command('ChannelSelector.enableStats')).rejects.toThrow(/not currently open/);
    await expect(bus.command('ChannelSelector.displayStats')).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await bus.command('ChannelSelector.open');
    expect(load).toHaveBeenCalledWith('open');
    expect(lazy.bound).toBe(true);
    await bus.command('ChannelSelector.close');
  });
});
