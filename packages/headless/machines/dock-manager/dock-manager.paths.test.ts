import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { dockManagerMachine } from './dock-manager.machine';

type Event = EventFromLogic<typeof dockManagerMachine>;

const events: Event[] = [
  { type: 'view.register', plugin: 'WebChat', content: 'chat', width: 360 },
  { type: 'view.register', plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat' },
  { type: 'view.register', plugin: 'Callback' },
  { type: 'view.deregister', plugin: 'WebChat' },
  { type: 'view.deregister', plugin: 'Callback' },
  { type: 'view.resize', plugin: 'WebChat', width: 300 },
  { type: 'view.resize', plugin: 'Callback', width: 300 },
  { type: 'sideButton.show', plugin: 'WebChat' },
  { type: 'mobile.set', mobile: true },
  { type: 'mobile.set', mobile: false },
];

describe('dock manager paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(dockManagerMachine, [
      { input: { now: () => 0 }, events },
      { input: { now: () => 0, mobile: true }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 1, transitions: 8 });
  });
});
