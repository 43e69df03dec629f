import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { createAppViews } from '../view-reservation/view-arbiter';
import { viewManagerMachine } from './view-manager.machine';
import { overlayShowing } from './view-manager.test-support';

type Event = EventFromLogic<typeof viewManagerMachine>;

const internal = (type: string) => ({ type }) as unknown as Event;

const events: Event[] = [
  { type: 'view.show', showing: overlayShowing('Offers') },
  { type: 'view.show', showing: overlayShowing('Engage', '<p>x</p>', true) },
  { type: 'view.back' },
  { type: 'view.dismiss' },
  { type: 'view.dismiss', reason: 'primary' },
  { type: 'arbiter.opened', commander: 'Offers', immutable: false },
  { type: 'arbiter.opened', commander: 'CallUs', immutable: false },
  { type: 'arbiter.closed' },
  { type: 'arbiter.reservation', immutable: true },
  internal('xstate.after.openAnimation.viewManager.shown.opening'),
  internal('xstate.after.closeAnimation.viewManager.closing'),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.showing?.commander,
    snapshot.context.showing?.immutable,
    snapshot.context.history.length,
  ]);

describe('view manager paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(viewManagerMachine, [
      { input: { kind: 'overlay', arbiter: createAppViews().overlay }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
