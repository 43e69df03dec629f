import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { channelSelectorMachine } from './channel-selector.machine';
import { resolveChannelSelectorOptions } from './channel-selector.options';

type Event = EventFromLogic<typeof channelSelectorMachine>;

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;

const channels = [
  { name: 'chat', clickCommand: 'WebChat.open', ewt: { display: true, queue: 'VQ_Chat' } },
  { name: 'cobrowse', clickCommand: 'CoBrowse.open' },
];

const events: Event[] = [
  { type: 'window.open' },
  { type: 'window.close' },
  { type: 'window.close', force: true },
  { type: 'window.resize', width: 320 },
  { type: 'viewport.change', mobile: true },
  { type: 'channel.select', name: 'chat' },
  { type: 'channel.select', name: 'cobrowse' },
  { type: 'widget.configure', options: resolveChannelSelectorOptions({ channels }) },
  {
    type: 'widget.configure',
    options: resolveChannelSelectorOptions({ channels: [{ name: 'callus' }] }),
  },
  { type: 'stats.enable' },
  { type: 'stats.disable' },
  { type: 'stats.display' },
  { type: 'stats.updated', ewt: { VQ_Chat: 600 } },
  { type: 'coBrowse.changed', state: { online: true, active: false, pending: false } },
  internal('xstate.done.actor.0.channelSelector.stats.polling.reading'),
  internal('xstate.error.actor.0.channelSelector.stats.polling.reading', { error: 'offline' }),
  internal('xstate.done.actor.0.channelSelector.stats.paused.reading'),
  internal('xstate.error.actor.0.channelSelector.stats.paused.reading', { error: 'offline' }),
  internal('xstate.after.ewtRefreshInterval.channelSelector.stats.polling.waiting'),
];

// What tells the walk's snapshots apart: the states and what the guards read.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.options.channels.length,
    snapshot.context.estimates,
    snapshot.context.coBrowse.online,
  ]);

describe('channel selector paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(channelSelectorMachine, [
      { input: { options: { channels } }, events, serializeState },
      { input: { options: { channels: [{ name: 'callus' }] } }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
