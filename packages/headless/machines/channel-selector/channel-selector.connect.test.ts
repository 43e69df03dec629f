import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connect,
  sameChannelSelectorView,
  selectChannelSelectorView,
  type ChannelSelectorView,
} from './channel-selector.connect';
import { channelSelectorMachine } from './channel-selector.machine';
import { resolveChannel } from './channel-selector.options';
import { offlineCoBrowse, tilesOf } from './channel-selector.status';

const channels = [
  resolveChannel({
    name: 'chat',
    clickCommand: 'WebChat.open',
    ewt: { display: true, queue: 'Q1' },
  }),
  resolveChannel({
    name: 'callback',
    clickCommand: 'Callback.open',
    ewt: { display: true, queue: 'Q2', hideChannelWhenThresholdMax: false },
  }),
  resolveChannel({
    name: 'callus',
    clickCommand: 'CallUs.open',
    ewt: { display: true, queue: 'Q3' },
  }),
  resolveChannel({ name: 'plain', clickCommand: 'CallUs.open' }),
];

const view = (estimates: Record<string, number> = {}): ChannelSelectorView => ({
  id: 'cx-channel-selector',
  name: 'ChannelSelector',
  mobile: false,
  window: 'open',
  tiles: tilesOf(channels, estimates, offlineCoBrowse),
});

const key = (name: string) => ({ key: name, preventDefault: vi.fn() });

describe('channel selector connect', () => {
  it('gives each tile its cx-<name> id, its status and its state', () => {
    const api = connect(view({ Q1: 0, Q2: 900, Q3: 900 }), vi.fn());
    expect(api.isOpen).toBe(true);
    expect(api.visibleTiles.map((tile) => tile.name)).toEqual(['chat', 'callback', 'plain']);
    expect(api.getTileProps('chat')).toMatchObject({
      'data-scope': 'channel-selector',
      'data-part': 'tile',
      id: 'cx-chat',
      type: 'button',
      'data-state': 'available',
      'aria-disabled': undefined,
      'aria-describedby': 'cx-chat-status',
      hidden: undefined,
    });
    expect(api.getTileProps('callback')).toMatchObject({
      'data-state': 'unavailable',
      'aria-disabled': true,
      'data-disabled': true,
    });
    expect(api.getTileProps('callus')).toMatchObject({ 'data-state': 'hidden', hidden: true });
    expect(api.getItemProps('callus')).toMatchObject({ 'data-part': 'item', hidden: true });
    expect(api.getTileProps('plain')).toMatchObject({
      'data-state': 'none',
      'aria-describedby': undefined,
    });
    expect(api.getStatusProps('chat')).toEqual({
      'data-scope': 'channel-selector',
      'data-part': 'status',
      id: 'cx-chat-status',
      'data-state': 'available',
    });
    expect(api.getListProps()).toMatchObject({
      role: 'list',
      'aria-labelledby': 'cx-channel-selector-subtitle',
    });
    expect(api.getSubtitleProps().id).toBe('cx-channel-selector-subtitle');
    expect(() => api.getTileProps('nothing')).toThrow(/no enabled channel is named 'nothing'/);
  });

  it('chooses the channel on click, Enter and Space, and nothing on other keys or taken events', () => {
    const send = vi.fn();
    const tile = connect(view(), send).getTileProps('chat');
    tile.onClick();
    const enter = key('Enter');
    tile.onKeyDown(enter);
    expect(enter.preventDefault).toHaveBeenCalled();
    tile.onKeyDown(key(' '));
    tile.onKeyDown(key('a'));
    tile.onKeyDown({ ...key('Enter'), defaultPrevented: true });
    tile.onClick({ defaultPrevented: true });
    expect(send.mock.calls).toEqual([
      [{ type: 'channel.select', name: 'chat' }],
      [{ type: 'channel.select', name: 'chat' }],
      [{ type: 'channel.select', name: 'chat' }],
    ]);
  });

  it('sends the window commands', () => {
    const send = vi.fn();
    const api = connect(view(), send);
    api.open();
    api.close();
    api.select('callback');
    api.resize(360);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'window.open' },
      { type: 'window.close' },
      { type: 'channel.select', name: 'callback' },
      { type: 'window.resize', width: 360 },
    ]);
  });

  it('selects the same view until a tile changes', () => {
    const actor = createActor(channelSelectorMachine, {
      input: { options: { channels: channels.map(({ ewt, ...rest }) => ({ ...rest, ewt })) } },
    }).start();
    const first = selectChannelSelectorView(actor.getSnapshot());
    actor.send({ type: 'window.resize', width: 300 });
    expect(sameChannelSelectorView(first, selectChannelSelectorView(actor.getSnapshot()))).toBe(
      true,
    );
    actor.send({ type: 'stats.updated', ewt: { Q1: 120 } });
    const next = selectChannelSelectorView(actor.getSnapshot());
    expect(sameChannelSelectorView(first, next)).toBe(false);
    expect(next.tiles[0]!.status).toEqual({ kind: 'warning', minutes: 2 });
  });
});
