import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { sidebarMachine } from './sidebar.machine';
import { resolveSidebarChannel, resolveSidebarOptions } from './sidebar.options';
import { fakeArbiter, testChannels } from './sidebar.test-support';

type Event = EventFromLogic<typeof sidebarMachine>;

const internal = (type: string) => ({ type }) as unknown as Event;

const events: Event[] = [
  { type: 'sidebar.open' },
  { type: 'sidebar.close' },
  { type: 'sidebar.expand' },
  { type: 'sidebar.contract' },
  { type: 'hover.start' },
  { type: 'hover.end' },
  { type: 'widget.configure', options: resolveSidebarOptions({ channels: testChannels }) },
  { type: 'button.add', channel: resolveSidebarChannel({ name: 'Search' }) },
  { type: 'channel.select', name: 'WebChat' },
  { type: 'channel.select', name: 'Nobody' },
  { type: 'menu.open' },
  { type: 'menu.close' },
  { type: 'overlay.taken', commander: 'Offers' },
  { type: 'viewport.change', mobile: true },
  { type: 'viewport.change', mobile: false },
  internal('xstate.after.expandDelay.sidebar.open.strip.contracted.hovering'),
  internal('xstate.after.contractDelay.sidebar.open.strip.expanded.leaving'),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.mobile,
    snapshot.context.options.channels.length,
  ]);

describe('sidebar paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(sidebarMachine, [
      { input: { options: { channels: testChannels } }, events, serializeState },
      {
        input: { options: { showOnStartup: false, expandOnHover: false } },
        events,
        serializeState,
      },
      {
        input: {
          options: { channels: testChannels },
          isMobile: () => true,
          overlay: fakeArbiter().arbiter,
        },
        events,
        serializeState,
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
