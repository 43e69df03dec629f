import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { selectChannelSelectorView } from './channel-selector.connect';
import { channelSelectorMachine } from './channel-selector.machine';
import type { ChannelSelectorOptionsInput } from './channel-selector.options';
import { resolveChannelSelectorOptions } from './channel-selector.options';
import type { ChannelSelectorEmitted, CoBrowseSource } from './channel-selector.types';

const channels: ChannelSelectorOptionsInput['channels'] = [
  { name: 'chat', clickCommand: 'WebChat.open', ewt: { display: true, queue: 'VQ_Chat' } },
  {
    name: 'callback',
    clickCommand: 'Callback.open',
    ewt: { display: true, queue: 'VQ_Callback', hideChannelWhenThresholdMax: false },
  },
  { name: 'callus', clickCommand: 'CallUs.open' },
  { name: 'cobrowse', clickCommand: 'CoBrowse.open' },
];

/** A stats service stand-in: records each request, and tells the waits to the feed. */
function fakeStats() {
  const listeners = new Set<(ewt: Record<string, number>) => void>();
  const requests: { queues: readonly string[]; servicePlugin: string }[] = [];
  return {
    requests,
    tell: (ewt: Record<string, number>) => {
      for (const listener of listeners) listener(ewt);
    },
    source: {
      request: vi.fn(async (queues: readonly string[], servicePlugin: string) => {
        requests.push({ queues, servicePlugin });
      }),
      subscribe: (_plugin: string, listener: (ewt: Record<string, number>) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

function fakeCoBrowse(initial: CoBrowseState) {
  const listeners = new Set<(state: CoBrowseState) => void>();
  const source: CoBrowseSource = {
    getState: vi.fn(async () => initial),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    listeners,
    tell: (state: CoBrowseState) => {
      for (const listener of listeners) listener(state);
    },
  };
}

function start(options: ChannelSelectorOptionsInput = { channels }) {
  const stats = fakeStats();
  const coBrowse = fakeCoBrowse({ online: true, active: false, pending: false });
  const group = createWindowGroup();
  const actor = createActor(channelSelectorMachine, {
    input: { options, stats: stats.source, coBrowse: coBrowse.source, group },
  });
  const emitted: ChannelSelectorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectChannelSelectorView(actor.getSnapshot());
  const tile = (name: string) => view().tiles.find((candidate) => candidate.name === name)!;
  return { actor, stats, coBrowse, group, emitted, view, tile };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('channel selector machine', () => {
  it('reads the unique queues on open and every 10 s while open, none while closed', async () => {
    const { actor, stats } = start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stats.requests).toEqual([]);
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stats.requests).toEqual([
      { queues: ['VQ_Chat', 'VQ_Callback'], servicePlugin: 'StatsService' },
    ]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(stats.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stats.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(stats.requests).toHaveLength(4);
    actor.send({ type: 'window.close' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stats.requests).toHaveLength(4);
  });

  it('takes the refresh from ewtRefreshInterval and the plugin from servicePlugin', async () => {
    const { actor, stats } = start({ channels, ewtRefreshInterval: 2, servicePlugin: 'MyStats' });
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(stats.requests).toHaveLength(3);
    expect(stats.requests[0]!.servicePlugin).toBe('MyStats');
  });

  it('reads nothing when no channel shows its wait', async () => {
    const { actor, stats } = start({ channels: [{ name: 'callus', clickCommand: 'CallUs.open' }] });
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stats.requests).toEqual([]);
  });

  it('renders the waits the service tells, in whole minutes', () => {
    const { actor, stats, tile } = start();
    actor.send({ type: 'window.open' });
    stats.tell({ VQ_Chat: 0, VQ_Callback: 125 });
    expect(tile('chat').status).toEqual({ kind: 'available' });
    expect(tile('callback').status).toEqual({ kind: 'warning', minutes: 2 });
    stats.tell({ VQ_Callback: 400 });
    expect(tile('chat').status).toEqual({ kind: 'available' });
    expect(tile('callback').status).toEqual({ kind: 'alert', minutes: 7 });
    stats.tell({ VQ_Chat: 480, VQ_Callback: 480 });
    expect(tile('chat')).toMatchObject({ hidden: true });
    expect(tile('callback')).toMatchObject({ disabled: true, status: { kind: 'unavailable' } });
  });

  it('stops reading on stats.disable, reads once on stats.display, and again on stats.enable', async () => {
    const { actor, stats } = start();
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'stats.disable' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stats.requests).toHaveLength(1);
    actor.send({ type: 'stats.display' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stats.requests).toHaveLength(2);
    actor.send({ type: 'stats.enable' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stats.requests).toHaveLength(4);
    actor.send({ type: 'stats.display' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stats.requests).toHaveLength(5);
  });

  it('keeps reading after a failed request', async () => {
    const { actor, stats } = start();
    stats.source.request.mockRejectedValueOnce(
      new Error('EWT request failed due to unknown reason'),
    );
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stats.source.request).toHaveBeenCalledTimes(2);
  });

  it('closes before telling the channel chosen; a disabled or hidden tile does nothing', () => {
    const { actor, stats, emitted, view } = start();
    actor.send({ type: 'window.open' });
    stats.tell({ VQ_Chat: 600, VQ_Callback: 600 });
    actor.send({ type: 'channel.select', name: 'chat' });
    actor.send({ type: 'channel.select', name: 'callback' });
    actor.send({ type: 'channel.select', name: 'nothing' });
    expect(view().window).toBe('open');
    actor.send({ type: 'channel.select', name: 'callus' });
    expect(view().window).toBe('closed');
    expect(emitted.map((event) => event.type)).toEqual(['opened', 'closed', 'selected']);
    expect(emitted[2]).toMatchObject({ channel: { name: 'callus', clickCommand: 'CallUs.open' } });
  });

  it('follows co-browse while it shows: the tile is disabled while active or offline', async () => {
    const { actor, coBrowse, tile } = start();
    expect(tile('cobrowse').disabled).toBe(true);
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(coBrowse.source.getState).toHaveBeenCalledTimes(1);
    expect(tile('cobrowse').disabled).toBe(false);
    coBrowse.tell({ online: true, active: true, pending: false });
    expect(tile('cobrowse').disabled).toBe(true);
    actor.send({ type: 'window.close' });
    expect(coBrowse.listeners.size).toBe(0);
  });

  it('joins the window group, so closeAll closes it, without closing the exclusive channels', () => {
    const { actor, group, emitted } = start();
    const callback = vi.fn();
    group.join({ name: 'Callback', close: callback });
    actor.send({ type: 'window.open' });
    expect(group.members()).toContain('ChannelSelector');
    expect(callback).not.toHaveBeenCalled();
    group.closeAll();
    expect(actor.getSnapshot().matches({ window: 'closed' })).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['opened', 'closed']);
  });

  it('starts reading when configured with waits while open', async () => {
    const { actor, stats } = start({ channels: [{ name: 'callus', clickCommand: 'CallUs.open' }] });
    actor.send({ type: 'window.open' });
    actor.send({ type: 'widget.configure', options: resolveChannelSelectorOptions({ channels }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(stats.requests).toHaveLength(1);
  });

  it('follows the mobile mode the app tells', () => {
    const { actor, view } = start();
    actor.send({ type: 'viewport.change', mobile: true });
    expect(view().mobile).toBe(true);
  });

  it('refuses settings it cannot use, naming each', () => {
    const actor = createActor(channelSelectorMachine, {
      input: { options: { channels: [{ name: '' }], ewtRefreshInterval: 0 } as never },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toMatch(
      /channelselector\.channels\.0\.name: Expected a channel name.*ewtRefreshInterval/,
    );
  });
});
